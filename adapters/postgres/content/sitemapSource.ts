import type pg from 'pg';

export type SitemapEntry = { readonly path: string; readonly lastModified: Date };

const PAGE = 1_000;

/**
 * What the sitemap lists beyond the fixed pages: published specialists, catalogue solutions and visible articles,
 * a thousand rows at a time by keyset (never the whole catalogue in memory).
 */
/** The sitemap protocol's limit is 50,000 addresses per file; specialists go in files of this many. */
export const SPECIALISTS_PER_SITEMAP = 40_000;

/** How many specialist sitemap files the catalogue needs now (at least one, so the index never points nowhere). */
export const specialistSitemapCount = async (pool: pg.Pool): Promise<number> => {
  const { rows } = await pool.query<{ n: string }>('select count(*) as n from catalog_cards');
  return Math.max(1, Math.ceil(Number(rows[0]?.n ?? 0) / SPECIALISTS_PER_SITEMAP));
};

/** The published specialists of one sitemap file (1-based), in id order: found by offset once, then by keyset. */
export const specialistSitemapEntries = async function* (
  pool: pg.Pool,
  part: number,
  perFile = SPECIALISTS_PER_SITEMAP,
  pageSize = PAGE,
): AsyncGenerator<SitemapEntry> {
  const { rows: first } = await pool.query<{ id: string }>(
    'select id::text as id from catalog_cards order by id offset $1 limit 1',
    [(part - 1) * perFile],
  );
  if (!first[0]) return;
  let lower = first[0].id;
  let comparison = '>=';
  let remaining = perFile;
  while (remaining > 0) {
    const limit = Math.min(pageSize, remaining);
    const { rows } = await pool.query<{ key: string; modified: Date }>(
      `select id::text as key, published_at as modified from catalog_cards where id ${comparison} $1::uuid order by id limit $2`,
      [lower, limit],
    );
    for (const row of rows) yield { path: `/specialist/${row.key}`, lastModified: row.modified };
    remaining -= rows.length;
    if (rows.length < limit) return;
    lower = rows[rows.length - 1]!.key;
    comparison = '>';
  }
};

/** Solutions and visible articles: one sitemap file beside the fixed pages. */
export const sitemapEntries = async function* (pool: pg.Pool, now: Date): AsyncGenerator<SitemapEntry> {
  const sources = [
    {
      prefix: '/solutions/',
      sql: 'select id::text as key, updated_at as modified from solution_catalog where id > $1::uuid order by id limit $2',
      start: '00000000-0000-0000-0000-000000000000',
    },
    {
      prefix: '/blog/',
      sql: `select slug as key, greatest(updated_at, published_at) as modified from articles where is_active and published_at <= $3 and slug > $1 order by slug limit $2`,
      start: '',
    },
  ];
  for (const source of sources) {
    let after = source.start;
    for (;;) {
      const values: unknown[] = [after, PAGE];
      if (source.sql.includes('$3')) values.push(now);
      const { rows } = await pool.query<{ key: string; modified: Date }>(source.sql, values);
      for (const row of rows)
        yield { path: `${source.prefix}${encodeURIComponent(row.key)}`, lastModified: row.modified };
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1]?.key ?? after;
    }
  }
};
