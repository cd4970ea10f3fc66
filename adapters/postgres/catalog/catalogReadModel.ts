import { surnameInitialOf } from '../../../domain/specialist/publicName';
import type pg from 'pg';
import type { CatalogFacets, CatalogItem, SuggestionGroup } from '../../../application/catalog/schemas';
import type { CatalogReadModel } from '../../../application/catalog/catalogPorts';
import { fileUrl } from '../../../application/files/fileContracts';
import { containsPattern, startsWithPattern } from '../likePatterns';
import { reviewOf } from '../../../domain/specialist/specialist.state';
import { orderOf, whereOf } from './catalogWhere';
import { ttlCache } from './ttlCache';

type ItemRow = {
  id: string; photo_id: string | null; name: string; surname: string; specialization_title: string; grade: string | null; key_skill_titles: string[];
  city_name: string | null; country_code: string | null; languages: string[]; catalog_price_cents: number; verified: boolean; busy_until: string | null;
};

/** The list columns, and the first free day when today is covered by an agency period or a client booking. */
const itemColumns = (todayParam: string) => `k.id, k.photo_id, k.name, k.surname, k.specialization_title, k.grade, k.key_skill_titles, k.city_name, k.country_code,
  k.languages, k.catalog_price_cents, k.verified,
  (select max(upper(r))::text from (
     select r from unnest(k.unavailable) r where r @> ${todayParam}::date
     union all select b.period from specialist_bookings b where b.specialist_id = k.id and b.period @> ${todayParam}::date) busy) as busy_until`;

const toItem = (r: ItemRow): CatalogItem => ({
  id: r.id,
  photoUrl: r.photo_id ? fileUrl(r.photo_id) : null,
  name: r.name,
  surnameInitial: surnameInitialOf(r.surname),
  specialization: r.specialization_title,
  grade: r.grade,
  keySkills: r.key_skill_titles,
  city: r.city_name,
  countryCode: r.country_code,
  languages: r.languages.map((l) => {
    const [language, level] = l.split(':');
    return { language: language ?? '', level: level ?? '' };
  }),
  priceCents: r.catalog_price_cents,
  availableNow: r.busy_until === null,
  availableFrom: r.busy_until,
  verified: r.verified,
});

const facet = async (pool: pg.Pool, sql: string, values: unknown[]) => (await pool.query<{ id: string; title: string; count: string }>(sql, values)).rows.map((r) => ({ id: r.id, title: r.title, count: Number(r.count) }));

/**
 * The rows of a page are always read fresh, so a card that is published, hidden or blocked shows or leaves at once.
 * What counts a whole filtered set (the total under the list, the filter values with counts) is cached for a few
 * seconds per filter combination: it reads every matching row, and with 100,000 cards that is the costly part.
 */
export const COUNT_TTL_MS = 5_000;
export const FACETS_TTL_MS = 30_000;

