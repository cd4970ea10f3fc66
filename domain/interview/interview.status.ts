import { slotKey, type InterviewSlot } from './interview.slots';

/**
 * The candidate pipeline as data: from the client's interview request to a specialist working on the project.
 * A manager moves a candidate along `managerMoves`; a partner answers the request while it is before the interview.
 */
export const candidateStatuses = [
  'review_by_manager', 'interview_with_tn_hr', 'CV_pending_client', 'interview', 'approved', 'rejected', 'waiting-start-work', 'working', 'finished',
] as const;
export type CandidateStatus = (typeof candidateStatuses)[number];

export const managerMoves: { readonly [S in CandidateStatus]: readonly CandidateStatus[] } = {
  review_by_manager: ['interview_with_tn_hr', 'CV_pending_client', 'interview', 'rejected'],
  interview_with_tn_hr: ['CV_pending_client', 'interview', 'rejected'],
  CV_pending_client: ['interview_with_tn_hr', 'interview', 'rejected'],
  interview: ['approved', 'rejected'],
  approved: ['waiting-start-work', 'rejected'],
  'waiting-start-work': ['working', 'rejected'],
  working: ['finished'],
  rejected: [],
  finished: [],
};

/** The partner accepts a slot, proposes another or declines only before the interview is fixed. */
export const partnerCanAnswer = (status: CandidateStatus): boolean =>
  status === 'review_by_manager' || status === 'interview_with_tn_hr' || status === 'CV_pending_client';

/** The client may take one of the partner's proposed times while the interview is not fixed and one of them is still ahead. */
export const clientCanChooseProposedSlot = (status: CandidateStatus, proposedSlots: readonly InterviewSlot[], now: string): boolean =>
  partnerCanAnswer(status) && proposedSlots.some((slot) => slotKey(slot) > now);

/** From approval on, the specialist is reserved for the client's period. */
export const holdsReservation = (status: CandidateStatus): boolean =>
  status === 'approved' || status === 'waiting-start-work' || status === 'working';

/** The specialists-on-projects lists show these. */
export const isOnProject = (status: CandidateStatus): boolean => status === 'waiting-start-work' || status === 'working' || status === 'finished';

export const isClosed = (status: CandidateStatus): boolean => status === 'rejected' || status === 'finished';
