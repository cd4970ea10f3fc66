import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import { projections, type Event } from '@event-driven-io/emmett';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { webhookDomainEventTypes, webhookEventOf } from '../../../domain/integration/webhook';
import { eventCause } from '../../mail/outbox';
import type { InlineProjections } from '../eventStore';
import { enqueueWebhookDeliveries } from '../integration/webhookOutbox';

type Client = pg.PoolClient;

/**
 * The objects an event may be about, by the id its data carries, first match wins (a claim's events also name its
 * candidate), each with the query that gives its parties' companies.
 */
const subjects: readonly { readonly key: string; readonly object: string; readonly sql: string }[] = [
  { key: 'claimId', object: 'claim', sql: 'select array[client_id, agency_id] as companies from claims where id = $1' },
  { key: 'actId', object: 'act', sql: 'select array[client_id, agency_id] as companies from acts where id = $1' },
  { key: 'contractId', object: 'contract', sql: 'select array[company_id] as companies from contracts where id = $1' },
  {
    key: 'candidateId',
    object: 'candidate',
    sql: 'select array[client_id, agency_id] as companies from candidates where id = $1',
  },
];

/** The object an event is about, and the query that says which companies are its parties. */
const subjectOf = (data: Record<string, unknown>): { object: string; id: string; sql: string } | null => {
  for (const { key, object, sql } of subjects) {
    const id = data[key];
    if (typeof id === 'string') return { object, id, sql };
  }
  return null;
};

const timeOf = (event: Event): Date => {
  const at = (event as { metadata?: { at?: unknown } }).metadata?.at;
  return at instanceof Date ? at : typeof at === 'string' ? new Date(at) : new Date();
};

/**
 * Webhook deliveries (issue 37), written in the append's transaction with their jobs: each event a company's
 * endpoints may ask for goes to the enabled endpoints of the object's parties that asked for it, once per endpoint
 * and stored event. The payload names the event, its time and the object's kind and id, nothing more: the receiver
 * reads the object with its key, through its role's output schema. Registered after the read models it reads.
 */
export const webhookDeliveriesProjection = (boss: () => PgBoss) =>
  postgreSQLProjection<Event>({
    name: 'webhook_deliveries',
    canHandle: [...webhookDomainEventTypes],
    handle: async (events, context) => {
      const client = context.connection.client as unknown as Client;
      for (const event of events) {
        const eventType = webhookEventOf(event.type);
        const subject = subjectOf(event.data as Record<string, unknown>);
        if (!eventType || !subject) continue;
        const { rows } = await client.query<{ companies: string[] }>(subject.sql, [subject.id]);
        const companyIds = rows[0]?.companies ?? [];
        if (companyIds.length === 0) continue;
        const at = timeOf(event);
        await enqueueWebhookDeliveries(client, boss(), {
          companyIds,
          eventType,
          cause: eventCause(event),
          payload: { type: eventType, timestamp: at.toISOString(), data: { object: subject.object, id: subject.id } },
          at,
        });
      }
    },
  });

/** The webhook projection as the event store takes it, after the read models and mails. */
export const webhookProjections = (boss: () => PgBoss): InlineProjections =>
  projections.inline([webhookDeliveriesProjection(boss)]);