export const postgresCatalogReadModel = (pool: pg.Pool): CatalogReadModel => {
  const totals = ttlCache<number>(COUNT_TTL_MS, 2_000);
  const facetCache = ttlCache<CatalogFacets>(FACETS_TTL_MS, 500);
  return {
  list: async (filters, sort, page, today, keySkillMatches = []) => {
    const { where, values, rank } = whereOf(filters, today, keySkillMatches);
    const todayParam = `$${values.length + 1}`;
    const [items, total] = await Promise.all([
      // The page's ids first (index order, nothing computed for the rows skipped), then the columns of those 24 only.
      pool.query<ItemRow>(
        `with page as (select k.id from catalog_cards k ${where} ${orderOf(sort, rank)} limit ${page.count} offset ${(page.page - 1) * page.count})
         select ${itemColumns(todayParam)} from page join catalog_cards k on k.id = page.id ${orderOf(sort, rank)}`,
        [...values, today],
      ),
      totals(`${where}|${JSON.stringify(values)}`, async () => Number((await pool.query<{ n: string }>(`select count(*) as n from catalog_cards k ${where}`, values)).rows[0]?.n ?? 0)),
    ]);
    return { items: items.rows.map(toItem), total };
  },
  facets: (filters, today) => facetCache(JSON.stringify([filters, today]), async (): Promise<CatalogFacets> => {
    const { where, values } = whereOf(filters, today);
    const from = `from catalog_cards k ${where}`;
    const [categories, specializations, grades, formats, countries, languages, price] = await Promise.all([
      facet(pool, `select c.id::text as id, c.title, count(*) as count ${from.replace('from catalog_cards k', 'from catalog_cards k cross join lateral unnest(k.category_ids) cid join categories c on c.id = cid and c.is_active')} group by c.id, c.title order by count desc, c.title`, values),
      facet(pool, `select k.specialization_id::text as id, min(k.specialization_title) as title, count(*) as count ${from} ${where ? 'and' : 'where'} k.specialization_id is not null group by k.specialization_id order by count desc, title limit 50`, values),
      facet(pool, `select k.grade as id, k.grade as title, count(*) as count ${from} ${where ? 'and' : 'where'} k.grade is not null group by k.grade order by k.grade`, values),
      facet(pool, `select f as id, f as title, count(*) as count ${from.replace('from catalog_cards k', 'from catalog_cards k cross join lateral unnest(k.work_formats) f')} group by f order by f`, values),
      facet(pool, `select k.country_code as id, coalesce(min(co.name), k.country_code) as title, count(*) as count from catalog_cards k left join countries co on co.code = k.country_code ${where} ${where ? 'and' : 'where'} k.country_code is not null group by k.country_code order by count desc limit 60`, values),
      facet(pool, `select l as id, l as title, count(*) as count ${from.replace('from catalog_cards k', 'from catalog_cards k cross join lateral unnest(k.language_codes) l')} group by l order by count desc limit 40`, values),
      pool.query<{ min: number | null; max: number | null; n: string }>(`select min(k.catalog_price_cents) as min, max(k.catalog_price_cents) as max, count(*) as n ${from}`, values),
    ]);
    const p = price.rows[0];
    return { categories, specializations, grades, workFormats: formats, countries, languages, price: { min: Math.floor((p?.min ?? 0) / 100), max: Math.ceil((p?.max ?? 0) / 100) }, total: Number(p?.n ?? 0) };
  }),
  find: async (id, today) => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const { rows } = await pool.query<ItemRow & { content: never; review: never; agency_name: string; specialization_id: string | null; categories: { id: string; title: string }[] | null; domains: string[] | null; country: string | null; experience_months: number; published_at: Date }>(
      `select ${itemColumns('$2')}, s.content, s.review, a.name as agency_name, k.specialization_id, k.experience_months, k.published_at,
              (select json_agg(json_build_object('id', c.id, 'title', c.title) order by c.title) from categories c where c.id = any(k.category_ids)) as categories,
              (select array_agg(w.title order by w.title) from work_industries w where w.id::text = any(select jsonb_array_elements_text(s.content -> 'shared' -> 'workIndustries'))) as domains,
              (select name from countries where code = k.country_code) as country
         from catalog_cards k join specialist_cards s on s.id = k.id join companies a on a.id = k.agency_id where k.id = $1`,
      [id, today],
    );
    const r = rows[0];
    if (!r) return null;
    return { item: toItem(r), content: r.content, review: reviewOf(r.review), agencyName: r.agency_name, specializationId: r.specialization_id, categories: r.categories ?? [], domains: r.domains ?? [], country: r.country, experienceMonths: r.experience_months, publishedAt: r.published_at };
  },
  similar: async (id, today, limit) => {
    const { rows } = await pool.query<ItemRow>(
      `with me as (select specialization_id, key_skill_ids from catalog_cards where id = $1)
       select ${itemColumns('$2')} from catalog_cards k, me
        where k.id <> $1 and k.specialization_id = me.specialization_id
        order by cardinality(array(select unnest(k.key_skill_ids) intersect select unnest(me.key_skill_ids))) desc, k.published_at desc, k.id
        limit ${limit}`,
      [id, today],
    );
    return rows.map(toItem);
  },
  countsByCategory: async () => {
    const { rows } = await pool.query<{ id: string; title: string; slug: string; count: number }>(
      `select id, title, slug, published_specialists_count as count from categories where kind = 'specialist' and parent_id is null and is_active order by sort_order, title`,
    );
    return rows;
  },
  total: async () => Number((await pool.query<{ n: string }>('select count(*) as n from catalog_cards')).rows[0]?.n ?? 0),
  skillsLike: async (term) => {
    const { rows } = await pool.query<{ id: string }>(
      `select id from key_skills where approved and (search_title = reference_search_text($1) or similarity(search_title, reference_search_text($1)) >= 0.3)
        order by similarity(search_title, reference_search_text($1)) desc limit 5`,
      [term],
    );
    return rows.map((r) => r.id);
  },
  suggest: async (term): Promise<SuggestionGroup[]> => {
    // $2 and $3: the term at the start and anywhere, its wildcards escaped; $1 as typed, for similarity only.
    const patterns = [term, startsWithPattern(term), containsPattern(term)];
    const q = (sql: string, values = patterns) => pool.query<{ id: string; title: string }>(sql, values).then((r) => r.rows);
    const [skills, specializations, categories, solutionCategories] = await Promise.all([
      q(
        `select id::text, title from key_skills where approved and (search_title like $2 or similarity(search_title, reference_search_text($1)) >= 0.3)
          order by (search_title like $2) desc, similarity(search_title, reference_search_text($1)) desc, title limit 6`,
        patterns.slice(0, 2),
      ),
      q(`select id::text, title from specializations where is_active and (lower(title) like $2 or lower(title) like $3 or similarity(lower(title), lower($1)) >= 0.3)
          order by (lower(title) like $2) desc, similarity(lower(title), lower($1)) desc, title limit 6`),
      q(`select id::text, title from categories where kind = 'specialist' and is_active and (lower(title) like $2 or lower(title) like $3 or similarity(lower(title), lower($1)) >= 0.3) order by title limit 5`),
      q(`select id::text, title from categories where kind = 'solution' and is_active and (lower(title) like $2 or lower(title) like $3 or similarity(lower(title), lower($1)) >= 0.3) order by title limit 5`),
    ]);
    return [
      { group: 'keySkill' as const, title: 'Key skills', items: skills },
      { group: 'specialization' as const, title: 'Specializations', items: specializations },
      { group: 'category' as const, title: 'Catalogue categories', items: categories },
      { group: 'solutionCategory' as const, title: 'Solution categories', items: solutionCategories },
    ].filter((g) => g.items.length > 0);
  },
  searchSolutions: async (term, limit) => {
    const { rows } = await pool.query<{ id: string; title: string; short_description: string; logo_id: string | null }>(
      `select id, title, short_description, logo_id from solution_catalog
        where search_text like $2 or similarity(search_text, lower($1)) >= 0.2
        order by (lower(title) like $2) desc, published_at desc limit ${limit}`,
      [term, containsPattern(term)],
    );
    return rows.map((r) => ({ id: r.id, title: r.title, shortDescription: r.short_description, logoUrl: r.logo_id ? fileUrl(r.logo_id) : null }));
  },
  recordView: async (userId, specialistId, at) => {
    await pool.query(
      `insert into specialist_views (user_id, specialist_id, viewed_at) values ($1, $2, $3)
       on conflict (user_id, specialist_id) do update set viewed_at = excluded.viewed_at`,
      [userId, specialistId, at],
    );
  },
  recentlyViewed: async (userId, today, limit) => {
    const { rows } = await pool.query<ItemRow>(
      `select ${itemColumns('$2')} from specialist_views v join catalog_cards k on k.id = v.specialist_id where v.user_id = $1 order by v.viewed_at desc limit ${limit}`,
      [userId, today],
    );
    return rows.map(toItem);
  },
};
};
