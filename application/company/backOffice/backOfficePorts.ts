import type { Result } from 'neverthrow';
import type { MergeError, MergeParty, MergePlan, OwnedRow, OwnedStream } from '../../../domain/company/merge';
import type { SpecialistSnapshot } from '../../../domain/cart/cart.availability';
import type { Clock } from '../../ports/clock';
import type { EventStorePort } from '../../ports/eventStore';
import type { ChangeAuthor } from '../companyPorts';
import type {
  CompanyChangesOutput,
  CompanyFiltersOutput,
  CompanyKindName,
  CompanyListQuery,
  CompanyListRowOutput,
  CompanyOverviewOutput,
  DocumentPartiesOutput,
  EmployeesOutput,
  MergeTargetsOutput,
  PersonalManagerChoicesOutput,
} from './schemas';

type Person = { readonly id: string; readonly name: string; readonly surname: string; readonly email: string };

/** The company lists and facts of the back office, read with SQL (plain tables and read models). */
export type CompanyDirectory = {
  readonly list: (
    type: CompanyKindName,
    query: CompanyListQuery,
  ) => Promise<{ items: CompanyListRowOutput[]; total: number }>;
  /** Every company of the list's filter, a page at a time (the export). */
  readonly filters: (type: CompanyKindName) => Promise<CompanyFiltersOutput>;
  readonly dropdown: (
    type: CompanyKindName,
    search: string | undefined,
    count: number,
  ) => Promise<{ id: string; title: string }[]>;
  readonly documentParties: (
    type: CompanyKindName,
    search: string | undefined,
    count: number,
  ) => Promise<DocumentPartiesOutput['items']>;
  readonly mergeTargets: (
    type: CompanyKindName,
    excludeId: string,
    search: string | undefined,
    count: number,
  ) => Promise<MergeTargetsOutput['items']>;
  /** The company the id stands for (a tombstone answers its survivor), or null. */
  readonly overview: (
    id: string,
  ) => Promise<(Omit<CompanyOverviewOutput, 'mergeInProgress'> & { mergeInProgress: boolean }) | null>;
  readonly party: (id: string) => Promise<MergeParty | null>;
  readonly employees: (companyId: string) => Promise<EmployeesOutput['items']>;
  readonly changes: (
    companyId: string,
    page: { page: number; count: number },
  ) => Promise<{ items: CompanyChangesOutput['items']; total: number }>;
  readonly personalManagerChoices: () => Promise<PersonalManagerChoicesOutput['items']>;
  /** Null when the user is not an active platform employee with a staff role. */
  readonly platformEmployee: (userId: string) => Promise<Person | null>;
  /**
   * Sets the company's personal manager on every user of the company (the personal area reads it per user), with
   * its audit row, in one transaction. False when the company does not exist.
   */
  readonly assignPersonalManager: (
    companyId: string,
    managerId: string | null,
    author: ChangeAuthor,
  ) => Promise<boolean>;
};

/** Everything that names a company: plain-table rows, streams, tombstones of companies merged into it, cart items. */
export type OwnedByCompany = {
  readonly rows: OwnedRow[];
  readonly streams: OwnedStream[];
  readonly tombstones: Pick<MergeParty, 'id' | 'mergedInto'>[];
  readonly cartItems: number;
};

/** A merge recorded in `company_merges`. */
export type MergeRecord = {
  readonly id: string;
  readonly mergedId: string;
  readonly survivorId: string;
  readonly type: CompanyKindName;
  readonly status: 'moving' | 'done';
  readonly streams: MergePlan['streamTransfers'];
  readonly counts: Record<string, number>;
  readonly author: ChangeAuthor;
};

/** Where a merge reads what the duplicate owns and moves the plain tables. */
export type CompanyMergeStore = {
  /** Every plain-table row and stream naming the company, and the tombstones pointing to it. */
  readonly ownedBy: (companyId: string) => Promise<OwnedByCompany>;
  /**
   * In ONE transaction: locks both companies, reads what the duplicate owns under the lock, lets `decide` plan the
   * merge on that (two managers merging at once get one merge, a row added meanwhile moves too), moves the plan's
   * rows, makes the duplicate a tombstone, records the merge as `moving` with its streams, writes the audit rows of
   * both companies and schedules the job that finishes a merge a crash interrupted. Null when a company is missing.
   */
  readonly moveRows: (
    mergeId: string,
    ids: { readonly mergedId: string; readonly survivorId: string },
    decide: (
      merged: MergeParty,
      survivor: MergeParty,
      owned: OwnedByCompany,
    ) => Result<{ readonly plan: MergePlan; readonly counts: Record<string, number> }, MergeError>,
    author: ChangeAuthor,
  ) => Promise<Result<MergePlan, MergeError> | null>;
  readonly findMerge: (mergeId: string) => Promise<MergeRecord | null>;
  readonly mergeOf: (mergedId: string) => Promise<MergeRecord | null>;
  readonly markDone: (mergeId: string, at: Date) => Promise<void>;
  readonly unfinished: () => Promise<string[]>;
  /** The cards of cart items, as the cart reads them now. */
  readonly snapshots: (specialistIds: readonly string[]) => Promise<SpecialistSnapshot[]>;
};

export type BackOfficeDeps = {
  readonly directory: CompanyDirectory;
  readonly merges: CompanyMergeStore;
  readonly events: EventStorePort;
  readonly clock: Clock;
  readonly newId: () => string;
};
