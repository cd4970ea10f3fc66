import type pg from 'pg';
import type { AbuseCounter } from '../../../application/ports/abuseCounter';
import { inTransaction } from '../transaction';

/** Attempts in `abuse_attempts`, counted under an advisory lock per key so parallel requests never share a count. */
export const postgresAbuseCounter = (pool: pg.Pool): AbuseCounter => ({
  record: ({ action, keys, at, since }) =>
    inTransaction(pool, async (tx) => {
      const sorted = [...keys].sort();
      for (const key of sorted)
        await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [`abuse:${action}:${key}`]);
      const earlier = await Promise.all(
        keys.map(async (key) => {
          const { rows } = await tx.query<{ at: Date }>(
            'select at from abuse_attempts where action = $1 and key = $2 and at > $3 order by at desc limit 200',
            [action, key, since],
          );
          return rows.map((r) => r.at);
        }),
      );
      await tx.query('insert into abuse_attempts (action, key, at) select $1, unnest($2::text[]), $3', [
        action,
        keys,
        at,
      ]);
      // Attempts older than any window are of no use: each key sweeps its own.
      await tx.query(
        `delete from abuse_attempts where action = $1 and key = any($2::text[]) and at < $3::timestamptz - interval '2 days'`,
        [action, keys, at],
      );
      return earlier;
    }),
});
