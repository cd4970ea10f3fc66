import { isFilterSet } from '../../../../application/catalog/catalogQueryString';
import type { CatalogFilters } from '../../../../application/catalog/schemas';
import type { useTRPC } from '../../app/trpc';

const hour = 60 * 60 * 1000;

/** The lists the filters offer, in one place: the panel reads them, and the server renders the catalogue with them. */
export const catalogFilterListQueries = (trpc: ReturnType<typeof useTRPC>) =>
  [
    trpc.reference.categoryTree.queryOptions({ type: 'specialist' }, { staleTime: hour }),
    trpc.reference.specializations.queryOptions(undefined, { staleTime: hour }),
    trpc.reference.keySkills.queryOptions({ limit: 1000 }, { staleTime: hour }),
    trpc.reference.countries.queryOptions(undefined, { staleTime: hour }),
    trpc.reference.enumeration.queryOptions({ type: 'Language' }, { staleTime: hour }),
  ] as const;

/**
 * The lists a server-rendered `/staff` needs: only those that name a filter the address sets (a chosen skill's pill
 * shows its title). The others fill the dropdowns after the page has loaded, so a visitor's first page does not carry
 * a thousand skills and every country it shows nowhere.
 */
export const catalogFilterListsShown = (trpc: ReturnType<typeof useTRPC>, filters: CatalogFilters) => {
  const [tree, specializations, skills, countries, languages] = catalogFilterListQueries(trpc);
  return [
    ...(isFilterSet(filters.category) || isFilterSet(filters.subCategories) ? [tree] : []),
    ...(isFilterSet(filters.role) ? [specializations] : []),
    ...(isFilterSet(filters.keySkills) ? [skills] : []),
    ...(isFilterSet(filters.country) ? [countries] : []),
    ...(isFilterSet(filters.languages) ? [languages] : []),
  ];
};
