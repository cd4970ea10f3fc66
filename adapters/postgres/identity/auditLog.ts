import type pg from 'pg';
import type { AuditEntry } from '../../../application/identity/identityPorts';

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

/** One row of the audit log: who acted (and the manager behind them), what, on what, when; on the caller's transaction. */
export const writeAudit = (db: Queryable, entry: AuditEntry, at: Date) =>
  db.query(
    'insert into audit_log (actor_id, emulated_by, action, subject_id, details, at) values ($1, $2, $3, $4, $5, $6)',
    [entry.actorId, entry.emulatedBy, entry.action, entry.subjectId, JSON.stringify(entry.details ?? {}), at],
  );
