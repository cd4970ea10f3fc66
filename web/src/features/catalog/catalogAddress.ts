import { queryOptions } from '@tanstack/react-query';

/**
 * The reader of a catalogue address (the filter schema, and zod under it: about 28 KB gzip), loaded when first needed.
 * It is not part of `/staff`'s first load: the server sends the address it read with the page (below).
 */
export const loadCatalogQueryReader = async () =>
  (await import('../../../../application/catalog/catalogQueryParse')).fromQueryString;

/**
 * The address's query string read as the catalogue's query, held as a query of its own: the server renders `/staff`
 * with it answered and sends it with the page's other answers, so the browser hydrates the page without the reader.
 * The same address always reads the same, so it never goes stale.
 */
export const catalogAddressQuery = (search: URLSearchParams) =>
  queryOptions({
    queryKey: ['catalogAddress', search.toString()],
    queryFn: async () => (await loadCatalogQueryReader())(search),
    staleTime: Infinity,
  });
