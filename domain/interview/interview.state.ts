import type { CandidateEvent, CandidateMoved, CandidateSubmitted, CandidateTerms } from './interview.events';
import type { InterviewSlot } from './interview.slots';
import {
  nextStatus,
  submittedStatus,
  type CandidateAction,
  type CandidateNow,
  type CandidateStatus,
  type PendingReschedule,
} from './interview.status';

export type Candidate =
  | { readonly status: 'new' }
  | {
      readonly status: CandidateStatus;
      readonly terms: CandidateTerms;
      readonly clientHourPriceCents: number;
      /** The slot the partner accepted or the client chose, once fixed. */
      readonly interviewAt: InterviewSlot | null;
      /** Slots the partner offered instead of the client's. */
      readonly proposedSlots: readonly InterviewSlot[];
      readonly declineReason: string | null;
      /** The manager passed the request on: from then on the agency hears of the candidate and answers it. */
      readonly passedToAgency: boolean;
      /** New times one party proposed for the fixed interview, until the other picks one or it is cancelled. */
      readonly reschedule: PendingReschedule | null;
      /** The video call's link the agency or the manager entered; null: the platform's own room. */
      readonly videoUrl: string | null;
      /** The client's interviewers (user ids of its people), invited beside the contact. */
      readonly interviewers: readonly string[];
    };

/** What the rules of time read of a submitted candidate. */
export const candidateNow = (candidate: Exclude<Candidate, { status: 'new' }>): CandidateNow => ({
  status: candidate.status,
  proposedSlots: candidate.proposedSlots,
  interviewAt: candidate.interviewAt,
  startPeriod: candidate.terms.period.startPeriod,
  reschedule: candidate.reschedule,
});

export const initialState = (): Candidate => ({ status: 'new' });

type LaterEvent = Exclude<CandidateEvent, CandidateSubmitted>;

/** The table's action an event records: the same event fixes the interview whether the partner accepted or the client chose. */
const actionOf = (
  event: Exclude<LaterEvent, { type: 'CandidateMoved' | 'CandidateOwnershipTransferred' }>,
): CandidateAction => {
  switch (event.type) {
    case 'InterviewSlotAccepted':
      return event.metadata.actorRole === 'client' ? 'chooseProposedSlot' : 'acceptSlot';
    case 'InterviewSlotsProposed':
      return 'proposeSlots';
    case 'CandidateDeclinedByPartner':
      return 'decline';
    case 'ClientHourPriceChanged':
      return 'changeClientPrice';
    case 'CandidateHired':
      return 'hire';
    case 'CandidateDeclinedByClient':
      return 'declineCandidate';
    case 'AnotherInterviewRequested':
      return 'requestAnotherInterview';
    case 'InterviewRescheduleProposed':
      return 'proposeReschedule';
    case 'InterviewRescheduled':
      return 'pickRescheduledSlot';
    case 'InterviewCancelled':
      return 'cancelInterview';
    case 'InterviewVideoLinkSet':
      return 'setVideoLink';
    case 'InterviewersNamed':
      return 'nameInterviewers';
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

/**
 * The status after an event: a manager's move names where it went; any other event goes where the status table
 * leads its action. The candidates read model applies the same function, so the list never disagrees with the stream.
 */
export const statusAfter = (status: CandidateStatus, event: LaterEvent): CandidateStatus => {
  if (event.type === 'CandidateMoved') return event.data.to;
  // A merge changes who the parties are, never where the candidate stands.
  if (event.type === 'CandidateOwnershipTransferred') return status;
  return nextStatus(status, actionOf(event)) ?? status;
};

/** The manager's move that hands a reviewed request to the agency: out of review to any step but a rejection. */
export const passesOn = (event: CandidateMoved): boolean =>
  event.data.from === submittedStatus && event.data.to !== 'rejected';

export const evolve = (candidate: Candidate, event: CandidateEvent): Candidate => {
  if (event.type === 'CandidateSubmitted') {
    return {
      status: submittedStatus,
      terms: event.data,
      clientHourPriceCents: event.data.clientHourPriceCents,
      interviewAt: null,
      proposedSlots: [],
      declineReason: null,
      passedToAgency: false,
      reschedule: null,
      videoUrl: null,
      interviewers: event.data.interviewers ?? [],
    };
  }
  if (candidate.status === 'new') return candidate;
  const status = statusAfter(candidate.status, event);
  switch (event.type) {
    case 'InterviewSlotAccepted':
      return { ...candidate, status, interviewAt: event.data.slot };
    case 'InterviewSlotsProposed':
      return { ...candidate, status, proposedSlots: event.data.slots };
    case 'CandidateDeclinedByPartner':
      return { ...candidate, status, declineReason: event.data.reason };
    case 'CandidateMoved':
      return { ...candidate, status, passedToAgency: candidate.passedToAgency || passesOn(event) };
    case 'ClientHourPriceChanged':
      return { ...candidate, status, clientHourPriceCents: event.data.clientHourPriceCents };
    case 'CandidateHired':
      return { ...candidate, status };
    case 'CandidateDeclinedByClient':
      return { ...candidate, status, declineReason: event.data.reason };
    case 'AnotherInterviewRequested':
      return {
        ...candidate,
        status,
        terms: { ...candidate.terms, slots: event.data.slots },
        interviewAt: null,
        proposedSlots: [],
        reschedule: null,
        interviewers: event.data.interviewers ?? candidate.interviewers,
      };
    case 'InterviewRescheduleProposed':
      return {
        ...candidate,
        status,
        reschedule: { side: event.data.side, slots: event.data.slots, reason: event.data.reason },
      };
    case 'InterviewRescheduled':
      return { ...candidate, status, interviewAt: event.data.slot, reschedule: null };
    // A cancelled interview leaves no time offered: the agency proposes new ones (or declines), the client picks.
    case 'InterviewCancelled':
      return {
        ...candidate,
        status,
        terms: { ...candidate.terms, slots: [] },
        interviewAt: null,
        proposedSlots: [],
        reschedule: null,
      };
    case 'InterviewVideoLinkSet':
      return { ...candidate, status, videoUrl: event.data.videoUrl };
    case 'InterviewersNamed':
      return { ...candidate, status, interviewers: event.data.interviewers };
    case 'CandidateOwnershipTransferred':
      return {
        ...candidate,
        terms:
          event.data.side === 'client'
            ? { ...candidate.terms, clientId: event.data.toCompanyId }
            : { ...candidate.terms, agencyId: event.data.toCompanyId },
      };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
