import type pg from 'pg';
import { fileUrl } from '../../../application/files/fileContracts';
import { youtubeEmbedUrl } from '../../../domain/solution/solution.videos';
import { countByStatus, likePattern, ownerAndStatus, pageOf, whereClause } from '../moderation/moderatedLists';
import type {
  CategoryRef,
  FileRef,
  SolutionCatalogReadModel,
  SolutionCategoryNode,
  SolutionListFilter,
  SolutionReadModel,
  SolutionRow,
  SolutionSort,
} from '../../../application/solution/solutionPorts';
import type { SolutionContent } from '../../../domain/solution/solution.content';

/** SQL over the `solutions` and `solution_catalog` read models: the lists and the catalogue skip the aggregates. */
const sortColumns: Record<SolutionSort['field'], string> = {
  createdAt: 's.created_at',
  updatedAt: 's.updated_at',
  publishedAt: 's.published_at',
  title: 'lower(s.title)',
  status: 's.status',
  number: 's.number',
};

/** Category titles and file names joined in, in the order the solution holds them. */
const categoriesOf = (
  alias: string,
) => `coalesce((select json_agg(json_build_object('id', c.id, 'slug', c.slug, 'title', c.title) order by array_position(${alias}.categories, c.id))
    from categories c where c.id = any(${alias}.categories)), '[]'::json) as category_refs`;
const logoOf = (alias: string) =>
  `(select json_build_object('id', f.id, 'name', f.original_name) from files f where f.id = ${alias}.logo_id) as logo_ref`;
const screensOf = (
  alias: string,
) => `coalesce((select json_agg(json_build_object('id', f.id, 'name', f.original_name) order by array_position(${alias}.screenshot_ids, f.id))
    from files f where f.id = any(${alias}.screenshot_ids)), '[]'::json) as screen_refs`;

const rowSelect = `
  select s.id, s.number, s.agency_id, a.name as agency_name, s.status, s.title, s.link, s.short_description, s.contact_email, s.rejection,
         s.version, s.created_at, s.updated_at, s.published_at, s.verified_at, s.changed_since_verification, ${categoriesOf('s')}, ${logoOf('s')}`;
const joinAgency = 'join companies a on a.id = s.agency_id';
const fromSolutions = `from solutions s ${joinAgency}`;

type FileJson = { id: string; name: string } | null;
type Row = {
  id: string;
  number: string;
  agency_id: string;
  agency_name: string;
  status: SolutionRow['status'];
  title: string;
  link: string;
  short_description: string;
  contact_email: string;
  rejection: SolutionRow['rejection'];
  version: string;
  created_at: Date;
  updated_at: Date;
  published_at: Date | null;
  verified_at: Date | null;
  changed_since_verification: boolean;
  category_refs: CategoryRef[];
  logo_ref: FileJson;
};

const fileRef = (file: NonNullable<FileJson>): FileRef => ({ id: file.id, url: fileUrl(file.id), name: file.name });
const videoLinksOf = (links: readonly string[]) => links.map((title) => ({ title, embedUrl: youtubeEmbedUrl(title) }));

const toRow = (r: Row): SolutionRow => ({
  id: r.id,
  number: Number(r.number),
  agencyId: r.agency_id,
  agencyName: r.agency_name,
  status: r.status,
  title: r.title,
  link: r.link,
  categories: r.category_refs,
  shortDescription: r.short_description,
  contactEmail: r.contact_email,
  logo: r.logo_ref ? fileRef(r.logo_ref) : null,
  rejection: r.rejection,
  version: Number(r.version),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  publishedAt: r.published_at,
  verifiedAt: r.verified_at,
  changedSinceVerification: r.changed_since_verification,
});

const whereOf = (filter: SolutionListFilter) => {
  const where = whereClause();
  ownerAndStatus(where, 's', filter);
  if (filter.categoryIds?.length) where.add((n) => `s.categories && ${n}::uuid[]`, filter.categoryIds);
  // The title by its words, or the number as typed: "42" finds solution 42.
  if (filter.search)
    where.raw(
      `(s.search_text like ${where.param(likePattern(filter.search))} or s.number::text = ${where.param(filter.search.trim())})`,
    );
  return where.build();
};

