import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { onConnection, queues } from '../../jobs/queues';
import type {
  ContentAudit,
  TermsAcceptanceRow,
  TermsStore,
  TermsVersionRow,
} from '../../../application/content/contentPorts';
import { inTransaction, isUniqueViolation } from '../transaction';

type Queryable = Pick<pg.Pool, 'query'>;

const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

type VersionSqlRow = {
  id: string;
  number: number;
  content: unknown[];
  changes: unknown[];
  effective_from: Date;
  version: number;
  accepted_count: number;
  created_at: Date;
  updated_at: Date;
};

const versionSelect = `
  select v.id, v.number, v.content, v.changes, v.effective_from, v.version, v.created_at, v.updated_at,
         (select count(*)::int from terms_acceptances a where a.version_id = v.id) as accepted_count
    from terms_versions v`;

const toVersion = (row: VersionSqlRow): TermsVersionRow => ({
  id: row.id,
  number: row.number,
  content: row.content,
  changes: row.changes,
  effectiveFrom: row.effective_from,
  version: row.version,
  acceptedCount: row.accepted_count,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const writeAudit = (
  db: Queryable,
  audit: ContentAudit,
  action: string,
  subjectId: string,
  details: Record<string, unknown>,
) =>
  db.query(
    'insert into audit_log (actor_id, emulated_by, action, subject_id, details, at) values ($1, $2, $3, $4, $5, $6)',
    [audit.actorId, audit.emulatedBy, action, subjectId, JSON.stringify(details), audit.at],
  );

/** Terms versions are a plain table; each write and its audit row land in one transaction. */
/** Terms versions; `boss` (the app's job queue) announces each new version to every user by e-mail. */
export const postgresTermsStore = (pool: pg.Pool, boss?: PgBoss): TermsStore => ({
  versions: async () =>
    (await pool.query<VersionSqlRow>(`${versionSelect} order by v.effective_from`)).rows.map(toVersion),

  find: async (id) => {
    if (!isUuid(id)) return null;
    const { rows } = await pool.query<VersionSqlRow>(`${versionSelect} where v.id = $1`, [id]);
    return rows[0] ? toVersion(rows[0]) : null;
  },

  create: async (version, audit) => {
    try {
      await inTransaction(pool, async (tx) => {
        // Numbers follow creation; the table lock keeps two creators from taking the same one.
        await tx.query('lock table terms_versions in share row exclusive mode');
        await tx.query(
          `insert into terms_versions (id, number, content, changes, effective_from, created_by, created_at, updated_at)
           values ($1, (select coalesce(max(number), 0) + 1 from terms_versions), $2, $3, $4, $5, $6, $6)`,
          [
            version.id,
            JSON.stringify(version.content),
            JSON.stringify(version.changes),
            version.effectiveFrom,
            audit.actorId,
            audit.at,
          ],
        );
        await writeAudit(tx, audit, 'terms.version_created', version.id, {
          effectiveFrom: version.effectiveFrom.toISOString(),
        });
        // Every user is told by e-mail, by a job created with the version: both or neither.
        if (boss)
          await boss.send(
            queues.termsAnnounce,
            { versionId: version.id },
            { ...onConnection(tx), retryLimit: 5, retryBackoff: true, singletonKey: `terms-announce:${version.id}` },
          );
      });
      return null;
    } catch (e) {
      if (isUniqueViolation(e, 'terms_versions_effective_from_key')) return 'effective_taken';
      throw e;
    }
  },

  update: async (version, expectedVersion, audit) => {
    try {
      return await inTransaction(pool, async (tx) => {
        const { rows } = await tx.query<{
          version: number;
          effective_from: Date;
          content: unknown[];
          changes: unknown[];
        }>('select version, effective_from, content, changes from terms_versions where id = $1 for update', [
          version.id,
        ]);
        const current = rows[0];
        if (!current) return 'not_found' as const;
        // Checked again under the row lock: a version that took effect meanwhile stays as users accepted it.
        if (current.effective_from.getTime() <= audit.at.getTime()) return 'not_editable' as const;
        if (expectedVersion !== null && current.version !== expectedVersion) return 'version_conflict' as const;
        await tx.query(
          'update terms_versions set content = $2, changes = $3, effective_from = $4, version = version + 1, updated_at = $5 where id = $1',
          [
            version.id,
            JSON.stringify(version.content),
            JSON.stringify(version.changes),
            version.effectiveFrom,
            audit.at,
          ],
        );
        await writeAudit(tx, audit, 'terms.version_updated', version.id, {
          before: {
            effectiveFrom: current.effective_from.toISOString(),
            content: current.content,
            changes: current.changes,
          },
          after: { effectiveFrom: version.effectiveFrom.toISOString() },
        });
        return null;
      });
    } catch (e) {
      if (isUniqueViolation(e, 'terms_versions_effective_from_key')) return 'effective_taken';
      throw e;
    }
  },

  acceptedBy: async (userId) => {
    const { rows } = await pool.query<{ version_id: string }>(
      'select version_id from terms_acceptances where user_id = $1',
      [userId],
    );
    return new Set(rows.map((r) => r.version_id));
  },

  acceptancesOf: async function* (versionId) {
    // Pages by keyset so a large export never sits in memory.
    let after = null as { at: Date; userId: string } | null;
    for (;;) {
      const {
        rows,
      }: {
        rows: {
          user_id: string;
          email: string | null;
          first_name: string | null;
          last_name: string | null;
          company_name: string | null;
          company_type: string | null;
          accepted_at: Date;
          address: string;
          user_agent: string;
          channel: string;
        }[];
      } = await pool.query(
        `select a.user_id, u.email, u.first_name, u.last_name, c.name as company_name, c.type as company_type, a.accepted_at, a.address, a.user_agent, a.channel
           from terms_acceptances a
           left join users u on u.id = a.user_id
           left join companies c on c.id = u.company_id
          where a.version_id = $1 and ($2::timestamptz is null or (a.accepted_at, a.user_id) > ($2, $3::uuid))
          order by a.accepted_at, a.user_id
          limit 500`,
        [versionId, after?.at ?? null, after?.userId ?? null],
      );
      for (const r of rows) {
        yield {
          userId: r.user_id,
          email: r.email ?? '',
          name: r.first_name ?? '',
          surname: r.last_name ?? '',
          companyName: r.company_name ?? '',
          companyType: r.company_type ?? '',
          acceptedAt: r.accepted_at,
          address: r.address,
          userAgent: r.user_agent,
          channel: r.channel,
        } satisfies TermsAcceptanceRow;
      }
      const last = rows.at(-1);
      if (!last || rows.length < 500) return;
      after = { at: last.accepted_at, userId: last.user_id };
    }
  },
});
