import type pg from 'pg';
import type { SsoStore, StoredSsoConnection } from '../../../application/identity/sso/ssoPorts';
import { inTransaction, isUniqueViolation } from '../transaction';
import { writeAudit } from './auditLog';

type ConnectionRow = {
  company_id: string;
  issuer: string;
  client_id: string;
  client_secret_sealed: string;
  domain: string;
  verification_token: string;
  domain_verified_at: Date | null;
  default_company_role: 'member' | 'owner';
  enforced: boolean;
};

const connectionOf = (row: ConnectionRow): StoredSsoConnection => ({
  companyId: row.company_id,
  issuer: row.issuer,
  clientId: row.client_id,
  clientSecretSealed: row.client_secret_sealed,
  domain: row.domain,
  verificationToken: row.verification_token,
  domainVerifiedAt: row.domain_verified_at,
  defaultRole: row.default_company_role,
  enforced: row.enforced,
});

const columns = `company_id, issuer, client_id, client_secret_sealed, domain, verification_token, domain_verified_at,
  default_company_role, enforced`;

/** Single sign-on on plain tables (migration 0300), audited in the same transaction as each change. */
export const postgresSsoStore = (pool: pg.Pool): SsoStore => ({
  findByCompany: async (companyId) => {
    const { rows } = await pool.query<ConnectionRow>(`select ${columns} from company_sso where company_id = $1`, [
      companyId,
    ]);
    return rows[0] ? connectionOf(rows[0]) : null;
  },

  findByVerifiedDomain: async (domain) => {
    const { rows } = await pool.query<ConnectionRow>(
      `select ${columns} from company_sso where domain = $1 and domain_verified_at is not null`,
      [domain],
    );
    return rows[0] ? connectionOf(rows[0]) : null;
  },

  save: async ({
    companyId,
    issuer,
    clientId,
    clientSecretSealed,
    domain,
    verificationToken,
    defaultRole,
    at,
    audit,
  }) => {
    const taken = await pool.query(
      'select 1 from company_sso where domain = $1 and domain_verified_at is not null and company_id <> $2',
      [domain, companyId],
    );
    if (taken.rowCount) return 'domain_taken';
    return inTransaction(pool, async (tx) => {
      const { rows } = await tx.query<{ domain: string }>(
        'select domain from company_sso where company_id = $1 for update',
        [companyId],
      );
      const before = rows[0];
      if (!before) {
        if (!clientSecretSealed) return 'secret_missing' as const;
        await tx.query(
          `insert into company_sso (company_id, issuer, client_id, client_secret_sealed, domain, verification_token,
             default_company_role, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
          [companyId, issuer, clientId, clientSecretSealed, domain, verificationToken, defaultRole, at],
        );
      } else {
        // Another domain is another proof: it starts unverified, not enforced, under a new token.
        const domainChanged = before.domain.toLowerCase() !== domain;
        await tx.query(
          `update company_sso set issuer = $2, client_id = $3, client_secret_sealed = coalesce($4, client_secret_sealed),
             default_company_role = $5, updated_at = $6,
             domain = $7,
             verification_token = case when $8 then $9 else verification_token end,
             domain_verified_at = case when $8 then null else domain_verified_at end,
             enforced = case when $8 then false else enforced end
           where company_id = $1`,
          [companyId, issuer, clientId, clientSecretSealed, defaultRole, at, domain, domainChanged, verificationToken],
        );
      }
      await writeAudit(tx, audit, at);
      return 'saved' as const;
    });
  },

  markDomainVerified: async ({ companyId, domain, at, audit }) => {
    try {
      return await inTransaction(pool, async (tx) => {
        const { rowCount } = await tx.query(
          `update company_sso set domain_verified_at = $3, updated_at = $3
           where company_id = $1 and domain = $2 and domain_verified_at is null`,
          [companyId, domain, at],
        );
        if (!rowCount) return 'changed' as const;
        await writeAudit(tx, audit, at);
        return 'verified' as const;
      });
    } catch (e) {
      if (isUniqueViolation(e, 'company_sso_verified_domain')) return 'domain_taken';
      throw e;
    }
  },

  setEnforced: ({ companyId, enforced, at, audit }) =>
    inTransaction(pool, async (tx) => {
      const { rowCount } = await tx.query(
        `update company_sso set enforced = $2, updated_at = $3
         where company_id = $1 and (not $2 or domain_verified_at is not null)`,
        [companyId, enforced, at],
      );
      if (!rowCount) return false;
      await writeAudit(tx, audit, at);
      return true;
    }),

  startSignIn: async ({ id, stateHash, companyId, codeVerifier, nonce, at, expiresAt }) => {
    await pool.query(
      `insert into sso_sign_ins (id, state_hash, company_id, code_verifier, nonce, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, stateHash, companyId, codeVerifier, nonce, at, expiresAt],
    );
    // Sign-ins abandoned at the provider are not kept past a day.
    await pool.query(`delete from sso_sign_ins where expires_at < $1::timestamptz - interval '1 day'`, [at]);
  },

  takeSignIn: async (stateHash, at) => {
    const { rows } = await pool.query<{ company_id: string; code_verifier: string; nonce: string }>(
      `update sso_sign_ins set used_at = $2
       where state_hash = $1 and used_at is null and expires_at > $2
       returning company_id, code_verifier, nonce`,
      [stateHash, at],
    );
    const row = rows[0];
    return row ? { companyId: row.company_id, codeVerifier: row.code_verifier, nonce: row.nonce } : null;
  },

  confirmEmail: async (userId, at) => {
    await pool.query(
      `update users set status = 'active', email_verified_at = $2, updated_at = $2 where id = $1 and status = 'unverified'`,
      [userId, at],
    );
  },

  joinCompany: async ({ userId, companyId, email, firstName, lastName, companyRole, passwordHash, at }) => {
    try {
      return await inTransaction(pool, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `select r.id from roles r join companies c on c.id = $1
           where r.kind = c.type and r.company_role = $2 and r.built_in and r.slug = c.type || '-' || $2`,
          [companyId, companyRole],
        );
        const roleId = rows[0]?.id;
        if (!roleId) throw new Error(`no built-in ${companyRole} role for company ${companyId}`);
        await tx.query(
          `insert into users (id, company_id, role_id, email, password_hash, first_name, last_name, status, email_verified_at,
             personal_manager_id, created_at, updated_at, password_changed_at)
           values ($1, $2, $3, $4, $5, $6, $7, 'active', $8,
             (select personal_manager_id from users where company_id = $2 and personal_manager_id is not null order by created_at limit 1),
             $8, $8, $8)`,
          [userId, companyId, roleId, email, passwordHash, firstName, lastName, at],
        );
        await writeAudit(
          tx,
          {
            actorId: userId,
            emulatedBy: null,
            action: 'company.sso_joined',
            subjectId: userId,
            details: { companyId, companyRole },
          },
          at,
        );
        return 'joined' as const;
      });
    } catch (e) {
      if (isUniqueViolation(e, 'users_email_key')) return 'email_taken';
      throw e;
    }
  },
});
