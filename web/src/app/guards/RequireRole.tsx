import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ServerErrorPage } from '../../pages/errors/ServerErrorPage';
import { ErrorLayout } from '../layouts/ErrorLayout';
import { useSession } from '../session/SessionProvider';
import type { Profile } from '../trpc';

type Role = Profile['role'];

type RequireRoleProps = {
  readonly roles: readonly Role[];
  /** Outside any layout (a whole area is refused), the refusal brings its own page frame. */
  readonly standalone?: boolean;
  readonly children?: ReactNode;
};

/** Inside RequireAuth: a user of another role gets the 403 page, which the seeds show as the server-error page. */
export const RequireRole = ({ roles, standalone = false, children }: RequireRoleProps) => {
  const { profile } = useSession();
  if (!profile || !roles.includes(profile.role)) {
    const denied = (
      <ServerErrorPage status={403} title="No access" description="This page is not available for your account." />
    );
    return standalone ? <ErrorLayout>{denied}</ErrorLayout> : denied;
  }
  return children ?? <Outlet />;
};
