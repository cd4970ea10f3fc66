import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Form } from 'react-final-form';
import { DeclineInput } from '../../../../application/interview/schemas';
import { useTRPC } from '../../app/trpc';
import { FormErrorAlert } from '../../kit/form/FormErrorAlert';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { zodValidate } from '../../kit/form/zodValidate';
import { TextareaField } from '../../kit/form/TextareaField';
import type { CandidateRow } from './candidateLabels';
import { useCandidateSubmit } from './useCandidateSubmit';

type Values = { reason: string };

const REASON_MAX = 2000;
const DeclineForm = DeclineInput.pick({ reason: true });

type Props = { readonly candidate: CandidateRow | null; readonly opened: boolean; readonly onClose: () => void };

/** The partner turns the request down and says why; the candidate is rejected. */
export const DeclineDialog = ({ candidate, opened, onClose }: Props) => {
  const trpc = useTRPC();
  const submit = useCandidateSubmit();
  const decline = useMutation(trpc.interview.decline.mutationOptions());

  const onSubmit = async (values: Values) => {
    if (!candidate) return undefined;
    const errors = await submit(() => decline.mutateAsync({ id: candidate.id, reason: values.reason.trim() }), ['reason'], {
      message: `The request for ${candidate.specialistName} was declined`,
      requestPath: 'interview.decline',
    });
    if (!errors) onClose();
    return errors;
  };

  return (
    <Modal
      opened={opened && candidate !== null}
      onClose={onClose}
      title={candidate ? `Decline the request for ${candidate.specialistName}` : ''}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {candidate ? (
        <Form<Values>
          onSubmit={onSubmit}
          initialValues={{ reason: '' }}
          validate={zodValidate(DeclineForm)}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-label="Decline the request">
              <Stack gap="md">
                <FormErrorAlert />
                <Text size="sm">The client and the manager read your reason. A declined request cannot be answered again.</Text>
                <TextareaField name="reason" label="Reason" withAsterisk maxLength={REASON_MAX} data-autofocus />
                <Group justify="flex-end">
                  <Button variant="default" onClick={onClose} disabled={submitting}>
                    Cancel
                  </Button>
                  <SubmitButton color="red">Decline request</SubmitButton>
                </Group>
              </Stack>
            </form>
          )}
        />
      ) : null}
    </Modal>
  );
};
