import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PageQueries, RouteHandle } from '../ssr/pageQueries';

type PageModule<Name extends string> = Record<Name, ComponentType> & {
  readonly pageQueries?: Partial<Record<string, PageQueries>>;
};

/**
 * A route whose page loads (as its own chunk) when the route is first opened; `name` is the page's export.
 * A null path is the area's index page. The module's `pageQueries[name]`, if any, joins the route's handle: the
 * server renders the page with those queries answered (web/src/app/ssr/pageQueries.ts).
 */
export const lazyPage = <Name extends string, Module extends PageModule<Name>>(
  path: string | null,
  title: string | undefined,
  load: () => Promise<Module>,
  name: Name,
): RouteObject => {
  const lazy = async () => {
    const module = await load();
    const queries = module.pageQueries?.[name];
    // The whole handle comes with the page: React Router ignores a lazy property the route already has.
    const handle: RouteHandle = { ...(title === undefined ? {} : { title }), ...(queries ? { queries } : {}) };
    return { Component: module[name], handle };
  };
  return path === null ? { index: true, lazy } : { path, lazy };
};
