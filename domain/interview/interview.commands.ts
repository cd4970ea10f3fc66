import type { EventMetadata } from '../shared/eventMetadata';
import type { SlotCalendar } from './interview.collisions';
import type { CandidateTerms } from './interview.events';
import type { InterviewSlot } from './interview.slots';
import type { CandidateStatus, InterviewParty } from './interview.status';

/**
 * What the slots a command offers or fixes must be free of (the interviewers' other interviews, the specialist's
 * reservations and 'not available' periods), loaded by the application; absent: not checked.
 */
type Calendar = { readonly calendar?: SlotCalendar };

type Context = {
  readonly candidateId: string;
  readonly metadata: EventMetadata;
  /** Platform local time, `yyyy-MM-ddTHH:mm`. */ readonly now: string;
};

/** `timeZone`: the IANA zone on whose clock the slots were picked (their working day and hour are checked there); UTC when absent. */
export type SubmitCandidate = Context &
  Calendar & {
    readonly action: 'submit';
    readonly terms: Omit<CandidateTerms, 'candidateId'>;
    readonly timeZone?: string;
  };
export type AcceptSlot = Context & Calendar & { readonly action: 'acceptSlot'; readonly slot: InterviewSlot };
/** The client takes one of the times the partner proposed instead of its own. */
export type ChooseProposedSlot = Context &
  Calendar & { readonly action: 'chooseProposedSlot'; readonly slot: InterviewSlot };
export type ProposeSlots = Context &
  Calendar & {
    readonly action: 'proposeSlots';
    readonly slots: readonly InterviewSlot[];
    readonly comment: string;
    readonly timeZone?: string;
  };
export type DeclineCandidate = Context & { readonly action: 'decline'; readonly reason: string };
export type MoveCandidate = Context & {
  readonly action: 'move';
  readonly to: CandidateStatus;
  readonly comment: string;
};
export type ChangeClientPrice = Context & {
  readonly action: 'changeClientPrice';
  readonly clientHourPriceCents: number;
};

/** The client hires the specialist after the interview (the manager's approval, made by the client). */
export type HireCandidate = Context & { readonly action: 'hire' };
/** The client declines the specialist after the interview, with a reason the agency reads. */
export type DeclineCandidateByClient = Context & { readonly action: 'declineCandidate'; readonly reason: string };
/** The client asks for another interview at new times, which the agency answers as it answered the first ones. */
export type RequestAnotherInterview = Context &
  Calendar & {
    readonly action: 'requestAnotherInterview';
    readonly slots: readonly InterviewSlot[];
    readonly comment: string;
    /** The interviewers of the new interview (absent: the same as before). */
    readonly interviewers?: readonly string[];
    readonly timeZone?: string;
  };

/** One party (or the manager for it: `side` is the party) proposes new times for the fixed interview, with a reason. */
export type ProposeReschedule = Context &
  Calendar & {
    readonly action: 'proposeReschedule';
    readonly side: InterviewParty;
    readonly slots: readonly InterviewSlot[];
    readonly reason: string;
    readonly timeZone?: string;
  };
/** The other party takes one of the proposed times; `side` null: the manager picks for the party that did not propose. */
export type PickRescheduledSlot = Context &
  Calendar & {
    readonly action: 'pickRescheduledSlot';
    readonly side: InterviewParty | null;
    readonly slot: InterviewSlot;
  };
/** One party (or the manager for it) cancels the fixed interview, with a reason. */
export type CancelInterview = Context & {
  readonly action: 'cancelInterview';
  readonly side: InterviewParty;
  readonly reason: string;
};

/** The agency (or the manager) enters the video call's link (`videoUrl`, as typed), or null for the platform's room. */
export type SetVideoLink = Context & { readonly action: 'setVideoLink'; readonly videoUrl: string | null };

/** The client names the interviewers (user ids of its people) while no interview time is fixed. */
export type NameInterviewers = Context & {
  readonly action: 'nameInterviewers';
  readonly interviewers: readonly string[];
};

export type CandidateCommand =
  | SubmitCandidate
  | AcceptSlot
  | ChooseProposedSlot
  | ProposeSlots
  | DeclineCandidate
  | MoveCandidate
  | ChangeClientPrice
  | HireCandidate
  | DeclineCandidateByClient
  | RequestAnotherInterview
  | ProposeReschedule
  | PickRescheduledSlot
  | CancelInterview
  | SetVideoLink
  | NameInterviewers;
