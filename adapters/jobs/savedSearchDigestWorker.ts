import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { SavedSearchService } from '../../application/savedSearch/savedSearchService';
import { queues } from './queues';

/** Every hour: each saved search's digest goes when its day is up, so a digest leaves within an hour of being due. */
export const SAVED_SEARCH_DIGEST_CRON = '17 * * * *';

/** The saved searches' digests, on one worker however many app processes there are (pg-boss's schedule). */
export const startSavedSearchDigestWorker = async (
  boss: PgBoss,
  savedSearch: SavedSearchService,
  logger?: Logger,
): Promise<void> => {
  await boss.schedule(queues.savedSearchDigest, SAVED_SEARCH_DIGEST_CRON, {}, { tz: 'UTC' });
  await boss.work(queues.savedSearchDigest, { pollingIntervalSeconds: 60 }, async () => {
    const { digests } = await savedSearch.sendDigests();
    if (digests > 0) logger?.info({ digests }, 'saved-search digests enqueued');
  });
};
