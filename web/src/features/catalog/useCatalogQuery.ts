import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { CatalogFilters } from '../../../../application/catalog/schemas';
import { toQueryString, type CatalogQuery } from '../../../../application/catalog/catalogQueryString';
import { catalogAddressQuery, loadCatalogQueryReader } from './catalogAddress';

/**
 * The catalogue's filters, sort, size and page live in the query string: a link reproduces the list, Back restores it.
 * `query` is undefined only while the address reader first loads, in a browser that opened the catalogue by a link
 * from another page; after a change of address it holds the last one until the new one is read.
 */
export const useCatalogQuery = () => {
  const [params, setParams] = useSearchParams();
  const { data: query } = useQuery({ ...catalogAddressQuery(params), placeholderData: keepPreviousData });
  // Changes merge into the address as it is now, not as it was at the last render: a price typed right after a
  // skill was picked must not drop the skill.
  const current = async (): Promise<CatalogQuery> => (await loadCatalogQueryReader())(new URLSearchParams(window.location.search));
  const update = async (next: Partial<CatalogQuery>, options: { keepPage?: boolean } = {}) => {
    const base = await current();
    const merged: CatalogQuery = { ...base, ...next, page: options.keepPage ? (next.page ?? base.page) : (next.page ?? 1) };
    setParams(new URLSearchParams(toQueryString(merged)), { replace: false, preventScrollReset: true });
  };
  const setFilter = async <K extends keyof CatalogFilters>(key: K, value: CatalogFilters[K]) => update({ filters: { ...(await current()).filters, [key]: value } });
  return { query, update, setFilter };
};
