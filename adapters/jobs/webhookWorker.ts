import type { Logger } from 'pino';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Clock } from '../../application/ports/clock';
import { outgoingLinkedMail } from '../../application/shared/linkedMail';
import { afterFailedAttempt, WEBHOOK_GIVE_UP_AFTER_MS } from '../../domain/integration/webhook';
import { mailKey } from '../mail/outbox';
import { enqueueMailAndNotice } from '../postgres/notification/noticeOutbox';
import { sendWebhookJob, webhookJobExpirySeconds } from '../postgres/integration/webhookOutbox';
import { inTransaction } from '../postgres/transaction';
import type { WebhookSender } from '../webhooks/webhookSender';
import { queues } from './queues';

type Claimed = {
  id: string;
  endpoint_id: string;
  payload: unknown;
  attempts: number;
  retry_from: Date;
  url: string;
  secret: string;
  previous_secret: string | null;
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
  appUrl: string,
  deliveryId: string,
): Promise<void> =>
  inTransaction(pool, async (client) => {
    const { rows } = await client.query<Claimed>(
      `select d.id, d.endpoint_id, d.payload, d.attempts, d.retry_from, e.url, e.secret,
              case when e.previous_secret_until > $2 then e.previous_secret end as previous_secret
         from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
        where d.id = $1 and d.status = 'pending'
        for update of d skip locked`,
      [deliveryId, clock.now()],
    );
    const delivery = rows[0];
    if (!delivery) return;
    const now = clock.now();
    // The signature's time is the real moment of sending: the receiver checks it against its own clock.
    const secrets = [delivery.secret, ...(delivery.previous_secret ? [delivery.previous_secret] : [])];
    const attempt = await sender.send(delivery.url, secrets, {
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
    if (next.kind === 'retry') await sendWebhookJob(client, boss, delivery.id, next.delaySeconds, retryBaseSeconds);
    else await turnOffFailingEndpoint(client, boss, appUrl, delivery.endpoint_id, now);
  });

/**
 * An endpoint none of whose deliveries succeeded for 3 days is turned off when one more is given up, and its
 * company's owners are told by e-mail (and in the bell), in the same transaction.
 */
const turnOffFailingEndpoint = async (
  client: pg.PoolClient,
  boss: PgBoss,
  appUrl: string,
  endpointId: string,
  now: Date,
): Promise<void> => {
  const { rows } = await client.query<{ company_id: string; url: string }>(
    `update webhook_endpoints e set enabled = false, updated_at = $2
      where e.id = $1 and e.enabled
        and not exists (select 1 from webhook_deliveries d where d.endpoint_id = e.id and d.delivered_at > $3)
      returning e.company_id, e.url`,
    [endpointId, now, new Date(now.getTime() - WEBHOOK_GIVE_UP_AFTER_MS)],
  );
  const endpoint = rows[0];
  if (!endpoint) return;
  const owners = await client.query<{ email: string }>(
    `select u.email from users u join roles r on r.id = u.role_id
      where u.company_id = $1 and 'people:manage-own' = any(r.scopes) and u.status = 'active'
        and u.email_verified_at is not null order by u.email`,
    [endpoint.company_id],
  );
  const mail = {
    template: 'webhookDisabled',
    subject: 'A webhook endpoint was turned off',
    lines: [
      `Deliveries to ${endpoint.url} have failed for 3 days, so the endpoint was turned off.`,
      'Check the address, then turn the endpoint on again and send the failed deliveries again.',
    ],
    path: '/pa/company',
    action: 'Open the company',
  };
  for (const { email } of owners.rows)
    await enqueueMailAndNotice(
      client,
      boss,
      outgoingLinkedMail(mail, email, appUrl),
      {
        idempotencyKey: mailKey(`webhook-disabled:${endpointId}:${now.toISOString()}`, mail.template, email),
        kind: mail.template,
      },
      appUrl,
    );
};

export const startWebhookWorker = async (
  boss: PgBoss,
  pool: pg.Pool,
  sender: WebhookSender,
  clock: Clock,
  retryBaseSeconds: number,
  appUrl: string,
  logger: Logger,
): Promise<void> => {
  // A process killed mid-delivery leaves its job taken: every process that sends looks for expired jobs (the queue's
  // own check runs every 2 minutes and takes 15 by default), so another one sends the delivery again soon after.
  const expiry = setInterval(
    () => void boss.expire().catch(() => undefined),
    (webhookJobExpirySeconds(retryBaseSeconds) * 1000) / 2,
  );
  expiry.unref();
  boss.once('stopped', () => clearInterval(expiry));
  await boss.work<{ deliveryId: string }>(queues.webhookDeliver, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs)
      await deliverWebhook(pool, boss, sender, clock, retryBaseSeconds, appUrl, job.data.deliveryId).catch(
        (e: unknown) => {
          logger.error({ err: e, deliveryId: job.data.deliveryId }, 'webhook delivery failed');
          throw e;
        },
      );
  });
};
