import type { Result } from 'neverthrow';
import type { CategoryUsage } from '../../domain/reference/category';
import type { CategoryChanges, CategoryTree } from '../../domain/reference/categoryTree';
import type { Clock } from '../ports/clock';
import type { AppError } from '../shared/appError';
import type { CategoryKind, EnumerationType } from './schemas';

/** What the reference lists look like to their readers. Option is the seeds' select shape. */
export type Option = { readonly id: string; readonly title: string };

export type Country = { readonly id: string; readonly title: string; readonly dialCodes: readonly string[] };

/** The seeds' location shape (id, name, lat, lng) plus the country it lies in. */
export type City = {
  readonly id: string;
  readonly name: string;
  readonly countryCode: string;
  readonly countryName: string;
  readonly lat: number;
  readonly lng: number;
};

export type Category = {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly parentId: string | null;
  readonly publishedSpecialistsCount: number;
};

export type CategoryNode = {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly children: readonly CategoryNode[];
  readonly publishedSpecialistsCount: number;
};

export type Specialization = {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly categoryIds: readonly string[];
};

export type SocialNetwork = Option & { readonly linkPrefix: string | null };

export type PlatformSettings = {
  readonly minReservationDays: number;
  readonly maxReservationDays: number;
  readonly vatRateBasisPoints: number;
  readonly serviceFeeBasisPoints: number;
  readonly currency: string;
};

/** Enumerations kept in the generic table; Language and SocialNetwork have tables of their own. */
export type StoredEnumerationType = Exclude<EnumerationType, 'Language' | 'SocialNetwork'>;

/** Read port of the reference area. Lists come back in display order. */
export type ReferenceStore = {
  readonly listEnumeration: (type: StoredEnumerationType) => Promise<Option[]>;
  readonly listLanguages: () => Promise<Option[]>;
  readonly listSocialNetworks: () => Promise<SocialNetwork[]>;
  readonly listCountries: (search: string | undefined) => Promise<Country[]>;
  readonly countryExists: (code: string) => Promise<boolean>;
  readonly listCitiesOfCountry: (code: string) => Promise<City[]>;
  readonly findCitiesByName: (query: { name: string; country: string | undefined; limit: number }) => Promise<City[]>;
  readonly listCategories: (kind: CategoryKind) => Promise<Category[]>;
  /** The given ids that are not specialist categories. */
  readonly unknownCategories: (ids: readonly string[]) => Promise<string[]>;
  /** Specializations of the given categories and of their subcategories; every one when `categoryIds` is empty. */
  readonly listSpecializations: (categoryIds: readonly string[]) => Promise<Specialization[]>;
  readonly specializationExists: (id: string) => Promise<boolean>;
  readonly listPopularKeySkills: (query: {
    specializationId: string;
    exclude: readonly string[];
    limit: number;
  }) => Promise<Option[]>;
  readonly listKeySkills: (query: { search: string | undefined; limit: number }) => Promise<Option[]>;
  readonly listWorkIndustries: () => Promise<Option[]>;
  readonly getPlatformSettings: () => Promise<PlatformSettings>;
};

export type ReferenceDeps = { readonly store: ReferenceStore };

/* ---- The managers' category editor ---- */

/** One kind's tree as stored, with the version every edit moves. */
export type StoredCategoryTree = CategoryTree & { readonly version: number };

/** One audit row of an edit: what happened to which category, with the facts an auditor reads. */
export type CategoryAuditEntry = {
  readonly action: string;
  readonly subjectId: string;
  readonly details: Record<string, unknown>;
};

/** What an accepted edit writes: the changed rows, and who did it (and as whom) for the audit log. */
export type CategoryTreeWrite = {
  readonly changes: CategoryChanges;
  readonly audit: readonly CategoryAuditEntry[];
  readonly actorId: string;
  readonly emulatedBy: string | null;
  readonly at: Date;
};

export type CategoryHistoryEntry = {
  readonly at: Date;
  readonly action: string;
  readonly subjectId: string | null;
  readonly details: Record<string, unknown>;
  readonly actorName: string | null;
  readonly emulatedByName: string | null;
};

/** Decides an edit on the tree as it is under the lock; `null` when there is nothing to write. */
export type CategoryTreeDecision = (
  tree: StoredCategoryTree,
  usageOf: (id: string) => Promise<CategoryUsage>,
) => Promise<Result<CategoryTreeWrite | null, AppError>>;

/** Persistence port of the category editor: every change of one tree runs alone, with its audit rows, in one transaction. */
export type CategoryEditorStore = {
  /** The tree a category belongs to; null for an unknown id. */
  readonly kindOf: (id: string) => Promise<CategoryKind | null>;
  readonly readTree: (kind: CategoryKind) => Promise<StoredCategoryTree>;
  /** What uses each category of the tree (categories nothing uses are absent). */
  readonly usageOfTree: (kind: CategoryKind) => Promise<ReadonlyMap<string, CategoryUsage>>;
  /**
   * Locks the tree, hands its current state to `decide`, and writes what it answers (rows, audit rows, a new version)
   * in the same transaction; answers the decision's refusal, or nothing.
   */
  readonly change: (kind: CategoryKind, decide: CategoryTreeDecision) => Promise<Result<void, AppError>>;
  readonly history: (kind: CategoryKind, limit: number) => Promise<CategoryHistoryEntry[]>;
};

export type CategoryEditorDeps = {
  readonly categories: CategoryEditorStore;
  readonly clock: Clock;
  readonly newId: () => string;
};
