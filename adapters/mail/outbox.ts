import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { OutgoingMail } from '../../application/ports/mail';
import { onConnection, queues } from '../jobs/queues';

/**
 * What makes one e-mail the same e-mail however often its cause is handled: the cause (an event, a one-time link,
 * a request), the kind of mail and its recipient. One outbox row per key.
 */
export const mailKey = (cause: string, kind: string, to: string): string =>
  `${cause}|${kind}|${to.trim().toLowerCase()}`;

/** The fields emmett gives every stored event (at the append and when read again). */
export type StoredEventIdentity = {
  readonly metadata?: {
    readonly streamName?: unknown;
    readonly streamPosition?: unknown;
    readonly messageId?: unknown;
  };
};

/** An event as the cause of a mail: its stream and position, which stay the same when the event is projected again. */
export const eventCause = (event: StoredEventIdentity): string => {
  const { streamName, streamPosition, messageId } = event.metadata ?? {};
  if (
    typeof streamName === 'string' &&
    (typeof streamPosition === 'bigint' || typeof streamPosition === 'number' || typeof streamPosition === 'string')
  )
    return `event:${streamName}@${String(streamPosition)}`;
  if (typeof messageId === 'string') return `event:${messageId}`;
  throw new Error('an e-mail caused by an event needs the stored event (stream and position)');
};

/**
 * Stores the mail and its delivery job on the caller's transaction: a crash cannot lose one without the other. A
 * key already stored (a replayed projection, a retried command) stores nothing and sends no job: answers null.
 */
export const enqueueMail = async (
  client: pg.PoolClient,
  boss: PgBoss,
  mail: OutgoingMail,
  idempotencyKey: string,
): Promise<string | null> => {
  const { rows } = await client.query<{ id: string }>(
    `insert into mail_outbox (to_address, subject, text_body, html_body, idempotency_key, calendar_method, calendar_body, list_unsubscribe)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (idempotency_key) do nothing returning id`,
    [
      mail.to,
      mail.subject,
      mail.text,
      mail.html,
      idempotencyKey,
      mail.calendar?.method ?? null,
      mail.calendar?.content ?? null,
      mail.unsubscribe?.url ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (!id) return null;
  await sendDelivery(client, boss, id);
  return id;
};

/** The delivery job of a stored mail, on the caller's transaction. */
export const sendDelivery = async (client: pg.PoolClient, boss: PgBoss, mailId: string): Promise<void> => {
  await boss.send(queues.mailDeliver, { mailId }, { ...onConnection(client), retryLimit: 5, retryBackoff: true });
};
