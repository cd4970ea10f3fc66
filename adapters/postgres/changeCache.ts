import type { ChangeFeed } from './changeFeed';

type Entry<V> = { readonly at: number; readonly value: V };

/**
 * A per-process cache of what is read from `tables`, emptied whenever the change feed says one of them may have
 * changed, and never older than `maxAgeMs`. While the feed is not listening it serves and keeps nothing: every
 * `get` loads. A load that began before a change is not kept, so a read racing a change cannot outlive it. Only
 * found values are kept (`null` is loaded again), so unknown keys cannot fill it.
 */
export const changeCache = <V>(
  feed: ChangeFeed,
  tables: readonly string[],
  { maxAgeMs, size }: { maxAgeMs: number; size: number },
  now: () => number = Date.now,
) => {
  const entries = new Map<string, Entry<V>>();
  let generation = 0;
  feed.on(tables, () => {
    generation++;
    entries.clear();
  });

  return {
    get: async (key: string, load: () => Promise<V | null>): Promise<V | null> => {
      const hit = entries.get(key);
      if (hit && feed.live() && now() - hit.at < maxAgeMs) return hit.value;
      if (hit) entries.delete(key);
      const started = generation;
      const at = now();
      const value = await load();
      if (value !== null && feed.live() && started === generation) {
        entries.set(key, { at, value });
        if (entries.size > size) entries.delete(entries.keys().next().value as string);
      }
      return value;
    },
    /** Changes the kept values this process just wrote to as it wrote them, keeping their age. */
    update: (change: (value: V) => V) => {
      for (const [key, hit] of entries) entries.set(key, { at: hit.at, value: change(hit.value) });
    },
  };
};

/**
 * One value read from `tables` (reference data), kept until one of them changes (at most ten minutes); read each
 * time without a change feed.
 */
export const keptUntilChanged = <V>(
  changes: ChangeFeed | undefined,
  tables: readonly string[],
  load: () => Promise<V>,
): (() => Promise<V>) => {
  if (!changes) return load;
  const cache = changeCache<V>(changes, tables, { maxAgeMs: 10 * 60_000, size: 1 });
  return async () => (await cache.get('value', load)) as V;
};
