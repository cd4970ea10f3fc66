import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { CatalogFilters } from '../../../../application/catalog/schemas';
import { toQueryString, type CatalogQuery } from '../../../../application/catalog/catalogQueryString';
import { catalogAddressQuery, loadCatalogQueryReader } from './catalogAddress';
import { notifyError } from '../../app/notify';

/**
 * The catalogue's filters, sort, size and page live in the query string: a link reproduces the list, Back restores it.
 * `query` is undefined only while the address reader first loads, in a browser that opened the catalogue by a link
 * from another page (`failed` if its code did not arrive); after a change of address it holds the last one until the
 * new one is read.
 */
export const useCatalogQuery = () => {
  const [params, setParams] = useSearchParams();
  const address = useQuery({ ...catalogAddressQuery(params), placeholderData: keepPreviousData, retry: 1 });
  // Changes merge into the address as it is now, not as it was at the last render: a price typed right after a
  // skill was picked must not drop the skill. The reader's code may fail to arrive (the network): the visitor is
  // told, and the address stays as it was.
  const change = (next: (base: CatalogQuery) => Partial<CatalogQuery>, options: { keepPage?: boolean } = {}) =>
    loadCatalogQueryReader()
      .then((read) => {
        const base = read(new URLSearchParams(window.location.search));
        const changed = next(base);
        const merged: CatalogQuery = {
          ...base,
          ...changed,
          page: options.keepPage ? (changed.page ?? base.page) : (changed.page ?? 1),
        };
        setParams(new URLSearchParams(toQueryString(merged)), { replace: false, preventScrollReset: true });
      })
      .catch(notifyError);
  const update = (next: Partial<CatalogQuery>, options: { keepPage?: boolean } = {}) => change(() => next, options);
  const setFilter = <K extends keyof CatalogFilters>(key: K, value: CatalogFilters[K]) =>
    change((base) => ({ filters: { ...base.filters, [key]: value } }));
  return {
    query: address.data,
    failed: address.isError && !address.data,
    retry: () => void address.refetch(),
    update,
    setFilter,
  };
};
