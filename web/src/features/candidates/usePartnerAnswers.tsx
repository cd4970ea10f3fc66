import { Button, Stack, VisuallyHidden } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { partnerCanAnswer } from '../../../../domain/interview/interview.status';
import { AcceptSlotDialog } from './AcceptSlotDialog';
import type { CandidateRow } from './candidateLabels';
import { DeclineDialog } from './DeclineDialog';
import { ProposeSlotsDialog } from './ProposeSlotsDialog';

type Answer = 'accept' | 'propose' | 'decline';

type PartnerAnswers = {
  /** The answer buttons of a row, while the request is before the interview. */
  readonly actionsOf: (row: CandidateRow) => ReactNode;
  /** The three dialogs; render once, anywhere in the page. */
  readonly dialogs: ReactNode;
};

const answerLabels: Record<Answer, string> = { accept: 'Accept slot', propose: 'Propose other slots', decline: 'Decline' };

/** The partner's answers to an interview request: accept a slot, propose others, or decline with a reason. */
export const usePartnerAnswers = (): PartnerAnswers => {
  // The candidate stays while a dialog closes, so its content does not vanish mid-animation.
  const [dialog, setDialog] = useState<{ answer: Answer; candidate: CandidateRow; opened: boolean } | null>(null);
  const close = () => setDialog((current) => (current ? { ...current, opened: false } : null));
  const openOf = (answer: Answer) => (dialog?.answer === answer && dialog.opened) || false;
  const candidateOf = (answer: Answer) => (dialog?.answer === answer ? dialog.candidate : null);

  const actionsOf = (row: CandidateRow) =>
    partnerCanAnswer(row.status) ? (
      <Stack gap={6} align="stretch">
        {(['accept', 'propose', 'decline'] as const).map((answer) => (
          <Button
            key={answer}
            size="xs"
            variant={answer === 'accept' ? 'filled' : answer === 'decline' ? 'subtle' : 'light'}
            color={answer === 'decline' ? 'red' : undefined}
            onClick={() => setDialog({ answer, candidate: row, opened: true })}
          >
            {answerLabels[answer]}
            <VisuallyHidden> for {row.specialistName}</VisuallyHidden>
          </Button>
        ))}
      </Stack>
    ) : null;

  const dialogs = (
    <>
      <AcceptSlotDialog candidate={candidateOf('accept')} opened={openOf('accept')} onClose={close} />
      <ProposeSlotsDialog candidate={candidateOf('propose')} opened={openOf('propose')} onClose={close} />
      <DeclineDialog candidate={candidateOf('decline')} opened={openOf('decline')} onClose={close} />
    </>
  );
  return { actionsOf, dialogs };
};
