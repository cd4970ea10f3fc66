import { nextStatusIn, type StatusTable } from '../moderation/statusTable';
import type { IsoDate } from '../shared/dates';
import { domainError, type DomainError } from '../shared/domainError';
import { interviewEndOf, slotKey, type InterviewSlot } from './interview.slots';

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

/** A request still being answered (in the manager's review, then with the agency), before any interview is fixed. */
export const beforeInterviewStatuses: readonly CandidateStatus[] = [
  'review_by_manager',
  'interview_with_tn_hr',
  'CV_pending_client',
];

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
/**
 * Moves of a fixed interview still ahead, open to either side (and to the manager for either): propose new times
 * with a reason, pick one of the times the other side proposed, or cancel the interview with a reason.
 */
export const rescheduleActions = ['proposeReschedule', 'pickRescheduledSlot', 'cancelInterview'] as const;
export const managerActions = [
  ...managerMoveActions,
  'changeClientPrice',
  ...rescheduleActions,
  'setVideoLink',
] as const;
/**
 * The partner's answers to the request: take one of the offered slots, offer others, or decline with a reason; once
 * the interview is fixed, it may enter the video call's link in place of the platform's room.
 */
export const partnerActions = ['acceptSlot', 'proposeSlots', 'decline', ...rescheduleActions, 'setVideoLink'] as const;
/**
 * The client takes one of the times the partner proposed; after the interview it decides: hire the specialist, decline
 * them with a reason, or ask for another interview (new slots, which the partner answers as the first ones).
 */
export const clientActions = [
  'chooseProposedSlot',
  'hire',
  'declineCandidate',
  'requestAnotherInterview',
  ...rescheduleActions,
  'nameInterviewers',
] as const;
/** The client's decisions after the interview. */
export const clientDecisions = ['hire', 'declineCandidate', 'requestAnotherInterview'] as const;

export type ManagerMoveAction = (typeof managerMoveActions)[number];
export type ClientDecision = (typeof clientDecisions)[number];
export type RescheduleAction = (typeof rescheduleActions)[number];
/** The two parties of an interview; the manager acts for either of them. */
export type InterviewParty = 'client' | 'partner';
export type CandidateAction =
  (typeof managerActions)[number] | (typeof partnerActions)[number] | (typeof clientActions)[number];
export const candidateActions: readonly CandidateAction[] = [
  ...new Set<CandidateAction>([...managerActions, ...partnerActions, ...clientActions]),
];

export const candidateSides = ['manager', 'partner', 'client'] as const;
export type CandidateSide = (typeof candidateSides)[number];
export const actionsOfSide: { readonly [Side in CandidateSide]: readonly CandidateAction[] } = {
  manager: managerActions,
  partner: partnerActions,
  client: clientActions,
};

/**
 * Who moves what. The manager reviews every request first: in 'review_by_manager' nobody else acts, and the agency
 * hears of the candidate only when the manager passes it on (to the HR interview, to the client's CV review or
 * straight to the interview). The partner answers the slots from then until an interview is fixed; the client
 * decides after it. The manager may still make any move for a client who asks (approve is the client's hire made by
 * the manager), and the history names who acted.
 */
