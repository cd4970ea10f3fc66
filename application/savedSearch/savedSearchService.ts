import { withDeps } from '../moderation/wiring';
import { createSavedSearch } from './commands/createSavedSearch';
import { deleteSavedSearch } from './commands/deleteSavedSearch';
import { sendDigests } from './commands/sendDigests';
import { readUnsubscribe, unsubscribe } from './commands/unsubscribe';
import { listSavedSearches } from './queries/listSavedSearches';
import type { SavedSearchDeps } from './savedSearchPorts';

/** Saved searches' use cases, by the names both transports and the digest job call them. */
const useCases = {
  listSavedSearches,
  createSavedSearch,
  deleteSavedSearch,
  readUnsubscribe,
  unsubscribe,
  sendDigests,
};

export const savedSearchService = (deps: SavedSearchDeps) => withDeps(useCases, deps);
export type SavedSearchService = ReturnType<typeof savedSearchService>;
