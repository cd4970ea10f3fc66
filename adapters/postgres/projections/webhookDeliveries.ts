import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import { projections, type Event } from '@event-driven-io/emmett';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import {
  participantSides,
  type ConversationSide,
  type SubjectType,
} from '../../../domain/conversation/conversation.subject';
import { webhookDomainEventTypes, webhookEventsOf, type WebhookEventType } from '../../../domain/integration/webhook';
import { eventCause } from '../../mail/outbox';
import type { InlineProjections } from '../eventStore';
import { enqueueWebhookDeliveries } from '../integration/webhookOutbox';

type Client = pg.PoolClient;
type Data = Record<string, unknown>;

/** The companies an object's event goes to, read from the read models the event's own projections just wrote. */
type Recipients = (client: Client, id: string, data: Data, at: Date) => Promise<string[]>;

const companiesBy =
  (sql: string): Recipients =>
  async (client, id) =>
    (await client.query<{ companies: string[] | null }>(sql, [id])).rows[0]?.companies?.filter(Boolean) ?? [];

/**
 * A candidate's parties at the event's moment: its agency only from when a manager passed it on (before, the agency's
 * own API answers 404 for it), by the moment recorded, so a replay tells the agency of the same events as before.
 */
const candidateRecipients: Recipients = async (client, id, _data, at) =>
  (
    await client.query<{ companies: string[] | null }>(
      `select array_remove(array[client_id, case when passed_to_agency_at <= $2 then agency_id end], null) as companies
         from candidates where id = $1`,
      [id, at],
    )
  ).rows[0]?.companies ?? [];

/** A thread's message goes to the other sides that take part in its subject, never back to the sender's. */
const messageRecipients: Recipients = async (client, _id, data) => {
  const { rows } = await client.query<{
    subject_type: SubjectType;
    client_id: string | null;
    agency_id: string | null;
    company_id: string | null;
  }>('select subject_type, client_id, agency_id, company_id from conversation_threads where id = $1', [data.threadId]);
  const thread = rows[0];
  if (!thread) return [];
  const companyOf: Record<ConversationSide, string | null> = {
    client: thread.client_id,
    agency: thread.agency_id,
    company: thread.company_id,
    platform: null,
  };
  return participantSides[thread.subject_type]
    .filter((side) => side !== data.senderSide)
    .flatMap((side) => (companyOf[side] ? [companyOf[side]] : []));
};

type Subject = { readonly key: string; readonly object: string; readonly recipients: Recipients };

/**
 * The objects the original events may be about, by the id their data carries, first match wins (a claim's events
 * also name its candidate), each with the companies that are its parties.
 */
const byKey: readonly Subject[] = [
  {
    key: 'claimId',
    object: 'claim',
    recipients: companiesBy('select array[client_id, agency_id] as companies from claims where id = $1'),
  },
  {
    key: 'actId',
    object: 'act',
    recipients: companiesBy('select array[client_id, agency_id] as companies from acts where id = $1'),
  },
  {
    key: 'contractId',
    object: 'contract',
    recipients: companiesBy('select array[company_id] as companies from contracts where id = $1'),
  },
  {
    key: 'candidateId',
    object: 'candidate',
    recipients: candidateRecipients,
  },
];

/**
 * Webhook events whose object is not the first id their event names, or whose parties are not all of the object's:
 * each names its object and who hears of it (the role's own view: an agency never hears of the client's invoice).
 */
const byEvent: Partial<Record<WebhookEventType, Subject>> = {
  // The invoice is the client's (`/api/client/act/invoice/{actId}`); the agency has `act.approved`.
  'invoice.issued': {
    key: 'actId',
    object: 'invoice',
    recipients: companiesBy('select array[client_id] as companies from acts where id = $1'),
  },
  // A published request is public (no client named): its client, and every agency whose endpoint asked for it.
  'client_request.published': {
    key: 'requestId',
    object: 'client_request',
    recipients: companiesBy(
      `select array[r.client_id] || coalesce((
         select array_agg(distinct e.company_id) from webhook_endpoints e join companies c on c.id = e.company_id
          where c.type = 'agency' and 'client_request.published' = any(e.events)), '{}') as companies
         from client_requests r where r.id = $1`,
    ),
  },
  // The response arrives at the request's client; the agency sent it.
  'response.received': {
    key: 'responseId',
    object: 'response',
    recipients: companiesBy('select array[client_id] as companies from client_request_responses where id = $1'),
  },
  'card.published': {
    key: 'specialistId',
    object: 'specialist',
    recipients: companiesBy('select array[agency_id] as companies from specialist_cards where id = $1'),
  },
  'card.declined': {
    key: 'specialistId',
    object: 'specialist',
    recipients: companiesBy('select array[agency_id] as companies from specialist_cards where id = $1'),
  },
  'message.received': { key: 'messageId', object: 'message', recipients: messageRecipients },
};

const subjectOf = (eventType: WebhookEventType, data: Data): { subject: Subject; id: string } | null => {
  const own = byEvent[eventType];
  const candidates = own ? [own] : byKey;
  for (const subject of candidates) {
    const id = data[subject.key];
    if (typeof id === 'string') return { subject, id };
  }
  return null;
};

/** What a payload names besides the object: the thread a message is in, so the receiver can read it. */
const contextOf = (object: string, data: Data): Data =>
  object === 'message' && typeof data.threadId === 'string' ? { threadId: data.threadId } : {};

const timeOf = (event: Event): Date => {
  const at = (event as { metadata?: { at?: unknown } }).metadata?.at;
  return at instanceof Date ? at : typeof at === 'string' ? new Date(at) : new Date();
};

/**
 * Webhook deliveries (issue 37), written in the append's transaction with their jobs: each event a company's
 * endpoints may ask for goes to the enabled endpoints of the companies that hear of it that asked for it, once per
 * endpoint, stored event and webhook event. The payload names the event, its time and the object's kind and id
 * (and a message's thread), nothing more: the receiver reads the object with its key, through its role's output
 * schema. Registered after the read models it reads.
 */
export const webhookDeliveriesProjection = (boss: () => PgBoss) =>
  postgreSQLProjection<Event>({
    name: 'webhook_deliveries',
    canHandle: [...webhookDomainEventTypes],
    handle: async (events, context) => {
      const client = context.connection.client as unknown as Client;
      for (const event of events) {
        const data = event.data as Data;
        // A domain event causing several webhook events keys the later ones by their name (the first keeps the
        // stored event's own cause, as before there were several).
        for (const [index, eventType] of webhookEventsOf(event.type).entries()) {
          const found = subjectOf(eventType, data);
          if (!found) continue;
          const at = timeOf(event);
          const companyIds = await found.subject.recipients(client, found.id, data, at);
          if (companyIds.length === 0) continue;
          await enqueueWebhookDeliveries(client, boss(), {
            companyIds,
            eventType,
            cause: index === 0 ? eventCause(event) : `${eventCause(event)}#${eventType}`,
            payload: {
              type: eventType,
              timestamp: at.toISOString(),
              data: { object: found.subject.object, id: found.id, ...contextOf(found.subject.object, data) },
            },
            at,
          });
        }
      }
    },
  });

/** The webhook projection as the event store takes it, after the read models and mails. */
export const webhookProjections = (boss: () => PgBoss): InlineProjections =>
  projections.inline([webhookDeliveriesProjection(boss)]);