export const transitions: StatusTable<CandidateStatus, CandidateAction> = {
  review_by_manager: {
    moveToTnHrInterview: 'interview_with_tn_hr',
    moveToCvPendingClient: 'CV_pending_client',
    moveToInterview: 'interview',
    reject: 'rejected',
    changeClientPrice: 'review_by_manager',
    // The client names its interviewers until an interview time is fixed (`refusalNow`).
    nameInterviewers: 'review_by_manager',
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
    nameInterviewers: 'interview_with_tn_hr',
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
    nameInterviewers: 'CV_pending_client',
  },
  // The partner's answers and the client's choice apply while no interview is fixed (after 'Another interview');
  // the client's decisions once the fixed interview has begun (`refusalNow`).
  interview: {
    approve: 'approved',
    reject: 'rejected',
    changeClientPrice: 'interview',
    acceptSlot: 'interview',
    proposeSlots: 'interview',
    decline: 'rejected',
    chooseProposedSlot: 'interview',
    hire: 'approved',
    declineCandidate: 'rejected',
    requestAnotherInterview: 'interview',
    // A fixed interview still ahead moves or is cancelled; the candidate stays at the interview step (`refusalNow`).
    proposeReschedule: 'interview',
    pickRescheduledSlot: 'interview',
    cancelInterview: 'interview',
    // The agency or the manager enters the fixed interview's video link until the interview ends (`refusalNow`).
    setVideoLink: 'interview',
    nameInterviewers: 'interview',
  },
  approved: { moveToWaitingStartWork: 'waiting-start-work', reject: 'rejected', changeClientPrice: 'approved' },
  // Work starts on the booking's first day, not before (`refusalNow`); a daily job makes the move that day.
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

/** What the rules of time read of a candidate: its status, the times proposed, the interview fixed, the booking's start. */
export type CandidateNow = {
  readonly status: CandidateStatus;
  readonly proposedSlots: readonly InterviewSlot[];
  readonly interviewAt: InterviewSlot | null;
  readonly startPeriod: IsoDate;
  /** New times one party proposed for the fixed interview, waiting for the other party to pick one. */
  readonly reschedule?: PendingReschedule | null;
};

/** A proposal to move a fixed interview: who proposed (or the manager for them), the times, and why. */
export type PendingReschedule = {
  readonly side: InterviewParty;
  readonly slots: readonly InterviewSlot[];
  readonly reason: string;
};

/** The other party of an interview. */
export const otherParty = (side: InterviewParty): InterviewParty => (side === 'client' ? 'partner' : 'client');

const partnerAnswers: readonly CandidateAction[] = ['acceptSlot', 'proposeSlots', 'decline'];
const decisions: readonly CandidateAction[] = clientDecisions;

/**
 * Why an action the table allows in this status cannot be taken now (`now`: the platform's UTC date and time,
 * `yyyy-MM-ddTHH:mm`), or null. The partner answers and the client takes a proposed time only while no interview is
 * fixed; the client decides once the fixed interview has begun; work starts on the booking's first day. `decide` and
 * the offered actions apply the same rule.
 */
export const refusalNow = (
  candidate: CandidateNow,
  action: CandidateAction,
  now: string,
  side?: CandidateSide,
): DomainError | null => {
  if (action === 'proposeReschedule' || action === 'cancelInterview') {
    if (candidate.interviewAt === null)
      return domainError('interview.not_fixed', 'No interview is fixed: there is nothing to move or cancel');
    if (slotKey(candidate.interviewAt) <= now)
      return domainError('interview.already_held', 'The interview has begun; it can no longer be moved or cancelled');
  }
  if (action === 'nameInterviewers' && candidate.interviewAt !== null)
    return domainError(
      'interview.already_answered',
      'The interview time is fixed: the interviewers are named before it is, or with another interview',
    );
  if (action === 'setVideoLink') {
    if (candidate.interviewAt === null)
      return domainError('interview.not_fixed', 'No interview is fixed: a video link belongs to a fixed interview');
    if (slotKey(interviewEndOf(candidate.interviewAt)) <= now)
      return domainError('interview.already_held', 'The interview is over; its video link can no longer change');
  }
  if (action === 'pickRescheduledSlot') {
    const pending = candidate.reschedule ?? null;
    if (candidate.interviewAt === null || pending === null)
      return domainError('interview.no_reschedule', 'Nobody proposed new times for this interview');
    if (side !== undefined && side === pending.side)
      return domainError('interview.own_reschedule', 'The other side picks one of the times you proposed');
    if (!pending.slots.some((slot) => slotKey(slot) > now))
      return domainError('interview.slot_not_proposed', 'No proposed time is still ahead');
  }
  if (partnerAnswers.includes(action) && candidate.interviewAt !== null)
    return domainError(
      'interview.already_answered',
      `The interview is already fixed for ${slotKey(candidate.interviewAt).replace('T', ' ')} UTC`,
    );
  if (action === 'chooseProposedSlot') {
    if (candidate.interviewAt !== null)
      return domainError('interview.already_answered', 'The interview is already fixed; its time cannot change');
    if (!candidate.proposedSlots.some((slot) => slotKey(slot) > now))
      return domainError('interview.slot_not_proposed', 'No proposed time is still ahead');
  }
  if (decisions.includes(action)) {
    if (candidate.interviewAt === null)
      return domainError('interview.not_held', 'The client decides after the interview, and none is fixed yet');
    if (slotKey(candidate.interviewAt) > now)
      return domainError(
        'interview.not_held',
        `The client decides after the interview on ${slotKey(candidate.interviewAt).replace('T', ' ')} UTC`,
      );
  }
  if (action === 'startWork' && now.slice(0, 10) < candidate.startPeriod)
    return domainError(
      'interview.not_started',
      `The booking starts on ${candidate.startPeriod}: the specialist starts working from then`,
    );
  return null;
};

/** What a side may do now: the side's row of the table, less what the clock or the interview's state refuses. */
export const allowedActionsNow = (candidate: CandidateNow, side: CandidateSide, now: string): CandidateAction[] =>
  allowedActions(candidate.status, side).filter((action) => refusalNow(candidate, action, now, side) === null);

/** Moves that do not make a candidate wait for their side: a price, a refusal, closing a finished engagement. */
const standingActions: readonly CandidateAction[] = [
  'changeClientPrice',
  'reject',
  'finish',
  'proposeReschedule',
  'cancelInterview',
  'setVideoLink',
  'nameInterviewers',
];
const turnOrder: readonly CandidateSide[] = ['client', 'partner', 'manager'];

/**
 * Whose turn it is: the client or the agency when the table leaves them a move now (the client first: it answers the
 * agency's proposal); otherwise the side whose next move this status holds (the client's decision on an interview
 * still ahead, the platform's start of a booking not begun), the client before the agency before the platform, whose
 * moves for the others do not make it their turn. Null when the candidate waits for nobody (working, rejected,
 * finished).
 */
export const waitingFor = (candidate: CandidateNow, now: string): CandidateSide | null => {
  const moves = (actions: readonly CandidateAction[]) => actions.filter((action) => !standingActions.includes(action));
  const later = (side: CandidateSide) =>
    moves(allowedActions(candidate.status, side)).filter(
      (action) =>
        !(partnerAnswers.includes(action) || action === 'chooseProposedSlot' || action === 'pickRescheduledSlot'),
    );
  return (
    (['client', 'partner'] as const).find((side) => moves(allowedActionsNow(candidate, side, now)).length > 0) ??
    turnOrder.find((side) => later(side).length > 0) ??
    null
  );
};

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
