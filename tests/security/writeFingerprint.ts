import type pg from 'pg';

/**
 * Tables a refused request writes by design: counters of failed logins, of attempts under abuse limits, spent captcha
 * challenges, and the migrations' own bookkeeping. Every other table of the database counts, found in the catalogue,
 * so a table added later is covered without anyone listing it.
 */
const writtenByRefusals = new Set([
  'login_failures',
  'abuse_attempts',
  'captcha_spent_challenges',
  'schema_migrations',
]);

const tablesOf = new WeakMap<pg.Pool, Promise<string[]>>();
const writtenTables = (pool: pg.Pool): Promise<string[]> => {
  const known = tablesOf.get(pool);
  if (known) return known;
  const tables = pool
    .query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
    .then(({ rows }) => rows.map((r) => r.name).filter((name) => !writtenByRefusals.has(name)));
  tablesOf.set(pool, tables);
  return tables;
};

/** Row counts of every table a use case may insert into, in one round trip: equal before and after means nothing was written. */
export const writeFingerprint = async (pool: pg.Pool): Promise<string> => {
  const tables = await writtenTables(pool);
  const { rows } = await pool.query(
    `select ${tables.map((t) => `(select count(*) from "${t}")::int as "${t}"`).join(', ')}`,
  );
  return tables.map((t) => `${t}=${rows[0][t]}`).join(' ');
};
