import type pg from 'pg';
import type { ApiKeyRecord, ApiKeyStore } from '../../../application/integration/integrationPorts';
import { writeAudit } from '../identity/auditLog';
import { inTransaction } from '../transaction';

type ApiKeySqlRow = {
  id: string;
  company_id: string;
  created_by: string;
  name: string;
  prefix: string;
  scopes: string[];
  created_at: Date;
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
  last_used_address: string | null;
};

const columns =
  'id, company_id, created_by, name, prefix, scopes, created_at, expires_at, revoked_at, last_used_at, last_used_address';

const toRecord = (r: ApiKeySqlRow): ApiKeyRecord => ({
  id: r.id,
  companyId: r.company_id,
  createdBy: r.created_by,
  name: r.name,
  prefix: r.prefix,
  scopes: r.scopes,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  revokedAt: r.revoked_at,
  lastUsedAt: r.last_used_at,
  lastUsedAddress: r.last_used_address,
});

/** Every statement but the lookup by digest names the company: one company's keys are never another's to read. */
export const postgresApiKeyStore = (pool: pg.Pool): ApiKeyStore => ({
  list: async (companyId) => {
    const { rows } = await pool.query<ApiKeySqlRow>(
      `select ${columns} from api_keys where company_id = $1 order by created_at desc, id desc`,
      [companyId],
    );
    return rows.map(toRecord);
  },
  create: (key, audit) =>
    inTransaction(pool, async (client) => {
      await client.query(
        `insert into api_keys (id, company_id, created_by, name, prefix, secret_hash, scopes, expires_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          key.id,
          key.companyId,
          key.createdBy,
          key.name,
          key.prefix,
          key.secretHash,
          key.scopes,
          key.expiresAt,
          key.createdAt,
        ],
      );
      await writeAudit(
        client,
        {
          ...audit,
          action: 'api_key.created',
          subjectId: key.id,
          details: { companyId: key.companyId, name: key.name, scopes: key.scopes, expiresAt: key.expiresAt },
        },
        key.createdAt,
      );
    }),
  revoke: (companyId, id, at, audit) =>
    inTransaction(pool, async (client) => {
      const { rows } = await client.query<ApiKeySqlRow>(
        `update api_keys set revoked_at = coalesce(revoked_at, $3) where company_id = $1 and id = $2 returning ${columns}`,
        [companyId, id, at],
      );
      const row = rows[0];
      if (!row) return null;
      await writeAudit(client, { ...audit, action: 'api_key.revoked', subjectId: id, details: { companyId } }, at);
      return toRecord(row);
    }),
  findBySecretHash: async (secretHash) => {
    const { rows } = await pool.query<
      ApiKeySqlRow & {
        holder_company_id: string;
        holder_company_type: 'agency' | 'client' | 'platform';
        holder_status: 'unverified' | 'active' | 'blocked';
        holder_scopes: string[];
      }
    >(
      `select ${columns
        .split(', ')
        .map((c) => `k.${c}`)
        .join(', ')},
              u.company_id as holder_company_id, c.type as holder_company_type, u.status as holder_status,
              r.scopes as holder_scopes
         from api_keys k
         join users u on u.id = k.created_by
         join companies c on c.id = u.company_id
         join roles r on r.id = u.role_id
        where k.secret_hash = $1`,
      [secretHash],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      key: toRecord(row),
      holder: {
        id: row.created_by,
        companyId: row.holder_company_id,
        companyType: row.holder_company_type,
        status: row.holder_status,
        scopes: row.holder_scopes,
      },
    };
  },
  touch: async (id, at, address) => {
    await pool.query('update api_keys set last_used_at = $2, last_used_address = $3 where id = $1', [id, at, address]);
  },
});
