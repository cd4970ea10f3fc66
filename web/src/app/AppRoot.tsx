import { Outlet, ScrollRestoration } from 'react-router';
import { ImpersonationBanner } from '../features/identity/ImpersonationBanner';
import { DocumentTitle } from './DocumentTitle';
import { SessionProvider } from './session/SessionProvider';

/** The root route: the session and what shows on every page. */
export const AppRoot = () => (
  <SessionProvider>
    <DocumentTitle />
    <ImpersonationBanner />
    <Outlet />
    <ScrollRestoration />
  </SessionProvider>
);
