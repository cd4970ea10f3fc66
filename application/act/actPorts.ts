import type { WorkFormat } from '../../domain/booking/workFormat';
import type { PersonName } from '../../domain/specialist/publicName';
import type { ActStatus } from '../../domain/act/act.status';
import type { ClaimReason, ClaimStatus } from '../../domain/act/claim';
import type { CandidateBooking } from '../interview/interviewPorts';
import type { CompanySheet } from '../contract/contractPorts';
import type { PeopleDirectory } from '../moderation/moderationPorts';
import type { Clock } from '../ports/clock';
import type { EventStorePort } from '../ports/eventStore';
import type { FileStore } from '../ports/files';

/** A candidate as acts and claims need it: the interview area's booking, and the card's agency price. */
export type ProjectCandidate = CandidateBooking & {
  /** The card's agency hourly price, cents. */
  readonly agencyRateCents: number;
};

export type ProjectCandidates = {
  readonly find: (candidateId: string) => Promise<ProjectCandidate | null>;
  /** Candidates on a project (working or finished) of an agency, or of a client, newest first. */
  readonly onProjectOf: (filter: {
    readonly agencyId?: string;
    readonly clientId?: string;
  }) => Promise<ProjectCandidate[]>;
};

/** One act as the lists and pages show it (the read model of `act-{id}` streams). */
export type ActRow = {
  readonly id: string;
  readonly candidateId: string;
  readonly clientId: string;
  readonly clientName: string;
  readonly agencyId: string;
  readonly agencyName: string;
  readonly specialistId: string;
  readonly specialistName: string;
  /** The card's name and surname apart, for the name a client is shown (`publicNameOf`). */
  readonly specialistNameParts: PersonName;
  readonly month: string;
  readonly startPeriod: string;
  readonly endPeriod: string;
  readonly workFormat: WorkFormat;
  readonly hoursPerWeek: number | null;
  readonly hours: number;
  readonly comment: string;
  readonly agencyRateCents: number;
  readonly clientRateCents: number;
  readonly vatRateBasisPoints: number | null;
  readonly agencyAmountCents: number;
  readonly feeCents: number;
  readonly netCents: number;
  readonly vatCents: number;
  readonly totalCents: number;
  readonly status: ActStatus;
  readonly rejectReason: string | null;
  readonly rejectedBy: 'manager' | 'client' | null;
  readonly invoiceFileId: string | null;
  readonly actFileId: string | null;
  readonly version: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
};

export type ActFilter = {
  readonly agencyId?: string;
  readonly clientId?: string;
  readonly candidateId?: string;
  readonly statuses?: readonly ActStatus[];
  readonly specialistId?: string;
  readonly monthFrom?: string;
  readonly monthTo?: string;
  /** The specialist's, the client's or the agency's name. */
  readonly search?: string;
  /**
   * The name a client is shown only ('Anna v.'): a client never searches by agency (that would tell it who stands
   * behind a specialist), nor by the surname its pages hide.
   */
  readonly shownNameSearch?: string;
};

export type ActReadModel = {
  readonly list: (
    filter: ActFilter,
    sort: string,
    page: { readonly page: number; readonly count: number },
  ) => Promise<{ items: ActRow[]; total: number }>;
  readonly statusCounts: (filter: ActFilter) => Promise<Record<string, number>>;
  readonly find: (id: string) => Promise<ActRow | null>;
  readonly monthTaken: (candidateId: string, month: string) => Promise<boolean>;
  /** The months already billed (an act in any status) per candidate. */
  readonly billedMonths: (candidateIds: readonly string[]) => Promise<ReadonlyMap<string, ReadonlySet<string>>>;
};

export type ClaimRow = {
  readonly id: string;
  readonly candidateId: string;
  readonly clientId: string;
  readonly clientName: string;
  readonly agencyId: string;
  readonly agencyName: string;
  readonly specialistId: string;
  readonly specialistName: string;
  /** The card's name and surname apart, for the name a client is shown (`publicNameOf`). */
  readonly specialistNameParts: PersonName;
  readonly reasons: readonly ClaimReason[];
  readonly comment: string;
  readonly status: ClaimStatus;
  readonly answers: readonly { readonly text: string; readonly at: string }[];
  readonly version: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
};

export type ClaimFilter = {
  readonly clientId?: string;
  readonly candidateId?: string;
  readonly statuses?: readonly ClaimStatus[];
};

export type ClaimReadModel = {
  readonly list: (
    filter: ClaimFilter,
    page: { readonly page: number; readonly count: number },
  ) => Promise<{ items: ClaimRow[]; total: number }>;
  readonly statusCounts: (filter: ClaimFilter) => Promise<Record<string, number>>;
  readonly find: (id: string) => Promise<ClaimRow | null>;
};

/** The companies an invoice names, and the client's contract in force. */
export type ActCompanies = {
  readonly sheetOf: (companyId: string) => Promise<CompanySheet | null>;
  readonly platform: () => Promise<CompanySheet | null>;
  /** The number of the client's signed client contract (the newest), if any. */
  readonly signedContractNumber: (clientId: string) => Promise<string | null>;
};

/** What both PDFs print: the act's numbers and the parties. */
export type ActDocumentInput = {
  readonly act: ActRow;
  readonly number: string;
  readonly issuedOn: string;
  readonly currency: string;
  readonly platform: CompanySheet;
  readonly counterparty: CompanySheet;
  readonly contractNumber: string | null;
};

export type ActPdfRenderer = {
  readonly invoice: (input: ActDocumentInput) => Promise<Uint8Array>;
  readonly act: (input: ActDocumentInput) => Promise<Uint8Array>;
};

export type ActDeps = {
  readonly events: EventStorePort;
  readonly clock: Clock;
  readonly newId: () => string;
  readonly acts: ActReadModel;
  readonly claims: ClaimReadModel;
  readonly candidates: ProjectCandidates;
  readonly companies: ActCompanies;
  readonly prices: () => Promise<{ readonly currency: string; readonly vatRateBasisPoints: number }>;
  readonly files: FileStore;
  readonly pdf: ActPdfRenderer;
  readonly people: PeopleDirectory;
};

export const actStreamOf = (actId: string): string => `act-${actId}`;
export const claimStreamOf = (claimId: string): string => `claim-${claimId}`;

/** The number an act's documents carry: the month and the first part of its id (`A-2026-11-3f2a9c1e`). */
export const actNumberOf = (row: Pick<ActRow, 'id' | 'month'>): string => `A-${row.month}-${row.id.slice(0, 8)}`;
