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
import { managerRoutes } from './routes/managerRoutes';
import { personalAreaRoutes } from './routes/personalAreaRoutes';
import { publicRoutes } from './routes/publicRoutes';

/** A page's failure shows the error page inside its layout, so the menus stay usable. */
const withinLayout = (children: RouteObject[]): RouteObject[] => [{ errorElement: <RouteErrorPage />, children }];

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <CrashFallback />,
    // Shown while the code of a lazily loaded first page arrives.
    hydrateFallbackElement: <SessionPending />,
    children: [
      {
        errorElement: <LayoutErrorPage />,
        children: [
          { path: '/', element: <PublicLayout />, children: withinLayout(publicRoutes) },
          // The other areas' layouts load with their first page: a public page's first load does not carry them.
          { lazy: async () => ({ Component: (await import('./layouts/AuthLayout')).AuthLayout }), children: withinLayout(authRoutes) },
          {
            path: '/pa',
            element: <RequireAuth />,
            children: [{ lazy: async () => ({ Component: (await import('./layouts/PersonalAreaLayout')).PersonalAreaLayout }), children: withinLayout(personalAreaRoutes) }],
          },
          {
            path: '/manager',
            element: <RequireAuth />,
            children: [
              {
                element: <RequireRole roles={['manager']} standalone />,
                children: [{ lazy: async () => ({ Component: (await import('./layouts/ManagerLayout')).ManagerLayout }), children: withinLayout(managerRoutes) }],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
