import type pg from 'pg';

export type SitemapEntry = { readonly path: string; readonly lastModified: Date };

const PAGE = 1_000;

/**
 * What the sitemap lists beyond the fixed pages: published specialists, catalogue solutions and visible articles,
 * a thousand rows at a time by keyset (never the whole catalogue in memory).
 */
export const sitemapEntries = async function* (pool: pg.Pool, now: Date): AsyncGenerator<SitemapEntry> {
  const sources = [
    { prefix: '/specialist/', sql: 'select id::text as key, published_at as modified from catalog_cards where id > $1::uuid order by id limit $2', start: '00000000-0000-0000-0000-000000000000' },
    { prefix: '/solutions/', sql: 'select id::text as key, updated_at as modified from solution_catalog where id > $1::uuid order by id limit $2', start: '00000000-0000-0000-0000-000000000000' },
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
      for (const row of rows) yield { path: `${source.prefix}${encodeURIComponent(row.key)}`, lastModified: row.modified };
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1]?.key ?? after;
    }
  }
};
