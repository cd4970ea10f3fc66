/** A small in-process cache: at most `size` entries, each kept `ttlMs`; concurrent misses share one load. */
export const ttlCache = <V>(ttlMs: number, size: number) => {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return (key: string, load: () => Promise<V>): Promise<V> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    const value = load();
    value.catch(() => entries.delete(key));
    entries.set(key, { at: now, value });
    if (entries.size > size) entries.delete(entries.keys().next().value as string);
    return value;
  };
};

/** One value (reference data, settings), loaded again at most every `ttlMs`; a failed load is not kept. */
export const cachedFor = <V>(ttlMs: number, load: () => Promise<V>): (() => Promise<V>) => {
  const cache = ttlCache<V>(ttlMs, 1);
  return () => cache('value', load);
};
