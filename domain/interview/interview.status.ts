import { nextStatusIn, type StatusTable } from '../moderation/statusTable';
import { slotKey, type InterviewSlot } from './interview.slots';

/**
 * The candidate pipeline as data, from the client's interview request to a specialist working on the project:
 * status x action -> next status, for the three sides that act on a candidate.
 */
export const candidateStatuses = [
  'review_by_manager',
  'interview_with_tn_hr',
  'CV_pending_client',
  'interview',
  'approved',
  'rejected',
  'waiting-start-work',
  'working',
  'finished',
] as const;
export type CandidateStatus = (typeof candidateStatuses)[number];

/** Where a submitted request starts. */
export const submittedStatus: CandidateStatus = 'review_by_manager';

/** The manager's moves, one per step they lead to; the table says from where. */
export const managerMoveActions = [
  'moveToTnHrInterview',
  'moveToCvPendingClient',
  'moveToInterview',
  'approve',
  'moveToWaitingStartWork',
  'startWork',
  'finish',
  'reject',
] as const;
export const managerActions = [...managerMoveActions, 'changeClientPrice'] as const;
/** The partner's answers to the request: take one of the offered slots, offer others, or decline with a reason. */
export const partnerActions = ['acceptSlot', 'proposeSlots', 'decline'] as const;
/** The client takes one of the times the partner proposed. */
export const clientActions = ['chooseProposedSlot'] as const;

export type ManagerMoveAction = (typeof managerMoveActions)[number];
export type CandidateAction =
  (typeof managerActions)[number] | (typeof partnerActions)[number] | (typeof clientActions)[number];
export const candidateActions: readonly CandidateAction[] = [...managerActions, ...partnerActions, ...clientActions];

export const candidateSides = ['manager', 'partner', 'client'] as const;
export type CandidateSide = (typeof candidateSides)[number];
export const actionsOfSide: { readonly [Side in CandidateSide]: readonly CandidateAction[] } = {
  manager: managerActions,
  partner: partnerActions,
  client: clientActions,
};

export const transitions: StatusTable<CandidateStatus, CandidateAction> = {
  review_by_manager: {
    moveToTnHrInterview: 'interview_with_tn_hr',
    moveToCvPendingClient: 'CV_pending_client',
    moveToInterview: 'interview',
    reject: 'rejected',
    changeClientPrice: 'review_by_manager',
    acceptSlot: 'interview',
    proposeSlots: 'review_by_manager',
    decline: 'rejected',
    chooseProposedSlot: 'interview',
  },
  interview_with_tn_hr: {
    moveToCvPendingClient: 'CV_pending_client',
    moveToInterview: 'interview',
    reject: 'rejected',
    changeClientPrice: 'interview_with_tn_hr',
    acceptSlot: 'interview',
    proposeSlots: 'interview_with_tn_hr',
    decline: 'rejected',
    chooseProposedSlot: 'interview',
  },
  CV_pending_client: {
    moveToTnHrInterview: 'interview_with_tn_hr',
    moveToInterview: 'interview',
    reject: 'rejected',
    changeClientPrice: 'CV_pending_client',
    acceptSlot: 'interview',
    proposeSlots: 'CV_pending_client',
    decline: 'rejected',
    chooseProposedSlot: 'interview',
  },
  interview: { approve: 'approved', reject: 'rejected', changeClientPrice: 'interview' },
  approved: { moveToWaitingStartWork: 'waiting-start-work', reject: 'rejected', changeClientPrice: 'approved' },
  'waiting-start-work': { startWork: 'working', reject: 'rejected', changeClientPrice: 'waiting-start-work' },
  working: { finish: 'finished', changeClientPrice: 'working' },
  rejected: {},
  finished: {},
};

export const nextStatus = (status: CandidateStatus, action: CandidateAction): CandidateStatus | null =>
  nextStatusIn(transitions, status, action);

/** The actions one side may take on a candidate in this status (the side's row of the table), in the side's order. */
export const allowedActions = (status: CandidateStatus, side: CandidateSide): CandidateAction[] =>
  actionsOfSide[side].filter((action) => nextStatus(status, action) !== null);

/** The manager's move that takes a candidate from `status` to `to`, if the table has one. */
export const moveActionTo = (status: CandidateStatus, to: CandidateStatus): ManagerMoveAction | null =>
  managerMoveActions.find((action) => nextStatus(status, action) === to) ?? null;

/**
 * What a side may do now, beyond the status: the client takes a proposed time only while one of them is still ahead.
 * `now` is the platform's local date and time, `yyyy-MM-ddTHH:mm`.
 */
export const allowedActionsNow = (
  candidate: { readonly status: CandidateStatus; readonly proposedSlots: readonly InterviewSlot[] },
  side: CandidateSide,
  now: string,
): CandidateAction[] =>
  allowedActions(candidate.status, side).filter(
    (action) => action !== 'chooseProposedSlot' || candidate.proposedSlots.some((slot) => slotKey(slot) > now),
  );

/** From approval on, the specialist is reserved for the client's period. */
export const holdsReservation = (status: CandidateStatus): boolean =>
  status === 'approved' || status === 'waiting-start-work' || status === 'working';

/** The specialists-on-projects lists show these. */
export const isOnProject = (status: CandidateStatus): boolean =>
  status === 'waiting-start-work' || status === 'working' || status === 'finished';

/** How each step of the candidate pipeline reads to people, in the web and in the e-mails: the one place for these words. */
export const candidateStatusWords: Readonly<Record<CandidateStatus, string>> = {
  review_by_manager: 'Review by manager',
  interview_with_tn_hr: 'Interview with HR',
  CV_pending_client: 'CV with the client',
  interview: 'Interview',
  approved: 'Approved',
  rejected: 'Rejected',
  'waiting-start-work': 'Waiting to start',
  working: 'Working',
  finished: 'Finished',
};
