import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeCache } from '../../adapters/postgres/changeCache';
import { startChangeFeed, type ChangeFeed } from '../../adapters/postgres/changeFeed';
import { inTransaction } from '../../adapters/postgres/transaction';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

/**
 * Per-process caches (session lookups, the card rules' categories) are only as good as their invalidation: a change
 * any process commits must empty them, and while nobody listens they must not serve at all.
 */
describe('the change feed and the caches it empties', () => {
  let database: TestDatabase;
  let feed: ChangeFeed;
  const errors: Error[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    feed = await startChangeFeed(database.url, (e) => errors.push(e), 50);
  });
  afterAll(async () => {
    await feed.stop();
    await database.drop();
  });

  const counting = () => {
    let loads = 0;
    return { load: async () => `value ${++loads}`, loads: () => loads };
  };
  // A statement's trigger fires whether or not it touches a row: the tables here are empty.
  const touchUsers = `update users set updated_at = now() where false`;

  it('serves a kept value without loading it again', async () => {
    const cache = changeCache<string>(feed, ['users'], { maxAgeMs: 60_000, size: 10 });
    const source = counting();
    expect(await cache.get('k', source.load)).toBe('value 1');
    expect(await cache.get('k', source.load)).toBe('value 1');
    expect(source.loads()).toBe(1);
  });

  it('is emptied by a change another connection commits to a table it reads, and only by those', async () => {
    const cache = changeCache<string>(feed, ['users'], { maxAgeMs: 60_000, size: 10 });
    const source = counting();
    await cache.get('k', source.load);
    await database.pool.query(`update categories set is_active = is_active where false`);
    await database.pool.query(`update sessions set last_seen_at = now() where false`);
    await feed.settled();
    expect(await cache.get('k', source.load)).toBe('value 1');
    await database.pool.query(touchUsers);
    await feed.settled();
    expect(await cache.get('k', source.load)).toBe('value 2');
  });

  it('hears a change of this process at its commit, before the notice arrives', async () => {
    const cache = changeCache<string>(feed, ['users'], { maxAgeMs: 60_000, size: 10 });
    const source = counting();
    await cache.get('k', source.load);
    await inTransaction(database.pool, (tx) => tx.query(touchUsers));
    expect(await cache.get('k', source.load)).toBe('value 2');
  });

  it('does not keep a value whose load raced a change', async () => {
    const cache = changeCache<string>(feed, ['users'], { maxAgeMs: 60_000, size: 10 });
    let loads = 0;
    const racing = async () => {
      loads++;
      if (loads === 1) await inTransaction(database.pool, (tx) => tx.query(touchUsers));
      return `value ${loads}`;
    };
    expect(await cache.get('k', racing)).toBe('value 1');
    expect(await cache.get('k', racing)).toBe('value 2');
    expect(await cache.get('k', racing)).toBe('value 2');
  });

  it('keeps nothing past its age, nor a missing value', async () => {
    let now = 0;
    const cache = changeCache<string>(feed, ['users'], { maxAgeMs: 1_000, size: 10 }, () => now);
    const source = counting();
    await cache.get('k', source.load);
    now = 1_000;
    expect(await cache.get('k', source.load)).toBe('value 2');
    let missing = 0;
    await cache.get('gone', async () => (missing++, null));
    await cache.get('gone', async () => (missing++, null));
    expect(missing).toBe(2);
  });

  it('serves nothing while its connection is down, and caches again once it is back', async () => {
    const cache = changeCache<string>(feed, ['users'], { maxAgeMs: 60_000, size: 10 });
    const source = counting();
    await cache.get('k', source.load);
    await database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'marketplace-changes' and datname = current_database()`,
    );
    await expect.poll(() => feed.live(), { timeout: 5_000 }).toBe(false);
    expect(await cache.get('k', source.load)).toBe('value 2');
    expect(await cache.get('k', source.load)).toBe('value 3');
    await expect.poll(() => feed.live(), { timeout: 5_000 }).toBe(true);
    expect(await cache.get('k', source.load)).toBe('value 4');
    expect(await cache.get('k', source.load)).toBe('value 4');
    expect(errors.length).toBeGreaterThan(0);
  });
});
