import type pg from 'pg';

/** Runs `work` in one transaction on one connection: everything it writes lands together or not at all. */
export const inTransaction = async <T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (e) {
    await client.query('rollback').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
};

export const isUniqueViolation = (e: unknown, constraint?: string): boolean =>
  typeof e === 'object' && e !== null && (e as { code?: string }).code === '23505' &&
  (constraint === undefined || (e as { constraint?: string }).constraint === constraint);
