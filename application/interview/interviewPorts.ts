import type { WorkFormat } from '../../domain/booking/workFormat';
import type { SlotCalendar } from '../../domain/interview/interview.collisions';
import type { CandidateStatus, PendingReschedule } from '../../domain/interview/interview.status';
import type { InterviewSlot } from '../../domain/interview/interview.slots';
import type { DatePeriod } from '../../domain/shared/dates';
import type { PersonName } from '../../domain/specialist/publicName';
import type { CartDeps } from '../cart/cartPorts';
import type { AbuseCounter } from '../ports/abuseCounter';
import type { Clock } from '../ports/clock';
import type { EventStorePort } from '../ports/eventStore';
import type { PeopleDirectory } from '../moderation/moderationPorts';
import type { InvitationSettings } from './mails';
import type { Actor } from '../shared/actor';

/** A candidate's parties, booking and client price: what every area that follows a candidate reads (acts, claims). */
export type CandidateBooking = {
  readonly id: string;
  readonly clientId: string;
  readonly clientName: string;
  readonly agencyId: string;
  readonly agencyName: string;
  readonly specialistId: string;
  readonly specialistName: string;
  /** The card's name and surname apart, for the name a client is shown (`publicNameOf`). */
  readonly specialistNameParts: PersonName;
  readonly specialization: string | null;
  readonly status: CandidateStatus;
  readonly startPeriod: string;
  readonly endPeriod: string;
  readonly workFormat: WorkFormat;
  readonly hours: number | null;
  readonly clientHourPriceCents: number;
};

/** One candidate as the lists show it. Amounts in integer cents. */
export type CandidateRow = CandidateBooking & {
  readonly requestId: string;
  readonly slots: readonly InterviewSlot[];
  readonly proposedSlots: readonly InterviewSlot[];
  readonly interviewAt: InterviewSlot | null;
  /** New times one party proposed for the fixed interview, waiting for the other party. */
  readonly reschedule: PendingReschedule | null;
  /** The video link the agency or the manager entered; null: the platform's own room. */
  readonly enteredVideoUrl: string | null;
  readonly contact: { readonly name: string; readonly email: string; readonly phone: string };
  /** The client's interviewers (its users), by name, in the order of their names. */
  readonly interviewers: readonly Interviewer[];
  readonly comment: string;
  readonly declineReason: string | null;
  /** The manager passed the request on to the agency (before that, the agency does not hear of it). */
  readonly passedToAgency: boolean;
  readonly version: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
};

export type CandidateFilter = {
  readonly clientId?: string;
  readonly agencyId?: string;
  /** Only candidates the manager has passed on to their agency. */
  readonly passedToAgency?: true;
  readonly statuses?: readonly CandidateStatus[];
  readonly onProject?: boolean;
  /** The specialist's full name or the client's name (staff and the agency). */
  readonly search?: string;
  /** Only the name a client is shown ('Anna v.'): a client searches what it sees, never the hidden surname. */
  readonly shownNameSearch?: string;
};

export type CandidateReadModel = {
  readonly list: (
    filter: CandidateFilter,
    sort: string,
    page: { page: number; count: number },
  ) => Promise<{ items: CandidateRow[]; total: number }>;
  readonly statusCounts: (filter: CandidateFilter) => Promise<Record<string, number>>;
  readonly find: (id: string) => Promise<CandidateRow | null>;
  /** Candidates waiting to start whose booking starts on `date` or earlier (the daily start of work). */
  readonly waitingToStartBy: (date: string) => Promise<string[]>;
};

/** One of the client's interviewers of a candidate: a user of the client company. */
export type Interviewer = { readonly id: string; readonly name: string };

/** A client's person who may interview: a verified, active user of the company. */
export type Colleague = Interviewer & { readonly email: string };

/** Panels (issue 34): who may interview for a client, and what the slots of one candidate must be free of. */
export type PanelDirectory = {
  /** The verified, active users of a client company, by name. */
  readonly colleaguesOf: (clientId: string) => Promise<readonly Colleague[]>;
  /**
   * The interviewers' other fixed interviews (any candidate but `candidateId`), the specialist's bookings other than
   * this candidate's and the agency's 'not available' periods. `withNames`: the busy interviewers are named.
   */
  readonly slotCalendarOf: (query: {
    readonly candidateId: string;
    readonly specialistId: string;
    readonly interviewers: readonly string[];
    readonly withNames: boolean;
  }) => Promise<SlotCalendar>;
};

/** Whether a client company has a signed contract with the platform (from the contracts read model). */
export type ContractRegistry = { readonly hasSignedContract: (clientId: string) => Promise<boolean> };

/** The card's owner and the dates its agency marked as not available. */
export type SpecialistOwnership = {
  readonly ownerOf: (specialistId: string) => Promise<{ agencyId: string; agencyUnavailable: DatePeriod[] } | null>;
};

/**
 * A user's calendar subscription (issue 34). The store makes the token and keeps only its digest: the token is answered
 * once, in the address, when the feed is turned on or renewed.
 */
export type CalendarFeedStore = {
  /** Turns the user's feed on, or renews its token (the old address stops working); answers the new token. */
  readonly turnOn: (userId: string, at: Date) => Promise<string>;
  /** Ends the user's feed, if there is one: its address answers 404 from now on. */
  readonly turnOff: (userId: string) => Promise<void>;
  readonly statusOf: (userId: string) => Promise<{ readonly since: Date } | null>;
  /** The active user whose feed a token opens, as the actor it is read for; null for an unknown or renewed token. */
  readonly subscriberOf: (token: string) => Promise<Actor | null>;
};

export type InterviewDeps = {
  readonly events: EventStorePort;
  readonly clock: Clock;
  readonly cart: CartDeps;
  readonly contracts: ContractRegistry;
  readonly candidates: CandidateReadModel;
  readonly specialists: SpecialistOwnership;
  /** Names of the people behind the events, for the history. */
  readonly people: PeopleDirectory;
  /** Attempts of the limited actions (interview contact). */
  readonly abuse: AbuseCounter;
  /** The calendar invitations' settings (organizer, UID host, video rooms) and the links' base. */
  readonly invitations: { readonly settings: InvitationSettings; readonly appUrl: string };
  readonly calendarFeeds: CalendarFeedStore;
  readonly panels: PanelDirectory;
};

export const candidateStreamOf = (candidateId: string): string => `candidate-${candidateId}`;
export const bookingStreamOf = (specialistId: string): string => `specialist-bookings-${specialistId}`;

/** The platform's clock reads in UTC: `yyyy-MM-ddTHH:mm`. */
export const nowOf = (clock: Clock): string => clock.now().toISOString().slice(0, 16);
