import type { ClientRequestContent } from '../../domain/clientRequest/clientRequest.content';
import type { ClientRequestStatus } from '../../domain/clientRequest/clientRequest.status';
import type { OfferedSpecialist, Proposal, ResponseStatus } from '../../domain/clientRequest/requestResponse';
import type { MatchCard, MatchRequest } from '../../domain/matching/matching';
import type { PeopleDirectory } from '../moderation/moderationPorts';
import type { Clock } from '../ports/clock';
import type { EventStorePort } from '../ports/eventStore';

/** A reference value as the pages show it. */
export type Named = { readonly id: string; readonly title: string };

/** One request as the client, the manager and the public pages read it (the read model `client_requests`). */
export type ClientRequestRow = {
  readonly id: string;
  readonly number: number;
  readonly clientId: string;
  readonly clientName: string;
  readonly status: Exclude<ClientRequestStatus, 'new'>;
  readonly title: string;
  readonly description: string;
  readonly categories: readonly Named[];
  readonly subcategories: readonly Named[];
  readonly keySkills: readonly Named[];
  readonly grade: string | null;
  readonly specialistsCount: number;
  readonly periodFrom: string;
  readonly periodTo: string;
  readonly workFormat: ClientRequestContent['workFormat'];
  readonly budgetPerHourCents: number | null;
  readonly rejectionReason: string | null;
  readonly responsesCount: number;
  readonly version: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly publishedAt: Date | null;
  readonly closedAt: Date | null;
};

export type ClientRequestFilter = {
  readonly clientId?: string;
  readonly statuses?: readonly Exclude<ClientRequestStatus, 'new'>[];
  readonly search?: string;
};

/** The public list's filters: published requests whose period has not started. */
export type PublicRequestFilter = {
  readonly today: string;
  readonly categoryId?: string;
  readonly keySkillId?: string;
  readonly from?: string;
  readonly to?: string;
};

export type ClientRequestReadModel = {
  readonly list: (
    filter: ClientRequestFilter,
    sort: string,
    page: { page: number; count: number },
  ) => Promise<{ items: ClientRequestRow[]; total: number }>;
  readonly statusCounts: (filter: ClientRequestFilter) => Promise<Record<string, number>>;
  readonly find: (id: string) => Promise<ClientRequestRow | null>;
  readonly listPublic: (
    filter: PublicRequestFilter,
    page: { page: number; count: number },
  ) => Promise<{ items: ClientRequestRow[]; total: number }>;
  /** Requests whose period has started but that are still open, for the daily job. */
  readonly startedBefore: (today: string) => Promise<string[]>;
};

/** One response as the read model `client_request_responses` keeps it, with what the pages show beside it. */
export type ResponseRow = {
  readonly id: string;
  readonly requestId: string;
  readonly requestTitle: string;
  readonly requestStatus: Exclude<ClientRequestStatus, 'new'>;
  readonly requestPeriodFrom: string;
  readonly clientId: string;
  readonly agencyId: string;
  readonly agencyName: string;
  readonly status: Exclude<ResponseStatus, 'new'>;
  readonly proposals: readonly (Proposal & {
    readonly photoUrl: string | null;
    readonly grade: string | null;
    readonly inCatalogue: boolean;
  })[];
  readonly comment: string;
  readonly version: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
};

export type ResponseReadModel = {
  readonly listForAgency: (
    agencyId: string,
    page: { page: number; count: number },
  ) => Promise<{ items: ResponseRow[]; total: number }>;
  readonly listForRequest: (requestId: string, options: { readonly withWithdrawn: boolean }) => Promise<ResponseRow[]>;
  readonly find: (id: string) => Promise<ResponseRow | null>;
  readonly findOf: (requestId: string, agencyId: string) => Promise<ResponseRow | null>;
};

/** What the rules of a request need from the reference data and the directory of companies. */
export type ClientRequestReference = {
  /** Top categories and their subcategories of the specialist catalogue. */
  readonly categoryTree: () => Promise<ReadonlyMap<string, { readonly parentId: string | null }>>;
  readonly keySkillIds: (ids: readonly string[]) => Promise<ReadonlySet<string>>;
  /** Whether the company exists and is a client (a manager posts for a client). */
  readonly isClient: (companyId: string) => Promise<boolean>;
  /** Client companies whose name contains the search, for the manager's choice (at most 50). */
  readonly clients: (search: string) => Promise<Named[]>;
};

/** The agency's published cards and teams, as the catalogue shows them now. */
export type ResponseCatalogue = {
  readonly specialists: (ids: readonly string[]) => Promise<OfferedSpecialist[]>;
  /** The team's members, when the team is the agency's and current; null otherwise. */
  readonly teamMembers: (teamId: string, agencyId: string) => Promise<string[] | null>;
  /** What the agency can propose: its cards in the catalogue and its current teams. */
  readonly choicesOf: (
    agencyId: string,
  ) => Promise<{ specialists: OfferedSpecialist[]; teams: { id: string; name: string; specialistIds: string[] }[] }>;
};

/** A published card a request may match, with what the manager's list shows of it. */
export type MatchCandidate = MatchCard & {
  readonly name: string;
  readonly specialization: string;
  readonly agencyName: string;
};

/**
 * The catalogue's cards that may match a request: every relevant card with as many key skills in common as the
 * `limit`-th free one or more, each with its busy periods in the request's period (the domain filters and ranks them).
 */
export type MatchCandidateReader = {
  readonly candidates: (request: MatchRequest, limit: number) => Promise<MatchCandidate[]>;
};

export type ClientRequestDeps = {
  readonly events: EventStorePort;
  readonly clock: Clock;
  readonly newId: () => string;
  readonly requests: ClientRequestReadModel;
  readonly responses: ResponseReadModel;
  readonly reference: ClientRequestReference;
  readonly catalogue: ResponseCatalogue;
  readonly people: PeopleDirectory;
  readonly matches: MatchCandidateReader;
};

export const requestStreamOf = (requestId: string): string => `client-request-${requestId}`;

/** Today's date on the platform's clock (UTC). */
export const todayOf = (clock: Clock): string => clock.now().toISOString().slice(0, 10);
