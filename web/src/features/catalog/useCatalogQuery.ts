import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogFilters } from '../../../../application/catalog/catalogContracts';
import { fromQueryString, toQueryString, type CatalogQuery } from '../../../../application/catalog/catalogQueryString';

/** The catalogue's filters, sort, size and page live in the query string: a link reproduces the list, Back restores it. */
export const useCatalogQuery = () => {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => fromQueryString(params), [params]);
  const update = (next: Partial<CatalogQuery>, options: { keepPage?: boolean } = {}) => {
    const merged: CatalogQuery = { ...query, ...next, page: options.keepPage ? (next.page ?? query.page) : (next.page ?? 1) };
    setParams(new URLSearchParams(toQueryString(merged)), { replace: false, preventScrollReset: true });
  };
  const setFilter = <K extends keyof CatalogFilters>(key: K, value: CatalogFilters[K]) => update({ filters: { ...query.filters, [key]: value } });
  return { query, update, setFilter };
};
