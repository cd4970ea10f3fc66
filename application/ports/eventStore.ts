import type { Result } from 'neverthrow';

/** Event streams with optimistic concurrency: an append names the version it was decided on. */
export type StoredEvent = { readonly type: string; readonly data: unknown; readonly metadata?: unknown };

export type StreamVersionConflict = { readonly kind: 'version_conflict'; readonly expected: bigint | 'no_stream' };

export type EventStorePort = {
  readonly readStream: <Event extends StoredEvent>(
    streamId: string,
  ) => Promise<{ readonly events: Event[]; readonly version: bigint | null }>;
  readonly appendToStream: (
    streamId: string,
    events: readonly StoredEvent[],
    expectedVersion: bigint | 'no_stream',
  ) => Promise<Result<bigint, StreamVersionConflict>>;
};
