import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { SigningLinks } from '../../../application/contract/contractPorts';
import { enqueueMail, mailKey } from '../../mail/outbox';
import { inTransaction } from '../transaction';

type LinkRow = { contract_id: string; email: string; expires_at: Date; used_at: Date | null; revoked_at: Date | null };

/** Signers' single-use links: only the SHA-256 of each token is stored; a new link revokes the contract's earlier ones. */
export const postgresSigningLinks = (pool: pg.Pool, boss: PgBoss): SigningLinks => ({
  issue: ({ contractId, email, tokenHash, expiresAt, at, mail }) =>
    inTransaction(pool, async (tx) => {
      await tx.query(
        'update contract_signing_links set revoked_at = $2 where contract_id = $1 and used_at is null and revoked_at is null',
        [contractId, at],
      );
      await tx.query(
        'insert into contract_signing_links (token_hash, contract_id, email, expires_at, created_at) values ($1, $2, $3, $4, $5)',
        [tokenHash, contractId, email, expiresAt, at],
      );
      await enqueueMail(tx, boss, mail, mailKey(`contract-signing:${tokenHash}`, 'contractSigning', mail.to));
    }),
  find: async (tokenHash) => {
    const { rows } = await pool.query<LinkRow>(
      'select contract_id, email, expires_at, used_at, revoked_at from contract_signing_links where token_hash = $1',
      [tokenHash],
    );
    const row = rows[0];
    return row
      ? {
          contractId: row.contract_id,
          email: row.email,
          expiresAt: row.expires_at,
          usedAt: row.used_at,
          revokedAt: row.revoked_at,
        }
      : null;
  },
  use: async (tokenHash, at) => {
    const { rowCount } = await pool.query(
      'update contract_signing_links set used_at = $2 where token_hash = $1 and used_at is null and revoked_at is null and expires_at > $2',
      [tokenHash, at],
    );
    return (rowCount ?? 0) > 0;
  },
});

/** Who a candidate's work is between: the candidate's client and agency (for the basis documents). */
export const postgresCandidateParties = (pool: pg.Pool) => async (candidateId: string) => {
  if (!/^[0-9a-f-]{36}$/i.test(candidateId)) return null;
  const { rows } = await pool.query<{ client_id: string; agency_id: string }>(
    'select client_id, agency_id from candidates where id = $1',
    [candidateId],
  );
  return rows[0] ? { clientId: rows[0].client_id, agencyId: rows[0].agency_id } : null;
};
