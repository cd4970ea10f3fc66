import { ok, type Result } from 'neverthrow';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import { asSearcher } from '../policies';
import type { SavedSearchDeps, SavedSearchRow } from '../savedSearchPorts';
import { SavedSearchListOutput, SavedSearchOutput } from '../schemas';
import { z } from 'zod';

export type SavedSearchView = z.output<typeof SavedSearchOutput>;

export const savedSearchView = (row: SavedSearchRow): SavedSearchView =>
  SavedSearchOutput.parse({
    id: row.id,
    title: row.title,
    query: row.query,
    createdAt: row.createdAt.toISOString(),
    lastDigestAt: row.lastDigestAt?.toISOString() ?? null,
    alerts: row.unsubscribedAt === null,
  });

/** `GET /api/saved-search/list`: the caller's own saved searches, newest first. */
export const listSavedSearches = useCase(
  asSearcher,
  z.object({}),
  async (deps: SavedSearchDeps, caller): Promise<Result<z.output<typeof SavedSearchListOutput>, AppError>> =>
    ok({ items: (await deps.store.listOf(caller.userId)).map(savedSearchView) }),
);
