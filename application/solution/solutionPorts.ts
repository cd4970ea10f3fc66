import type { AbuseCounter } from '../ports/abuseCounter';
import type { Rejection } from '../../domain/moderation/rejection';
import type { SolutionContent } from '../../domain/solution/solution.content';
import type { SolutionStatus } from '../../domain/solution/solution.status';
import type { ModeratedListFilter, Sort } from '../moderation/lists';
import type { CompanyFiles, ModeratedDeps } from '../moderation/moderationPorts';
import type { OutgoingMail } from '../ports/mail';
import type { solutionSortFields } from './schemas';

export type CategoryRef = { readonly id: string; readonly slug: string; readonly title: string };
/** A file the solution names, as the browser reads it. */
export type FileRef = { readonly id: string; readonly url: string; readonly name: string };
/** A video link, with the player address when it is a YouTube video. */
export type VideoLink = { readonly title: string; readonly embedUrl: string | null };

/** One row of the agency and manager lists (the `solutions` read model). */
export type SolutionRow = {
  readonly id: string;
  /** The number shown as "ID" in the editor and lists. */
  readonly number: number;
  readonly agencyId: string;
  readonly agencyName: string;
  readonly status: SolutionStatus;
  readonly title: string;
  readonly link: string;
  readonly categories: readonly CategoryRef[];
  readonly shortDescription: string;
  readonly contactEmail: string;
  readonly logo: FileRef | null;
  readonly rejection: Rejection | null;
  readonly version: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly publishedAt: Date | null;
  /** When a manager last published or saved the solution, and whether the agency edited it in the catalogue since. */
  readonly verifiedAt: Date | null;
  readonly changedSinceVerification: boolean;
};

/** One solution for its agency or a manager: the row plus everything the editor shows. */
export type SolutionDetails = SolutionRow & {
  readonly content: SolutionContent;
  readonly screens: readonly FileRef[];
  readonly videoLinks: readonly VideoLink[];
};

export type SolutionListFilter = ModeratedListFilter<SolutionStatus> & { readonly categoryIds?: readonly string[] };
export type SolutionSort = Sort<(typeof solutionSortFields)[number]>;

export type FacetValue = { readonly id: string; readonly title: string; readonly count: number };
export type SolutionFacets = {
  readonly statuses: FacetValue[];
  readonly categories: FacetValue[];
  readonly agencies: FacetValue[];
};

export type SolutionReadModel = {
  readonly list: (
    filter: SolutionListFilter,
    sort: SolutionSort,
    page: { page: number; count: number },
  ) => Promise<{ items: SolutionRow[]; total: number }>;
  readonly statusCounts: (filter: SolutionListFilter) => Promise<Record<string, number>>;
  readonly facets: (filter: SolutionListFilter) => Promise<SolutionFacets>;
  readonly find: (id: string) => Promise<SolutionDetails | null>;
};

/** A card of the public catalogue: only published solutions, never a deactivated one. */
export type SolutionCatalogItem = {
  readonly id: string;
  readonly title: string;
  readonly logo: FileRef | null;
  readonly categories: readonly CategoryRef[];
  readonly shortDescription: string;
  readonly publishedAt: Date;
};
/** The public solution page. The agency's name is not shown, as for specialists: the platform is the counterpart. */
export type SolutionCatalogEntry = SolutionCatalogItem & {
  readonly description: string;
  readonly link: string;
  readonly screens: readonly FileRef[];
  readonly videoLinks: readonly VideoLink[];
};
export type SolutionCategoryNode = CategoryRef & {
  readonly publishedSolutionsCount: number;
  readonly children: readonly SolutionCategoryNode[];
};

export type SolutionCatalogReadModel = {
  readonly list: (
    filter: { categories: readonly string[]; search?: string },
    page: { page: number; count: number },
  ) => Promise<{ items: SolutionCatalogItem[]; total: number }>;
  readonly find: (id: string) => Promise<(SolutionCatalogEntry & { agencyId: string }) | null>;
  readonly categoryTree: () => Promise<SolutionCategoryNode[]>;
};

/** Reference data and files the solution's rules need. */
export type SolutionRulesData = {
  readonly solutionCategoryIds: () => Promise<ReadonlySet<string>>;
  readonly filesOf: CompanyFiles;
};

/** A client's request for a solution, as stored and as the agency reads it. */
export type SolutionRequestRecord = {
  readonly id: string;
  readonly solutionId: string;
  readonly solutionTitle: string;
  readonly agencyId: string;
  readonly clientId: string;
  readonly userId: string;
  readonly emulatedBy: string | null;
  readonly contactName: string;
  readonly contactEmail: string;
  readonly phone: string;
  readonly comment: string;
  readonly createdAt: Date;
};
export type SolutionRequestView = SolutionRequestRecord & { readonly clientName: string };

export type SolutionRequestStore = {
  /** The agency's users who receive requests by e-mail (verified addresses). */
  readonly recipientsOf: (agencyId: string) => Promise<{ email: string; name: string }[]>;
  readonly requesterOf: (userId: string) => Promise<{ name: string; email: string; companyName: string } | null>;
  /** Stores the request and its e-mails (outbox and delivery jobs) in one transaction. */
  readonly create: (request: SolutionRequestRecord, mails: readonly OutgoingMail[]) => Promise<void>;
  readonly list: (
    filter: { agencyId?: string; clientId?: string; solutionId?: string },
    page: { page: number; count: number },
  ) => Promise<{ items: SolutionRequestView[]; total: number }>;
};

export type SolutionDeps = ModeratedDeps & {
  readonly solutions: SolutionReadModel;
  readonly catalog: SolutionCatalogReadModel;
  readonly rules: SolutionRulesData;
  readonly requests: SolutionRequestStore;
  /** Public base URL for links in e-mails. */
  readonly appUrl: string;
  /** Counts clients' requests, so one client cannot flood an agency's inbox. */
  readonly abuse: AbuseCounter;
};

export const streamOf = (solutionId: string) => `solution-${solutionId}`;
