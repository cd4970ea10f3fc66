import type pg from 'pg';
import { cachedFor } from '../catalog/ttlCache';
import type { PriceSettings } from '../../../domain/specialist/catalogPrice';
import type { ChangeFeed } from '../changeFeed';
import { keptUntilChanged } from '../changeCache';
import type { PeopleDirectory, SpecialistRulesData } from '../../../application/specialist/specialistPorts';

const categoriesWithChildren = async (pool: pg.Pool) => {
  const { rows } = await pool.query<{ id: string }>(
    `select distinct parent_id::text as id from categories where parent_id is not null and kind = 'specialist' and is_active`,
  );
  return new Set(rows.map((r) => r.id));
};

/**
 * Reference data the card's rules read; it changes rarely, so it is cached per process. Which categories have
 * subcategories is kept until a category changes (with the change feed; read each time without it), so the managers'
 * category edits apply at once. The prices' settings come from the one reader of the platform's settings
 * (`priceSettingsFrom` of the reference store), so a fee or VAT change applies to every price at once.
 */
export const postgresSpecialistRulesData = (
  pool: pg.Pool,
  changes: ChangeFeed | undefined,
  priceSettings: () => Promise<PriceSettings>,
): SpecialistRulesData => {
  return {
    priceSettings,
    // Only visible subcategories count: a category whose subcategories are all hidden asks for none.
    categoriesWithChildren: keptUntilChanged(changes, ['categories'], () => categoriesWithChildren(pool)),
    dialCodes: cachedFor(60_000, async () => {
      const { rows } = await pool.query<{ code: string }>('select distinct unnest(dial_codes) as code from countries');
      // The longest code first, so +1 242 is tried before +1.
      return rows.map((r) => r.code).sort((a, b) => b.length - a.length);
    }),
    filesOf: companyFilesOf(pool),
  };
};

/** Which of these file ids are files of the company, with their purposes (cards, solutions and profiles ask). */
export const companyFilesOf =
  (pool: pg.Pool): SpecialistRulesData['filesOf'] =>
  async (companyId, fileIds) => {
    const uuids = fileIds.filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
    if (uuids.length === 0) return new Map();
    const { rows } = await pool.query<{ id: string; purpose: string }>(
      'select id::text, purpose from files where company_id = $1 and id = any($2::uuid[])',
      [companyId, uuids],
    );
    return new Map(rows.map((r) => [r.id, r.purpose]));
  };

export const postgresPeopleDirectory = (pool: pg.Pool): PeopleDirectory => ({
  namesOf: async (ids) => {
    const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    const { rows } = await pool.query<{ id: string; name: string; email: string; time_zone: string | null }>(
      `select id, first_name || ' ' || last_name as name, email, time_zone from users where id = any($1::uuid[])`,
      [uuids],
    );
    return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email, timeZone: r.time_zone }]));
  },
});
