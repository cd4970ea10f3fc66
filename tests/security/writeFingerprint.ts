import type pg from 'pg';

/**
 * The rows a request could write: events and every table a use case inserts into. Counters that a refused
 * request writes by design (login failures, abuse attempts) are left out.
 */
export const writtenTables = [
  'emt_messages', 'emt_streams', 'files', 'cv_imports', 'candidates', 'solution_requests', 'mail_outbox', 'newsletter_subscriptions',
  'users', 'companies', 'sessions', 'audit_log', 'specialist_bookings', 'client_contracts', 'password_resets', 'email_verifications',
] as const;

/** Row counts of the written tables, in one round trip: equal before and after means nothing was written. */
export const writeFingerprint = async (pool: pg.Pool): Promise<string> => {
  const { rows } = await pool.query(`select ${writtenTables.map((t) => `(select count(*) from ${t})::int as "${t}"`).join(', ')}`);
  return writtenTables.map((t) => `${t}=${rows[0][t]}`).join(' ');
};
