import type { Logger } from 'pino';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Clock } from '../../application/ports/clock';
import { afterFailedAttempt } from '../../domain/integration/webhook';
import { sendWebhookJob } from '../postgres/integration/webhookOutbox';
import { inTransaction } from '../postgres/transaction';
import type { WebhookSender } from '../webhooks/webhookSender';
import { queues } from './queues';

type Claimed = {
  id: string;
  payload: unknown;
  attempts: number;
  retry_from: Date;
  url: string;
  secret: string;
};

/**
 * Sends one webhook delivery: the row is locked for the attempt (a second worker skips it), a 2xx marks it
 * delivered (never sent again but by 'send again'), anything else counts a failed attempt and schedules the next
 * one with exponential backoff, until 3 days after the series began, when the delivery is given up.
 */
export const deliverWebhook = async (
  pool: pg.Pool,
  boss: PgBoss,
  sender: WebhookSender,
  clock: Clock,
  retryBaseSeconds: number,
  deliveryId: string,
): Promise<void> =>
  inTransaction(pool, async (client) => {
    const { rows } = await client.query<Claimed>(
      `select d.id, d.payload, d.attempts, d.retry_from, e.url, e.secret
         from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
        where d.id = $1 and d.status = 'pending'
        for update of d skip locked`,
      [deliveryId],
    );
    const delivery = rows[0];
    if (!delivery) return;
    const now = clock.now();
    // The signature's time is the real moment of sending: the receiver checks it against its own clock.
    const attempt = await sender.send(delivery.url, delivery.secret, {
      id: delivery.id,
      body: JSON.stringify(delivery.payload),
      at: new Date(),
    });
    const attempts = delivery.attempts + 1;
    if (attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300) {
      await client.query(
        `update webhook_deliveries set status = 'delivered', attempts = $2, last_attempt_at = $3, last_status_code = $4,
                last_error = null, delivered_at = $3, next_attempt_at = null where id = $1`,
        [delivery.id, attempts, now, attempt.statusCode],
      );
      return;
    }
    const next = afterFailedAttempt({ createdAt: delivery.retry_from, attempts }, now, retryBaseSeconds);
    await client.query(
      `update webhook_deliveries set status = $5, attempts = $2, last_attempt_at = $3, last_status_code = $4,
              last_error = $6, next_attempt_at = $7 where id = $1`,
      [
        delivery.id,
        attempts,
        now,
        attempt.statusCode,
        next.kind === 'retry' ? 'pending' : 'failed',
        attempt.error,
        next.kind === 'retry' ? new Date(now.getTime() + next.delaySeconds * 1000) : null,
      ],
    );
    if (next.kind === 'retry') await sendWebhookJob(client, boss, delivery.id, next.delaySeconds);
  });

export const startWebhookWorker = async (
  boss: PgBoss,
  pool: pg.Pool,
  sender: WebhookSender,
  clock: Clock,
  retryBaseSeconds: number,
  logger: Logger,
): Promise<void> => {
  await boss.work<{ deliveryId: string }>(queues.webhookDeliver, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs)
      await deliverWebhook(pool, boss, sender, clock, retryBaseSeconds, job.data.deliveryId).catch((e: unknown) => {
        logger.error({ err: e, deliveryId: job.data.deliveryId }, 'webhook delivery failed');
        throw e;
      });
  });
};
