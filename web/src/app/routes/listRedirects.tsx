import { Navigate, type RouteObject } from 'react-router';

/**
 * The seeds name every list page `<things>/list`; a person who shortens the address to `<things>` (or follows the
 * menu item's highlight back to it) gets the list, not 'Page not found'. A redirect is added beside each `…/list`
 * route whose shorter path no route claims, at every level of the table.
 */
export const withListRedirects = (routes: readonly RouteObject[]): RouteObject[] => {
  const own = new Set(routes.map((route) => route.path).filter((path): path is string => path !== undefined));
  const redirects = [...own]
    .filter((path) => path.endsWith('/list'))
    .map((path) => path.slice(0, -'/list'.length))
    .filter((base) => !own.has(base))
    .map((base): RouteObject => ({ path: base, element: <Navigate to="list" replace /> }));
  const nested = routes.map((route) =>
    route.children ? ({ ...route, children: withListRedirects(route.children) } as RouteObject) : route,
  );
  const notFound = nested.findIndex((route) => route.path === '*');
  return notFound === -1
    ? [...nested, ...redirects]
    : [...nested.slice(0, notFound), ...redirects, ...nested.slice(notFound)];
};
