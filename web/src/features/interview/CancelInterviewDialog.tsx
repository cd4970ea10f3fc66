import { Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { CancelInterviewInput } from '../../../../application/interview/schemas';
import { useTRPC } from '../../app/trpc';
import { FormButtons } from '../../kit/form/FormButtons';
import { RadioGroupField } from '../../kit/form/RadioGroupField';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { TextareaField } from '../../kit/form/TextareaField';
import { formatSlot } from '../../kit/format';
import { CandidateDialog, type CandidateDialogProps } from './CandidateDialog';
import { partyOptions } from './RescheduleDialog';
import { useCandidateSubmit } from './useCandidateSubmit';

type Values = { reason: string; forSide?: 'client' | 'partner' };

const REASON_MAX = 2000;
const CancelForm = CancelInterviewInput.pick({ reason: true, forSide: true });
const ManagerCancelForm = CancelForm.extend({
  forSide: z.enum(['client', 'partner'], { error: 'Say for whom you cancel' }),
});

/** Either party cancels the fixed interview and says why; every participant's calendar gets the cancellation. */
export const CancelInterviewDialog = ({
  asManager = false,
  ...dialog
}: CandidateDialogProps & { asManager?: boolean }) => {
  const trpc = useTRPC();
  const submit = useCandidateSubmit();
  const cancel = useMutation(trpc.interview.cancelInterview.mutationOptions());

  return (
    <CandidateDialog {...dialog} title={(c) => `Cancel the interview with ${c.specialistName}`}>
      {(c) => (
        <SchemaForm<Values>
          label="Cancel the interview"
          schema={asManager ? ManagerCancelForm : CancelForm}
          initialValues={{ reason: '' }}
          onSubmit={(values) =>
            submit(
              () =>
                cancel.mutateAsync({
                  id: c.id,
                  reason: values.reason.trim(),
                  ...(asManager && values.forSide ? { forSide: values.forSide } : {}),
                }),
              ['reason', 'forSide'],
              {
                message: `The interview with ${c.specialistName} was cancelled`,
                requestPath: 'interview.cancelInterview',
                then: dialog.onClose,
              },
            )
          }
        >
          <Text size="sm">
            {c.interviewAt ? `The interview on ${formatSlot(c.interviewAt)} is cancelled for everyone. ` : ''}
            The other side reads your reason; the agency can then propose new times.
          </Text>
          {asManager ? (
            <RadioGroupField name="forSide" label="Cancelled by" withAsterisk options={[...partyOptions]} />
          ) : null}
          <TextareaField name="reason" label="Reason" withAsterisk maxLength={REASON_MAX} data-autofocus />
          <FormButtons onCancel={dialog.onClose} submitProps={{ color: 'red' }}>
            Cancel interview
          </FormButtons>
        </SchemaForm>
      )}
    </CandidateDialog>
  );
};
