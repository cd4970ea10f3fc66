import { useRouteError } from 'react-router';
import { NotFoundPage } from '../../pages/errors/NotFoundPage';
import { ServerErrorPage } from '../../pages/errors/ServerErrorPage';
import { pageErrorKindOf } from './pageErrorKind';

/** The error element of every layout's pages: a failed page load shows the matching error page inside the layout. */
export const RouteErrorPage = () => {
  const error = useRouteError();
  const kind = pageErrorKindOf(error);
  if (kind.page === 'notFound') return <NotFoundPage />;
  if (kind.status === 403) return <ServerErrorPage status={403} description="You do not have access to this page." />;
  return <ServerErrorPage status={kind.status} />;
};
