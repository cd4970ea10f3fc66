import { createRequire } from 'node:module';
import pg from 'pg';
import { withQuery } from './transaction';

/** node-postgres's own text form of a parameter (arrays, dates, JSON, buffers), so a literal says what a parameter would. */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => string | Buffer | null;
};

type Query = { readonly text: string; readonly values: readonly unknown[] };

/**
 * A statement with its parameters written as literals, for a simple query: `$n` becomes the value's text quoted by
 * `pg.escapeLiteral`, which PostgreSQL types from where it stands, as it types an untyped parameter. Only for the
 * app's own statements, which hold no `$` but their placeholders.
 */
export const withLiterals = ({ text, values }: Query): string =>
  text.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index < 0 || index >= values.length) throw new Error(`statement names $${n} but has ${values.length} values`);
    const value = prepareValue(values[index]);
    if (value === null) return 'NULL';
    return pg.escapeLiteral(Buffer.isBuffer(value) ? `\\x${value.toString('hex')}` : value);
  });

const DEFER = Symbol('deferWrite');

/**
 * What an append's projections write and read nothing back from travels late: with the next statement a projection
 * sends itself, or, when none follows, with the append's COMMIT, in one simple query. Every statement still runs in
 * the order written, in the append's transaction; only the round trips are fewer.
 */
export type DeferredWrites = {
  /** The transaction's client as projections see it: any query it runs first sends the writes waiting before it. */
  readonly client: pg.ClientBase;
  /** The writes still waiting, with the statement that ends the transaction, in one query. */
  readonly commit: () => Promise<void>;
  /** Put in a projection's context, so `deferWrite` finds it. */
  readonly context: { readonly [DEFER]: (query: Query) => void };
};

export const deferredWrites = (client: pg.ClientBase): DeferredWrites => {
  let waiting: string[] = [];
  const take = () => {
    const statements = waiting;
    waiting = [];
    return statements;
  };
  const ownQuery = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const flushing = withQuery(client, async (...args: unknown[]) => {
    const before = take();
    if (before.length > 0) await ownQuery(before.join('; '));
    return ownQuery(...args);
  });
  return {
    client: flushing,
    commit: async () => {
      await ownQuery([...take(), 'COMMIT'].join('; '));
    },
    context: { [DEFER]: (query) => void waiting.push(withLiterals(query)) },
  };
};

/** Writes a projection's statement now, or late with the next one when the append lets it wait (`deferredWrites`). */
export const deferWrite = async (context: unknown, client: pg.ClientBase, query: Query): Promise<void> => {
  const defer = (context as { [DEFER]?: (query: Query) => void })[DEFER];
  if (defer) defer(query);
  else await client.query(query.text, query.values as unknown[]);
};
