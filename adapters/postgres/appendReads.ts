import type pg from 'pg';

/**
 * A read an inline projection needs for an append (the row its events fold onto, a setting it computes with): one
 * statement with its values written as literals (`pg.escapeLiteral`), so it travels in the append's own simple query,
 * right after the append statement, in its transaction. The stream's row is locked by then, so the read sees what the
 * stream's last append left.
 */
export type AppendRead = { readonly key: string; readonly sql: string };

type Events = readonly { readonly type: string; readonly data: unknown }[];
type Reads = (events: Events) => readonly AppendRead[];

/** The rows of an append's reads, by key, as a projection's handler finds them in its context. */
export type AppendReadRows = ReadonlyMap<string, readonly Record<string, unknown>[]>;

const READS = Symbol('appendReads');

/** Declares the reads a projection wants sent with each append it handles. */
export const withAppendReads = <Projection extends object>(projection: Projection, reads: Reads): Projection =>
  Object.assign(projection, { [READS]: reads });

/** The reads of the projections that handle an append, each key once. */
export const appendReadsOf = (projections: readonly object[], events: Events): AppendRead[] => {
  const byKey = new Map<string, AppendRead>();
  for (const projection of projections) {
    const reads = (projection as { [READS]?: Reads })[READS];
    for (const read of reads?.(events) ?? []) byKey.set(read.key, read);
  }
  return [...byKey.values()];
};

/** The rows read with the append, when the handler runs in one (a projection run apart from an append finds none). */
export const appendReadRows = (context: unknown): AppendReadRows | undefined =>
  (context as { appendReads?: AppendReadRows }).appendReads;

/** The rows of one read: those read with the append, or read now on the transaction's client. */
export const rowsOf = async <Row>(
  client: pg.ClientBase,
  rows: AppendReadRows | undefined,
  read: AppendRead,
): Promise<Row[]> => (rows?.get(read.key) as Row[] | undefined) ?? (await client.query(read.sql)).rows;
