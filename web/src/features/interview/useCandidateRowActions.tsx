import { useState, type ReactNode } from 'react';
import { rowActionsOf, type RowAction } from './candidateActions';
import type { CandidateRow } from './candidateLabels';
import { AnotherInterviewDialog } from './AnotherInterviewDialog';
import { ClientDeclineDialog } from './ClientDeclineDialog';
import { DeclineDialog } from './DeclineDialog';
import { HireDialog } from './HireDialog';
import { ProposeSlotsDialog } from './ProposeSlotsDialog';
import { RowActionButtons } from './RowActionButtons';
import { SlotChoiceDialog } from './SlotChoiceDialog';
import { RescheduleDialog } from './RescheduleDialog';
import { CancelInterviewDialog } from './CancelInterviewDialog';
import { VideoLinkDialog } from './VideoLinkDialog';
import { InterviewersDialog } from './InterviewersDialog';

type CandidateRowActions = {
  /** The row's buttons: the actions the server allows this viewer on the candidate. */
  readonly actionsOf: (row: CandidateRow) => ReactNode;
  /** The dialogs; render once, anywhere in the page. */
  readonly dialogs: ReactNode;
};

/**
 * The partner's answers (accept a slot, propose others, decline), the client's choice of a proposed time and its
 * decision after the interview (hire, decline, another interview), the moves of a fixed interview and its video link.
 */
export const useCandidateRowActions = ({
  only,
  asManager = false,
}: {
  /** The manager's page offers only the moves of the interview's time here (its status moves have their own form). */
  readonly only?: readonly RowAction[];
  readonly asManager?: boolean;
} = {}): CandidateRowActions => {
  // The candidate stays while a dialog closes, so its content does not vanish mid-animation.
  const [dialog, setDialog] = useState<{ action: RowAction; candidate: CandidateRow; opened: boolean } | null>(null);
  const dialogOf = (action: RowAction) => ({
    candidate: dialog?.action === action ? dialog.candidate : null,
    opened: (dialog?.action === action && dialog.opened) || false,
    onClose: () => setDialog((current) => (current ? { ...current, opened: false } : null)),
  });

  const actionsOf = (row: CandidateRow) => (
    <RowActionButtons
      actions={rowActionsOf(row.allowedActions).filter((action) => !only || only.includes(action))}
      specialistName={row.specialistName}
      onOpen={(action) => setDialog({ action, candidate: row, opened: true })}
    />
  );

  const dialogs = (
    <>
      <SlotChoiceDialog choice="acceptSlot" {...dialogOf('acceptSlot')} />
      <ProposeSlotsDialog {...dialogOf('proposeSlots')} />
      <DeclineDialog {...dialogOf('decline')} />
      <SlotChoiceDialog choice="chooseProposedSlot" {...dialogOf('chooseProposedSlot')} />
      <HireDialog {...dialogOf('hire')} />
      <ClientDeclineDialog {...dialogOf('declineCandidate')} />
      <AnotherInterviewDialog {...dialogOf('requestAnotherInterview')} />
      <SlotChoiceDialog choice="pickRescheduledSlot" {...dialogOf('pickRescheduledSlot')} />
      <RescheduleDialog asManager={asManager} {...dialogOf('proposeReschedule')} />
      <CancelInterviewDialog asManager={asManager} {...dialogOf('cancelInterview')} />
      <VideoLinkDialog {...dialogOf('setVideoLink')} />
      <InterviewersDialog {...dialogOf('nameInterviewers')} />
    </>
  );
  return { actionsOf, dialogs };
};
