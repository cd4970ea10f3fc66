import { z } from 'zod';
import * as schemas from '../../../application/savedSearch/schemas';
import type { AppServices } from '../../services';
import type { RestRoutes } from '../restRoute';

const tag = 'saved searches';
const tokenParams = z.object({ token: z.string() });
/** The body of the form is documented as the string the page sends; the use case parses it into filters. */
const CreateBody = z.object({ query: z.string(), title: z.string().optional() });

/**
 * Saved catalogue searches (issue 35): a signed-in user's own, under `/api/saved-search/*`. The unsubscribe address
 * works signed out: `GET` reads which search the token names (mail scanners fetch links, so it changes nothing), the
 * one-click `POST` of RFC 8058 stops the alerts.
 */
export const savedSearchRoutes = (routes: RestRoutes, { savedSearch: service }: AppServices): void => {
  routes.add({
    method: 'get',
    path: '/api/saved-search/list',
    tag,
    auth: true,
    response: schemas.SavedSearchListOutput,
    summary: "The caller's own saved searches, newest first, each with its catalogue query and whether alerts go",
    handle: (r) => service.listSavedSearches(r.actor, {}),
  });
  routes.add({
    method: 'post',
    path: '/api/saved-search/create',
    tag,
    auth: true,
    body: CreateBody,
    response: schemas.SavedSearchOutput,
    summary:
      'Save a catalogue address (its query string: filters, text, period) with an optional title; a daily digest e-mails the specialists that match it later',
    handle: (r) => service.createSavedSearch(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/saved-search/delete',
    tag,
    auth: true,
    body: schemas.SavedSearchIdInput,
    response: schemas.SavedSearchDeletedOutput,
    summary: 'Delete an own saved search and its alerts',
    handle: (r) => service.deleteSavedSearch(r.actor, r.body),
  });
  routes.add({
    method: 'get',
    path: '/api/saved-search/unsubscribe/:token',
    tag,
    params: tokenParams,
    response: schemas.UnsubscribeOutput,
    summary: "Signed out: the saved search an e-mail's unsubscribe token names, and whether its alerts still go",
    handle: (r) => service.readUnsubscribe({ token: r.params.token }),
  });
  routes.add({
    method: 'post',
    path: '/api/saved-search/unsubscribe/:token',
    tag,
    params: tokenParams,
    response: schemas.UnsubscribeOutput,
    summary:
      "Signed out, one click (RFC 8058's List-Unsubscribe-Post): stop the saved search's e-mails; again is no error",
    handle: (r) => service.unsubscribe({ token: r.params.token }),
  });
};
