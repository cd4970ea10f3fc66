import { randomUUID } from 'node:crypto';
import { callAppendToStream, type PostgresEventStore } from '@event-driven-io/emmett-postgresql';
import { ExpectedVersionConflictError, NO_CONCURRENCY_CHECK, type Event } from '@event-driven-io/emmett';
import pg from 'pg';
import { appendReadsOf, type AppendReadRows } from './appendReads';
import { deferredWrites } from './appendWrites';
import type { InlineProjections } from './eventStore';
import { isUniqueViolation } from './transaction';

type AppendToStream = PostgresEventStore['appendToStream'];
type Projection = InlineProjections[number]['projection'];
type AppendRow = { success: boolean; next_stream_position: string | null; global_positions: string[] | null };
type Message = Event & { kind: 'Event'; metadata: Record<string, unknown> & { messageId: string } };

/** emmett's stream type: the part of the stream's name before its first dash (`specialist-<id>`). */
const streamTypeOf = (streamName: string) => {
  const [first, ...rest] = streamName.split('-');
  return first && rest.length > 0 ? first : 'emt:unknown';
};

/** emmett's own call of its append function, with the messages written as literals: it travels in a simple query. */
const appendStatement = (streamName: string, messages: readonly Message[], expected: bigint | null) =>
  callAppendToStream({
    messageIds: messages.map((m) => pg.escapeLiteral(m.metadata.messageId)).join(','),
    messagesData: messages.map((m) => pg.escapeLiteral(JSON.stringify(m.data))).join(','),
    messagesMetadata: messages
      .map(({ metadata: { messageId: _id, ...stored } }) => pg.escapeLiteral(JSON.stringify(stored)))
      .join(','),
    schemaVersions: messages.map(() => `'1'`).join(','),
    messageTypes: messages.map((m) => pg.escapeLiteral(m.type)).join(','),
    messageKinds: messages.map(() => `'E'`).join(','),
    streamId: streamName,
    streamType: streamTypeOf(streamName),
    expectedStreamPosition: expected === null ? 'NULL' : expected.toString(),
    partition: 'emt:default',
  });

/**
 * Appends to a stream on emmett's schema, through emmett's append function, and applies the inline projections that
 * handle the events in the same transaction, in fewer round trips than emmett's own `appendToStream`:
 * - `BEGIN` travels with the append in one simple query, and an append no projection handles is one statement,
 *   atomic by itself, with no transaction around it;
 * - the reads the projections declare (`withAppendReads`: the row their events fold onto, a setting) travel in that
 *   same query, after the append, and reach the handlers as `context.appendReads`;
 * - the writes they read nothing back from (`deferWrite`) wait for the next statement, and the last ones travel with
 *   the COMMIT;
 * - projections are applied without emmett's per-projection lock query. That lock lets a projection rebuild pause
 *   inline updates, by skipping them; this app does not rebuild inline read models, and a skipped update would be a
 *   lost read-model row (docs/decisions.md, "Appends in one trip").
 * The contract is emmett's: the next stream version, or `ExpectedVersionConflictError` when another writer got there
 * first: a stale version, or any unique violation in the transaction, as emmett reports it (two contracts typed with
 * the same number at once, two acts of one candidate and month drafted at once: the read model refuses the second).
 * Projections get the transaction's client as `context.connection.client`, the one part of emmett's context ours use,
 * and the rows of their reads as `context.appendReads`.
 */
export const appendInOneTrip = (pool: pg.Pool, projections: readonly Projection[]): AppendToStream =>
  (async (streamName: string, events: Event[], options?: { expectedStreamVersion?: unknown }) => {
    const wanted = options?.expectedStreamVersion ?? NO_CONCURRENCY_CHECK;
    const expected = typeof wanted === 'bigint' ? wanted : null;
    const messages: Message[] = events.map((e) => ({
      ...e,
      kind: 'Event',
      metadata: { messageId: randomUUID(), ...(('metadata' in e ? e.metadata : undefined) ?? {}) },
    }));
    const types = new Set(messages.map((m) => m.type));
    const handlers = projections.filter((p) => p.canHandle.some((type) => types.has(type)));
    const conflict = () => new ExpectedVersionConflictError(-1n, wanted as bigint);
    // As emmett: nothing to append is not an append.
    if (messages.length === 0) throw conflict();
    const statement = appendStatement(streamName, messages, expected);
    const reads = appendReadsOf(handlers, messages);

    const client = await pool.connect();
    let inTransaction = false;
    let broken: Error | undefined;
    let appendReads: AppendReadRows | undefined;
    try {
      let row: AppendRow | undefined;
      if (handlers.length === 0) {
        row = (await client.query<AppendRow>(statement)).rows[0];
      } else {
        inTransaction = true;
        const [, appended, ...read] = (await client.query(
          [`BEGIN`, statement, ...reads.map((r) => r.sql)].join('; '),
        )) as unknown as pg.QueryResult[];
        row = appended?.rows[0] as AppendRow | undefined;
        appendReads = new Map(reads.map((r, i) => [r.key, read[i]?.rows ?? []]));
      }
      if (!row?.success || row.next_stream_position === null || !row.global_positions?.length) throw conflict();
      const next = BigInt(row.next_stream_position);
      const globalPositions = row.global_positions.map(BigInt);
      messages.forEach((m, i) => {
        m.metadata = {
          ...m.metadata,
          streamName,
          streamPosition: next - BigInt(messages.length) + BigInt(i + 1),
          globalPosition: globalPositions[i],
        };
      });
      const writes = deferredWrites(client);
      for (const projection of handlers) {
        await projection.handle(
          messages as never,
          { connection: { client: writes.client }, appendReads, ...writes.context } as never,
        );
      }
      if (inTransaction) await writes.commit();
      inTransaction = false;
      return {
        nextExpectedStreamVersion: next,
        lastEventGlobalPosition: globalPositions[globalPositions.length - 1] as bigint,
        createdNewStream: next === BigInt(messages.length),
      };
    } catch (e) {
      if (inTransaction)
        await client.query('ROLLBACK').catch((rollbackFailed: Error) => {
          broken = rollbackFailed;
        });
      throw isUniqueViolation(e) ? conflict() : e;
    } finally {
      client.release(broken);
    }
  }) as AppendToStream;
