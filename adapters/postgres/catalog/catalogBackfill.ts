import type pg from 'pg';
import type { SpecialistContent } from '../../../domain/specialist/specialist.content';
import { recountCategories, writeCatalogCard } from '../projections/catalogCards';
import { inTransaction } from '../transaction';

/**
 * A database whose cards were published before the catalogue read model existed gets it filled once, from the
 * cards' current state, in one transaction; after that the projection keeps it in step with every event.
 */
export const backfillCatalog = async (pool: pg.Pool): Promise<number> => {
  const {
    rows: [state],
  } = await pool.query<{ catalog: string; published: string }>(
    `select (select count(*) from catalog_cards) as catalog, (select count(*) from specialist_cards where status = 'published') as published`,
  );
  if (!state || Number(state.catalog) > 0 || Number(state.published) === 0) return 0;
  return inTransaction(pool, async (client) => {
    await client.query('lock table catalog_cards in exclusive mode');
    const {
      rows: [again],
    } = await client.query<{ n: string }>('select count(*) as n from catalog_cards');
    if (Number(again?.n) > 0) return 0;
    const { rows } = await client.query<{
      id: string;
      content: SpecialistContent;
      verified: boolean;
      published_at: Date | null;
      updated_at: Date;
    }>(`select id, content, verified, published_at, updated_at from specialist_cards where status = 'published'`);
    for (const row of rows)
      await writeCatalogCard(client, row.id, row.content, row.updated_at, {
        verified: row.verified,
        publishedAt: row.published_at ?? row.updated_at,
      });
    const { rows: categories } = await client.query<{ id: string }>(
      `select id from categories where kind = 'specialist'`,
    );
    await recountCategories(
      client,
      categories.map((c) => c.id),
    );
    return rows.length;
  });
};
