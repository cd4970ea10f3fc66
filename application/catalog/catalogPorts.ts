import type { PriceSettings } from '../../domain/specialist/catalogPrice';
import type { ManagerReview, SpecialistContent } from '../../domain/specialist/specialist.content';
import type { Clock } from '../ports/clock';
import type { CatalogSort } from './catalogChoices';
import type { CatalogFacets, CatalogFilters, CatalogItem, SuggestionGroup } from './schemas';

/** A published card with what the public page needs beyond the list item. */
export type CatalogCardDetails = {
  readonly item: CatalogItem;
  readonly content: SpecialistContent;
  readonly review: ManagerReview;
  readonly agencyName: string;
  readonly specializationId: string | null;
  readonly categories: readonly { id: string; title: string }[];
  readonly domains: readonly string[];
  readonly country: string | null;
  readonly experienceMonths: number;
  readonly publishedAt: Date;
};

export type CatalogReadModel = {
  /**
   * `keySkillMatches`: dictionary skills a typed term resembles, so a search with a typo still finds them.
   * `capped`: more cards match than `total` says (a filtered count stops at a cap; the page is still exact).
   */
  readonly list: (
    filters: CatalogFilters,
    sort: CatalogSort,
    page: { page: number; count: number },
    today: string,
    keySkillMatches?: readonly string[],
  ) => Promise<{ items: CatalogItem[]; total: number; capped: boolean }>;
  readonly facets: (filters: CatalogFilters, today: string) => Promise<CatalogFacets>;
  readonly find: (id: string, today: string) => Promise<CatalogCardDetails | null>;
  readonly similar: (id: string, today: string, limit: number) => Promise<CatalogItem[]>;
  readonly countsByCategory: () => Promise<{ id: string; title: string; slug: string; count: number }[]>;
  /**
   * The specializations clients want most since a moment: the most booked first, then the most viewed (distinct
   * viewers), then the most published; only specializations with a published card.
   */
  readonly popularSpecializations: (since: Date, limit: number) => Promise<{ id: string; title: string }[]>;
  readonly total: () => Promise<number>;
  readonly suggest: (term: string) => Promise<SuggestionGroup[]>;
  /** Key skills whose titles resemble the term (one or two letters off). */
  readonly skillsLike: (term: string) => Promise<string[]>;
  readonly searchSolutions: (
    term: string,
    limit: number,
  ) => Promise<{ id: string; title: string; shortDescription: string; logoUrl: string | null }[]>;
  readonly recordView: (userId: string, specialistId: string, at: Date) => Promise<void>;
  readonly recentlyViewed: (userId: string, today: string, limit: number) => Promise<CatalogItem[]>;
};

export type CatalogDeps = {
  readonly catalog: CatalogReadModel;
  readonly clock: Clock;
  readonly priceSettings: () => Promise<PriceSettings>;
};

export const todayOf = (clock: Clock): string => clock.now().toISOString().slice(0, 10);
