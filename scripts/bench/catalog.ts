import autocannon from 'autocannon';
import pg from 'pg';
import { send } from './httpClient';
import { openLoop, type OpenLoopTiming } from './openLoop';

/**
 * The public catalogue with 100,000 published cards. The rows are written straight into the read model with one
 * INSERT ... SELECT shaped like the projection's rows (real specializations, categories, skills, cities, price
 * spread, languages, one card in five with a 'not available' period, one in ten booked by a client) — not through
 * the events, which would take minutes and measure the writes, not the reads.
 */
export type Load = { perSecond: number; p50: number; p95: number; p99: number; errors: number };
/**
 * `matches`: how many cards (or suggestions) the request finds, so a fast empty answer is not taken for a fast search;
 * `matchesCapped`: more than that (a filtered list counts up to 10,000).
 */
export type CatalogRow = {
  name: string;
  matches: number | null;
  matchesCapped?: boolean;
  rest: Load;
  bare?: Load;
  trpc?: Load;
  atRate?: OpenLoopTiming;
  bareAtRate?: OpenLoopTiming;
};
export type CatalogBench = {
  cards: number;
  seedSeconds: number;
  connections: number;
  seconds: number;
  peakRssMb: number;
  rows: CatalogRow[];
};
type Request = { method?: 'POST' | 'GET'; path: string; body?: string; headers?: Record<string, string> };

/** One autocannon run; latencies from every response (autocannon's summary has no p95). */
const load = (url: string, request: Request, connections: number, seconds: number): Promise<Load> =>
  new Promise((resolve, reject) => {
    const times: number[] = [];
    const tracker = autocannon({ url, connections, duration: seconds, requests: [request] }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
      resolve({
        perSecond: result.requests.average,
        p50: at(0.5),
        p95: at(0.95),
        p99: at(0.99),
        errors: result.non2xx + result.errors,
      });
    });
    tracker.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
      times.push(responseTime),
    );
  });

/**
 * Latency as visitors meet it: requests started at a fixed rate, half of what the bare server answers for the same
 * request, whether or not earlier ones have answered (open loop, latency from when each was due). A closed loop of 50
 * connections on two cores measures its own queue instead: there even the bare server's p95 is over 60 ms.
 */
const atHalfTheBare = (url: string, request: Request, bare: Load, seconds: number): Promise<OpenLoopTiming> => {
  const rate = Math.max(1, Math.round(bare.perSecond / 2));
  // node:http on kept-alive connections, not fetch: the load's own CPU is taken from the two cores the app and
  // PostgreSQL share, and fetch's is twice as much (httpClient.ts).
  const body = request.body === undefined ? undefined : (JSON.parse(request.body) as unknown);
  const headers = Object.fromEntries(Object.entries(request.headers ?? {}).filter(([name]) => name !== 'content-type'));
  return openLoop(rate * seconds, rate, async () => {
    const answer = await send(url, request.method ?? 'GET', request.path, { body, headers });
    if (answer.status !== 200) throw new Error(`answered ${answer.status}`);
  });
};

