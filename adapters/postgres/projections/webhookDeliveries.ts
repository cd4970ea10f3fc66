import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import { projections, type Event } from '@event-driven-io/emmett';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { webhookDomainEventTypes, webhookEventOf } from '../../../domain/integration/webhook';
import { eventCause } from '../../mail/outbox';
import type { InlineProjections } from '../eventStore';
import { enqueueWebhookDeliveries } from '../integration/webhookOutbox';

type Client = pg.PoolClient;

/** The object an event is about, and the table that says which companies are its parties. */
const subjectOf = (data: Record<string, unknown>): { object: string; id: string; sql: string } | null => {
  if (typeof data.claimId === 'string')
    return {
      object: 'claim',
      id: data.claimId,
      sql: 'select array[client_id, agency_id] as companies from claims where id = $1',
    };
  if (typeof data.actId === 'string')
    return {
      object: 'act',
      id: data.actId,
      sql: 'select array[client_id, agency_id] as companies from acts where id = $1',
    };
  if (typeof data.contractId === 'string')
    return {
      object: 'contract',
      id: data.contractId,
      sql: 'select array[company_id] as companies from contracts where id = $1',
    };
  if (typeof data.candidateId === 'string')
    return {
      object: 'candidate',
      id: data.candidateId,
      sql: 'select array[client_id, agency_id] as companies from candidates where id = $1',
    };
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
