import type { Event } from '@event-driven-io/emmett';
import type { PostgresEventStore } from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import { expect } from 'vitest';
import { startBoss } from '../../adapters/jobs/boss';
import { openEventStore, type InlineProjections } from '../../adapters/postgres/eventStore';
import { inlineProjections } from '../../adapters/postgres/projections';
import { inTransaction } from '../../adapters/postgres/transaction';
import { createTestDatabase, type TestDatabase } from './testDatabase';

/** An event as an aggregate emits it; the specification names its stream. */
type AnyEvent = { readonly type: string; readonly data: object; readonly metadata?: object };
type Row = Record<string, unknown>;

/**
 * Specifications of read models in emmett's style, on the real database and the app's own append path (every inline
 * projection in the append's transaction, as in production, so a projection that reads another's row sees it):
 *
 *   await spec.givenEvents([published]).thenRows('catalog_cards', [{ id, catalog_price_cents: 12000 }], { id });
 *
 * `thenRows` reads only the columns the expected rows name, of the rows matching `where`, in any order. A projection
 * that writes jobs (the mail and effect projections) is named in `withJobs`: it runs beside the others with a real
 * pg-boss, and `jobsOf` reads the jobs of a queue.
 */
export type ProjectionSpecification = {
  readonly pool: pg.Pool;
  /** Rows the events refer to and no projection writes (a company, a terms version). */
  readonly seed: (sql: string, values?: unknown[]) => Promise<void>;
  /** Appends events through the app's append path, for a specification that then reads what it needs itself. */
  readonly append: (events: readonly AnyEvent[]) => Promise<void>;
  readonly givenEvents: (events: readonly AnyEvent[]) => {
    readonly thenRows: (table: string, rows: readonly Row[], where?: Row) => Promise<void>;
  };
  /** The data and retry settings of the jobs written to a queue whose data matches `where`. */
  readonly jobsOf: (
    queue: string,
    where: Record<string, string>,
  ) => Promise<{ data: object; retry_limit: number; retry_backoff: boolean }[]>;
  /**
   * The `withJobs` projections run again over every stored event of the streams appended so far, one stream per
   * transaction, as emmett hands a replay or a rebuild the stored events: a projection keyed by its cause writes
   * nothing twice.
   */
  readonly reproject: () => Promise<void>;
  readonly close: () => Promise<void>;
};

export const projectionSpecification = async (
  streamOf: (event: AnyEvent) => string,
  { withJobs }: { readonly withJobs?: (boss: () => PgBoss) => InlineProjections } = {},
): Promise<ProjectionSpecification> => {
  const database: TestDatabase = await createTestDatabase();
  const boss = withJobs ? await startBoss(database.url, () => {}) : null;
  const store: PostgresEventStore = await openEventStore(database.url, [
    ...inlineProjections,
    ...(withJobs && boss ? withJobs(() => boss) : []),
  ]);
  const identifier = (name: string) => pg.escapeIdentifier(name);
  const streams = new Set<string>();

  const append = async (events: readonly AnyEvent[]) => {
    // Consecutive events of one stream travel in one append, as a command's events do.
    let batch: AnyEvent[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      streams.add(streamOf(batch[0]!));
      await store.appendToStream(streamOf(batch[0]!), batch as unknown as Event[]);
      batch = [];
    };
    for (const event of events) {
      if (batch.length > 0 && streamOf(batch[0]!) !== streamOf(event)) await flush();
      batch.push(event);
    }
    await flush();
  };

  const rowsOf = async (table: string, columns: readonly string[], where: Row) => {
    const filters = Object.keys(where).map((column, i) => `${identifier(column)} = $${i + 1}`);
    const { rows } = await database.pool.query<Row>(
      `select ${columns.length ? columns.map(identifier).join(', ') : '1 as present'} from ${identifier(table)}${
        filters.length ? ` where ${filters.join(' and ')}` : ''
      }`,
      Object.values(where),
    );
    // Amounts in cents are bigint columns, which the app's pool reads as bigint: a reader compares them as numbers.
    return rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])),
    );
  };

  return {
    pool: database.pool,
    seed: async (sql, values) => {
      await database.pool.query(sql, values);
    },
    append,
    givenEvents: (events) => ({
      thenRows: async (table, expected, where = {}) => {
        await append(events);
        const columns = [...new Set(expected.flatMap((row) => Object.keys(row)))];
        const actual = await rowsOf(table, columns, where);
        expect(actual, `rows of ${table}`).toHaveLength(expected.length);
        expect(actual).toEqual(expect.arrayContaining([...expected]));
      },
    }),
    jobsOf: async (queue, where) => {
      const filters = Object.keys(where).map((key, i) => `data->>${pg.escapeLiteral(key)} = $${i + 2}`);
      const { rows } = await database.pool.query<{ data: object; retry_limit: number; retry_backoff: boolean }>(
        `select data, retry_limit, retry_backoff from pgboss.job where name = $1${filters.map((f) => ` and ${f}`).join('')}`,
        [queue, ...Object.values(where)],
      );
      return rows;
    },
    reproject: async () => {
      if (!withJobs || !boss) throw new Error('reproject runs the projections named in withJobs');
      const replayed = withJobs(() => boss);
      for (const stream of streams) {
        const { events } = await store.readStream(stream);
        await inTransaction(database.pool, async (client) => {
          for (const { projection } of replayed) {
            const handled = events.filter((event) => projection.canHandle.includes(event.type));
            if (handled.length > 0)
              await projection.handle(handled as never, { connection: { client }, execute: undefined } as never);
          }
        });
      }
    },
    close: async () => {
      await store.close();
      await boss?.stop({ graceful: false });
      await database.drop();
    },
  };
};
