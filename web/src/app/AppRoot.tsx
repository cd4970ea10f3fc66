import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { DocumentTitle } from './DocumentTitle';
import { SessionProvider, useSession } from './session/SessionProvider';

// Only a manager acting as another user sees it: its code is not part of a public page's first load.
const ImpersonationBanner = lazy(async () => ({
  default: (await import('../features/identity/ImpersonationBanner')).ImpersonationBanner,
}));

const Impersonation = () =>
  useSession().profile?.isAuthEmulator ? (
    <Suspense fallback={null}>
      <ImpersonationBanner />
    </Suspense>
  ) : null;

/** Marks the page as live once React has taken it over (hydrated a server-rendered page, or rendered one). */
const useLiveMarker = () =>
  useEffect(() => {
    document.documentElement.dataset.live = 'true';
  }, []);

/** The root route: the session and what shows on every page. */
export const AppRoot = () => {
  useLiveMarker();
  return (
    <SessionProvider>
      <DocumentTitle />
      <Impersonation />
      <Outlet />
      <ScrollRestoration />
    </SessionProvider>
  );
};
