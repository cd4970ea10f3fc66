import { projections, type Event } from '@event-driven-io/emmett';
import { postgreSQLProjection } from '@event-driven-io/emmett-postgresql';
import { err, ok } from 'neverthrow';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendReadRows, rowsOf, withAppendReads, type AppendRead } from '../../adapters/postgres/appendReads';
import { eventStorePort, openEventStore } from '../../adapters/postgres/eventStore';
import { handleCommand } from '../../application/shared/handleCommand';
import type { Decider } from '../../domain/shared/decider';
import { domainError, type DomainError } from '../../domain/shared/domainError';
import type { EventMetadata } from '../../domain/shared/eventMetadata';
import { deciderSpecification } from '../support/deciderSpecification';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

/**
 * The bridge every aggregate uses, on emmett over the real database: appends at the expected version,
 * and two writers deciding on the same version get one success and one conflict, never a lost update.
 * A two-state door is the smallest decider that shows it.
 */
type DoorEvent = { type: 'DoorOpened' | 'DoorClosed'; data: { doorId: string }; metadata: EventMetadata };
type DoorCommand = { type: 'Open' | 'Close'; doorId: string; metadata: EventMetadata };
type Door = { status: 'closed' | 'open' };

const door: Decider<Door, DoorCommand, DoorEvent, DomainError> = {
  initialState: () => ({ status: 'closed' }),
  evolve: (_state, event) => ({ status: event.type === 'DoorOpened' ? 'open' : 'closed' }),
  decide: (command, state) => {
    if (command.type === 'Open')
      return state.status === 'closed'
        ? ok([{ type: 'DoorOpened', data: { doorId: command.doorId }, metadata: command.metadata }])
        : err(domainError('door.already_open', 'The door is open'));
    return state.status === 'open'
      ? ok([{ type: 'DoorClosed', data: { doorId: command.doorId }, metadata: command.metadata }])
      : err(domainError('door.already_closed', 'The door is closed'));
  },
};

const metadata: EventMetadata = {
  actorId: 'u1',
  actorRole: 'manager',
  emulatedBy: 'm1',
  at: new Date('2026-11-02T10:00:00Z'),
};
const opened: DoorEvent = { type: 'DoorOpened', data: { doorId: 'd1' }, metadata };

describe('decider specifications', () => {
  const spec = deciderSpecification(door);
  it('read as given / when / then', () => {
    spec.given([]).when({ type: 'Open', doorId: 'd1', metadata }).then([opened]);
    spec.given([opened]).when({ type: 'Open', doorId: 'd1', metadata }).thenRejects('door.already_open');
    spec
      .given([opened])
      .when({ type: 'Close', doorId: 'd1', metadata })
      .thenState((s) => expect(s.status).toBe('closed'));
  });

  it('fail when the decider does something else', () => {
    expect(() => spec.given([]).when({ type: 'Close', doorId: 'd1', metadata }).then([])).toThrow(
      /door.already_closed/,
    );
    expect(() =>
      spec.given([]).when({ type: 'Open', doorId: 'd1', metadata }).thenRejects('door.already_open'),
    ).toThrow();
  });
});

describe('handleCommand on the emmett PostgreSQL event store', () => {
  let database: TestDatabase;
  let close: () => Promise<void>;
  let store: ReturnType<typeof eventStorePort>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const eventStore = await openEventStore(database.url);
    close = () => eventStore.close();
    store = eventStorePort(eventStore);
  });
  afterAll(async () => {
    await close();
    await database.drop();
  });

  it('stores the events with who acted, as whom, and when', async () => {
    const result = await handleCommand(store, door, 'door-1', { type: 'Open', doorId: 'door-1', metadata });
    expect(result._unsafeUnwrap().state.status).toBe('open');
    const { events, version } = await store.readStream<DoorEvent>('door-1');
    expect(version).toBe(1n);
    expect(events[0]).toMatchObject({
      type: 'DoorOpened',
      data: { doorId: 'door-1' },
      metadata: { actorId: 'u1', actorRole: 'manager', emulatedBy: 'm1' },
    });
  });

  it('refuses a transition the decider forbids, writing nothing', async () => {
    const result = await handleCommand(store, door, 'door-1', { type: 'Open', doorId: 'door-1', metadata });
    expect(result._unsafeUnwrapErr()).toMatchObject({ kind: 'rule', code: 'door.already_open' });
    expect((await store.readStream('door-1')).version).toBe(1n);
  });

  it('gives one of two concurrent writers a conflict instead of losing an update', async () => {
    await handleCommand(store, door, 'door-2', { type: 'Open', doorId: 'door-2', metadata });
    const appendBoth = await Promise.all([
      store.appendToStream('door-2', [{ type: 'DoorClosed', data: { doorId: 'door-2' } }], 1n),
      store.appendToStream('door-2', [{ type: 'DoorClosed', data: { doorId: 'door-2' } }], 1n),
    ]);
    expect(appendBoth.filter((r) => r.isOk())).toHaveLength(1);
    expect(appendBoth.filter((r) => r.isErr())).toHaveLength(1);
    expect((await store.readStream('door-2')).events).toHaveLength(2);
  });

  it('refuses to create a stream that already exists', async () => {
    const again = await store.appendToStream(
      'door-1',
      [{ type: 'DoorClosed', data: { doorId: 'door-1' } }],
      'no_stream',
    );
    expect(again.isErr()).toBe(true);
  });
});

