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
 * The personal area and the manager's area, with their route tables (about 7 KB gzip with the lists of their pages'
 * chunks), are not in a public page's first load. Their paths first match the public not-found route (a splat), so
 * React Router asks `patchRoutesOnNavigation`, which loads the area's table and adds the area beside the public one.
 * The area's own path must not exist before: a path without its children would match `/pa` as a page of its own.
 */
const areas: readonly { readonly prefix: string; readonly route: () => Promise<RouteObject> }[] = [
  {
    prefix: '/pa',
    route: async () => ({
      path: '/pa',
      element: <RequireAuth />,
      children: [{ lazy: async () => ({ Component: (await import('./layouts/PersonalAreaLayout')).PersonalAreaLayout }), children: withinLayout((await import('./routes/personalAreaRoutes')).personalAreaRoutes) }],
    }),
  },
  {
    prefix: '/manager',
    route: async () => ({
      path: '/manager',
      element: <RequireAuth />,
      children: [
        {
          element: <RequireRole roles={['manager']} standalone />,
          children: [{ lazy: async () => ({ Component: (await import('./layouts/ManagerLayout')).ManagerLayout }), children: withinLayout((await import('./routes/managerRoutes')).managerRoutes) }],
        },
      ],
    }),
  },
];

const areaOf = (path: string) => areas.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));

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
          { lazy: async () => ({ Component: (await import('./layouts/AuthLayout')).AuthLayout }), children: withinLayout(authRoutes) },
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
  const patched = new Set<string>();
  return createBrowserRouter(routes, {
    ...(hydrating ? { hydrationData: { loaderData: {} } } : {}),
    patchRoutesOnNavigation: async ({ path, patch }) => {
      const area = areaOf(path);
      if (!area || patched.has(area.prefix)) return;
      const route = await area.route();
      if (patched.has(area.prefix)) return;
      patched.add(area.prefix);
      patch(AREAS_PARENT, [route]);
    },
  });
};
