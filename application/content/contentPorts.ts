import type { ArticleType, ProjectType } from '../../domain/content/articles';
import type { TermsAcceptanceEvent } from '../../domain/content/terms';
import type { CatalogItem } from '../catalog/schemas';
import type { StoredFile } from '../files/fileContracts';
import type { UploadedContent } from '../files/uploadRules';
import type { AbuseCounter } from '../ports/abuseCounter';
import type { CaptchaVerifier } from '../ports/captcha';
import type { Clock } from '../ports/clock';
import type { EventStorePort } from '../ports/eventStore';
import type { OutgoingMail } from '../ports/mail';
import type { UrlFetcher } from '../ports/urlFetcher';
import type { Actor } from '../shared/actor';
import type { AppError } from '../shared/appError';
import type { Result } from 'neverthrow';

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

export type SavedTermsVersion = {
  readonly id: string;
  readonly content: readonly unknown[];
  readonly changes: readonly unknown[];
  readonly effectiveFrom: Date;
};

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
  readonly update: (
    version: SavedTermsVersion,
    expectedVersion: number | null,
    audit: ContentAudit,
  ) => Promise<TermsWriteRefusal | null>;
  /** The versions a user accepted, from the acceptance read model. */
  readonly acceptedBy: (userId: string) => Promise<ReadonlySet<string>>;
  /** Every acceptance of a version, a row at a time, for the export. */
  readonly acceptancesOf: (versionId: string) => AsyncIterable<TermsAcceptanceRow>;
};

/* ---- Articles ---- */

/** An article as stored. */
export type ArticleRow = {
  readonly id: string;
  readonly type: ArticleType;
  readonly title: string;
  readonly slug: string;
  readonly description: string;
  readonly content: readonly unknown[];
  readonly previewFileId: string | null;
  readonly previewSmallFileId: string | null;
  readonly tags: readonly string[];
  readonly offerDemo: boolean;
  readonly subCategories: readonly { readonly id: string; readonly title: string }[];
  readonly projectTypes: readonly ProjectType[];
  readonly isActive: boolean;
  readonly publishedAt: Date | null;
  readonly version: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
};

/** What an editor writes (sub-categories by id). */
export type SavedArticle = Omit<ArticleRow, 'subCategories' | 'version' | 'createdAt' | 'updatedAt'> & {
  readonly subCategories: readonly string[];
};

export type ArticleWriteRefusal = 'not_found' | 'version_conflict' | 'slug_taken';

export type ArticleFilter = {
  readonly search?: string;
  readonly type?: ArticleType;
  readonly tag?: string;
  readonly active?: boolean;
  /** Days, inclusive, UTC. */
  readonly publishedFrom?: string;
  readonly publishedTo?: string;
};

/** Only what the public sees: active and published at `now`. */
export type VisibleArticleFilter = {
  readonly type?: ArticleType;
  readonly tag?: string;
  readonly excludeId?: string;
  readonly tagsAny?: readonly string[];
};

export type ArticleStore = {
  readonly list: (
    filter: ArticleFilter,
    page: { readonly page: number; readonly count: number },
  ) => Promise<{ items: ArticleRow[]; total: number }>;
  /** Counts per type, per status at `now` and per tag, for the filters. */
  readonly facets: (
    now: Date,
  ) => Promise<{ types: Record<string, number>; statuses: Record<string, number>; tags: Record<string, number> }>;
  readonly tags: () => Promise<string[]>;
  readonly find: (id: string) => Promise<ArticleRow | null>;
  readonly findBySlug: (slug: string) => Promise<ArticleRow | null>;
  readonly visible: (
    filter: VisibleArticleFilter,
    now: Date,
    page: { readonly page: number; readonly count: number },
  ) => Promise<{ items: ArticleRow[]; total: number }>;
  readonly visibleTags: (type: ArticleType | undefined, now: Date) => Promise<string[]>;
  /** Which of the ids are specialist subcategories (children in the specialist tree). */
  readonly knownSubcategories: (ids: readonly string[]) => Promise<ReadonlySet<string>>;
  /** Which of the ids are content images (the files an article's previews may name). */
  readonly knownImages: (ids: readonly string[]) => Promise<ReadonlySet<string>>;
  /** Each write and its audit row in one transaction. */
  readonly create: (article: SavedArticle, audit: ContentAudit) => Promise<ArticleWriteRefusal | null>;
  readonly update: (
    article: SavedArticle,
    expectedVersion: number | null,
    audit: ContentAudit,
  ) => Promise<ArticleWriteRefusal | null>;
  readonly changeActive: (id: string, isActive: boolean, audit: ContentAudit) => Promise<ArticleWriteRefusal | null>;
  readonly remove: (id: string, audit: ContentAudit) => Promise<ArticleWriteRefusal | null>;
};

