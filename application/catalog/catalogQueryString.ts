import { defaultCatalogSort, type CatalogSort } from './catalogChoices';
import type { CatalogFilters } from './schemas';

/**
 * The catalogue's query as an address carries it, written. No schema library here: `/staff` writes addresses in its
 * first load; reading one back validates it, and lives apart (./catalogQueryParse.ts).
 */

export const arrayKeys = [
  'category',
  'subCategories',
  'role',
  'keySkills',
  'grade',
  'country',
  'city',
  'languages',
  'workFormat',
] as const;
export const scalarKeys = [
  'priceFrom',
  'priceTo',
  'availableFrom',
  'availableTo',
  'gender',
  'ageFrom',
  'ageTo',
  'experienceFrom',
  'experienceTo',
  'search',
] as const;

/** Whether a filter has a value: a non-empty list, or a scalar that is neither missing nor empty. */
export const isFilterSet = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

export type CatalogQuery = { filters: CatalogFilters; page: number; count: 8 | 16 | 24; sort: CatalogSort };

/** Filters, page, size and sort as a query string a link can carry: lists comma-separated, defaults left out. */
export const toQueryString = (query: CatalogQuery): string => {
  const params = new URLSearchParams();
  for (const key of arrayKeys) {
    const value = query.filters[key] as readonly string[] | undefined;
    if (value && isFilterSet(value)) params.set(key, value.join(','));
  }
  for (const key of scalarKeys) {
    const value = query.filters[key];
    if (isFilterSet(value)) params.set(key, String(value));
  }
  if (query.sort !== defaultCatalogSort) params.set('sort', query.sort);
  if (query.count !== 8) params.set('count', String(query.count));
  if (query.page !== 1) params.set('page', String(query.page));
  return params.toString();
};
