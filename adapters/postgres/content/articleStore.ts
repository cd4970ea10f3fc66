import type pg from 'pg';
import type {
  ArticleFilter,
  ArticleRow,
  ArticleStore,
  ContentAudit,
  SavedArticle,
  VisibleArticleFilter,
} from '../../../application/content/contentPorts';
import type { ArticleType, ProjectType } from '../../../domain/content/articles';
import { containsPattern } from '../likePatterns';
import { inTransaction, isUniqueViolation } from '../transaction';

type Queryable = Pick<pg.Pool, 'query'>;

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

type ArticleSqlRow = {
  id: string;
  type: ArticleType;
  title: string;
  slug: string;
  description: string;
  content: unknown[];
  preview_file_id: string | null;
  preview_small_file_id: string | null;
  tags: string[];
  offer_demo: boolean;
  sub_categories: { id: string; title: string }[] | null;
  project_types: ProjectType[];
  is_active: boolean;
  published_at: Date | null;
  version: number;
  created_at: Date;
  updated_at: Date;
};

/** Subcategories with their titles, in the order the editor chose them. */
const select = (content: boolean) => `
  select a.id, a.type, a.title, a.slug, a.description, ${content ? 'a.content' : `'[]'::jsonb as content`}, a.preview_file_id, a.preview_small_file_id, a.tags, a.offer_demo,
         (select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'title', c.title) order by s.n), '[]'::jsonb)
            from unnest(a.sub_categories) with ordinality s(id, n) join categories c on c.id = s.id) as sub_categories,
         a.project_types, a.is_active, a.published_at, a.version, a.created_at, a.updated_at
    from articles a`;

