import { err, ok } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    if (command.type === 'Open') return state.status === 'closed' ? ok([{ type: 'DoorOpened', data: { doorId: command.doorId }, metadata: command.metadata }]) : err(domainError('door.already_open', 'The door is open'));
    return state.status === 'open' ? ok([{ type: 'DoorClosed', data: { doorId: command.doorId }, metadata: command.metadata }]) : err(domainError('door.already_closed', 'The door is closed'));
  },
};

const metadata: EventMetadata = { actorId: 'u1', actorRole: 'manager', emulatedBy: 'm1', at: new Date('2026-11-02T10:00:00Z') };
const opened: DoorEvent = { type: 'DoorOpened', data: { doorId: 'd1' }, metadata };

describe('decider specifications', () => {
  const spec = deciderSpecification(door);
  it('read as given / when / then', () => {
    spec.given([]).when({ type: 'Open', doorId: 'd1', metadata }).then([opened]);
    spec.given([opened]).when({ type: 'Open', doorId: 'd1', metadata }).thenRejects('door.already_open');
    spec.given([opened]).when({ type: 'Close', doorId: 'd1', metadata }).thenState((s) => expect(s.status).toBe('closed'));
  });

  it('fail when the decider does something else', () => {
    expect(() => spec.given([]).when({ type: 'Close', doorId: 'd1', metadata }).then([])).toThrow(/door.already_closed/);
    expect(() => spec.given([]).when({ type: 'Open', doorId: 'd1', metadata }).thenRejects('door.already_open')).toThrow();
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
    expect(events[0]).toMatchObject({ type: 'DoorOpened', data: { doorId: 'door-1' }, metadata: { actorId: 'u1', actorRole: 'manager', emulatedBy: 'm1' } });
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
    const again = await store.appendToStream('door-1', [{ type: 'DoorClosed', data: { doorId: 'door-1' } }], 'no_stream');
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
