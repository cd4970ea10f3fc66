import type pg from 'pg';
import type { TwoFactorStore } from '../../../application/identity/twoFactorPorts';
import { inTransaction } from '../transaction';
import { writeAudit } from './auditLog';

/** A change of how the user signs in ends their sessions elsewhere, as a password change does. */
const endOtherSessions = (tx: pg.PoolClient, userId: string, keepSessionId: string, at: Date) =>
  tx.query('update sessions set revoked_at = $3 where user_id = $1 and id <> $2 and revoked_at is null', [
    userId,
    keepSessionId,
    at,
  ]);

/** Two-factor on plain tables (migration 0207); every use of a code or challenge is a conditional update. */
export const postgresTwoFactorStore = (pool: pg.Pool): TwoFactorStore => ({
  findTotp: async (userId) => {
    const { rows } = await pool.query<{ secret: string; confirmed_at: Date | null; last_used_step: string | null }>(
      'select secret, confirmed_at, last_used_step from user_totp where user_id = $1',
      [userId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      secret: row.secret,
      confirmedAt: row.confirmed_at,
      lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step),
    };
  },

  startTotpEnrolment: ({ userId, secret, at, audit }) =>
    inTransaction(pool, async (tx) => {
      const { rowCount } = await tx.query(
        `insert into user_totp (user_id, secret, created_at) values ($1, $2, $3)
         on conflict (user_id) do update set secret = excluded.secret, created_at = excluded.created_at
           where user_totp.confirmed_at is null`,
        [userId, secret, at],
      );
      if (!rowCount) return 'already_enabled' as const;
      await writeAudit(tx, audit, at);
      return 'started' as const;
    }),

  confirmTotp: ({ userId, keepSessionId, step, recoveryCodeHashes, at, audit }) =>
    inTransaction(pool, async (tx) => {
      const { rowCount } = await tx.query(
        'update user_totp set confirmed_at = $2, last_used_step = $3 where user_id = $1 and confirmed_at is null',
        [userId, at, step],
      );
      if (!rowCount) return false;
      await tx.query('delete from user_recovery_codes where user_id = $1', [userId]);
      await tx.query(
        `insert into user_recovery_codes (user_id, code_hash, created_at)
         select $1, code_hash, $3 from unnest($2::text[]) as code_hash`,
        [userId, recoveryCodeHashes, at],
      );
      await endOtherSessions(tx, userId, keepSessionId, at);
      await writeAudit(tx, audit, at);
      return true;
    }),

  turnOffTotp: ({ userId, keepSessionId, at, audit }) =>
    inTransaction(pool, async (tx) => {
      const { rowCount } = await tx.query('delete from user_totp where user_id = $1 and confirmed_at is not null', [
        userId,
      ]);
      if (!rowCount) return false;
      await tx.query('delete from user_recovery_codes where user_id = $1', [userId]);
      await endOtherSessions(tx, userId, keepSessionId, at);
      await writeAudit(tx, audit, at);
      return true;
    }),

  replaceRecoveryCodes: ({ userId, recoveryCodeHashes, at, audit }) =>
    inTransaction(pool, async (tx) => {
      // The user's row of two-factor, locked: a turn-off at the same moment waits, and then nothing is replaced.
      const { rowCount } = await tx.query(
        'select 1 from user_totp where user_id = $1 and confirmed_at is not null for update',
        [userId],
      );
      if (!rowCount) return false;
      await tx.query('delete from user_recovery_codes where user_id = $1', [userId]);
      await tx.query(
        `insert into user_recovery_codes (user_id, code_hash, created_at)
         select $1, code_hash, $3 from unnest($2::text[]) as code_hash`,
        [userId, recoveryCodeHashes, at],
      );
      await writeAudit(tx, audit, at);
      return true;
    }),

  createLoginChallenge: async ({ tokenHash, userId, at, expiresAt, address }) => {
    // Expired challenges are of no use to anyone: each new one sweeps them away.
    await pool.query('delete from login_challenges where expires_at < $1', [at]);
    await pool.query(
      'insert into login_challenges (token_hash, user_id, created_at, expires_at, address) values ($1, $2, $3, $4, $5)',
      [tokenHash, userId, at, expiresAt, address.slice(0, 100)],
    );
  },

  findLoginChallenge: async (tokenHash) => {
    const { rows } = await pool.query<{ id: string; user_id: string; expires_at: Date; used_at: Date | null }>(
      'select id, user_id, expires_at, used_at from login_challenges where token_hash = $1',
      [tokenHash],
    );
    const row = rows[0];
    return row ? { id: row.id, userId: row.user_id, expiresAt: row.expires_at, usedAt: row.used_at } : null;
  },

  useTotpStep: async (userId, step) => {
    const { rowCount } = await pool.query(
      `update user_totp set last_used_step = $2
        where user_id = $1 and confirmed_at is not null and (last_used_step is null or last_used_step < $2)`,
      [userId, step],
    );
    return rowCount === 1;
  },

  listRecoveryCodes: async (userId) => {
    const { rows } = await pool.query<{ id: string; code_hash: string; used_at: Date | null }>(
      'select id::text, code_hash, used_at from user_recovery_codes where user_id = $1',
      [userId],
    );
    return rows.map((r) => ({ id: r.id, codeHash: r.code_hash, usedAt: r.used_at }));
  },

  useRecoveryCode: (id, at, audit) =>
    inTransaction(pool, async (tx) => {
      const { rowCount } = await tx.query(
        'update user_recovery_codes set used_at = $2 where id = $1 and used_at is null',
        [id, at],
      );
      if (!rowCount) return false;
      await writeAudit(tx, audit, at);
      return true;
    }),

  useLoginChallenge: async (id, at) => {
    const { rowCount } = await pool.query(
      'update login_challenges set used_at = $2 where id = $1 and used_at is null',
      [id, at],
    );
    return rowCount === 1;
  },
});
