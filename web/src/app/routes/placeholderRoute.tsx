import type { RouteObject } from 'react-router';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

/** A route whose page a later piece of work writes: the path, its title and a "coming soon" state. */
export const placeholderRoute = (path: string, title: string, options: { readonly inArea?: boolean; readonly backTo?: string } = {}): RouteObject => ({
  path,
  handle: { title },
  element: <ComingSoonPage title={title} inArea={options.inArea ?? false} {...(options.backTo ? { backTo: options.backTo } : {})} />,
});

/** A placeholder page inside the personal or manager area, with an optional way back. */
export const areaPlaceholder = (path: string, title: string, backTo?: string): RouteObject => placeholderRoute(path, title, { inArea: true, ...(backTo ? { backTo } : {}) });

/**
 * The placeholder pages of one section of an area (`root`, such as `/manager`): its list, and the pages under it
 * (`create`, `:id`, `:id/update`, relative to the area), each leading back to the list.
 */
export const placeholderSectionsOf =
  (root: string) =>
  (listPath: string, listTitle: string, pages: Readonly<Record<string, string>> = {}): RouteObject[] => [
    areaPlaceholder(listPath, listTitle),
    ...Object.entries(pages).map(([path, title]) => areaPlaceholder(path, title, `${root}/${listPath}`)),
  ];
