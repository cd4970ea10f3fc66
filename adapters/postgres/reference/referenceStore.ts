import type pg from 'pg';
import type { PriceSettings } from '../../../domain/specialist/catalogPrice';
import type { ChangeFeed } from '../changeFeed';
import { keptUntilChanged } from '../changeCache';
import type { Category, City, PlatformSettings, ReferenceStore } from '../../../application/reference/referencePorts';
import { likeEscaped } from '../likePatterns';

type CityRow = {
  id: string;
  name: string;
  country_code: string;
  country_name: string;
  latitude: number;
  longitude: number;
};
const toCity = (r: CityRow): City => ({
  id: r.id,
  name: r.name,
  countryCode: r.country_code,
  countryName: r.country_name,
  lat: r.latitude,
  lng: r.longitude,
});
const citySelect = `
  select c.id, c.name, c.country_code, co.name as country_name, c.latitude, c.longitude
    from cities c
    join countries co on co.code = c.country_code`;

type CategoryRow = {
  id: string;
  slug: string;
  title: string;
  parent_id: string | null;
  published_specialists_count: number;
};
const toCategory = (r: CategoryRow): Category => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  parentId: r.parent_id,
  publishedSpecialistsCount: r.published_specialists_count,
});

/** The prices' part of the platform's settings, from its one reader (kept until the settings change). */
export const priceSettingsFrom = (settings: () => Promise<PlatformSettings>) => async (): Promise<PriceSettings> => {
  const { vatRateBasisPoints, serviceFeeBasisPoints } = await settings();
  return { vatBasisPoints: vatRateBasisPoints, serviceFeeBasisPoints };
};

type SettingsRow = {
  min_reservation_days: number;
  max_reservation_days: number;
  vat_rate_basis_points: number;
  service_fee_basis_points: number;
  currency: string;
};

const platformSettings = async (pool: pg.Pool): Promise<PlatformSettings> => {
  const { rows } = await pool.query<SettingsRow>(
    `select min_reservation_days, max_reservation_days, vat_rate_basis_points, service_fee_basis_points, currency
       from platform_settings where singleton`,
  );
  const row = rows[0];
  if (!row) throw new Error('platform_settings has no row: migration 0004 did not run');
  return {
    minReservationDays: row.min_reservation_days,
    maxReservationDays: row.max_reservation_days,
    vatRateBasisPoints: row.vat_rate_basis_points,
    serviceFeeBasisPoints: row.service_fee_basis_points,
    currency: row.currency,
  };
};

/**
 * Reference data. With the change feed, the platform's settings (booking limits, VAT, fee), read by every cart request,
 * are kept per process until they change.
 */
