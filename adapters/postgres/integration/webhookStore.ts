import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type {
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookStore,
} from '../../../application/integration/integrationPorts';
import { WEBHOOK_TEST_EVENT } from '../../../domain/integration/webhook';
import { writeAudit } from '../identity/auditLog';
import { inTransaction } from '../transaction';
import { enqueueWebhookDeliveries, sendWebhookJob } from './webhookOutbox';

type EndpointRow = {
  id: string;
  company_id: string;
  url: string;
  events: string[];
  enabled: boolean;
  created_at: Date;
};
type DeliveryRow = {
  id: string;
  event_type: string;
  status: WebhookDeliveryRecord['status'];
  attempts: number;
  created_at: Date;
  last_attempt_at: Date | null;
  last_status_code: number | null;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
};

const endpointColumns = 'id, company_id, url, events, enabled, created_at';
const deliveryColumns =
  'id, event_type, status, attempts, created_at, last_attempt_at, last_status_code, next_attempt_at, delivered_at';

const toEndpoint = (r: EndpointRow): WebhookEndpointRecord => ({
  id: r.id,
  companyId: r.company_id,
  url: r.url,
  events: r.events,
  enabled: r.enabled,
  createdAt: r.created_at,
});
const toDelivery = (r: DeliveryRow): WebhookDeliveryRecord => ({
  id: r.id,
  eventType: r.event_type,
  status: r.status,
  attempts: r.attempts,
  createdAt: r.created_at,
  lastAttemptAt: r.last_attempt_at,
  lastStatusCode: r.last_status_code,
  nextAttemptAt: r.next_attempt_at,
  deliveredAt: r.delivered_at,
});

/** Every statement names the company: one company's endpoints and deliveries are never another's to read or send. */
export const postgresWebhookStore = (pool: pg.Pool, boss: PgBoss): WebhookStore => ({
  companyExists: async (companyId) =>
    ((await pool.query("select 1 from companies where id = $1 and type in ('agency', 'client')", [companyId]))
      .rowCount ?? 0) > 0,
  list: async (companyId) =>
    (
      await pool.query<EndpointRow>(
        `select ${endpointColumns} from webhook_endpoints where company_id = $1 order by created_at desc, id desc`,
        [companyId],
      )
    ).rows.map(toEndpoint),
  create: (endpoint, audit) =>
    inTransaction(pool, async (client) => {
      await client.query(
        `insert into webhook_endpoints (id, company_id, url, events, secret, enabled, created_by, created_at, updated_at)
         values ($1, $2, $3, $4, $5, true, $6, $7, $7)`,
        [
          endpoint.id,
          endpoint.companyId,
          endpoint.url,
          endpoint.events,
          endpoint.secret,
          audit.actorId,
          endpoint.createdAt,
        ],
      );
      await writeAudit(
        client,
        {
          ...audit,
          action: 'webhook.created',
          subjectId: endpoint.id,
          details: { url: endpoint.url, events: endpoint.events },
        },
        endpoint.createdAt,
      );
    }),
  update: (companyId, id, change, at, audit) =>
    inTransaction(pool, async (client) => {
      const { rows } = await client.query<EndpointRow>(
        `update webhook_endpoints
            set url = coalesce($3, url), events = coalesce($4, events), enabled = coalesce($5, enabled), updated_at = $6
          where company_id = $1 and id = $2 returning ${endpointColumns}`,
        [companyId, id, change.url ?? null, change.events ?? null, change.enabled ?? null, at],
      );
      const row = rows[0];
      if (!row) return null;
      await writeAudit(client, { ...audit, action: 'webhook.updated', subjectId: id, details: { ...change } }, at);
      return toEndpoint(row);
    }),
  remove: (companyId, id, audit) =>
    inTransaction(pool, async (client) => {
      const { rowCount } = await client.query('delete from webhook_endpoints where company_id = $1 and id = $2', [
        companyId,
        id,
      ]);
      if (!rowCount) return false;
      await writeAudit(client, { ...audit, action: 'webhook.deleted', subjectId: id }, new Date());
      return true;
    }),
  rotateSecret: (companyId, id, secret, at, previousUntil, audit) =>
    inTransaction(pool, async (client) => {
      const { rows } = await client.query<EndpointRow>(
        `update webhook_endpoints
            set previous_secret = secret, previous_secret_until = $4, secret = $3, updated_at = $5
          where company_id = $1 and id = $2 returning ${endpointColumns}`,
        [companyId, id, secret, previousUntil, at],
      );
      const row = rows[0];
      if (!row) return null;
      await writeAudit(client, { ...audit, action: 'webhook.secret_rotated', subjectId: id }, at);
      return toEndpoint(row);
    }),
  deliveries: async (companyId, endpointId) => {
    const owned = await pool.query('select 1 from webhook_endpoints where company_id = $1 and id = $2', [
      companyId,
      endpointId,
    ]);
    if (owned.rowCount === 0) return null;
    const { rows } = await pool.query<DeliveryRow>(
      `select ${deliveryColumns} from webhook_deliveries where endpoint_id = $1 order by created_at desc, id desc limit 100`,
      [endpointId],
    );
    return rows.map(toDelivery);
  },
  sendTest: (companyId, endpointId, deliveryId, at) =>
    inTransaction(pool, async (client) => {
      const ids = await enqueueWebhookDeliveries(client, boss, {
        companyIds: [companyId],
        eventType: WEBHOOK_TEST_EVENT,
        cause: `test:${deliveryId}`,
        payload: { type: WEBHOOK_TEST_EVENT, timestamp: at.toISOString(), data: { object: 'webhook', id: endpointId } },
        at,
        endpointId,
        deliveryId,
      });
      return ids[0] ?? null;
    }),
  redeliver: (companyId, deliveryId, at) =>
    inTransaction(pool, async (client) => {
      const { rows } = await client.query<DeliveryRow>(
        `update webhook_deliveries set status = 'pending', next_attempt_at = $3, retry_from = $3
          where company_id = $1 and id = $2 returning ${deliveryColumns}`,
        [companyId, deliveryId, at],
      );
      const row = rows[0];
      if (!row) return null;
      await sendWebhookJob(client, boss, row.id, 0);
      return toDelivery(row);
    }),
});
