/**
 * A memory-bounded cache that a scan cannot empty (segmented LRU, as in 2Q or Caffeine's main space): a new entry
 * waits in a small probation segment; a second use moves it to the protected segment, which holds most of the bytes.
 * A crawler reading 100,000 pages once each only cycles probation, so the pages people read again stay.
 * Both segments are `Map`s in least-recently-used-first order.
 */
export type SegmentedCache<V> = {
  readonly get: (key: string) => V | undefined;
  readonly set: (key: string, value: V) => void;
  readonly delete: (key: string) => void;
  readonly stats: () => { readonly entries: number; readonly bytes: number; readonly protectedEntries: number };
};

type Slot<V> = { value: V; bytes: number };

export const segmentedCache = <V>({
  maxBytes,
  sizeOf,
  probationShare = 0.2,
}: {
  readonly maxBytes: number;
  readonly sizeOf: (value: V) => number;
  /** The part of `maxBytes` new entries share until they are used again. */
  readonly probationShare?: number;
}): SegmentedCache<V> => {
  const probation = new Map<string, Slot<V>>();
  const protectedSlots = new Map<string, Slot<V>>();
  const probationMax = Math.max(1, Math.floor(maxBytes * probationShare));
  const protectedMax = maxBytes - probationMax;
  let probationBytes = 0;
  let protectedBytes = 0;

  const trimProbation = () => {
    for (const [key, slot] of probation) {
      if (probationBytes <= probationMax) break;
      probation.delete(key);
      probationBytes -= slot.bytes;
    }
  };
  /** The protected segment's least recent entries go back to probation, where they get one more chance. */
  const trimProtected = () => {
    for (const [key, slot] of protectedSlots) {
      if (protectedBytes <= protectedMax) break;
      protectedSlots.delete(key);
      protectedBytes -= slot.bytes;
      probation.set(key, slot);
      probationBytes += slot.bytes;
    }
    trimProbation();
  };
  const remove = (key: string) => {
    const inProbation = probation.get(key);
    if (inProbation) {
      probation.delete(key);
      probationBytes -= inProbation.bytes;
    }
    const inProtected = protectedSlots.get(key);
    if (inProtected) {
      protectedSlots.delete(key);
      protectedBytes -= inProtected.bytes;
    }
  };

  return {
    get: (key) => {
      const hot = protectedSlots.get(key);
      if (hot) {
        protectedSlots.delete(key);
        protectedSlots.set(key, hot);
        return hot.value;
      }
      const warm = probation.get(key);
      if (!warm) return undefined;
      probation.delete(key);
      probationBytes -= warm.bytes;
      protectedSlots.set(key, warm);
      protectedBytes += warm.bytes;
      trimProtected();
      return warm.value;
    },
    set: (key, value) => {
      const bytes = sizeOf(value);
      const wasProtected = protectedSlots.has(key);
      remove(key);
      if (bytes > probationMax) return;
      if (wasProtected) {
        protectedSlots.set(key, { value, bytes });
        protectedBytes += bytes;
        trimProtected();
      } else {
        probation.set(key, { value, bytes });
        probationBytes += bytes;
        trimProbation();
      }
    },
    delete: remove,
    stats: () => ({
      entries: probation.size + protectedSlots.size,
      bytes: probationBytes + protectedBytes,
      protectedEntries: protectedSlots.size,
    }),
  };
};
