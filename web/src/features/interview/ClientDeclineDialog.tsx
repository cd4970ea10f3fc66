import { Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ClientDeclineInput } from '../../../../application/interview/schemas';
import { useTRPC } from '../../app/trpc';
import { FormButtons } from '../../kit/form/FormButtons';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { TextareaField } from '../../kit/form/TextareaField';
import { CandidateDialog, type CandidateDialogProps } from './CandidateDialog';
import { useCandidateSubmit } from './useCandidateSubmit';

type Values = { reason: string };

const REASON_MAX = 2000;
const DeclineForm = ClientDeclineInput.pick({ reason: true });

/** After the interview, the client declines the specialist and says why; the agency reads the reason. */
export const ClientDeclineDialog = ({ candidate, opened, onClose }: CandidateDialogProps) => {
  const trpc = useTRPC();
  const submit = useCandidateSubmit();
  const decline = useMutation(trpc.interview.declineCandidate.mutationOptions());

  return (
    <CandidateDialog
      candidate={candidate}
      opened={opened}
      onClose={onClose}
      title={(c) => `Decline ${c.specialistName}`}
    >
      {(c) => (
        <SchemaForm<Values>
          label="Decline the specialist"
          schema={DeclineForm}
          initialValues={{ reason: '' }}
          onSubmit={(values) =>
            submit(() => decline.mutateAsync({ id: c.id, reason: values.reason.trim() }), ['reason'], {
              message: `${c.specialistName} was declined`,
              requestPath: 'interview.declineCandidate',
              then: onClose,
            })
          }
        >
          <Text size="sm">
            The agency and your manager read your reason. A declined candidate cannot be hired later.
          </Text>
          <TextareaField name="reason" label="Reason" withAsterisk maxLength={REASON_MAX} data-autofocus />
          <FormButtons onCancel={onClose} submitProps={{ color: 'red' }}>
            Decline specialist
          </FormButtons>
        </SchemaForm>
      )}
    </CandidateDialog>
  );
};
