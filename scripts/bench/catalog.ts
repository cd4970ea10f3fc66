import autocannon from 'autocannon';
import pg from 'pg';

/**
 * The public catalogue with 100,000 published cards. The rows are written straight into the read model with one
 * INSERT ... SELECT shaped like the projection's rows (real specializations, categories, skills, cities, price
 * spread, languages, one card in five with a 'not available' period, one in ten booked by a client) — not through
 * the events, which would take minutes and measure the writes, not the reads.
 */
export type CatalogBench = { cards: number; seedSeconds: number; rows: { name: string; perSecond: number; p50: number; p99: number; errors: number }[] };

const seedSql = (count: number) => `
with s as (select id, title, row_number() over (order by title) - 1 as i, count(*) over () as n from specializations),
     c as (select id, parent_id, row_number() over (order by title) - 1 as i, count(*) over () as n from categories where kind = 'specialist' and parent_id is not null),
     k as (select array_agg(id order by title) as ids, array_agg(title order by title) as titles, count(*)::int as n from key_skills),
     ci as (select id, name, country_code, row_number() over (order by country_code, rank) - 1 as i, count(*) over () as n
              from cities where country_code in ('DE', 'PL', 'ES', 'PT', 'RO', 'UA', 'GB', 'NL', 'FR', 'IT') and rank <= 15),
     a as (select id from companies where type = 'agency' order by created_at limit 1),
     g as (select g, (array['junior', 'junior+', 'middle', 'middle+', 'senior', 'lead'])[1 + g % 6] as grade,
                  (array['A2', 'B1', 'B2', 'C1', 'C2', 'native'])[1 + (g / 7) % 6] as level from generate_series(1, ${count}) g)
insert into catalog_cards (id, agency_id, name, surname, specialization_id, specialization_title, grade, category_ids, subcategory_ids, key_skill_ids,
  key_skill_titles, country_code, city_id, city_name, languages, language_codes, work_formats, gender, birth_date, experience_months,
  catalog_price_cents, unavailable, verified, published_at, search)
select gen_random_uuid(), a.id, 'Bench' || g.g, 'Card' || g.g, s.id, s.title, g.grade, array[c.parent_id], array[c.id],
  array[k.ids[1 + g.g % k.n], k.ids[1 + (g.g * 7) % k.n], k.ids[1 + (g.g * 13) % k.n], k.ids[1 + (g.g * 31) % k.n], k.ids[1 + (g.g * 101) % k.n]],
  array[k.titles[1 + g.g % k.n], k.titles[1 + (g.g * 7) % k.n], k.titles[1 + (g.g * 13) % k.n], k.titles[1 + (g.g * 31) % k.n], k.titles[1 + (g.g * 101) % k.n]],
  ci.country_code, ci.id, ci.name,
  case when g.g % 3 = 0 then array['en:' || g.level, 'de:B2'] else array['en:' || g.level] end,
  case when g.g % 3 = 0 then array['en', 'de'] else array['en'] end,
  case when g.g % 4 = 0 then array['part-time'] else array['full-time'] end,
  case when g.g % 3 = 0 then 'f' else 'm' end, date '1975-01-01' + (g.g % 9000), g.g % 240, 2000 + ((g.g * 37) % 120) * 100,
  case when g.g % 5 = 0 then datemultirange(daterange(current_date + (g.g % 90), current_date + (g.g % 90) + 45, '[]')) else '{}'::datemultirange end,
  g.g % 4 = 0, now() - make_interval(mins => g.g),
  setweight(to_tsvector('simple', s.title), 'A') || setweight(to_tsvector('simple', k.titles[1 + g.g % k.n] || ' ' || k.titles[1 + (g.g * 7) % k.n] || ' ' || k.titles[1 + (g.g * 13) % k.n]), 'A')
    || setweight(to_tsvector('simple', 'Engineer with experience in fintech, retail and logistics projects'), 'C')
from g join s on s.i = g.g % s.n join c on c.i = (g.g * 7) % c.n join ci on ci.i = (g.g * 13) % ci.n cross join k cross join a`;

export const benchCatalog = async (databaseUrl: string, appUrl: string, cards = 100_000, seconds = 5, connections = 16): Promise<CatalogBench> => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
    const started = performance.now();
    const have = Number((await pool.query('select count(*) as n from catalog_cards')).rows[0].n);
    if (have < cards) await pool.query(seedSql(cards - have));
    // One card in ten booked by a client for the next quarter.
    await pool.query(`insert into specialist_bookings (candidate_id, specialist_id, client_id, period, created_at)
      select gen_random_uuid(), k.id, (select id from companies where type = 'client' limit 1), daterange(current_date + 10, current_date + 100, '[]'), now()
        from catalog_cards k where k.name like 'Bench%' and right(k.name, 1) = '7' on conflict do nothing`);
    await pool.query('analyze catalog_cards');
    await pool.query('analyze specialist_bookings');
    const seedSeconds = (performance.now() - started) / 1000;
    const ref = (await pool.query(`select (select id from categories where slug = 'development' and kind = 'specialist') as dev,
      (select id from key_skills order by title limit 1 offset 40) as skill,
      (select title from key_skills order by title limit 1 offset 40) as skill_title`)).rows[0];
    const inQuarter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const post = (body: object) => ({ method: 'POST' as const, path: '/api/specialist-catalog/list', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    const runs: [string, { method?: 'POST' | 'GET'; path: string; body?: string; headers?: Record<string, string> }][] = [
      ['list, default sort, 24 per page', post({ count: 24 })],
      ['list, page 200', post({ count: 24, page: 200 })],
      ['list, category + grade + price, by price', post({ count: 24, sort: 'priceAsc', filters: { category: [ref.dev], grade: ['senior', 'lead'], priceFrom: 40, priceTo: 90 } })],
      ['list, available in a period + language', post({ count: 24, filters: { availableFrom: inQuarter(20), availableTo: inQuarter(120), languages: ['de:B2'] } })],
      ['list, key skill', post({ count: 24, filters: { keySkills: [ref.skill] } })],
      ['list, full-text search for a skill', post({ count: 24, filters: { search: ref.skill_title } })],
      ['list, full-text search matching every card', post({ count: 24, filters: { search: 'fintech' } })],
      ['suggest ?term=jav', { path: '/api/search/suggest?term=jav' }],
      ['filters with counts, unfiltered', { path: '/api/specialist-catalog/filters' }],
      ['filters with counts, one category', { path: `/api/specialist-catalog/filters?category=${ref.dev}` }],
    ];
    const rows: CatalogBench['rows'] = [];
    for (const [name, request] of runs) {
      const result = await autocannon({ url: appUrl, connections, duration: seconds, requests: [request] });
      rows.push({ name, perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors });
    }
    return { cards: Number((await pool.query('select count(*) as n from catalog_cards')).rows[0].n), seedSeconds, rows };
  } finally {
    await pool.end();
  }
};
