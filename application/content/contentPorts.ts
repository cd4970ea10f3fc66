import type { TermsAcceptanceEvent } from '../../domain/content/terms';
import type { Clock } from '../ports/clock';
import type { EventStorePort } from '../ports/eventStore';

/** A terms version as stored: its blocks, when it takes effect, and how many users accepted it. */
export type TermsVersionRow = {
  readonly id: string;
  readonly number: number;
  readonly content: readonly unknown[];
  readonly changes: readonly unknown[];
  readonly effectiveFrom: Date;
  /** Goes up with each edit: an edit over a newer one answers 409. */
  readonly version: number;
  readonly acceptedCount: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
};

/** Who changed a version, and as whom: every write carries it into `audit_log` in its own transaction. */
export type ContentAudit = { readonly actorId: string; readonly emulatedBy: string | null; readonly at: Date };

export type SavedTermsVersion = { readonly id: string; readonly content: readonly unknown[]; readonly changes: readonly unknown[]; readonly effectiveFrom: Date };

/** Why a write did not happen. */
export type TermsWriteRefusal = 'not_found' | 'version_conflict' | 'not_editable' | 'effective_taken';

/** One acceptance as the export lists it. */
export type TermsAcceptanceRow = {
  readonly userId: string;
  readonly email: string;
  readonly name: string;
  readonly surname: string;
  readonly companyName: string;
  readonly companyType: string;
  readonly acceptedAt: Date;
  readonly address: string;
  readonly userAgent: string;
  readonly channel: string;
};

export type TermsStore = {
  /** Every version with its acceptance count, oldest first: there are few. */
  readonly versions: () => Promise<TermsVersionRow[]>;
  readonly find: (id: string) => Promise<TermsVersionRow | null>;
  /** Writes the version and its audit row; refuses another version at the same moment. */
  readonly create: (version: SavedTermsVersion, audit: ContentAudit) => Promise<TermsWriteRefusal | null>;
  /** Writes only while the version has not taken effect at `audit.at`, and at `expectedVersion` when given. */
  readonly update: (version: SavedTermsVersion, expectedVersion: number | null, audit: ContentAudit) => Promise<TermsWriteRefusal | null>;
  /** The versions a user accepted, from the acceptance read model. */
  readonly acceptedBy: (userId: string) => Promise<ReadonlySet<string>>;
  /** Every acceptance of a version, a row at a time, for the export. */
  readonly acceptancesOf: (versionId: string) => AsyncIterable<TermsAcceptanceRow>;
};

export type ContentDeps = {
  readonly terms: TermsStore;
  readonly events: EventStorePort;
  readonly clock: Clock;
  readonly newId: () => string;
};

export type { TermsAcceptanceEvent };
