import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { ProposeSlotsInput } from '../../../../application/interview/schemas';
import { MAX_SLOTS } from '../../../../domain/interview/interview.slots';
import { useTRPC } from '../../app/trpc';
import { FormButtons } from '../../kit/form/FormButtons';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { TextareaField } from '../../kit/form/TextareaField';
import { browserTimeZone } from '../../kit/timeZone';
import { CandidateDialog, type CandidateDialogProps } from './CandidateDialog';
import { platformNow, type InterviewSlot } from './candidateLabels';
import { SlotsField } from './SlotsField';
import { useCandidateSubmit } from './useCandidateSubmit';

type Values = { slots: InterviewSlot[]; comment: string };

const COMMENT_MAX = 2000;

/** The shared input's rules with the form's own words for the count of slots. */
const ProposeSlotsForm = ProposeSlotsInput.pick({ comment: true }).extend({
  slots: z
    .array(ProposeSlotsInput.shape.slots.element)
    .min(1, 'Add at least one slot')
    .max(MAX_SLOTS, `Propose at most ${MAX_SLOTS} slots`),
});

/** The partner offers other interview times, with a comment for the client. */
export const ProposeSlotsDialog = ({ candidate, opened, onClose }: CandidateDialogProps) => {
  const trpc = useTRPC();
  const submit = useCandidateSubmit();
  const propose = useMutation(trpc.interview.proposeSlots.mutationOptions());

  return (
    <CandidateDialog
      candidate={candidate}
      opened={opened}
      onClose={onClose}
      title={(c) => `Propose other slots for ${c.specialistName}`}
      size="lg"
    >
      {(c) => (
        <SchemaForm<Values>
          label="Propose other slots"
          schema={ProposeSlotsForm}
          initialValues={{ slots: [], comment: '' }}
          onSubmit={(values) =>
            submit(
              () =>
                propose.mutateAsync({
                  id: c.id,
                  slots: values.slots,
                  comment: values.comment.trim(),
                  timeZone: browserTimeZone(),
                }),
              ['slots', 'comment'],
              {
                message: `Other slots proposed for ${c.specialistName}`,
                requestPath: 'interview.proposeSlots',
                then: onClose,
              },
            )
          }
        >
          <SlotsField
            name="slots"
            now={platformNow()}
            labels={{ date: 'Date', time: 'Time', list: 'Proposed slots' }}
          />
          <TextareaField name="comment" label="Comment for the client" maxLength={COMMENT_MAX} minRows={2} />
          <FormButtons onCancel={onClose}>Send slots</FormButtons>
        </SchemaForm>
      )}
    </CandidateDialog>
  );
};
