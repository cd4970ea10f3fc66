import { isRouteErrorResponse } from 'react-router';
import { httpStatusOf } from '../trpc';

export type PageErrorKind = { readonly page: 'notFound' } | { readonly page: 'serverError'; readonly status: number };

/** The seeds' rule: any 4xx but 403 is "not found"; 403 and everything else is a server error. */
export const pageErrorKindOf = (error: unknown): PageErrorKind => {
  const status = isRouteErrorResponse(error) ? error.status : (httpStatusOf(error) ?? 500);
  if (status >= 400 && status < 500 && status !== 403) return { page: 'notFound' };
  return { page: 'serverError', status };
};