const toRow = (r: ArticleSqlRow): ArticleRow => ({
  id: r.id,
  type: r.type,
  title: r.title,
  slug: r.slug,
  description: r.description,
  content: r.content,
  previewFileId: r.preview_file_id,
  previewSmallFileId: r.preview_small_file_id,
  tags: r.tags,
  offerDemo: r.offer_demo,
  subCategories: r.sub_categories ?? [],
  projectTypes: r.project_types,
  isActive: r.is_active,
  publishedAt: r.published_at,
  version: r.version,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
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

const columnsOf = (a: SavedArticle) => [
  a.id,
  a.type,
  a.title,
  a.slug,
  a.description,
  JSON.stringify(a.content),
  a.previewFileId,
  a.previewSmallFileId,
  a.tags,
  a.offerDemo,
  a.subCategories,
  a.projectTypes,
  a.isActive,
  a.publishedAt,
];

/** The managers' filters as SQL conditions with their values. */
const managerWhere = (filter: ArticleFilter) => {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const add = (sql: (n: number) => string, value: unknown) => {
    values.push(value);
    conditions.push(sql(values.length));
  };
  if (filter.search)
    add(
      (n) => `(lower(a.title) like $${n} or lower(a.description) like $${n} or lower(a.slug) like $${n})`,
      containsPattern(filter.search),
    );
  if (filter.type) add((n) => `a.type = $${n}`, filter.type);
  if (filter.tag) add((n) => `exists (select 1 from unnest(a.tags) t where lower(t) = lower($${n}))`, filter.tag);
  if (filter.active !== undefined) add((n) => `a.is_active = $${n}`, filter.active);
  if (filter.publishedFrom) add((n) => `a.published_at >= $${n}::date`, filter.publishedFrom);
  if (filter.publishedTo) add((n) => `a.published_at < $${n}::date + 1`, filter.publishedTo);
  return { where: conditions.length > 0 ? `where ${conditions.join(' and ')}` : '', values };
};

/** What the public sees: active, published at `now`, and the list's own filters. */
const visibleWhere = (filter: VisibleArticleFilter, now: Date) => {
  const values: unknown[] = [now];
  const conditions = ['a.is_active', 'a.published_at is not null', 'a.published_at <= $1'];
  const add = (sql: (n: number) => string, value: unknown) => {
    values.push(value);
    conditions.push(sql(values.length));
  };
  if (filter.type) add((n) => `a.type = $${n}`, filter.type);
  if (filter.tag) add((n) => `exists (select 1 from unnest(a.tags) t where lower(t) = lower($${n}))`, filter.tag);
  if (filter.tagsAny && filter.tagsAny.length > 0) add((n) => `a.tags && $${n}::text[]`, filter.tagsAny);
  if (filter.excludeId) add((n) => `a.id <> $${n}`, filter.excludeId);
  return { where: `where ${conditions.join(' and ')}`, values };
};

/** Articles are a plain table; each write and its audit row land in one transaction. */
export const postgresArticleStore = (pool: pg.Pool): ArticleStore => ({
  list: async (filter, { page, count }) => {
    const { where, values } = managerWhere(filter);
    const [rows, total] = await Promise.all([
      pool.query<ArticleSqlRow>(
        `${select(false)} ${where} order by a.published_at desc nulls first, a.created_at desc, a.id limit ${count} offset ${(page - 1) * count}`,
        values,
      ),
      pool.query<{ n: number }>(`select count(*)::int as n from articles a ${where}`, values),
    ]);
    return { items: rows.rows.map(toRow), total: total.rows[0]?.n ?? 0 };
  },

  facets: async (now) => {
    const [types, statuses, tags] = await Promise.all([
      pool.query<{ key: string; n: number }>('select type as key, count(*)::int as n from articles group by type'),
      pool.query<{ key: string; n: number }>(
        `select case when not is_active then 'hidden' when published_at is null then 'draft' when published_at > $1 then 'scheduled' else 'published' end as key, count(*)::int as n
           from articles group by 1`,
        [now],
      ),
      pool.query<{ key: string; n: number }>(
        'select t as key, count(*)::int as n from articles, unnest(tags) t group by t',
      ),
    ]);
    const record = (rows: { key: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.key, r.n]));
    return { types: record(types.rows), statuses: record(statuses.rows), tags: record(tags.rows) };
  },

  tags: async () =>
    (await pool.query<{ t: string }>('select distinct t from articles, unnest(tags) t order by t')).rows.map(
      (r) => r.t,
    ),

  find: async (id) => {
    if (!isUuid(id)) return null;
    const { rows } = await pool.query<ArticleSqlRow>(`${select(true)} where a.id = $1`, [id]);
    return rows[0] ? toRow(rows[0]) : null;
  },

  findBySlug: async (slug) => {
    const { rows } = await pool.query<ArticleSqlRow>(`${select(true)} where a.slug = $1`, [slug]);
    return rows[0] ? toRow(rows[0]) : null;
  },

  visible: async (filter, now, { page, count }) => {
    const { where, values } = visibleWhere(filter, now);
    const [rows, total] = await Promise.all([
      // The text is read only to count reading minutes: the list carries no content.
      pool.query<ArticleSqlRow>(
        `${select(true)} ${where} order by a.published_at desc, a.id limit ${count} offset ${(page - 1) * count}`,
        values,
      ),
      pool.query<{ n: number }>(`select count(*)::int as n from articles a ${where}`, values),
    ]);
    return { items: rows.rows.map(toRow), total: total.rows[0]?.n ?? 0 };
  },

  visibleTags: async (type, now) => {
    const { rows } = await pool.query<{ t: string }>(
      `select t from articles a, unnest(a.tags) t
        where a.is_active and a.published_at <= $1 and ($2::text is null or a.type = $2)
        group by t order by count(*) desc, t limit 30`,
      [now, type ?? null],
    );
    return rows.map((r) => r.t);
  },

  knownSubcategories: async (ids) => {
    if (ids.length === 0) return new Set();
    const { rows } = await pool.query<{ id: string }>(
      `select id from categories where id = any($1::uuid[]) and kind = 'specialist' and parent_id is not null`,
      [ids.filter(isUuid)],
    );
    return new Set(rows.map((r) => r.id));
  },

  knownImages: async (ids) => {
    if (ids.length === 0) return new Set();
    const { rows } = await pool.query<{ id: string }>(
      `select id from files where id = any($1::uuid[]) and purpose = 'content-image'`,
      [ids.filter(isUuid)],
    );
    return new Set(rows.map((r) => r.id));
  },

  create: async (article, audit) => {
    try {
      await inTransaction(pool, async (tx) => {
        await tx.query(
          `insert into articles (id, type, title, slug, description, content, preview_file_id, preview_small_file_id, tags, offer_demo, sub_categories, project_types, is_active, published_at,
                                 created_by, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)`,
          [...columnsOf(article), audit.actorId, audit.at],
        );
        await writeAudit(tx, audit, 'article.created', article.id, {
          title: article.title,
          slug: article.slug,
          type: article.type,
          isActive: article.isActive,
          publishedAt: article.publishedAt,
        });
      });
      return null;
    } catch (e) {
      if (isUniqueViolation(e, 'articles_slug_key')) return 'slug_taken';
      throw e;
    }
  },

  update: async (article, expectedVersion, audit) => {
    try {
      return await inTransaction(pool, async (tx) => {
        const { rows } = await tx.query<{
          version: number;
          title: string;
          slug: string;
          content: unknown[];
          is_active: boolean;
          published_at: Date | null;
        }>('select version, title, slug, content, is_active, published_at from articles where id = $1 for update', [
          article.id,
        ]);
        const current = rows[0];
        if (!current) return 'not_found' as const;
        if (expectedVersion !== null && current.version !== expectedVersion) return 'version_conflict' as const;
        await tx.query(
          `update articles set type = $2, title = $3, slug = $4, description = $5, content = $6, preview_file_id = $7, preview_small_file_id = $8, tags = $9, offer_demo = $10,
                  sub_categories = $11, project_types = $12, is_active = $13, published_at = $14, version = version + 1, updated_at = $15
            where id = $1`,
          [...columnsOf(article), audit.at],
        );
        await writeAudit(tx, audit, 'article.updated', article.id, {
          before: {
            title: current.title,
            slug: current.slug,
            content: current.content,
            isActive: current.is_active,
            publishedAt: current.published_at,
          },
          after: {
            title: article.title,
            slug: article.slug,
            isActive: article.isActive,
            publishedAt: article.publishedAt,
          },
        });
        return null;
      });
    } catch (e) {
      if (isUniqueViolation(e, 'articles_slug_key')) return 'slug_taken';
      throw e;
    }
  },

  changeActive: async (id, isActive, audit) => {
    if (!isUuid(id)) return 'not_found';
    return inTransaction(pool, async (tx) => {
      const { rows } = await tx.query<{ is_active: boolean }>(
        'select is_active from articles where id = $1 for update',
        [id],
      );
      if (!rows[0]) return 'not_found' as const;
      if (rows[0].is_active === isActive) return null;
      await tx.query('update articles set is_active = $2, version = version + 1, updated_at = $3 where id = $1', [
        id,
        isActive,
        audit.at,
      ]);
      await writeAudit(tx, audit, isActive ? 'article.activated' : 'article.deactivated', id, {});
      return null;
    });
  },

  remove: async (id, audit) => {
    if (!isUuid(id)) return 'not_found';
    return inTransaction(pool, async (tx) => {
      const { rows } = await tx.query<{
        title: string;
        slug: string;
        type: string;
        content: unknown[];
        published_at: Date | null;
      }>('delete from articles where id = $1 returning title, slug, type, content, published_at', [id]);
      const deleted = rows[0];
      if (!deleted) return 'not_found' as const;
      await writeAudit(tx, audit, 'article.deleted', id, {
        title: deleted.title,
        slug: deleted.slug,
        type: deleted.type,
        content: deleted.content,
        publishedAt: deleted.published_at,
      });
      return null;
    });
  },
});
