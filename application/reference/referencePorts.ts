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

export type Specialization = { readonly id: string; readonly slug: string; readonly title: string; readonly categoryIds: readonly string[] };

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
  readonly listPopularKeySkills: (query: { specializationId: string; exclude: readonly string[]; limit: number }) => Promise<Option[]>;
  readonly listKeySkills: (query: { search: string | undefined; limit: number }) => Promise<Option[]>;
  readonly listWorkIndustries: () => Promise<Option[]>;
  readonly getPlatformSettings: () => Promise<PlatformSettings>;
};

export type ReferenceDeps = { readonly store: ReferenceStore };
