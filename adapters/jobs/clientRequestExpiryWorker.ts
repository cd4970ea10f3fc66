import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { ClientRequestService } from '../../application/clientRequest/clientRequestService';
import { queues } from './queues';

/** Every day shortly after midnight UTC, when a new date begins for the platform's clock. */
export const CLIENT_REQUEST_EXPIRY_CRON = '5 0 * * *';

/**
 * Closes client requests whose period has started: once at start (a server that was down at midnight catches up)
 * and then by pg-boss's daily schedule, which runs on one worker however many app processes there are. The public
 * pages also hide such a request at once, by the date, before the job gets to it.
 */
export const startClientRequestExpiryWorker = async (
  boss: PgBoss,
  clientRequest: ClientRequestService,
  logger?: Logger,
): Promise<void> => {
  const closed = await clientRequest.expireStartedRequests();
  if (closed > 0) logger?.info({ requests: closed }, 'client requests whose period started were closed');
  await boss.schedule(queues.clientRequestExpiry, CLIENT_REQUEST_EXPIRY_CRON, {}, { tz: 'UTC' });
  await boss.work(queues.clientRequestExpiry, { pollingIntervalSeconds: 30 }, async () => {
    const count = await clientRequest.expireStartedRequests();
    if (count > 0) logger?.info({ requests: count }, 'client requests whose period started were closed');
  });
};
