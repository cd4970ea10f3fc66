import type { WorkFormat } from '../booking/workFormat';
import type { DatePeriod } from '../shared/dates';
import type { DomainEvent } from '../shared/eventMetadata';
import type { InterviewSlot } from './interview.slots';
import type { CandidateStatus, InterviewParty } from './interview.status';

export type CandidateTerms = {
  readonly candidateId: string;
  /** The interview request (one submission of the cart) the candidate belongs to. */
  readonly requestId: string;
  readonly clientId: string;
  readonly agencyId: string;
  readonly specialistId: string;
  readonly period: DatePeriod;
  readonly workFormat: WorkFormat;
  readonly hours: number | null;
  readonly clientHourPriceCents: number;
  readonly slots: readonly InterviewSlot[];
  /** Who the agency talks to about the request: a name and ways to reach them, not necessarily a user (kept as sent). */
  readonly contact: { readonly name: string; readonly email: string; readonly phone: string };
  /**
   * The client's interviewers: user ids of its own verified, active people, who are invited to the interview beside the
   * contact. Absent on requests sent before panels (none named).
   */
  readonly interviewers?: readonly string[];
  readonly comment: string;
};

export type CandidateSubmitted = DomainEvent<'CandidateSubmitted', CandidateTerms>;
export type InterviewSlotAccepted = DomainEvent<
  'InterviewSlotAccepted',
  { readonly candidateId: string; readonly slot: InterviewSlot }
>;
export type InterviewSlotsProposed = DomainEvent<
  'InterviewSlotsProposed',
  { readonly candidateId: string; readonly slots: readonly InterviewSlot[]; readonly comment: string }
>;
export type CandidateDeclinedByPartner = DomainEvent<
  'CandidateDeclinedByPartner',
  { readonly candidateId: string; readonly reason: string }
>;
export type CandidateMoved = DomainEvent<
  'CandidateMoved',
  {
    readonly candidateId: string;
    readonly from: CandidateStatus;
    readonly to: CandidateStatus;
    readonly comment: string;
  }
>;
export type ClientHourPriceChanged = DomainEvent<
  'ClientHourPriceChanged',
  { readonly candidateId: string; readonly clientHourPriceCents: number }
>;
/** The client hired the specialist after the interview: the candidate is approved and the specialist booked. */
export type CandidateHired = DomainEvent<'CandidateHired', { readonly candidateId: string }>;
/** The client declined the specialist after the interview. */
export type CandidateDeclinedByClient = DomainEvent<
  'CandidateDeclinedByClient',
  { readonly candidateId: string; readonly reason: string }
>;
/** The client asked for another interview: these slots replace the ones offered, and no interview is fixed any more. */
export type AnotherInterviewRequested = DomainEvent<
  'AnotherInterviewRequested',
  {
    readonly candidateId: string;
    readonly slots: readonly InterviewSlot[];
    readonly comment: string;
    /** The interviewers of the new interview, when the client named them anew (absent: the same as before). */
    readonly interviewers?: readonly string[];
  }
>;
/** The client named the interviewers of the interview not yet fixed (user ids of its people; empty: none). */
export type InterviewersNamed = DomainEvent<
  'InterviewersNamed',
  { readonly candidateId: string; readonly interviewers: readonly string[] }
>;
/** One party (`side`; the manager for it, as the metadata says) proposed new times for the fixed interview. */
export type InterviewRescheduleProposed = DomainEvent<
  'InterviewRescheduleProposed',
  {
    readonly candidateId: string;
    readonly side: InterviewParty;
    readonly slots: readonly InterviewSlot[];
    readonly reason: string;
  }
>;
/** The other party took one of the proposed times: the interview moves from `from` to `slot`. */
export type InterviewRescheduled = DomainEvent<
  'InterviewRescheduled',
  {
    readonly candidateId: string;
    readonly side: InterviewParty;
    readonly from: InterviewSlot;
    readonly slot: InterviewSlot;
    readonly reason: string;
  }
>;
/** One party cancelled the fixed interview at `slot`; no interview is fixed any more. */
export type InterviewCancelled = DomainEvent<
  'InterviewCancelled',
  { readonly candidateId: string; readonly side: InterviewParty; readonly slot: InterviewSlot; readonly reason: string }
>;
/**
 * The agency or the manager entered the link of the video call of the interview fixed at `slot` (`videoUrl`), or went
 * back to the platform's own room (null). The invitation is sent again with the new link.
 */
export type InterviewVideoLinkSet = DomainEvent<
  'InterviewVideoLinkSet',
  { readonly candidateId: string; readonly slot: InterviewSlot; readonly videoUrl: string | null }
>;
/** One party of the candidate (its client or the specialist's agency) was merged into another company, which takes its place. */
export type CandidateOwnershipTransferred = DomainEvent<
  'CandidateOwnershipTransferred',
  {
    readonly candidateId: string;
    readonly side: 'client' | 'agency';
    readonly fromCompanyId: string;
    readonly toCompanyId: string;
    readonly mergeId: string;
  }
>;

export type CandidateEvent =
  | CandidateSubmitted
  | InterviewSlotAccepted
  | InterviewSlotsProposed
  | CandidateDeclinedByPartner
  | CandidateMoved
  | ClientHourPriceChanged
  | CandidateOwnershipTransferred
  | CandidateHired
  | CandidateDeclinedByClient
  | AnotherInterviewRequested
  | InterviewRescheduleProposed
  | InterviewRescheduled
  | InterviewCancelled
  | InterviewVideoLinkSet
  | InterviewersNamed;
