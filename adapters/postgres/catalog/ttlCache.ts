type Entry<V> = { at: number; value: Promise<V>; refreshing: boolean };

/**
 * A small in-process cache: at most `size` entries, none served older than `ttlMs`; concurrent misses share one load.
 *
 * An entry asked for in the second half of its life is served as it is while one load refreshes it in the background,
 * so under steady traffic no request waits for a reload (a catalogue count or facets taking tens of milliseconds used
 * to hold every request that arrived while it ran). Past `ttlMs` the caller waits for a fresh load, as on a miss; a
 * failed refresh leaves the entry to expire, and a failed load is not kept.
 */
export const ttlCache = <V>(ttlMs: number, size: number, now: () => number = Date.now) => {
  const entries = new Map<string, Entry<V>>();
  const loadInto = (key: string, load: () => Promise<V>): Entry<V> => {
    const entry: Entry<V> = { at: now(), value: load(), refreshing: false };
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    entries.set(key, entry);
    if (entries.size > size) entries.delete(entries.keys().next().value as string);
    return entry;
  };
  return (key: string, load: () => Promise<V>): Promise<V> => {
    const hit = entries.get(key);
    const age = hit ? now() - hit.at : Infinity;
    if (!hit || age >= ttlMs) return loadInto(key, load).value;
    if (age >= ttlMs / 2 && !hit.refreshing) {
      hit.refreshing = true;
      const started = now();
      // The fresh value replaces the entry only once it has arrived (its age counted from when its load began); until
      // then, or if it fails, the old one serves.
      load().then(
        (value) => {
          if (entries.get(key) === hit)
            entries.set(key, { at: started, value: Promise.resolve(value), refreshing: false });
        },
        () => {},
      );
    }
    return hit.value;
  };
};

/** One value (reference data, settings), never served older than `ttlMs`; a failed load is not kept. */
export const cachedFor = <V>(ttlMs: number, load: () => Promise<V>): (() => Promise<V>) => {
  const cache = ttlCache<V>(ttlMs, 1);
  return () => cache('value', load);
};
