import { err, ok, type Result } from 'neverthrow';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import { asSearcher, ownSearch } from '../policies';
import type { SavedSearchDeps } from '../savedSearchPorts';
import { SavedSearchIdInput } from '../schemas';

/** `POST /api/saved-search/delete`: the caller's own saved search goes, with its alerts; anyone else's is not there. */
export const deleteSavedSearch = useCase(
  asSearcher,
  SavedSearchIdInput,
  async (deps: SavedSearchDeps, caller, input): Promise<Result<{ savedSearchId: string; deleted: true }, AppError>> => {
    const own = ownSearch(caller, await deps.store.find(input.savedSearchId));
    if (own.isErr()) return err(own.error);
    await deps.store.delete(own.value.id);
    return ok({ savedSearchId: own.value.id, deleted: true as const });
  },
);
