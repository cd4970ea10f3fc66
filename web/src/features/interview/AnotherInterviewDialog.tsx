import { Text } from '@mantine/core';
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

const AnotherInterviewForm = ProposeSlotsInput.pick({ comment: true }).extend({
  slots: z
    .array(ProposeSlotsInput.shape.slots.element)
    .min(1, 'Add at least one slot')
    .max(MAX_SLOTS, `Offer at most ${MAX_SLOTS} slots`),
});

/** After the interview, the client asks for another one at new times; the agency accepts one or proposes others. */
export const AnotherInterviewDialog = ({ candidate, opened, onClose }: CandidateDialogProps) => {
  const trpc = useTRPC();
  const submit = useCandidateSubmit();
  const ask = useMutation(trpc.interview.requestAnotherInterview.mutationOptions());

  return (
    <CandidateDialog
      candidate={candidate}
      opened={opened}
      onClose={onClose}
      title={(c) => `Another interview with ${c.specialistName}`}
      size="lg"
    >
      {(c) => (
        <SchemaForm<Values>
          label="Ask for another interview"
          schema={AnotherInterviewForm}
          initialValues={{ slots: [], comment: '' }}
          onSubmit={(values) =>
            submit(
              () =>
                ask.mutateAsync({
                  id: c.id,
                  slots: values.slots,
                  comment: values.comment.trim(),
                  timeZone: browserTimeZone(),
                }),
              ['slots', 'comment'],
              {
                message: `Another interview with ${c.specialistName} was asked for`,
                requestPath: 'interview.requestAnotherInterview',
                then: onClose,
              },
            )
          }
        >
          <Text size="sm">The agency accepts one of these times or proposes others.</Text>
          <SlotsField name="slots" now={platformNow()} labels={{ date: 'Date', time: 'Time', list: 'Your slots' }} />
          <TextareaField name="comment" label="Comment for the agency" maxLength={COMMENT_MAX} minRows={2} />
          <FormButtons onCancel={onClose}>Send slots</FormButtons>
        </SchemaForm>
      )}
    </CandidateDialog>
  );
};