describe('creating a stream', () => {
  it('lets only one of two concurrent creators win', async () => {
    const database = await createTestDatabase();
    const eventStore = await openEventStore(database.url);
    const store = eventStorePort(eventStore);
    const both = await Promise.all([
      store.appendToStream('new-door', [{ type: 'DoorOpened', data: { doorId: 'new-door' } }], 'no_stream'),
      store.appendToStream('new-door', [{ type: 'DoorOpened', data: { doorId: 'new-door' } }], 'no_stream'),
    ]);
    expect(both.filter((r) => r.isOk())).toHaveLength(1);
    expect((await store.readStream('new-door')).events).toHaveLength(1);
    await eventStore.close();
    await database.drop();
  });
});

describe('appending with inline projections', () => {
  // A read model of doors: a projection writes its row in the append's transaction.
  const doorsProjection = (failOn?: string) =>
    postgreSQLProjection<Event>({
      name: 'doors',
      canHandle: ['DoorOpened', 'DoorClosed'],
      handle: async (events, context) => {
        const client = context.connection.client as unknown as pg.PoolClient;
        for (const event of events) {
          const { doorId } = event.data as { doorId: string };
          if (doorId === failOn) throw new Error('the read model refused the row');
          await client.query(
            'insert into doors (id, status, version) values ($1, $2, $3) on conflict (id) do update set status = $2, version = $3',
            [doorId, event.type === 'DoorOpened' ? 'open' : 'closed', event.metadata.streamPosition],
          );
        }
      },
    });
  let database: TestDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url });
    await pool.query('create table doors (id text primary key, status text not null, version bigint not null)');
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });
  const doorRow = async (id: string) =>
    (await pool.query('select status, version::text as version from doors where id = $1', [id])).rows[0];

  it('writes the read model with the events, at the stream position of each', async () => {
    const eventStore = await openEventStore(database.url, projections.inline([doorsProjection()]));
    const store = eventStorePort(eventStore);
    await store.appendToStream(
      'door-a',
      [
        { type: 'DoorOpened', data: { doorId: 'door-a' } },
        { type: 'DoorClosed', data: { doorId: 'door-a' } },
      ],
      'no_stream',
    );
    expect(await doorRow('door-a')).toEqual({ status: 'closed', version: '2' });
    const read = await store.readStream<DoorEvent>('door-a');
    expect(read.version).toBe(2n);
    expect(read.events.map((e) => e.type)).toEqual(['DoorOpened', 'DoorClosed']);
    await eventStore.close();
  });

  it('writes neither the events nor the read model when the projection fails', async () => {
    const eventStore = await openEventStore(database.url, projections.inline([doorsProjection('door-b')]));
    const store = eventStorePort(eventStore);
    await expect(
      store.appendToStream('door-b', [{ type: 'DoorOpened', data: { doorId: 'door-b' } }], 'no_stream'),
    ).rejects.toThrow(/refused the row/);
    expect(await doorRow('door-b')).toBeUndefined();
    expect((await store.readStream('door-b')).version).toBeNull();
    // The connection went back to the pool clean: the next append on it commits.
    const eventStoreAgain = await openEventStore(database.url, projections.inline([doorsProjection()]));
    expect(
      (
        await eventStorePort(eventStoreAgain).appendToStream(
          'door-b',
          [{ type: 'DoorOpened', data: { doorId: 'door-b' } }],
          'no_stream',
        )
      )._unsafeUnwrap(),
    ).toBe(1n);
    expect(await doorRow('door-b')).toEqual({ status: 'open', version: '1' });
    await eventStore.close();
    await eventStoreAgain.close();
  });

  it('gives a stale writer a conflict and leaves the read model as the winner wrote it', async () => {
    const eventStore = await openEventStore(database.url, projections.inline([doorsProjection()]));
    const store = eventStorePort(eventStore);
    await store.appendToStream('door-c', [{ type: 'DoorOpened', data: { doorId: 'door-c' } }], 'no_stream');
    const both = await Promise.all([
      store.appendToStream('door-c', [{ type: 'DoorClosed', data: { doorId: 'door-c' } }], 1n),
      store.appendToStream('door-c', [{ type: 'DoorOpened', data: { doorId: 'door-c' } }], 1n),
    ]);
    expect(both.filter((r) => r.isErr()).map((r) => r._unsafeUnwrapErr().kind)).toEqual(['version_conflict']);
    const winner = both.findIndex((r) => r.isOk());
    expect(await doorRow('door-c')).toEqual({ status: winner === 0 ? 'closed' : 'open', version: '2' });
    expect((await store.readStream('door-c')).version).toBe(2n);
    await eventStore.close();
  });
});

