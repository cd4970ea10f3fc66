import type pg from 'pg';
import type { InfoPageRow, InfoPageStore } from '../../../application/content/contentPorts';
import { inTransaction } from '../transaction';

type PageSqlRow = {
  slug: string;
  title: string;
  description: string;
  content: unknown[];
  version: number;
  updated_at: Date;
};
const toRow = (r: PageSqlRow): InfoPageRow => ({
  slug: r.slug,
  title: r.title,
  description: r.description,
  content: r.content,
  version: r.version,
  updatedAt: r.updated_at,
});

/** Information pages by slug: a plain table, each save with its audit row (the slug in the details) in one transaction. */
export const postgresInfoPageStore = (pool: pg.Pool): InfoPageStore => ({
  all: async () => (await pool.query<PageSqlRow>('select * from info_pages order by slug')).rows.map(toRow),
  find: async (slug) => {
    const { rows } = await pool.query<PageSqlRow>('select * from info_pages where slug = $1', [slug]);
    return rows[0] ? toRow(rows[0]) : null;
  },
  save: async (page, expectedVersion, audit) =>
    inTransaction(pool, async (tx) => {
      // The advisory lock orders two first saves of one page (no row to lock yet).
      await tx.query(`select pg_advisory_xact_lock(hashtext('info_page:' || $1))`, [page.slug]);
      const { rows } = await tx.query<{ version: number; title: string; content: unknown[] }>(
        'select version, title, content from info_pages where slug = $1',
        [page.slug],
      );
      const current = rows[0];
      if (expectedVersion !== null && (current?.version ?? 0) !== expectedVersion) return 'version_conflict' as const;
      await tx.query(
        `insert into info_pages (slug, title, description, content, version, updated_by, updated_at) values ($1, $2, $3, $4, 1, $5, $6)
         on conflict (slug) do update set title = excluded.title, description = excluded.description, content = excluded.content,
                                          version = info_pages.version + 1, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
        [page.slug, page.title, page.description, JSON.stringify(page.content), audit.actorId, audit.at],
      );
      await tx.query(
        'insert into audit_log (actor_id, emulated_by, action, subject_id, details, at) values ($1, $2, $3, null, $4, $5)',
        [
          audit.actorId,
          audit.emulatedBy,
          'info_page.updated',
          JSON.stringify({
            slug: page.slug,
            before: current ? { title: current.title, content: current.content } : null,
            after: { title: page.title },
          }),
          audit.at,
        ],
      );
      return null;
    }),
});
