import type pg from 'pg';
import { announceChange } from './changeFeed';

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * The same client, with `query` replaced: every other property and method is the client's own, called on it, so
 * nothing the driver keeps lands on the stand-in.
 */
export const withQuery = <Client extends pg.ClientBase>(client: Client, query: Query): Client =>
  new Proxy(client, {
    get: (target, property) => {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

/** The tables whose changes per-process caches hear of (migrations/0160_change_notices.sql), as a statement names them. */
const watchedWrite =
  /\b(?:update|delete\s+from|insert\s+into|truncate)\s+(users|sessions|companies|roles|categories|platform_settings)\b/gi;

/**
 * Runs `work` in one transaction on one connection: everything it writes lands together or not at all. After the
 * commit, this process's caches hear at once which of the watched tables the transaction wrote (`announceChange`);
 * every process hears it from PostgreSQL's notice a moment later.
 */
export const inTransaction = async <T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  const written = new Set<string>();
  const query = client.query.bind(client) as Query;
  const watching = withQuery(client, (...args) => {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    for (const [, table] of text?.matchAll(watchedWrite) ?? []) written.add(table!.toLowerCase());
    return query(...args);
  });
  try {
    await client.query('begin');
    const result = await work(watching);
    await client.query('commit');
    if (written.size > 0) announceChange(...written);
    return result;
  } catch (e) {
    await client.query('rollback').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
};

export const isUniqueViolation = (e: unknown, constraint?: string): boolean =>
  typeof e === 'object' &&
  e !== null &&
  (e as { code?: string }).code === '23505' &&
  (constraint === undefined || (e as { constraint?: string }).constraint === constraint);
