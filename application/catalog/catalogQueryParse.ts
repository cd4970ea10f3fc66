import { arrayKeys, scalarKeys, type CatalogQuery } from './catalogQueryString';
import { catalogSorts, defaultCatalogSort, pageSizes } from './catalogChoices';
import { CatalogFilters } from './schemas';

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
