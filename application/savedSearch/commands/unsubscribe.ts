import { err, ok, type Result } from 'neverthrow';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { savedSearchNotFound } from '../policies';
import type { SavedSearchDeps } from '../savedSearchPorts';
import { UnsubscribeInput } from '../schemas';

type Unsubscribed = { readonly title: string; readonly alerts: boolean };

/**
 * The unsubscribe link, signed out: the token alone names the search. Reading it (`GET`) changes nothing, since mail
 * scanners fetch links; the one-click `POST` of RFC 8058 (or the page's button) stops the alerts, and again is no error.
 */
export const readUnsubscribe =
  (deps: SavedSearchDeps) =>
  async (raw: unknown): Promise<Result<Unsubscribed, AppError>> => {
    const input = parse(UnsubscribeInput, raw);
    if (input.isErr()) return err(input.error);
    const row = await deps.store.findByToken(input.value.token);
    if (!row) return err(savedSearchNotFound);
    return ok({ title: row.title, alerts: row.unsubscribedAt === null });
  };

export const unsubscribe =
  (deps: SavedSearchDeps) =>
  async (raw: unknown): Promise<Result<Unsubscribed, AppError>> => {
    const input = parse(UnsubscribeInput, raw);
    if (input.isErr()) return err(input.error);
    const row = await deps.store.findByToken(input.value.token);
    if (!row) return err(savedSearchNotFound);
    if (row.unsubscribedAt === null) await deps.store.unsubscribe(row.id, deps.clock.now());
    return ok({ title: row.title, alerts: false });
  };
