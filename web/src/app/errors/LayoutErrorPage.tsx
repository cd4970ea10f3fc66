import { ErrorLayout } from '../layouts/ErrorLayout';
import { RouteErrorPage } from './RouteErrorPage';

/** A layout itself failed: the error page in the bare error layout. */
export const LayoutErrorPage = () => (
  <ErrorLayout>
    <RouteErrorPage />
  </ErrorLayout>
);
