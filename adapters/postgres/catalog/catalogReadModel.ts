import { surnameInitialOf } from '../../../domain/specialist/publicName';
import type pg from 'pg';
import type { CatalogFacets, CatalogItem, SuggestionGroup } from '../../../application/catalog/schemas';
import type { CatalogReadModel } from '../../../application/catalog/catalogPorts';
import { fileUrl } from '../../../application/files/fileContracts';
import { containsPattern, startsWithPattern } from '../likePatterns';
import { reviewOf } from '../../../domain/specialist/specialist.state';
import { orderOf, pageIdsOf, whereOf } from './catalogWhere';
import { ttlCache } from './ttlCache';

type ItemRow = {
  id: string;
  photo_id: string | null;
  name: string;
  surname: string;
  specialization_title: string;
  grade: string | null;
  key_skill_titles: string[];
  city_name: string | null;
  country_code: string | null;
  languages: string[];
  catalog_price_cents: number;
  verified: boolean;
  busy_until: string | null;
};

/** The list columns, and the first free day when today is covered by an agency period or a client booking. */
const itemColumns = (
  todayParam: string,
) => `k.id, k.photo_id, k.name, k.surname, k.specialization_title, k.grade, k.key_skill_titles, k.city_name, k.country_code,
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

/**
 * The rows of a page are always read fresh, so a card that is published, hidden or blocked shows or leaves at once.
 * What counts a whole filtered set (the total under the list, the filter values with counts) is cached for a few
 * seconds per filter combination: it reads every matching row, and with 100,000 cards that is the costly part.
 */
export const COUNT_TTL_MS = 5_000;
export const FACETS_TTL_MS = 30_000;
/**
 * A filtered list counts its matches up to this many and says 'more' beyond: counting every card a common term
 * matches reads them all (about 130 ms at 100,000 cards); stopping at the cap costs a few milliseconds.
 */
export const COUNT_CAP = 10_000;

/**
 * 'Available now' of the best-match order is kept for one day (`catalog_availability_day`): before a process's first
 * list of a day, one statement moves the day and rewrites the cards whose availability changed with it. Processes
 * that race wait on the day's row and find nothing left to do.
 */
const availabilityKeeper = (pool: pg.Pool) => {
  let keptFor: string | null = null;
  let running: Promise<void> | null = null;
  return async (today: string): Promise<void> => {
    if (keptFor === today) return;
    running ??= pool
      .query(
        `with moved as (update catalog_availability_day set day = $1::date where day <> $1::date returning day)
         update catalog_cards k set available_now = catalog_available_on(k.id, k.unavailable, moved.day) from moved
          where k.available_now is distinct from catalog_available_on(k.id, k.unavailable, moved.day)`,
        [today],
      )
      .then(() => {
        keptFor = today;
      })
      // A failed move (a deadlock with a projection's write) leaves yesterday's order for this list, tried again next time.
      .catch(() => {})
      .finally(() => {
        running = null;
      });
    await running;
  };
};

export const postgresCatalogReadModel = (pool: pg.Pool): CatalogReadModel => {
  const totals = ttlCache<{ total: number; capped: boolean }>(COUNT_TTL_MS, 2_000);
  const facetCache = ttlCache<CatalogFacets>(FACETS_TTL_MS, 500);
  const keepAvailability = availabilityKeeper(pool);
  const countOf = async (where: string, values: unknown[]) => {
    if (!where)
      return {
        total: Number((await pool.query<{ n: string }>('select count(*) as n from catalog_cards')).rows[0]?.n ?? 0),
        capped: false,
      };
    const { rows } = await pool.query<{ n: string }>(
      `select count(*) as n from (select 1 from catalog_cards k ${where} limit ${COUNT_CAP + 1}) matches`,
      values,
    );
    const n = Number(rows[0]?.n ?? 0);
    return n > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total: n, capped: false };
  };
  return {
    list: async (filters, sort, page, today, keySkillMatches = []) => {
      if (sort === 'best') await keepAvailability(today);
      const sql = whereOf(filters, today, keySkillMatches);
      const { where, values } = sql;
      const todayParam = `$${values.length + 1}`;
      const [items, count] = await Promise.all([
        // The page's ids first (index order, nothing computed for the rows skipped), then the columns of those 24 only.
        pool.query<ItemRow>(
          `with page as (${pageIdsOf(sql, sort, page)})
         select ${itemColumns(todayParam)} from page join catalog_cards k on k.id = page.id ${orderOf(sort).replace('order by ', 'order by page.tier, ')}`,
          [...values, today],
        ),
        totals(`${where}|${JSON.stringify(values)}`, () => countOf(where, values)),
      ]);
      return { items: items.rows.map(toItem), ...count };
    },
    facets: (filters, today) =>
      facetCache(JSON.stringify([filters, today]), async (): Promise<CatalogFacets> => {
        const { where, values } = whereOf(filters, today);
        // One pass over the matching cards (a term most cards match is read once, not once per facet), then each facet
        // counted from that narrow copy.
        const { rows } = await pool.query<{
          facet: string;
          id: string | null;
          title: string | null;
          count: string;
          min: number | null;
          max: number | null;
        }>(
          `with m as materialized (
         select k.category_ids, k.specialization_id, k.specialization_title, k.grade, k.work_formats, k.country_code, k.language_codes, k.catalog_price_cents
           from catalog_cards k ${where})
       (select 'categories' as facet, c.id::text as id, c.title, count(*) as count, null::int as min, null::int as max
          from m cross join lateral unnest(m.category_ids) cid join categories c on c.id = cid and c.is_active group by c.id, c.title order by count desc, c.title)
       union all
       (select 'specializations', m.specialization_id::text, min(m.specialization_title), count(*), null, null
          from m where m.specialization_id is not null group by m.specialization_id order by count(*) desc, min(m.specialization_title) limit 50)
       union all
       (select 'grades', m.grade, m.grade, count(*), null, null from m where m.grade is not null group by m.grade order by m.grade)
       union all
       (select 'workFormats', f, f, count(*), null, null from m cross join lateral unnest(m.work_formats) f group by f order by f)
       union all
       (select 'countries', m.country_code, coalesce(min(co.name), m.country_code), count(*), null, null
          from m left join countries co on co.code = m.country_code where m.country_code is not null group by m.country_code order by count(*) desc limit 60)
       union all
       (select 'languages', l, l, count(*), null, null from m cross join lateral unnest(m.language_codes) l group by l order by count(*) desc limit 40)
       union all
       (select 'price', null, null, count(*), min(m.catalog_price_cents), max(m.catalog_price_cents) from m)`,
          values,
        );
        const of = (name: string) =>
          rows
            .filter((r) => r.facet === name)
            .map((r) => ({ id: r.id ?? '', title: r.title ?? '', count: Number(r.count) }));
        const p = rows.find((r) => r.facet === 'price');
        return {
          categories: of('categories'),
          specializations: of('specializations'),
          grades: of('grades'),
          workFormats: of('workFormats'),
          countries: of('countries'),
          languages: of('languages'),
          price: { min: Math.floor((p?.min ?? 0) / 100), max: Math.ceil((p?.max ?? 0) / 100) },
          total: Number(p?.count ?? 0),
        };
      }),
    find: async (id, today) => {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const { rows } = await pool.query<
        ItemRow & {
          content: never;
          review: never;
          agency_name: string;
          specialization_id: string | null;
          categories: { id: string; title: string }[] | null;
          domains: string[] | null;
          country: string | null;
          experience_months: number;
          published_at: Date;
        }
      >(
        `select ${itemColumns('$2')}, s.content, s.review, a.name as agency_name, k.specialization_id, k.experience_months, k.published_at,
              (select json_agg(json_build_object('id', c.id, 'title', c.title) order by c.title) from categories c where c.id = any(k.category_ids)) as categories,
              (select array_agg(w.title order by w.title) from work_industries w where w.id::text = any(select jsonb_array_elements_text(s.content -> 'shared' -> 'workIndustries'))) as domains,
              (select name from countries where code = k.country_code) as country
         from catalog_cards k join specialist_cards s on s.id = k.id join companies a on a.id = k.agency_id where k.id = $1`,
        [id, today],
      );
      const r = rows[0];
      if (!r) return null;
      return {
        item: toItem(r),
        content: r.content,
        review: reviewOf(r.review),
        agencyName: r.agency_name,
        specializationId: r.specialization_id,
        categories: r.categories ?? [],
        domains: r.domains ?? [],
        country: r.country,
        experienceMonths: r.experience_months,
        publishedAt: r.published_at,
      };
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
    popularSpecializations: async (since, limit) => {
      const { rows } = await pool.query<{ id: string; title: string }>(
        `with cards as (
           select specialization_id as id, min(specialization_title) as title, count(*) as published
             from catalog_cards where specialization_id is not null group by specialization_id),
         booked as (
           select k.specialization_id as id, count(*) as n from specialist_bookings b
             join catalog_cards k on k.id = b.specialist_id where b.created_at >= $1 group by k.specialization_id),
         viewed as (
           select k.specialization_id as id, count(*) as n from specialist_views v
             join catalog_cards k on k.id = v.specialist_id where v.viewed_at >= $1 group by k.specialization_id)
         select c.id, c.title from cards c left join booked b on b.id = c.id left join viewed v on v.id = c.id
          order by coalesce(b.n, 0) desc, coalesce(v.n, 0) desc, c.published desc, c.title
          limit $2`,
        [since, limit],
      );
      return rows;
    },
    countsByCategory: async () => {
      const { rows } = await pool.query<{ id: string; title: string; slug: string; count: number }>(
        `select id, title, slug, published_specialists_count as count from categories where kind = 'specialist' and parent_id is null and is_active order by sort_order, title`,
      );
      return rows;
    },
    total: async () =>
      Number((await pool.query<{ n: string }>('select count(*) as n from catalog_cards')).rows[0]?.n ?? 0),
    skillsLike: async (term) => {
      const { rows } = await pool.query<{ id: string }>(
        `select id from key_skills where approved and (search_title = reference_search_text($1) or similarity(search_title, reference_search_text($1)) >= 0.3)
        order by similarity(search_title, reference_search_text($1)) desc limit 5`,
        [term],
      );
      return rows.map((r) => r.id);
    },
    suggest: async (term): Promise<SuggestionGroup[]> => {
      // One statement, one round trip and one connection for the four groups (each a sub-millisecond scan of a small
      // reference table): under load the cost was four connections' waits, not the scans.
      // $2 and $3: the term at the start and anywhere, its wildcards escaped; $1 as typed, for similarity only.
      const { rows } = await pool.query<{ grp: SuggestionGroup['group']; id: string; title: string }>(
        `(select 'keySkill' as grp, id::text, title from key_skills where approved and (search_title like $2 or similarity(search_title, reference_search_text($1)) >= 0.3)
         order by (search_title like $2) desc, similarity(search_title, reference_search_text($1)) desc, title limit 6)
       union all
       (select 'specialization', id::text, title from specializations where is_active and (lower(title) like $2 or lower(title) like $3 or similarity(lower(title), lower($1)) >= 0.3)
         order by (lower(title) like $2) desc, similarity(lower(title), lower($1)) desc, title limit 6)
       union all
       (select 'category', id::text, title from categories where kind = 'specialist' and is_active and (lower(title) like $2 or lower(title) like $3 or similarity(lower(title), lower($1)) >= 0.3) order by title limit 5)
       union all
       (select 'solutionCategory', id::text, title from categories where kind = 'solution' and is_active and (lower(title) like $2 or lower(title) like $3 or similarity(lower(title), lower($1)) >= 0.3) order by title limit 5)`,
        [term, startsWithPattern(term), containsPattern(term)],
      );
      // The rows of each group arrive in its own order (UNION ALL appends the parts as they are).
      const itemsOf = (group: SuggestionGroup['group']) =>
        rows.filter((r) => r.grp === group).map(({ id, title }) => ({ id, title }));
      return [
        { group: 'keySkill' as const, title: 'Key skills', items: itemsOf('keySkill') },
        { group: 'specialization' as const, title: 'Specializations', items: itemsOf('specialization') },
        { group: 'category' as const, title: 'Catalogue categories', items: itemsOf('category') },
        { group: 'solutionCategory' as const, title: 'Solution categories', items: itemsOf('solutionCategory') },
      ].filter((g) => g.items.length > 0);
    },
    searchSolutions: async (term, limit) => {
      const { rows } = await pool.query<{
        id: string;
        title: string;
        short_description: string;
        logo_id: string | null;
      }>(
        `select id, title, short_description, logo_id from solution_catalog
        where search_text like $2 or similarity(search_text, lower($1)) >= 0.2
        order by (lower(title) like $2) desc, published_at desc limit ${limit}`,
        [term, containsPattern(term)],
      );
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        shortDescription: r.short_description,
        logoUrl: r.logo_id ? fileUrl(r.logo_id) : null,
      }));
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