export const postgresReferenceStore = (pool: pg.Pool, changes?: ChangeFeed): ReferenceStore => {
  return {
    listEnumeration: async (type) => {
      const { rows } = await pool.query<{ id: string; title: string }>(
        'select id, title from enum_values where type = $1 order by sort_order, title',
        [type],
      );
      return rows;
    },

    listLanguages: async () => {
      const { rows } = await pool.query<{ id: string; title: string }>(
        'select code as id, name as title from languages order by sort_order, name',
      );
      return rows;
    },

    listSocialNetworks: async () => {
      const { rows } = await pool.query<{ id: string; title: string; link_prefix: string | null }>(
        'select id, title, link_prefix from social_networks order by sort_order, title',
      );
      return rows.map((r) => ({ id: r.id, title: r.title, linkPrefix: r.link_prefix }));
    },

    listCountries: async (search) => {
      const { rows } = await pool.query<{ code: string; name: string; dial_codes: string[] }>(
        `select code, name, dial_codes
           from countries
          where $1::text is null
             or code = upper($1)
             or search_name like '%' || reference_search_text($2) || '%'
          order by code = upper(coalesce($1, '')) desc, search_name like reference_search_text(coalesce($2, '')) || '%' desc, search_name, name`,
        [search ?? null, search === undefined ? null : likeEscaped(search)],
      );
      return rows.map((r) => ({ id: r.code, title: r.name, dialCodes: r.dial_codes }));
    },

    countryExists: async (code) => (await pool.query('select 1 from countries where code = $1', [code])).rowCount === 1,

    listCitiesOfCountry: async (code) => {
      const { rows } = await pool.query<CityRow>(
        `${citySelect} where c.country_code = $1 order by c.search_name, c.name`,
        [code],
      );
      return rows.map(toCity);
    },

    findCitiesByName: async ({ name, country, limit }) => {
      const { rows } = await pool.query<CityRow>(
        `with typed as (select reference_search_text($1) as text, reference_search_text($2) as pattern)
         ${citySelect}
           cross join typed t
          where ($3::text is null or c.country_code = $3)
            and (c.search_name like '%' || t.pattern || '%' or c.search_name % t.text)
          order by c.search_name like t.pattern || '%' desc,
                   c.search_name like '%' || t.pattern || '%' desc,
                   similarity(c.search_name, t.text) desc,
                   c.rank, c.name
          limit $4`,
        [name, likeEscaped(name), country ?? null, limit],
      );
      return rows.map(toCity);
    },

    listCategories: async (kind) => {
      const { rows } = await pool.query<CategoryRow>(
        `select c.id, c.slug, c.title, c.parent_id, c.published_specialists_count
           from categories c
           left join categories p on p.id = c.parent_id
          where c.kind = $1 and c.is_active and (c.parent_id is null or p.is_active)
          order by coalesce(p.sort_order, c.sort_order), coalesce(c.parent_id, c.id), c.parent_id is not null, c.sort_order, c.title`,
        [kind],
      );
      return rows.map(toCategory);
    },

    unknownCategories: async (ids) => {
      const { rows } = await pool.query<{ id: string }>(
        `select wanted.id
           from unnest($1::uuid[]) as wanted (id)
          where not exists (select 1 from categories c where c.id = wanted.id and c.kind = 'specialist')`,
        [ids],
      );
      return rows.map((r) => r.id);
    },

    listSpecializations: async (categoryIds) => {
      const { rows } = await pool.query<{ id: string; slug: string; title: string; category_ids: string[] }>(
        `select s.id, s.slug, s.title,
                coalesce(array_agg(sc.category_id::text order by sc.category_id) filter (where sc.category_id is not null), '{}') as category_ids
           from specializations s
           left join specialization_categories sc on sc.specialization_id = s.id
          where s.is_active
            and (cardinality($1::uuid[]) = 0 or exists (
                  select 1
                    from specialization_categories f
                    join categories c on c.id = f.category_id
                   where f.specialization_id = s.id and (c.id = any ($1::uuid[]) or c.parent_id = any ($1::uuid[]))))
          group by s.id
          order by s.title`,
        [categoryIds],
      );
      return rows.map((r) => ({ id: r.id, slug: r.slug, title: r.title, categoryIds: r.category_ids }));
    },

    specializationExists: async (id) =>
      (await pool.query('select 1 from specializations where id = $1 and is_active', [id])).rowCount === 1,

    listPopularKeySkills: async ({ specializationId, exclude, limit }) => {
      const { rows } = await pool.query<{ id: string; title: string }>(
        `select k.id, k.title
           from specialization_key_skills p
           join key_skills k on k.id = p.key_skill_id
          where p.specialization_id = $1 and k.approved and not (k.id = any ($2::uuid[]))
          order by p.position
          limit $3`,
        [specializationId, exclude, limit],
      );
      return rows;
    },

    listKeySkills: async ({ search, limit }) => {
      if (search === undefined) {
        const { rows } = await pool.query<{ id: string; title: string }>(
          'select id, title from key_skills where approved order by lower(title) limit $1',
          [limit],
        );
        return rows;
      }
      const { rows } = await pool.query<{ id: string; title: string }>(
        `with typed as (select reference_search_text($1) as text, reference_search_text($2) as pattern)
         select k.id, k.title
           from key_skills k
          cross join typed t
          where k.approved and (k.search_title like '%' || t.pattern || '%' or k.search_title % t.text)
          order by k.search_title = t.text desc,
                   k.search_title like t.pattern || '%' desc,
                   k.search_title like '%' || t.pattern || '%' desc,
                   similarity(k.search_title, t.text) desc,
                   lower(k.title)
          limit $3`,
        [search, likeEscaped(search), limit],
      );
      return rows;
    },

    listWorkIndustries: async () => {
      const { rows } = await pool.query<{ id: string; title: string }>(
        'select id, title from work_industries order by sort_order, title',
      );
      return rows;
    },

    getPlatformSettings: keptUntilChanged(changes, ['platform_settings'], () => platformSettings(pool)),
  };
};
