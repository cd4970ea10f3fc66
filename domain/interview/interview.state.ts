import type { CandidateEvent, CandidateTerms } from './interview.events';
import type { InterviewSlot } from './interview.slots';
import type { CandidateStatus } from './interview.status';

export type Candidate =
  | { readonly status: 'new' }
  | {
      readonly status: CandidateStatus;
      readonly terms: CandidateTerms;
      readonly clientHourPriceCents: number;
      /** The slot the partner accepted, once fixed. */
      readonly interviewAt: InterviewSlot | null;
      /** Slots the partner offered instead of the client's. */
      readonly proposedSlots: readonly InterviewSlot[];
      readonly declineReason: string | null;
    };

export const initialState = (): Candidate => ({ status: 'new' });

export const evolve = (candidate: Candidate, event: CandidateEvent): Candidate => {
  if (event.type === 'CandidateSubmitted') {
    return { status: 'review_by_manager', terms: event.data, clientHourPriceCents: event.data.clientHourPriceCents, interviewAt: null, proposedSlots: [], declineReason: null };
  }
  if (candidate.status === 'new') return candidate;
  switch (event.type) {
    case 'InterviewSlotAccepted':
      return { ...candidate, status: 'interview', interviewAt: event.data.slot };
    case 'InterviewSlotsProposed':
      return { ...candidate, proposedSlots: event.data.slots };
    case 'CandidateDeclinedByPartner':
      return { ...candidate, status: 'rejected', declineReason: event.data.reason };
    case 'CandidateMoved':
      return { ...candidate, status: event.data.to };
    case 'ClientHourPriceChanged':
      return { ...candidate, clientHourPriceCents: event.data.clientHourPriceCents };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
