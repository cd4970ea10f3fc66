import { useEffect } from 'react';
import { useMatches } from 'react-router';

export const SITE_NAME = 'IT Marketplace';

export type RouteHandle = { readonly title?: string };

const titleOf = (handle: unknown): string | undefined =>
  typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string'
    ? handle.title
    : undefined;

/** The tab title follows the deepest route that names itself. */
export const DocumentTitle = () => {
  const matches = useMatches();
  const title = matches
    .map((match) => titleOf(match.handle))
    .filter((value) => value !== undefined)
    .at(-1);
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
  return null;
};
