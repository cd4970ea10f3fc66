import { err, ok, type Result } from 'neverthrow';
import { MATCH_WINDOW, SAVED_SEARCHES_PER_USER, defaultTitle } from '../../../domain/savedSearch/savedSearch';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import { validationError } from '../../shared/appError';
import { asSearcher } from '../policies';
import type { SavedSearchDeps } from '../savedSearchPorts';
import { CreateSavedSearchInput } from '../schemas';
import { savedSearchView, type SavedSearchView } from '../queries/listSavedSearches';

/**
 * `POST /api/saved-search/create`: saves a catalogue address for the caller. Every specialist it matches now counts
 * as told, so the first digest names only those that match later.
 */
export const createSavedSearch = useCase(
  asSearcher,
  CreateSavedSearchInput,
  async (deps: SavedSearchDeps, caller, input): Promise<Result<SavedSearchView, AppError>> => {
    if ((await deps.store.countOf(caller.userId)) >= SAVED_SEARCHES_PER_USER)
      return err(
        validationError([
          { field: 'query', message: `At most ${SAVED_SEARCHES_PER_USER} saved searches; delete one first` },
        ]),
      );
    const now = deps.clock.now();
    const { filters, query } = input.query;
    const filterCount = Object.keys(filters).filter((key) => key !== 'search').length;
    const row = {
      id: deps.newId(),
      userId: caller.userId,
      title: input.title || defaultTitle(filters.search, filterCount),
      query,
      createdAt: now,
      lastDigestAt: null,
      unsubscribedAt: null,
    };
    const current = await deps.matcher.matches(filters, now.toISOString().slice(0, 10), MATCH_WINDOW);
    await deps.store.create(
      { ...row, unsubscribeToken: deps.newToken() },
      current.map((m) => m.id),
    );
    return ok(savedSearchView(row));
  },
);
