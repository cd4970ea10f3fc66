import type { ComponentType, ReactElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppRoot } from './AppRoot';
import { CrashFallback } from './errors/CrashFallback';
import { LayoutErrorPage } from './errors/LayoutErrorPage';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { RequireAuth } from './guards/RequireAuth';
import { RequireRole } from './guards/RequireRole';
import { SessionPending } from './guards/SessionPending';
import { PublicLayout } from './layouts/PublicLayout';
import { authRoutes } from './routes/authRoutes';
import { publicRoutes } from './routes/publicRoutes';

/** A page's failure shows the error page inside its layout, so the menus stay usable. */
const withinLayout = (children: RouteObject[]): RouteObject[] => [{ errorElement: <RouteErrorPage />, children }];

/**
 * An area behind a login: its layout loads with its first page, its pages come from its route table, and `guard`
 * (a role check) stands between the login and the layout when the area has one.
 */
const area = (
  path: string,
  layout: () => Promise<ComponentType>,
  table: () => Promise<RouteObject[]>,
  guard?: ReactElement,
) => ({
  path,
  route: async (): Promise<RouteObject> => {
    const pages: RouteObject = {
      lazy: async () => ({ Component: await layout() }),
      children: withinLayout(await table()),
    };
    return { path, element: <RequireAuth />, children: [guard ? { element: guard, children: [pages] } : pages] };
  },
});

/**
 * The personal area and the manager's area, with their route tables (about 7 KB gzip with the lists of their pages'
 * chunks), are not in a public page's first load. Their paths first match the public not-found route (a splat), so
 * React Router asks `patchRoutesOnNavigation`, which loads the area's table and adds the area beside the public one.
 * The area's own path must not exist before: a path without its children would match `/pa` as a page of its own.
 */
const areas = [
  area(
    '/pa',
    async () => (await import('./layouts/PersonalAreaLayout')).PersonalAreaLayout,
    async () => (await import('./routes/personalAreaRoutes')).personalAreaRoutes,
  ),
  area(
    '/manager',
    async () => (await import('./layouts/ManagerLayout')).ManagerLayout,
    async () => (await import('./routes/managerRoutes')).managerRoutes,
    <RequireRole roles={['manager']} standalone />,
  ),
];

const areaOf = (path: string) =>
  areas.find((candidate) => path === candidate.path || path.startsWith(`${candidate.path}/`));

/** The route the areas are added under, beside the public and the sign-in layouts. */
const AREAS_PARENT = 'layouts';

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <CrashFallback />,
    // Shown while the code of a lazily loaded first page arrives.
    hydrateFallbackElement: <SessionPending />,
    children: [
      {
        id: AREAS_PARENT,
        errorElement: <LayoutErrorPage />,
        children: [
          { path: '/', element: <PublicLayout />, children: withinLayout(publicRoutes) },
          // The other areas' layouts load with their first page: a public page's first load does not carry them.
          {
            lazy: async () => ({ Component: (await import('./layouts/AuthLayout')).AuthLayout }),
            children: withinLayout(authRoutes),
          },
        ],
      },
    ],
  },
];

/**
 * The browser's router. `hydrating`: the page came rendered from the server, and its routes are loaded already;
 * React Router then takes the first match as final instead of asking the discovery first, which would hold back the
 * first render of a page whose path has a parameter (`/specialist/{id}`) and break its hydration.
 */
export const createAppRouter = ({ hydrating }: { readonly hydrating: boolean }) => {
  // One discovery per area: a second navigation into it while its table loads waits for the same patch. A failed load
  // (the network) is forgotten, so the next navigation tries again.
  const discoveries = new Map<string, Promise<void>>();
  return createBrowserRouter(routes, {
    ...(hydrating ? { hydrationData: { loaderData: {} } } : {}),
    patchRoutesOnNavigation: ({ path, patch }) => {
      const found = areaOf(path);
      if (!found) return;
      let discovery = discoveries.get(found.path);
      if (!discovery) {
        discovery = found.route().then(
          (route) => patch(AREAS_PARENT, [route]),
          (error: unknown) => {
            discoveries.delete(found.path);
            throw error;
          },
        );
        discoveries.set(found.path, discovery);
      }
      return discovery;
    },
  });
};
