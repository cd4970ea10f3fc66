import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ImpersonationBanner } from '../features/identity/ImpersonationBanner';
import { DocumentTitle } from './DocumentTitle';
import { SessionProvider } from './session/SessionProvider';

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
      <ImpersonationBanner />
      <Outlet />
      <ScrollRestoration />
    </SessionProvider>
  );
};
