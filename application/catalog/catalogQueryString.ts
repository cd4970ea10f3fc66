import { CatalogFilters, catalogSorts, defaultCatalogSort, pageSizes, type CatalogSort } from './schemas';

const arrayKeys = ['category', 'subCategories', 'role', 'keySkills', 'grade', 'country', 'city', 'languages', 'workFormat'] as const;
const scalarKeys = ['priceFrom', 'priceTo', 'availableFrom', 'availableTo', 'gender', 'ageFrom', 'ageTo', 'experienceFrom', 'experienceTo', 'search'] as const;

/** Whether a filter has a value: a non-empty list, or a scalar that is neither missing nor empty. */
export const isFilterSet = (value: unknown): boolean => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

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

/** A query string back to filters; anything unknown or malformed is dropped rather than failing the page. */
export const fromQueryString = (search: string | URLSearchParams): CatalogQuery => {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw: Record<string, string> = {};
  for (const key of [...arrayKeys, ...scalarKeys]) {
    const value = params.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  let parsed = CatalogFilters.safeParse(raw);
  // Drop the fields that fail, keep the rest.
  while (!parsed.success) {
    const bad = new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '')));
    if (bad.has('')) return { filters: CatalogFilters.parse({}), page: 1, count: 8, sort: defaultCatalogSort };
    for (const key of bad) delete raw[key];
    parsed = CatalogFilters.safeParse(raw);
  }
  const sort = catalogSorts.find((s) => s === params.get('sort')) ?? defaultCatalogSort;
  const count = pageSizes.find((n) => String(n) === params.get('count')) ?? 8;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  return { filters: parsed.data, page, count, sort };
};