export const seedSql = (count: number) => `
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
  catalog_price_cents, unavailable, verified, published_at, updated_at, available_now, search, search_title)
select gen_random_uuid(), a.id, 'Bench' || g.g, 'Card' || g.g, s.id, s.title, g.grade, array[c.parent_id], array[c.id],
  array[k.ids[1 + g.g % k.n], k.ids[1 + (g.g * 7) % k.n], k.ids[1 + (g.g * 13) % k.n], k.ids[1 + (g.g * 31) % k.n], k.ids[1 + (g.g * 101) % k.n]],
  array[k.titles[1 + g.g % k.n], k.titles[1 + (g.g * 7) % k.n], k.titles[1 + (g.g * 13) % k.n], k.titles[1 + (g.g * 31) % k.n], k.titles[1 + (g.g * 101) % k.n]],
  ci.country_code, ci.id, ci.name,
  case when g.g % 3 = 0 then array['en:' || g.level, 'de:B2'] else array['en:' || g.level] end,
  case when g.g % 3 = 0 then array['en', 'de'] else array['en'] end,
  case when g.g % 4 = 0 then array['part-time'] else array['full-time'] end,
  case when g.g % 3 = 0 then 'f' else 'm' end, date '1975-01-01' + (g.g % 9000), g.g % 240, 2000 + ((g.g * 37) % 120) * 100,
  case when g.g % 5 = 0 then datemultirange(daterange(current_date + (g.g % 90), current_date + (g.g % 90) + 45, '[]')) else '{}'::datemultirange end,
  g.g % 4 = 0, now() - make_interval(mins => g.g), now() - make_interval(mins => (g.g * 7919) % 200000), g.g % 5 <> 0 or g.g % 90 <> 0,
  setweight(to_tsvector('simple', s.title), 'A') || setweight(to_tsvector('simple', k.titles[1 + g.g % k.n] || ' ' || k.titles[1 + (g.g * 7) % k.n] || ' ' || k.titles[1 + (g.g * 13) % k.n]), 'A')
    || setweight(to_tsvector('simple', 'Engineer with experience in fintech, retail and logistics projects'), 'C'),
  to_tsvector('simple', s.title || ' ' || k.titles[1 + g.g % k.n] || ' ' || k.titles[1 + (g.g * 7) % k.n] || ' ' || k.titles[1 + (g.g * 13) % k.n])
from g join s on s.i = g.g % s.n join c on c.i = (g.g * 7) % c.n join ci on ci.i = (g.g * 13) % ci.n cross join k cross join a`;

type Targets = { app: string; bare: string; rssMb: () => number };

