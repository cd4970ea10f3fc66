import type pg from 'pg';
import type { CatalogStatsReader } from '../../../application/catalog/queries/catalogStats';
import { cachedFor } from './ttlCache';

/** The home page's numbers are a headline: counted at most once a minute per process, like the category counts. */
export const CATALOG_STATS_TTL_MS = 60_000;

export const postgresCatalogStats = (pool: pg.Pool, ttlMs = CATALOG_STATS_TTL_MS): CatalogStatsReader =>
  cachedFor(ttlMs, async () => {
    const { rows } = await pool.query<{ specialists: number; agencies: number; solutions: number }>(
      `select (select count(*)::int from catalog_cards) as specialists,
              (select count(distinct agency_id)::int from catalog_cards) as agencies,
              (select count(*)::int from solution_catalog) as solutions`,
    );
    return rows[0] ?? { specialists: 0, agencies: 0, solutions: 0 };
  });
