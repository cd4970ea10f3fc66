import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../shared/actor';
import { notFound, type AppError } from '../shared/appError';
import { authorize } from '../shared/authorize';
import type { SavedSearchRow } from './savedSearchPorts';

export const savedSearchNotFound = notFound('Saved search', 'saved_search.not_found');

/** Any signed-in user saves searches of the public catalogue: no scope beyond being someone. */
export const asSearcher = (actor: Actor | null): Result<Actor, AppError> => authorize(actor);

/** A user touches only the own saved searches; anyone else's is not there. */
export const ownSearch = (actor: Actor, row: SavedSearchRow | null): Result<SavedSearchRow, AppError> =>
  row && row.userId === actor.userId ? ok(row) : err(savedSearchNotFound);