/* ---- Information pages and feedback ---- */

export type InfoPageRow = {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly content: readonly unknown[];
  readonly version: number;
  readonly updatedAt: Date;
};

export type InfoPageStore = {
  readonly all: () => Promise<InfoPageRow[]>;
  readonly find: (slug: string) => Promise<InfoPageRow | null>;
  /** Writes at `expectedVersion` (0: the page was never edited); the audit row in the same transaction. */
  readonly save: (
    page: Omit<InfoPageRow, 'version' | 'updatedAt'>,
    expectedVersion: number | null,
    audit: ContentAudit,
  ) => Promise<'version_conflict' | null>;
};

export type FeedbackMessage = {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly message: string;
  readonly address: string;
  readonly at: Date;
};

export type FeedbackStore = {
  /**
   * Stores the message and the e-mails `mailsFor` makes for the managers (staff holding `company:manage`), outbox
   * rows and delivery jobs, in one transaction; answers how many were mailed.
   */
  readonly send: (
    message: FeedbackMessage,
    mailsFor: (managers: readonly string[]) => OutgoingMail[],
  ) => Promise<number>;
  /**
   * One page of the messages, newest first, open or answered ones or all; with `around`, the page that holds that
   * message instead of `page.page` (null when it is not in the list).
   */
  readonly list: (
    filter: { readonly status?: 'open' | 'answered' },
    page: { readonly page: number; readonly count: number },
    around?: string,
  ) => Promise<{ items: FeedbackRow[]; total: number; page: number } | null>;
  /**
   * Marks a message answered by `audit.actorId` at `audit.at` with its audit row, only while it is open: answers the
   * row and whether this call marked it (false: someone else had), or null for an unknown message.
   */
  readonly markAnswered: (
    id: string,
    audit: ContentAudit,
  ) => Promise<{ readonly row: FeedbackRow; readonly markedNow: boolean } | null>;
};

/** A feedback message as the back office reads it, with who marked it answered. */
export type FeedbackRow = Omit<FeedbackMessage, 'address'> & {
  readonly answeredAt: Date | null;
  readonly answeredById: string | null;
  /** The staff member's full name; null while open or when they were removed. */
  readonly answeredByName: string | null;
};

/* ---- What content borrows from other areas ---- */

export type ContentImages = {
  /** Stores an image as a content image, checked by content like every upload (the files area's rules). */
  readonly store: (actor: Actor, uploaded: UploadedContent) => Promise<Result<StoredFile, AppError>>;
  /** The size limit of a content image, for fetches by address. */
  readonly maxBytes: number;
};

/** Published specialists of some subcategories, from the catalogue read model. */
export type SpecialistSuggestions = (subCategoryIds: readonly string[], count: number) => Promise<CatalogItem[]>;

export type ContentDeps = {
  readonly terms: TermsStore;
  readonly events: EventStorePort;
  readonly clock: Clock;
  readonly newId: () => string;
  readonly articles: ArticleStore;
  readonly infoPages: InfoPageStore;
  readonly feedback: FeedbackStore;
  readonly images: ContentImages;
  readonly fetcher: UrlFetcher;
  readonly suggestions: SpecialistSuggestions;
  readonly abuse: AbuseCounter;
  readonly captcha: CaptchaVerifier;
  /** The application's address, for the links of the e-mails this area sends. */
  readonly appUrl: string;
};

export type { TermsAcceptanceEvent };
