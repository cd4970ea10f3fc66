import { Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { DeclineInput } from '../../../../application/interview/schemas';
import { useTRPC } from '../../app/trpc';
import { FormButtons } from '../../kit/form/FormButtons';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { TextareaField } from '../../kit/form/TextareaField';
import { CandidateDialog, type CandidateDialogProps } from './CandidateDialog';
import { useCandidateSubmit } from './useCandidateSubmit';

type Values = { reason: string };

const REASON_MAX = 2000;
const DeclineForm = DeclineInput.pick({ reason: true });

/** The partner turns the request down and says why; the candidate is rejected. */
export const DeclineDialog = ({ candidate, opened, onClose }: CandidateDialogProps) => {
  const trpc = useTRPC();
  const submit = useCandidateSubmit();
  const decline = useMutation(trpc.interview.decline.mutationOptions());

  return (
    <CandidateDialog
      candidate={candidate}
      opened={opened}
      onClose={onClose}
      title={(c) => `Decline the request for ${c.specialistName}`}
    >
      {(c) => (
        <SchemaForm<Values>
          label="Decline the request"
          schema={DeclineForm}
          initialValues={{ reason: '' }}
          onSubmit={(values) =>
            submit(() => decline.mutateAsync({ id: c.id, reason: values.reason.trim() }), ['reason'], {
              message: `The request for ${c.specialistName} was declined`,
              requestPath: 'interview.decline',
              then: onClose,
            })
          }
        >
          <Text size="sm">
            The client and the manager read your reason. A declined request cannot be answered again.
          </Text>
          <TextareaField name="reason" label="Reason" withAsterisk maxLength={REASON_MAX} data-autofocus />
          <FormButtons onCancel={onClose} submitProps={{ color: 'red' }}>
            Decline request
          </FormButtons>
        </SchemaForm>
      )}
    </CandidateDialog>
  );
};
