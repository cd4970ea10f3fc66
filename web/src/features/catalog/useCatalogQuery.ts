import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogFilters } from '../../../../application/catalog/schemas';
import { fromQueryString, toQueryString, type CatalogQuery } from '../../../../application/catalog/catalogQueryString';

/** The catalogue's filters, sort, size and page live in the query string: a link reproduces the list, Back restores it. */
export const useCatalogQuery = () => {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => fromQueryString(params), [params]);
  // Changes merge into the address as it is now, not as it was at the last render: a price typed right after a
  // skill was picked must not drop the skill.
  const current = (): CatalogQuery => fromQueryString(new URLSearchParams(window.location.search));
  const update = (next: Partial<CatalogQuery>, options: { keepPage?: boolean } = {}) => {
    const base = current();
    const merged: CatalogQuery = { ...base, ...next, page: options.keepPage ? (next.page ?? base.page) : (next.page ?? 1) };
    setParams(new URLSearchParams(toQueryString(merged)), { replace: false, preventScrollReset: true });
  };
  const setFilter = <K extends keyof CatalogFilters>(key: K, value: CatalogFilters[K]) => update({ filters: { ...current().filters, [key]: value } });
  return { query, update, setFilter };
};
