import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { postLoginTargetOf } from '../session/postLoginTarget';
import { useSession } from '../session/SessionProvider';
import { SessionPending } from './SessionPending';

/** Login, registration and password pages: a logged-in user goes on to the saved target or /pa. */
export const RequireGuest = ({ children }: { readonly children?: ReactNode }) => {
  const { status, profile } = useSession();
  const location = useLocation();
  if (status === 'loading') return <SessionPending />;
  if (status === 'authenticated' && profile)
    return <Navigate to={postLoginTargetOf(location.search, profile.role)} replace />;
  return children ?? <Outlet />;
};