export const benchCatalog = async (
  databaseUrl: string,
  targets: Targets,
  cards = 100_000,
  seconds = 10,
  connections = 50,
): Promise<CatalogBench> => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  let peakRssMb = 0;
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, targets.rssMb());
  }, 250);
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
    const ref = (
      await pool.query(`select (select id from categories where slug = 'development' and kind = 'specialist') as dev,
      (select title from key_skills order by title limit 1 offset 40) as skill_title`)
    ).rows[0];
    // A word only a few cards have (in a demo card's own text): the rare end of the full-text search.
    ref.rare =
      (
        await pool.query(`select word from ts_stat('select search from catalog_cards') where ndoc between 2 and 20 and word ~ '^[a-z]{6,}$'
      order by ndoc desc, word limit 1`)
      ).rows[0]?.word ?? 'qzxwv';
    // Two skills that seeded developers in the price range really have together: the filter finds a page of them.
    ref.skills =
      (
        await pool.query(
          `select key_skill_ids[1:2] as skills from catalog_cards
      where name like 'Bench%' and $1 = any(category_ids) and catalog_price_cents between 3000 and 11000 order by name limit 1`,
          [ref.dev],
        )
      ).rows[0]?.skills ?? [];
    const inQuarter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    // `no-cache`: each answer made now, so the queries and the request path are measured, not the anonymous cache
    // (adapters/http/anonymousCache.ts), whose own row below shows what a repeated visitor request costs.
    const fresh = { 'cache-control': 'no-cache' };
    const post = (input: object): Request => ({
      method: 'POST',
      path: '/api/specialist-catalog/list',
      body: JSON.stringify(input),
      headers: { 'content-type': 'application/json', ...fresh },
    });
    const trpc = (procedure: string, input: object): Request => ({
      path: `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
      headers: fresh,
    });
    const suggest = (term: string): Request => ({
      path: `/api/search/suggest?term=${encodeURIComponent(term)}`,
      headers: fresh,
    });

    // The sort is named, as the web sends it: the bare server's default is not the app's.
    const compared: [string, object][] = [
      ['(a) list, no filter', { count: 24, sort: 'best' }],
      [
        '(b) list, category + two skills + price range',
        {
          count: 24,
          sort: 'best',
          filters: { category: [ref.dev], keySkills: ref.skills, priceFrom: 30, priceTo: 110 },
        },
      ],
      [
        '(c) list, available in a period + language',
        {
          count: 24,
          sort: 'best',
          filters: { availableFrom: inQuarter(20), availableTo: inQuarter(120), languages: ['de:B2'] },
        },
      ],
      ['(d) list, text search for a skill', { count: 24, sort: 'best', filters: { search: ref.skill_title } }],
    ];
    const suggestions: [string, string][] = [
      ['suggest ?term=jav', 'jav'],
      ['suggest worst case: one letter ?term=j', 'j'],
      ['suggest worst case: nothing matches ?term=qzxwv', 'qzxwv'],
    ];
    const restOnly: [string, Request][] = [
      ['list, page 200', post({ count: 24, page: 200 })],
      ['list, full-text search matching every card', post({ count: 24, filters: { search: 'fintech' } })],
      [
        'list, full-text search matching every card, page 200',
        post({ count: 24, page: 200, filters: { search: 'fintech' } }),
      ],
      [`list, full-text search for a rare term ("${ref.rare}")`, post({ count: 24, filters: { search: ref.rare } })],
      ['filters with counts, unfiltered', { path: '/api/specialist-catalog/filters', headers: fresh }],
      [
        '(a) as a visitor gets it again: the cached anonymous answer',
        {
          method: 'POST',
          path: '/api/specialist-catalog/list',
          body: JSON.stringify({ count: 24 }),
          headers: { 'content-type': 'application/json' },
        },
      ],
    ];

    await load(targets.app, post({ count: 24 }), connections, 2);
    await load(targets.bare, post({ count: 24 }), connections, 2);
    const rows: CatalogRow[] = [];
    const found = async (request: Request): Promise<Pick<CatalogRow, 'matches' | 'matchesCapped'>> => {
      const response = await fetch(`${targets.app}${request.path}`, {
        method: request.method ?? 'GET',
        ...(request.body ? { body: request.body, headers: request.headers } : {}),
      });
      const data = (
        (await response.json()) as {
          data?: { meta?: { total: number; totalCapped?: boolean } } | { items: unknown[] }[];
        }
      ).data;
      if (Array.isArray(data)) return { matches: data.reduce((n, group) => n + group.items.length, 0) };
      return { matches: data?.meta?.total ?? null, matchesCapped: data?.meta?.totalCapped };
    };
    // Text search and suggest also get their latency at a fixed offered rate (their goals are latencies).
    const latencyGoal = (name: string) => /text search|full-text|suggest worst/.test(name);
    for (const [name, input] of compared) {
      const bare = await load(targets.bare, post(input), connections, seconds);
      rows.push({
        name,
        ...(await found(post(input))),
        rest: await load(targets.app, post(input), connections, seconds),
        bare,
        trpc: await load(targets.app, trpc('catalog.list', input), connections, seconds),
        ...(latencyGoal(name)
          ? {
              atRate: await atHalfTheBare(targets.app, post(input), bare, seconds),
              bareAtRate: await atHalfTheBare(targets.bare, post(input), bare, seconds),
            }
          : {}),
      });
    }
    for (const [name, term] of suggestions) {
      const bare = await load(targets.bare, suggest(term), connections, seconds);
      rows.push({
        name,
        ...(await found(suggest(term))),
        rest: await load(targets.app, suggest(term), connections, seconds),
        bare,
        trpc: await load(targets.app, trpc('catalog.suggest', { term }), connections, seconds),
        ...(latencyGoal(name)
          ? {
              atRate: await atHalfTheBare(targets.app, suggest(term), bare, seconds),
              bareAtRate: await atHalfTheBare(targets.bare, suggest(term), bare, seconds),
            }
          : {}),
      });
    }
    for (const [name, request] of restOnly) {
      const short = Math.max(3, seconds / 2);
      const bare = latencyGoal(name) ? await load(targets.bare, request, connections, short) : undefined;
      rows.push({
        name,
        ...(request.path.endsWith('/list') ? await found(request) : { matches: null }),
        rest: await load(targets.app, request, connections, short),
        ...(bare
          ? {
              bare,
              atRate: await atHalfTheBare(targets.app, request, bare, short),
              bareAtRate: await atHalfTheBare(targets.bare, request, bare, short),
            }
          : {}),
      });
    }
    const total = Number((await pool.query('select count(*) as n from catalog_cards')).rows[0].n);
    return { cards: total, seedSeconds, connections, seconds, peakRssMb, rows };
  } finally {
    clearInterval(sampler);
    await pool.end();
  }
};

const latency = (l: Load) => [l.p50, l.p95, l.p99].map((v) => v.toFixed(1)).join(' / ');

/** The table of the closing note: REST against the bare server, tRPC alongside, and whether each case meets the goal. */
export const printCatalogBench = (b: CatalogBench) => {
  console.log(
    `\nPublic catalogue with ${b.cards} published cards (read-model rows seeded in ${b.seedSeconds.toFixed(1)} s), ${b.connections} connections, ${b.seconds} s per run; peak app RSS ${b.peakRssMb.toFixed(0)} MB`,
  );
  console.log(
    'Goal: REST at least 0.7 of the bare node:http + pg server on the same SQL, p95 under 50 ms, p99 under 100 ms.',
  );
  console.log(
    '| request | found | REST req/s | bare req/s | ratio | tRPC req/s | REST p50 / p95 / p99 ms | bare p50 / p95 / p99 ms | tRPC p50 / p95 / p99 ms | errors | goal |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  const atRate: CatalogRow[] = [];
  for (const row of b.rows) {
    const ratio = row.bare ? row.rest.perSecond / row.bare.perSecond : null;
    const meets = (ratio === null || ratio >= 0.7) && row.rest.p95 < 50 && row.rest.p99 < 100;
    const errors = row.rest.errors + (row.bare?.errors ?? 0) + (row.trpc?.errors ?? 0);
    if (row.atRate) atRate.push(row);
    console.log(
      `| ${row.name} | ${row.matches === null ? '–' : `${row.matches}${row.matchesCapped ? '+' : ''}`} | ${row.rest.perSecond.toFixed(0)} | ${row.bare ? row.bare.perSecond.toFixed(0) : '–'} | ${ratio === null ? '–' : ratio.toFixed(2)} | ${row.trpc ? row.trpc.perSecond.toFixed(0) : '–'} | ${latency(row.rest)} | ${row.bare ? latency(row.bare) : '–'} | ${row.trpc ? latency(row.trpc) : '–'} | ${errors} | ${meets ? 'met' : 'missed'} |`,
    );
  }
  console.log(
    '\nThe same requests at a fixed offered rate, half of what the bare server answers (open loop, latency from when each request was due):',
  );
  console.log(
    'The bare server gets the same requests at the same rate: its tail is what this machine adds with no app in the way.',
  );
  console.log('| request | offered req/s | answered req/s | p50 / p95 / p99 ms | errors | bare p50 / p95 / p99 ms |');
  console.log('|---|---|---|---|---|---|');
  const percentiles = (t: OpenLoopTiming) => [t.p50, t.p95, t.p99].map((v) => v.toFixed(1)).join(' / ');
  for (const row of atRate) {
    const t = row.atRate!;
    console.log(
      `| ${row.name} | ${t.offered} | ${t.perSecond.toFixed(0)} | ${percentiles(t)} | ${t.errors} | ${row.bareAtRate ? percentiles(row.bareAtRate) : '–'} |`,
    );
  }
};
