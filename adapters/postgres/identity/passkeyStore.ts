import type pg from 'pg';
import type { PasskeyCeremonyKind } from '../../../domain/identity/passkey';
import type { PasskeyStore, StoredPasskey } from '../../../application/identity/passkeyPorts';
import { inTransaction } from '../transaction';
import { writeAudit } from './auditLog';

type PasskeyRow = {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Buffer;
  sign_count: string;
  transports: string[];
  name: string;
  backed_up: boolean;
  created_at: Date;
  last_used_at: Date | null;
};

const columns =
  'id, user_id, credential_id, public_key, sign_count, transports, name, backed_up, created_at, last_used_at';

const passkeyOf = (row: PasskeyRow): StoredPasskey => ({
  id: row.id,
  userId: row.user_id,
  credentialId: row.credential_id,
  publicKey: new Uint8Array(row.public_key),
  signCount: Number(row.sign_count),
  transports: row.transports,
  name: row.name,
  backedUp: row.backed_up,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

/** A change of how the user signs in ends their sessions elsewhere, as a password change does. */
const endOtherSessions = (tx: pg.PoolClient, userId: string, keepSessionId: string, at: Date) =>
  tx.query('update sessions set revoked_at = $3 where user_id = $1 and id <> $2 and revoked_at is null', [
    userId,
    keepSessionId,
    at,
  ]);

/** Passkeys and their ceremonies on plain tables (migration 0295); every use is a conditional update. */
export const postgresPasskeyStore = (pool: pg.Pool): PasskeyStore => ({
  listPasskeys: async (userId) => {
    const { rows } = await pool.query<PasskeyRow>(
      `select ${columns} from user_passkeys where user_id = $1 order by created_at, id`,
      [userId],
    );
    return rows.map(passkeyOf);
  },

  findPasskeyByCredentialId: async (credentialId) => {
    const { rows } = await pool.query<PasskeyRow>(`select ${columns} from user_passkeys where credential_id = $1`, [
      credentialId,
    ]);
    return rows[0] ? passkeyOf(rows[0]) : null;
  },

  addPasskey: (passkey) =>
    inTransaction(pool, async (tx) => {
      // The user's row, locked: two registrations at once cannot both pass the limit.
      await tx.query('select 1 from users where id = $1 for update', [passkey.userId]);
      const { rows } = await tx.query<{ count: number }>(
        'select count(*)::int as count from user_passkeys where user_id = $1',
        [passkey.userId],
      );
      if ((rows[0]?.count ?? 0) >= passkey.limit) return 'full' as const;
      const inserted = await tx.query(
        `insert into user_passkeys (id, user_id, credential_id, public_key, sign_count, transports, name, backed_up, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (credential_id) do nothing`,
        [
          passkey.id,
          passkey.userId,
          passkey.credentialId,
          Buffer.from(passkey.publicKey),
          passkey.signCount,
          [...passkey.transports],
          passkey.name,
          passkey.backedUp,
          passkey.at,
        ],
      );
      if (!inserted.rowCount) return 'duplicate' as const;
      await endOtherSessions(tx, passkey.userId, passkey.keepSessionId, passkey.at);
      await writeAudit(tx, passkey.audit, passkey.at);
      return 'added' as const;
    }),

  removePasskey: ({ userId, id, keepSessionId, at, audit }) =>
    inTransaction(pool, async (tx) => {
      const { rowCount } = await tx.query('delete from user_passkeys where id = $1 and user_id = $2', [id, userId]);
      if (!rowCount) return false;
      await endOtherSessions(tx, userId, keepSessionId, at);
      await writeAudit(tx, audit, at);
      return true;
    }),

  usePasskey: async ({ id, signCount, newSignCount, at }) => {
    const { rowCount } = await pool.query(
      'update user_passkeys set sign_count = $3, last_used_at = $4 where id = $1 and sign_count = $2',
      [id, signCount, newSignCount, at],
    );
    return rowCount === 1;
  },

  createCeremony: async ({ id, kind, challenge, userId, loginChallengeId, at, expiresAt }) => {
    // Expired ceremonies are of no use to anyone: each new one sweeps them away.
    await pool.query('delete from passkey_ceremonies where expires_at < $1', [at]);
    await pool.query(
      `insert into passkey_ceremonies (id, kind, challenge, user_id, login_challenge_id, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, kind, challenge, userId, loginChallengeId, at, expiresAt],
    );
  },

  findCeremony: async (id) => {
    const { rows } = await pool.query<{
      id: string;
      kind: PasskeyCeremonyKind;
      challenge: string;
      user_id: string | null;
      login_challenge_id: string | null;
      expires_at: Date;
      used_at: Date | null;
    }>(
      'select id, kind, challenge, user_id, login_challenge_id, expires_at, used_at from passkey_ceremonies where id = $1',
      [id],
    );
    const row = rows[0];
    return row
      ? {
          id: row.id,
          kind: row.kind,
          challenge: row.challenge,
          userId: row.user_id,
          loginChallengeId: row.login_challenge_id,
          expiresAt: row.expires_at,
          usedAt: row.used_at,
        }
      : null;
  },

  useCeremony: async (id, at) => {
    const { rowCount } = await pool.query(
      'update passkey_ceremonies set used_at = $2 where id = $1 and used_at is null',
      [id, at],
    );
    return rowCount === 1;
  },
});
