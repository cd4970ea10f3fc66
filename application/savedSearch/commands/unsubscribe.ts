import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { savedSearchNotFound } from '../policies';
import type { SavedSearchDeps, SavedSearchRow } from '../savedSearchPorts';
import { UnsubscribeInput, type UnsubscribeOutput } from '../schemas';

type Unsubscribed = z.output<typeof UnsubscribeOutput>;

/** The saved search the link's token names, or not there (a malformed token is a 400, an unknown one a 404). */
const searchOfToken = async (deps: SavedSearchDeps, raw: unknown): Promise<Result<SavedSearchRow, AppError>> => {
  const input = parse(UnsubscribeInput, raw);
  if (input.isErr()) return err(input.error);
  const row = await deps.store.findByToken(input.value.token);
  return row ? ok(row) : err(savedSearchNotFound);
};

/**
 * The unsubscribe link, signed out: the token alone names the search. Reading it (`GET`) changes nothing, since mail
 * scanners fetch links; the one-click `POST` of RFC 8058 (or the page's button) stops the alerts, and again is no error.
 */
export const readUnsubscribe =
  (deps: SavedSearchDeps) =>
  async (raw: unknown): Promise<Result<Unsubscribed, AppError>> =>
    (await searchOfToken(deps, raw)).map((row) => ({ title: row.title, alerts: row.unsubscribedAt === null }));

export const unsubscribe =
  (deps: SavedSearchDeps) =>
  async (raw: unknown): Promise<Result<Unsubscribed, AppError>> => {
    const row = await searchOfToken(deps, raw);
    if (row.isErr()) return err(row.error);
    if (row.value.unsubscribedAt === null) await deps.store.unsubscribe(row.value.id, deps.clock.now());
    return ok({ title: row.value.title, alerts: false });
  };