describe('reads that travel with an append', () => {
  // A projection that counts how often each door changed: it needs the door's row as the append found it.
  type Seen = { rows: Record<string, unknown>[] | undefined; ownQueries: number };
  const countRead = (id: string): AppendRead => ({
    key: `door_changes:${id}`,
    sql: `select changes from door_changes where id = ${pg.escapeLiteral(id)}`,
  });
  const countingProjection = (seen: Seen[]) =>
    withAppendReads(
      postgreSQLProjection<Event>({
        name: 'door_changes',
        canHandle: ['DoorOpened', 'DoorClosed'],
        handle: async (events, context) => {
          const client = context.connection.client as unknown as pg.PoolClient;
          const rows = appendReadRows(context);
          const ownQuery = client.query.bind(client);
          let ownQueries = 0;
          const counting = Object.assign(Object.create(client) as pg.PoolClient, {
            query: (...args: Parameters<typeof ownQuery>) => (ownQueries++, ownQuery(...args)),
          });
          const { doorId } = events[0]!.data as { doorId: string };
          const [row] = await rowsOf<{ changes: number }>(counting, rows, countRead(doorId));
          seen.push({ rows: rows?.get(`door_changes:${doorId}`) as Record<string, unknown>[] | undefined, ownQueries });
          await client.query(
            'insert into door_changes (id, changes) values ($1, $2) on conflict (id) do update set changes = $2',
            [doorId, (row?.changes ?? 0) + events.length],
          );
        },
      }),
      (events) => events.map((e) => countRead((e.data as { doorId: string }).doorId)),
    );
  let database: TestDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url });
    await pool.query('create table door_changes (id text primary key, changes int not null)');
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it("give the projection the row as the append found it, read in the append's own query", async () => {
    const seen: Seen[] = [];
    const eventStore = await openEventStore(database.url, projections.inline([countingProjection(seen)]));
    const store = eventStorePort(eventStore);
    await store.appendToStream(
      'door-r',
      [
        { type: 'DoorOpened', data: { doorId: 'door-r' } },
        { type: 'DoorClosed', data: { doorId: 'door-r' } },
      ],
      'no_stream',
    );
    await store.appendToStream('door-r', [{ type: 'DoorOpened', data: { doorId: 'door-r' } }], 2n);
    // The first append found no row (one read, though two events name the door), the second the first one's row;
    // the projection asked the database nothing itself.
    expect(seen).toEqual([
      { rows: [], ownQueries: 0 },
      { rows: [{ changes: 2 }], ownQueries: 0 },
    ]);
    expect((await pool.query('select changes from door_changes where id = $1', ['door-r'])).rows).toEqual([
      { changes: 3 },
    ]);
    await eventStore.close();
  });

  it('are read by the projection itself when it runs apart from an append', async () => {
    const seen: Seen[] = [];
    const client = await pool.connect();
    try {
      await countingProjection(seen).handle(
        [{ type: 'DoorOpened', data: { doorId: 'door-r' }, metadata: { streamPosition: 4n } }] as never,
        { connection: { client } } as never,
      );
    } finally {
      client.release();
    }
    expect(seen).toEqual([{ rows: undefined, ownQueries: 1 }]);
    expect((await pool.query('select changes from door_changes where id = $1', ['door-r'])).rows).toEqual([
      { changes: 4 },
    ]);
  });

  it('write nothing when the append is refused', async () => {
    const seen: Seen[] = [];
    const eventStore = await openEventStore(database.url, projections.inline([countingProjection(seen)]));
    const stale = await eventStorePort(eventStore).appendToStream(
      'door-r',
      [{ type: 'DoorClosed', data: { doorId: 'door-r' } }],
      1n,
    );
    expect(stale.isErr()).toBe(true);
    expect(seen).toEqual([]);
    expect((await pool.query('select changes from door_changes where id = $1', ['door-r'])).rows).toEqual([
      { changes: 4 },
    ]);
    await eventStore.close();
  });
});
