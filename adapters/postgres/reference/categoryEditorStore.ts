import { err, ok } from 'neverthrow';
import type pg from 'pg';
import type { Category, CategoryKind, CategoryUsage } from '../../../domain/reference/category';
import type {
  CategoryEditorStore,
  CategoryTreeWrite,
  StoredCategoryTree,
} from '../../../application/reference/referencePorts';
import { inTransaction } from '../transaction';

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

type CategoryRow = {
  id: string;
  kind: CategoryKind;
  slug: string;
  title: string;
  parent_id: string | null;
  sort_order: number;
  is_active: boolean;
};
const toCategory = (r: CategoryRow): Category => ({
  id: r.id,
  kind: r.kind,
  slug: r.slug,
  title: r.title,
  parentId: r.parent_id,
  sortOrder: r.sort_order,
  isActive: r.is_active,
});

/** The tree and its version; `lock` takes the tree's row lock, so edits of one tree run one after another. */
const readTreeWith = async (db: Queryable, kind: CategoryKind, lock: boolean): Promise<StoredCategoryTree> => {
  const { rows: versions } = await db.query<{ version: string }>(
    `select version::text from category_trees where kind = $1${lock ? ' for update' : ''}`,
    [kind],
  );
  const { rows } = await db.query<CategoryRow>(
    'select id, kind, slug, title, parent_id, sort_order, is_active from categories where kind = $1 order by parent_id nulls first, sort_order',
    [kind],
  );
  return { kind, version: Number(versions[0]?.version ?? 0), categories: rows.map(toCategory) };
};

/** What uses one category: cards and solutions in any status but deleted, and specializations. */
const usageWith = async (db: Queryable, id: string): Promise<CategoryUsage> => {
  const { rows } = await db.query<CategoryUsage>(
    `select (select count(*) from specialist_cards where status <> 'deleted' and (categories @> array[$1::text] or subcategories @> array[$1::text]))::int as cards,
            (select count(*) from solutions where status <> 'deleted' and categories @> array[$1::uuid])::int as solutions,
            (select count(*) from specialization_categories where category_id = $1::uuid)::int as specializations`,
    [id.toLowerCase()],
  );
  return rows[0] ?? { cards: 0, solutions: 0, specializations: 0 };
};

const write = async (tx: pg.PoolClient, kind: CategoryKind, w: CategoryTreeWrite) => {
  for (const c of w.changes.removed) await tx.query('delete from categories where id = $1', [c.id]);
  for (const c of w.changes.updated)
    await tx.query(
      'update categories set slug = $2, title = $3, parent_id = $4, sort_order = $5, is_active = $6, updated_at = $7 where id = $1',
      [c.id, c.slug, c.title, c.parentId, c.sortOrder, c.isActive, w.at],
    );
  for (const c of w.changes.added)
    await tx.query(
      'insert into categories (id, kind, slug, title, parent_id, sort_order, is_active, created_at, updated_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $8)',
      [c.id, c.kind, c.slug, c.title, c.parentId, c.sortOrder, c.isActive, w.at],
    );
  for (const entry of w.audit)
    await tx.query(
      'insert into audit_log (actor_id, emulated_by, action, subject_id, details, at) values ($1, $2, $3, $4, $5, $6)',
      [w.actorId, w.emulatedBy, entry.action, entry.subjectId, JSON.stringify(entry.details), w.at],
    );
  await tx.query('update category_trees set version = version + 1, updated_at = $2 where kind = $1', [kind, w.at]);
};

export const postgresCategoryEditorStore = (pool: pg.Pool): CategoryEditorStore => ({
  kindOf: async (id) => {
    const { rows } = await pool.query<{ kind: CategoryKind }>('select kind from categories where id = $1', [id]);
    return rows[0]?.kind ?? null;
  },

  readTree: (kind) => readTreeWith(pool, kind, false),

  usageOfTree: async (kind) => {
    const { rows } = await pool.query<CategoryUsage & { id: string }>(
      `select c.id::text as id, coalesce(k.n, 0)::int as cards, coalesce(s.n, 0)::int as solutions, coalesce(z.n, 0)::int as specializations
         from categories c
         left join (select u as id, count(distinct sc.id) as n
                      from specialist_cards sc cross join lateral unnest(sc.categories || sc.subcategories) u
                     where sc.status <> 'deleted' group by u) k on k.id = c.id::text
         left join (select u as id, count(distinct so.id) as n
                      from solutions so cross join lateral unnest(so.categories) u
                     where so.status <> 'deleted' group by u) s on s.id = c.id
         left join (select category_id as id, count(*) as n from specialization_categories group by category_id) z on z.id = c.id
        where c.kind = $1 and (k.n is not null or s.n is not null or z.n is not null)`,
      [kind],
    );
    return new Map(rows.map(({ id, ...usage }) => [id, usage]));
  },

  change: (kind, decide) =>
    inTransaction(pool, async (tx) => {
      const tree = await readTreeWith(tx, kind, true);
      const decision = await decide(tree, (id) => usageWith(tx, id));
      if (decision.isErr()) return err(decision.error);
      if (decision.value !== null) await write(tx, kind, decision.value);
      return ok(undefined);
    }),

  history: async (kind, limit) => {
    const { rows } = await pool.query<{
      at: Date;
      action: string;
      subject_id: string | null;
      details: Record<string, unknown>;
      actor_name: string | null;
      emulated_by_name: string | null;
    }>(
      `select a.at, a.action, a.subject_id, a.details,
              nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as actor_name,
              nullif(trim(coalesce(e.first_name, '') || ' ' || coalesce(e.last_name, '')), '') as emulated_by_name
         from audit_log a
         left join users u on u.id = a.actor_id
         left join users e on e.id = a.emulated_by
        where a.action like 'category.%' and a.details ->> 'kind' = $1
        order by a.at desc, a.id desc
        limit $2`,
      [kind, limit],
    );
    return rows.map((r) => ({
      at: r.at,
      action: r.action,
      subjectId: r.subject_id,
      details: r.details,
      actorName: r.actor_name,
      emulatedByName: r.emulated_by_name,
    }));
  },
});
