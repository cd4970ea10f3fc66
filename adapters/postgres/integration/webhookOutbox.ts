import type pg from 'pg';
import type PgBoss from 'pg-boss';
import { onConnection, queues } from '../../jobs/queues';

export type WebhookPayload = {
  readonly type: string;
  readonly timestamp: string;
  readonly data: Record<string, unknown>;
};

/**
 * A delivery for each enabled endpoint of the companies that asked for the event, written with its job on the
 * caller's transaction (the append's, or the test button's): once per endpoint and cause however often it runs.
 */
export const enqueueWebhookDeliveries = async (
  client: pg.PoolClient,
  boss: PgBoss,
  delivery: {
    readonly companyIds: readonly string[];
    readonly eventType: string;
    readonly cause: string;
    readonly payload: WebhookPayload;
    readonly at: Date;
    /** Only this endpoint, whatever its events (the test button). */
    readonly endpointId?: string;
    readonly deliveryId?: string;
  },
): Promise<string[]> => {
  const { rows } = await client.query<{ id: string }>(
    `insert into webhook_deliveries (id, endpoint_id, company_id, event_type, cause, payload, created_at, retry_from, next_attempt_at)
     select coalesce($7::uuid, gen_random_uuid()), e.id, e.company_id, $2, $3, $4, $5, $5, $5
       from webhook_endpoints e
      where e.company_id = any($1::uuid[])
        and ($6::uuid is null and e.enabled and $2 = any(e.events) or e.id = $6::uuid)
     on conflict (endpoint_id, cause) do nothing
     returning id`,
    [
      delivery.companyIds,
      delivery.eventType,
      delivery.cause,
      JSON.stringify(delivery.payload),
      delivery.at,
      delivery.endpointId ?? null,
      delivery.deliveryId ?? null,
    ],
  );
  for (const row of rows) await sendWebhookJob(client, boss, row.id, 0);
  return rows.map((r) => r.id);
};

/**
 * How long an attempt's job may stay taken before the queue hands it out again: an attempt takes at most the sender's
 * 10 s, so a job still taken after this belonged to a process that died mid-delivery (the row's lock died with it).
 */
export const webhookJobExpirySeconds = (retryBaseSeconds: number): number => Math.max(10, retryBaseSeconds * 2);

export const sendWebhookJob = async (
  client: pg.PoolClient,
  boss: PgBoss,
  deliveryId: string,
  startAfterSeconds: number,
  retryBaseSeconds = 30,
): Promise<void> => {
  await boss.send(
    queues.webhookDeliver,
    { deliveryId },
    {
      ...onConnection(client),
      ...(startAfterSeconds > 0 ? { startAfter: startAfterSeconds } : {}),
      // A job lost with its process is handed out again after this, several times over.
      expireInSeconds: webhookJobExpirySeconds(retryBaseSeconds),
      retryLimit: 10,
    },
  );
};
