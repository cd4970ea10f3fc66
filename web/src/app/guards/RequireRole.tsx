import type { ReactNode } from 'react';
import { ServerErrorPage } from '../../pages/errors/ServerErrorPage';
import { useSession } from '../session/SessionProvider';
import type { Profile } from '../trpc';

type Role = Profile['role'];

/** Inside RequireAuth: a user of another role gets the 403 page, which the seeds show as the server-error page. */
export const RequireRole = ({ roles, children }: { readonly roles: readonly Role[]; readonly children: ReactNode }) => {
  const { profile } = useSession();
  if (!profile || !roles.includes(profile.role)) {
    return <ServerErrorPage status={403} description="This page is not available for your account." />;
  }
  return children;
};