export const postgresSolutionReadModel = (pool: pg.Pool): SolutionReadModel => ({
  list: async (filter, sort, page) => {
    const { rows, total } = await pageOf<Row>(
      pool,
      {
        select: rowSelect,
        table: 'solutions',
        alias: 's',
        joins: joinAgency,
        ...whereOf(filter),
        order: `${sortColumns[sort.field]} ${sort.direction}`,
      },
      page,
    );
    return { items: rows.map(toRow), total };
  },

  statusCounts: (filter) => countByStatus(pool, 'solutions', 's', whereOf(filter)),

  facets: async (filter) => {
    const { where, values } = whereOf(filter);
    type Facet = { id: string; title: string; count: number };
    const [statuses, categories, agencies] = await Promise.all([
      pool.query<Facet>(
        `select s.status as id, s.status as title, count(*)::int as count from solutions s ${where} group by 1 order by 3 desc, 1`,
        values,
      ),
      pool.query<Facet>(
        `select c.id::text as id, c.title, count(*)::int as count from solutions s cross join lateral unnest(s.categories) as sc(id) join categories c on c.id = sc.id
          ${where} group by c.id, c.title, c.sort_order order by 3 desc, c.sort_order`,
        values,
      ),
      pool.query<Facet>(
        `select a.id::text as id, a.name as title, count(*)::int as count ${fromSolutions} ${where} group by a.id, a.name order by 3 desc, 2`,
        values,
      ),
    ]);
    return { statuses: statuses.rows, categories: categories.rows, agencies: agencies.rows };
  },

  find: async (id) => {
    const { rows } = await pool.query<Row & { content: SolutionContent; screen_refs: NonNullable<FileJson>[] }>(
      `${rowSelect}, s.content, ${screensOf('s')} ${fromSolutions} where s.id = $1`,
      [id],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      ...toRow(r),
      content: r.content,
      screens: r.screen_refs.map(fileRef),
      videoLinks: videoLinksOf(r.content.videoLinks),
    };
  },
});

type CatalogRow = {
  id: string;
  agency_id: string;
  title: string;
  short_description: string;
  published_at: Date;
  category_refs: CategoryRef[];
  logo_ref: FileJson;
};

const catalogSelect = `select s.id, s.agency_id, s.title, s.short_description, s.published_at, ${categoriesOf('s')}, ${logoOf('s')} from solution_catalog s`;

const toCatalogItem = (r: CatalogRow) => ({
  id: r.id,
  title: r.title,
  logo: r.logo_ref ? fileRef(r.logo_ref) : null,
  categories: r.category_refs,
  shortDescription: r.short_description,
  publishedAt: r.published_at,
});

export const postgresSolutionCatalog = (pool: pg.Pool): SolutionCatalogReadModel => ({
  list: async ({ categories, search }, { page, count }) => {
    const clauses: string[] = [];
    const values: unknown[] = [];
    if (categories.length > 0) {
      // Ids or slugs of solution categories; a parent category also matches its children.
      values.push(categories);
      clauses.push(`s.categories && (select coalesce(array_agg(c.id), '{}') from categories c where c.kind = 'solution'
        and (c.id::text = any($${values.length}) or c.slug = any($${values.length}) or c.parent_id in (select p.id from categories p where p.kind = 'solution' and (p.id::text = any($${values.length}) or p.slug = any($${values.length})))))`);
    }
    if (search) {
      values.push(likePattern(search));
      clauses.push(`s.search_text like $${values.length}`);
    }
    const where = clauses.length ? `where ${clauses.join(' and ')}` : '';
    const [rows, total] = await Promise.all([
      pool.query<CatalogRow>(
        `${catalogSelect} ${where} order by s.published_at desc, s.id limit ${count} offset ${(page - 1) * count}`,
        values,
      ),
      pool.query<{ total: number }>(`select count(*)::int as total from solution_catalog s ${where}`, values),
    ]);
    return { items: rows.rows.map(toCatalogItem), total: total.rows[0]?.total ?? 0 };
  },

  find: async (id) => {
    const { rows } = await pool.query<
      CatalogRow & { description: string; link: string; video_links: string[]; screen_refs: NonNullable<FileJson>[] }
    >(
      `select s.id, s.agency_id, s.title, s.short_description, s.published_at, s.description, s.link, s.video_links, ${categoriesOf('s')}, ${logoOf('s')}, ${screensOf('s')}
         from solution_catalog s where s.id = $1`,
      [id],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      ...toCatalogItem(r),
      agencyId: r.agency_id,
      description: r.description,
      link: r.link,
      screens: r.screen_refs.map(fileRef),
      videoLinks: videoLinksOf(r.video_links),
    };
  },

  categoryTree: async () => {
    const { rows } = await pool.query<{ id: string; slug: string; title: string; parent_id: string | null; n: number }>(
      `select c.id, c.slug, c.title, c.parent_id,
              (select count(*)::int from solution_catalog s
                where s.categories && array(select k.id from categories k where k.id = c.id or k.parent_id = c.id)) as n
         from categories c where c.kind = 'solution' and c.is_active order by c.sort_order, c.title`,
    );
    const nodeOf = (row: (typeof rows)[number], depth: number): SolutionCategoryNode => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      publishedSolutionsCount: row.n,
      children:
        depth < 4 ? rows.filter((child) => child.parent_id === row.id).map((child) => nodeOf(child, depth + 1)) : [],
    });
    return rows.filter((row) => row.parent_id === null).map((row) => nodeOf(row, 0));
  },
});
