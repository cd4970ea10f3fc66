import type { RouteObject } from 'react-router';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

/** A route whose page a later piece of work writes: the path, its title and a "coming soon" state. */
export const placeholderRoute = (path: string, title: string, options: { readonly inArea?: boolean; readonly backTo?: string } = {}): RouteObject => ({
  path,
  handle: { title },
  element: <ComingSoonPage title={title} inArea={options.inArea ?? false} {...(options.backTo ? { backTo: options.backTo } : {})} />,
});
