import type { PriceSettings } from '../../domain/specialist/catalogPrice';
import type { ManagerReview, SpecialistContent } from '../../domain/specialist/specialist.content';
import type { SpecialistStatus } from '../../domain/specialist/specialist.status';
import type { ModeratedListFilter, Sort } from '../moderation/lists';
import type { CompanyFiles, ModeratedDeps, PeopleDirectory } from '../moderation/moderationPorts';
import type { specialistSortFields } from './schemas';

/** One row of the agency and manager lists (the read model). */
export type SpecialistCardRow = {
  readonly id: string;
  readonly agencyId: string;
  readonly agencyName: string;
  readonly status: SpecialistStatus;
  readonly surname: string;
  readonly name: string;
  readonly specializationId: string | null;
  readonly specializationTitle: string | null;
  readonly grade: string | null;
  readonly keySkills: readonly string[];
  readonly hourPriceCents: number;
  readonly verified: boolean;
  readonly photoId: string | null;
  readonly rejection: { readonly reasons: readonly string[]; readonly comment: string } | null;
  readonly version: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly publishedAt: Date | null;
  /** When a manager last published or saved the card, and whether the agency edited it in the catalogue since. */
  readonly verifiedAt: Date | null;
  readonly changedSinceVerification: boolean;
};

export type SpecialistListFilter = ModeratedListFilter<SpecialistStatus> & {
  readonly specializationIds?: readonly string[];
  readonly grades?: readonly string[];
};

export type SpecialistSort = Sort<(typeof specialistSortFields)[number]>;

export type SpecialistReadModel = {
  readonly list: (
    filter: SpecialistListFilter,
    sort: SpecialistSort,
    page: { page: number; count: number },
  ) => Promise<{ items: SpecialistCardRow[]; total: number }>;
  readonly statusCounts: (filter: SpecialistListFilter) => Promise<Record<string, number>>;
  /** The values present under a filter, with counts, for the list's filter panel. */
  readonly facets: (filter: SpecialistListFilter) => Promise<CardFacets>;
  readonly find: (
    id: string,
  ) => Promise<(SpecialistCardRow & { content: SpecialistContent; review: ManagerReview }) | null>;
  /** Periods clients booked (approved candidates), read-only in the editor. */
  readonly clientReservations: (id: string) => Promise<{ startPeriod: string; endPeriod: string }[]>;
};

export type FacetValue = { readonly id: string; readonly title: string; readonly count: number };
export type CardFacets = {
  readonly statuses: FacetValue[];
  readonly specializations: FacetValue[];
  readonly grades: FacetValue[];
};

/** Reference data the card's rules need: which categories have subcategories, and the dial codes. */
export type SpecialistRulesData = {
  readonly categoriesWithChildren: () => Promise<ReadonlySet<string>>;
  readonly dialCodes: () => Promise<readonly string[]>;
  readonly priceSettings: () => Promise<PriceSettings>;
  /** Which of these file ids are files of the company, with their purposes (a card names only its agency's files). */
  readonly filesOf: CompanyFiles;
};

/** Names of the people who acted, for the history (shared by every moderated item). */
export type { PeopleDirectory };

export type SpecialistDeps = ModeratedDeps & {
  readonly cards: SpecialistReadModel;
  readonly rules: SpecialistRulesData;
};

export const streamOf = (specialistId: string) => `specialist-${specialistId}`;
