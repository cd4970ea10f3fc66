import type { FetchQueryOptions } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { Params } from 'react-router';
import type { AppRouter } from '../trpc';

/** What a page's queries depend on: the address, and the same tRPC options the page's hooks use. */
export type PageQueryArgs = {
  readonly trpc: TRPCOptionsProxy<AppRouter>;
  readonly params: Params;
  readonly search: URLSearchParams;
};

/** The query options a page needs to render (`trpc.<area>.<procedure>.queryOptions(input)`). */
// `any`: each query has its own data and key types; the list only needs to prefetch them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageQueryOptions = FetchQueryOptions<any, any, any, any>;

/**
 * The one place a public page lists the queries its first render reads. The server renders the page with their
 * answers already in the cache and sends them with the HTML, so the browser does not ask again
 * (web/src/entry-server.tsx). A page module exports them as `pageQueries`, keyed by the page's export name, beside
 * the page; the page's hooks must build the same options from the same address, or the browser fetches again.
 */
export type PageQueries = (args: PageQueryArgs) => readonly PageQueryOptions[] | Promise<readonly PageQueryOptions[]>;

/** A page module's `pageQueries` export. */
export type PageQueriesOf<Name extends string> = Partial<Record<Name, PageQueries>>;

/** The route handle: the tab title and, for a server-rendered page, its queries. */
export type RouteHandle = { readonly title?: string; readonly queries?: PageQueries };

export const pageQueriesOf = (handle: unknown): PageQueries | undefined =>
  typeof handle === 'object' && handle !== null && 'queries' in handle && typeof handle.queries === 'function'
    ? (handle.queries as PageQueries)
    : undefined;
