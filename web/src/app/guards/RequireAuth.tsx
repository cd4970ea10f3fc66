import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ServerErrorPage } from '../../pages/errors/ServerErrorPage';
import { loginPathFor } from '../session/postLoginTarget';
import { useSession } from '../session/SessionProvider';
import { SessionPending } from './SessionPending';

/** Private pages: a visitor goes to /login, which brings them back here afterwards. */
export const RequireAuth = ({ children }: { readonly children?: ReactNode }) => {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <SessionPending />;
  if (status === 'unavailable') return <ServerErrorPage />;
  if (status === 'guest') return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return children ?? <Outlet />;
};
