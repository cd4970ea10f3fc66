import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Form } from 'react-final-form';
import { z } from 'zod';
import { ProposeSlotsInput } from '../../../../application/interview/schemas';
import { MAX_SLOTS } from '../../../../domain/interview/interview.slots';
import { useTRPC } from '../../app/trpc';
import { FormErrorAlert } from '../../kit/form/FormErrorAlert';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { zodValidate } from '../../kit/form/zodValidate';
import { TextareaField } from '../../kit/form/TextareaField';
import { platformNow, type CandidateRow, type InterviewSlot } from './candidateLabels';
import { SlotsField } from './SlotsField';
import { useCandidateSubmit } from './useCandidateSubmit';

type Values = { slots: InterviewSlot[]; comment: string };

const COMMENT_MAX = 2000;

/** The shared input's rules with the form's own words for the count of slots. */
const ProposeSlotsForm = ProposeSlotsInput.pick({ comment: true }).extend({
  slots: z.array(ProposeSlotsInput.shape.slots.element).min(1, 'Add at least one slot').max(MAX_SLOTS, `Propose at most ${MAX_SLOTS} slots`),
});

type Props = { readonly candidate: CandidateRow | null; readonly opened: boolean; readonly onClose: () => void };

/** The partner offers other interview times, with a comment for the client. */
export const ProposeSlotsDialog = ({ candidate, opened, onClose }: Props) => {
  const trpc = useTRPC();
  const submit = useCandidateSubmit();
  const propose = useMutation(trpc.interview.proposeSlots.mutationOptions());

  const onSubmit = async (values: Values) => {
    if (!candidate) return undefined;
    const errors = await submit(() => propose.mutateAsync({ id: candidate.id, slots: values.slots, comment: values.comment.trim() }), ['slots', 'comment'], {
      message: `Other slots proposed for ${candidate.specialistName}`,
      requestPath: 'interview.proposeSlots',
    });
    if (!errors) onClose();
    return errors;
  };

  return (
    <Modal
      opened={opened && candidate !== null}
      onClose={onClose}
      title={candidate ? `Propose other slots for ${candidate.specialistName}` : ''}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {candidate ? (
        <Form<Values>
          onSubmit={onSubmit}
          initialValues={{ slots: [], comment: '' }}
          validate={zodValidate(ProposeSlotsForm)}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-label="Propose other slots">
              <Stack gap="md">
                <FormErrorAlert />
                <SlotsField name="slots" now={platformNow()} />
                <TextareaField name="comment" label="Comment for the client" maxLength={COMMENT_MAX} minRows={2} />
                <Group justify="flex-end">
                  <Button variant="default" onClick={onClose} disabled={submitting}>
                    Cancel
                  </Button>
                  <SubmitButton>Send slots</SubmitButton>
                </Group>
              </Stack>
            </form>
          )}
        />
      ) : null}
    </Modal>
  );
};
