import {
  managerMoveActions,
  nextStatus,
  type CandidateAction,
  type CandidateStatus,
} from '../../../../domain/interview/interview.status';

/**
 * What the web offers for a candidate, read from the `allowedActions` the server computed from the status table
 * for the viewer's side: nothing here decides whether an action is allowed, only how it is offered.
 */

/** The actions a list row offers as buttons, each opening its dialog, in this order. */
export const rowActions = [
  'acceptSlot',
  'proposeSlots',
  'decline',
  'chooseProposedSlot',
  'hire',
  'declineCandidate',
  'requestAnotherInterview',
  'pickRescheduledSlot',
  'proposeReschedule',
  'cancelInterview',
  'setVideoLink',
  'nameInterviewers',
] as const satisfies readonly CandidateAction[];
export type RowAction = (typeof rowActions)[number];

export const rowActionsOf = (allowed: readonly CandidateAction[]): RowAction[] =>
  rowActions.filter((action) => allowed.includes(action));

/** The manager's next statuses, one per allowed move, in the table's order of moves. */
export const nextStatusesOf = (status: CandidateStatus, allowed: readonly CandidateAction[]): CandidateStatus[] =>
  managerMoveActions.flatMap((action) => {
    const next = allowed.includes(action) ? nextStatus(status, action) : null;
    return next ? [next] : [];
  });

/** The manager changes the client's hour price while the candidate is open. */
export const canChangeClientPrice = (allowed: readonly CandidateAction[]): boolean =>
  allowed.includes('changeClientPrice');
