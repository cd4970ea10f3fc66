import {
  getPostgreSQLEventStore,
  type PostgresEventStore,
  type PostgresEventStoreOptions,
} from '@event-driven-io/emmett-postgresql';
import { isExpectedVersionConflictError, type Event } from '@event-driven-io/emmett';
import { err, ok } from 'neverthrow';
import pg from 'pg';
import type { EventStorePort } from '../../application/ports/eventStore';
import { appendInOneTrip } from './eventAppend';

export type InlineProjections = NonNullable<PostgresEventStoreOptions['projections']>;

/**
 * emmett's PostgreSQL event store in the app's database; inline projections update read models in the append's
 * transaction. It runs on a pool of ours, so an idle connection that the database drops (a restart) is reported,
 * not an unhandled error that would end the process. Appends go through `appendInOneTrip`: emmett's append function
 * and contract, in fewer round trips.
 */
export const openEventStore = async (
  connectionString: string,
  projections: InlineProjections = [],
  onConnectionError: (e: Error) => void = () => {},
): Promise<PostgresEventStore> => {
  const pool = new pg.Pool({ connectionString, max: 20, application_name: 'marketplace-events' });
  pool.on('error', onConnectionError);
  const store = getPostgreSQLEventStore(connectionString, {
    projections,
    schema: { autoMigration: 'None' },
    connectionOptions: { pooled: true, pool },
  });
  await store.schema.migrate();
  const closeStore = store.close.bind(store);
  return Object.assign(store, {
    appendToStream: appendInOneTrip(
      pool,
      projections.map((p) => p.projection),
    ),
    close: async () => {
      await closeStore();
      if (!pool.ended) await pool.end();
    },
  });
};

/** This process's appends since it started, by outcome: read by `/metrics` (adapters/http/operations.ts). */
export const appendCounts = { appended: 0, conflicts: 0 };

export const eventStorePort = (store: PostgresEventStore): EventStorePort => ({
  readStream: async <E>(streamId: string) => {
    const result = await store.readStream(streamId);
    return {
      events: result.events.map((e) => ({ type: e.type, data: e.data, metadata: e.metadata }) as E),
      version: result.streamExists ? result.currentStreamVersion : null,
    };
  },
  appendToStream: async (streamId, events, expectedVersion) => {
    try {
      const result = await store.appendToStream(streamId, events as unknown as Event[], {
        // emmett's STREAM_DOES_NOT_EXIST is not enforced on PostgreSQL; version 0 is: a second creator gets a conflict.
        expectedStreamVersion: expectedVersion === 'no_stream' ? 0n : expectedVersion,
      });
      appendCounts.appended += 1;
      return ok(result.nextExpectedStreamVersion);
    } catch (e) {
      // A stale version, or a read model's unique index refusing the second of two writers (eventAppend.ts).
      if (isExpectedVersionConflictError(e)) {
        appendCounts.conflicts += 1;
        return err({ kind: 'version_conflict' as const, expected: expectedVersion });
      }
      throw e;
    }
  },
});
