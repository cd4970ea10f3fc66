import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import type { Event } from '@event-driven-io/emmett';
import { conversationEventTypes, type ConversationEvent } from '../../../domain/conversation/conversation.events';
import { eventsOfArea } from '../moderation/areaEvents';

type Client = {
  query: <Row = Record<string, unknown>>(
    text: string,
    values?: unknown[],
  ) => Promise<{ rows: Row[]; rowCount: number | null }>;
};

const feed = (
  client: Client,
  threadId: string,
  kind: string,
  messageId: string | null,
  side: string | null,
  at: Date,
) =>
  client.query('insert into conversation_feed (thread_id, kind, message_id, side, at) values ($1, $2, $3, $4, $5)', [
    threadId,
    kind,
    messageId,
    side,
    at,
  ]);

const markRead = (client: Client, threadId: string, side: string, seq: number, userId: string, at: Date) =>
  client.query(
    `insert into conversation_reads (thread_id, side, last_read_seq, read_by, read_at) values ($1, $2, $3, $4, $5)
     on conflict (thread_id, side) do update set last_read_seq = greatest(conversation_reads.last_read_seq, excluded.last_read_seq),
       read_by = excluded.read_by, read_at = excluded.read_at`,
    [threadId, side, seq, userId, at],
  );

const apply = async (client: Client, event: ConversationEvent, version: bigint): Promise<void> => {
  const at = new Date(event.metadata.at);
  const { threadId } = event.data;
  switch (event.type) {
    case 'MessageSent': {
      const d = event.data;
      const { rows } = await client.query<{ last_seq: number }>(
        `insert into conversation_threads (id, subject_type, subject_id, client_id, agency_id, company_id, started_by, started_at, last_message_at, last_seq, message_count, version)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $8, 1, 1, $9)
         on conflict (id) do update set last_seq = conversation_threads.last_seq + 1, message_count = conversation_threads.message_count + 1,
           last_message_at = excluded.last_message_at, version = excluded.version
         returning last_seq`,
        [
          threadId,
          d.subject.type,
          d.subject.id,
          d.parties.clientId,
          d.parties.agencyId,
          d.parties.companyId,
          event.metadata.actorId,
          at,
          version,
        ],
      );
      const seq = rows[0]?.last_seq ?? 1;
      await client.query(
        `insert into conversation_messages (id, thread_id, seq, sender_id, sender_side, emulated_by, text, file_ids, reply_to, sent_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          d.messageId,
          threadId,
          seq,
          event.metadata.actorId,
          d.senderSide,
          event.metadata.emulatedBy ?? null,
          d.text,
          d.fileIds,
          d.replyTo,
          at,
        ],
      );
      // The sender's side has read the thread up to its own message.
      await markRead(client, threadId, d.senderSide, seq, event.metadata.actorId, at);
      await feed(client, threadId, 'message', d.messageId, d.senderSide, at);
      return;
    }
    case 'ContactMasked':
      await client.query('update conversation_messages set masked_text = $2, masked_kinds = $3 where id = $1', [
        event.data.messageId,
        event.data.maskedText,
        event.data.kinds,
      ]);
      return;
    case 'MessageEdited':
      // The masked copy of the first text no longer applies; a `ContactMasked` of the new text may follow.
      await client.query(
        `update conversation_messages set text = $2, previous_text = $3, edited_at = $4, masked_text = null, masked_kinds = '{}' where id = $1`,
        [event.data.messageId, event.data.text, event.data.previousText, at],
      );
      await feed(client, threadId, 'edited', event.data.messageId, null, at);
      return;
    case 'MessageHidden':
      await client.query(
        'update conversation_messages set hidden_at = $2, hidden_by = $3, hidden_reason = $4 where id = $1',
        [event.data.messageId, at, event.metadata.actorId, event.data.reason],
      );
      await feed(client, threadId, 'hidden', event.data.messageId, null, at);
      return;
    case 'ThreadRead': {
      const { rows } = await client.query<{ seq: number }>('select seq from conversation_messages where id = $1', [
        event.data.upToMessageId,
      ]);
      await markRead(client, threadId, event.data.side, rows[0]?.seq ?? 0, event.metadata.actorId, at);
      await feed(client, threadId, 'read', event.data.upToMessageId, event.data.side, at);
      return;
    }
    case 'MessageReported':
      await client.query(
        `insert into conversation_reports (message_id, user_id, side, reason, reported_at) values ($1, $2, $3, $4, $5)
         on conflict do nothing`,
        [event.data.messageId, event.metadata.actorId, event.data.side, event.data.reason, at],
      );
      await client.query(
        'update conversation_messages set reports = (select count(*) from conversation_reports where message_id = $1) where id = $1',
        [event.data.messageId],
      );
      return;
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

/**
 * The threads, their messages (the original, the masked copy, the previous text of an edit), the sides' reads, the
 * reports and the live feed, written in the append's transaction: the feed's insert tells every app process at the
 * commit (`table_changed`), so an open page hears of a message the moment it is recorded.
 */
export const conversationsProjection = postgreSQLProjection<Event>({
  name: 'conversations',
  canHandle: [...conversationEventTypes],
  handle: async (events, context) => {
    const client = context.connection.client as unknown as Client;
    for (const { event, version } of eventsOfArea<ConversationEvent>(events, conversationEventTypes)) {
      await apply(client, event, version);
      // The row holds the stream's version after every event, so a send can be decided on the row (`sendOnRow`).
      if (event.type !== 'MessageSent')
        await client.query('update conversation_threads set version = $2 where id = $1', [
          event.data.threadId,
          version,
        ]);
    }
  },
});
