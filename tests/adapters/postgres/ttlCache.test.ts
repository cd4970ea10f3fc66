import { describe, expect, it } from 'vitest';
import { ttlCache } from '../../../adapters/postgres/catalog/ttlCache';

/** A load whose answers the test releases one by one, counting how often it was called. */
const controlledLoad = () => {
  const pending: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const load = () =>
    new Promise<string>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { load, pending };
};
const settle = () => new Promise((r) => setTimeout(r, 0));

/** A cache of 1,000 ms entries on a clock the test moves, holding `value` for 'k' loaded at 0. */
const cacheHolding = async (value: string) => {
  const clock = { at: 0 };
  const cache = ttlCache<string>(1000, 10, () => clock.at);
  const { load, pending } = controlledLoad();
  const first = cache('k', load);
  pending[0]!.resolve(value);
  await first;
  return { cache, load, pending, clock };
};

describe('the catalogue cache (counts, facets, settings)', () => {
  it('serves an entry without a load while it is young, and concurrent misses share one load', async () => {
    let t = 0;
    const cache = ttlCache<string>(1000, 10, () => t);
    const { load, pending } = controlledLoad();
    const a = cache('k', load);
    const b = cache('k', load);
    expect(pending).toHaveLength(1);
    pending[0]!.resolve('v1');
    expect([await a, await b]).toEqual(['v1', 'v1']);
    t = 400;
    expect(await cache('k', load)).toBe('v1');
    expect(pending).toHaveLength(1);
  });

  it('in the second half of its life, answers at once with the value it has and refreshes it in the background, once', async () => {
    const { cache, load, pending, clock } = await cacheHolding('v1');
    clock.at = 600;
    // Nobody waits for the refresh: both callers get the value as it is, and only one reload runs.
    expect(await cache('k', load)).toBe('v1');
    expect(await cache('k', load)).toBe('v1');
    expect(pending).toHaveLength(2);
    pending[1]!.resolve('v2');
    await settle();
    expect(await cache('k', load)).toBe('v2');
    // The refreshed value's age counts from when its load began (600): at 1,050 it is young, served without a load.
    clock.at = 1050;
    expect(await cache('k', load)).toBe('v2');
    expect(pending).toHaveLength(2);
  });

  it('never serves a value older than its lifetime: past it, the caller waits for a fresh load', async () => {
    const { cache, load, pending, clock } = await cacheHolding('v1');
    clock.at = 1000;
    const late = cache('k', load);
    let answered = false;
    void late.then(() => {
      answered = true;
    });
    await settle();
    expect(answered).toBe(false);
    pending[1]!.resolve('v2');
    expect(await late).toBe('v2');
  });

  it('keeps the old value when a refresh fails, and keeps no failed load', async () => {
    let t = 0;
    const cache = ttlCache<string>(1000, 10, () => t);
    const { load, pending } = controlledLoad();
    const failed = cache('k', load);
    pending[0]!.reject(new Error('database gone'));
    await expect(failed).rejects.toThrow('database gone');
    const again = cache('k', load);
    expect(pending).toHaveLength(2);
    pending[1]!.resolve('v1');
    await again;
    t = 700;
    expect(await cache('k', load)).toBe('v1');
    pending[2]!.reject(new Error('database gone'));
    await settle();
    expect(await cache('k', load)).toBe('v1');
    // The failed refresh does not start another one on every call: the entry waits for its lifetime to end.
    expect(pending).toHaveLength(3);
    t = 1000;
    const fresh = cache('k', load);
    pending[3]!.resolve('v2');
    expect(await fresh).toBe('v2');
  });

  it('holds at most its size, dropping the oldest entry', async () => {
    const cache = ttlCache<string>(1000, 2, () => 0);
    let loads = 0;
    const load = (v: string) => async () => {
      loads++;
      return v;
    };
    await cache('a', load('a'));
    await cache('b', load('b'));
    await cache('c', load('c'));
    expect(await cache('b', load('b2'))).toBe('b');
    expect(await cache('a', load('a2'))).toBe('a2');
    expect(loads).toBe(4);
  });
});
