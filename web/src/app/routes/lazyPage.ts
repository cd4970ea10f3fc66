import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose page loads (as its own chunk) when the route is first opened; `name` is the page's export.
 * A null path is the area's index page.
 */
export const lazyPage = <Name extends string, Module extends Record<Name, ComponentType>>(path: string | null, title: string, load: () => Promise<Module>, name: Name): RouteObject => {
  const lazy = async () => ({ Component: (await load())[name] });
  return path === null ? { index: true, lazy, handle: { title } } : { path, lazy, handle: { title } };
};
