import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { devices } from 'playwright-core';
import { launchBrowser } from '../../tests/support/browser';
import { seedSql } from './catalog';
import { record } from './goals';
import { send } from './httpClient';
import { step } from './progress';

/**
 * Issue 38: the public pages as HTML against the JSON that carries the same data. Per catalogue size: each page from
 * the page cache and rendered afresh at 16 connections beside its JSON (cached and not), the server's CPU per render
 * and per JSON answer, the HTML's size, the database's size and the sitemap; once, a phone's whole download until the
 * network is idle. `npm run bench -- --only render` runs it alone over `BENCH_SCALE` (10,000, 100,000 and 1,000,000
 * cards by default).
 */
export type Load = { perSecond: number; p50: number; p95: number; errors: number };
type Request = { method?: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };
export type PageRow = {
  page: string;
  json: string;
  cached: Load;
  uncached: Load;
  jsonCached: Load;
  jsonUncached: Load;
  /** Server CPU per answer, ms: the page rendered afresh, and its JSON made afresh. */
  renderCpuMs: number;
  jsonCpuMs: number;
  htmlBytes: number;
  htmlGzipBytes: number;
  phoneHtmlBytes: number;
  /**
   * The page came back rendered (it carries the server's data script). A shell means the server could not render it,
   * e.g. the web build was replaced under the running app (its server bundle's chunks gone): its figures are not a
   * render's, and its goals are left unmeasured.
   */
  rendered: boolean;
};
export type SizeRun = {
  cards: number;
  seedSeconds: number;
  databaseMb: number;
  rows: PageRow[];
  sitemap: { files: number; bytes: number; ms: number };
  loadAverage: number;
};
export type PhoneDownload = { page: string; jsBytes: number; scripts: number; allBytes: number; error?: string };
export type RenderBench = { connections: number; seconds: number; sizes: SizeRun[]; phone: PhoneDownload[] };

type Targets = { app: string; cpuMs: () => number };

const CONNECTIONS = 16;
/**
 * `Authorization` keeps a request away from the kept pages (pageCache.ts): the page is rendered afresh, as for a
 * visitor no cache holds it for. The server renders it as a visitor's all the same (no session is read for a page).
 */
const UNCACHED_PAGE = { authorization: 'Bearer bench-uncached-render' };
const FRESH_JSON = { 'cache-control': 'no-cache' };

const load = (url: string, request: Request, seconds: number): Promise<Load> =>
  new Promise((resolve, reject) => {
    const times: number[] = [];
    const tracker = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, requests: [request] },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
        resolve({
          perSecond: result.requests.average,
          p50: at(0.5),
          p95: at(0.95),
          errors: result.non2xx + result.errors,
        });
      },
    );
    tracker.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
      times.push(responseTime),
    );
  });

/** The app process's CPU per answer: `count` answers one after another, its user and system time around them. */
const cpuPerAnswer = async (targets: Targets, request: Request, count: number): Promise<number> => {
  const body = request.body === undefined ? undefined : (JSON.parse(request.body) as unknown);
  const headers = Object.fromEntries(Object.entries(request.headers ?? {}).filter(([name]) => name !== 'content-type'));
  const ask = () => send(targets.app, request.method ?? 'GET', request.path, { body, headers });
  for (let i = 0; i < 3; i++) await ask();
  const before = targets.cpuMs();
  for (let i = 0; i < count; i++) {
    const answer = await ask();
    if (answer.status !== 200) throw new Error(`${request.path} answered ${answer.status}`);
  }
  return (targets.cpuMs() - before) / count;
};

const seedTo = async (pool: pg.Pool, cards: number) => {
  const have = Number((await pool.query('select count(*) as n from catalog_cards')).rows[0].n);
  // In slices: one INSERT of a million rows holds a transaction and its WAL for minutes.
  for (let left = cards - have; left > 0; left -= 100_000) await pool.query(seedSql(Math.min(left, 100_000)));
  await pool.query('vacuum analyze catalog_cards');
};

const sizeRun = async (pool: pg.Pool, targets: Targets, cards: number, seconds: number): Promise<SizeRun> => {
  step(`render: ${cards} cards`);
  const started = performance.now();
  await seedTo(pool, cards);
  const seedSeconds = (performance.now() - started) / 1000;
  const total = Number((await pool.query('select count(*) as n from catalog_cards')).rows[0].n);
  const databaseMb =
    Number((await pool.query('select pg_database_size(current_database()) as b')).rows[0].b) / 1024 / 1024;
  const {
    rows: [card],
  } = await pool.query<{ id: string }>(
    // A demo specialist's page: the bench's cards are rows of the read model only, without the profile a page reads.
    "select id from catalog_cards where name not like 'Bench%' order by published_at desc limit 1",
  );
  const id = card?.id ?? '';
  const list = (count: number): Request => ({
    method: 'POST',
    path: '/api/specialist-catalog/list',
    body: JSON.stringify({ count }),
    headers: { 'content-type': 'application/json' },
  });
  const pages: [string, string, Request][] = [
    ['/', 'POST list (8 cards)', list(8)],
    ['/staff', 'POST list (24 cards)', list(24)],
    [`/specialist/${id}`, 'GET info/{id}', { path: `/api/specialist-catalog/info/${id}` }],
  ];
  const rows: PageRow[] = [];
  for (const [page, json, request] of pages) {
    step(`render: ${page} at ${cards} cards`);
    const html = (await send(targets.app, 'GET', page)).text;
    const phoneHtml = (await send(targets.app, 'GET', page, { headers: { 'sec-ch-ua-mobile': '?1' } })).text;
    const fresh = { ...request, headers: { ...request.headers, ...FRESH_JSON } };
    rows.push({
      page: page.startsWith('/specialist/') ? '/specialist/{id}' : page,
      json,
      cached: await load(targets.app, { path: page }, seconds),
      uncached: await load(targets.app, { path: page, headers: UNCACHED_PAGE }, seconds),
      jsonCached: await load(targets.app, request, seconds),
      jsonUncached: await load(targets.app, fresh, seconds),
      renderCpuMs: await cpuPerAnswer(targets, { path: page, headers: UNCACHED_PAGE }, 20),
      jsonCpuMs: await cpuPerAnswer(targets, fresh, 100),
      htmlBytes: Buffer.byteLength(html),
      htmlGzipBytes: gzipSync(html).length,
      phoneHtmlBytes: Buffer.byteLength(phoneHtml),
      rendered: html.includes('id="__RQ_STATE__"'),
    });
  }
  // The sitemap a crawler reads first: its index and every file it names.
  const sitemapStarted = performance.now();
  const index = (await send(targets.app, 'GET', '/sitemap.xml')).text;
  const files = [...index.matchAll(/<loc>[^<]*?(\/sitemap-[^<]+\.xml)<\/loc>/g)].map((m) => m[1] ?? '');
  let bytes = Buffer.byteLength(index);
  for (const file of files) bytes += Buffer.byteLength((await send(targets.app, 'GET', file)).text);
  const sitemap = { files: files.length, bytes, ms: performance.now() - sitemapStarted };
  return { cards: total, seedSeconds, databaseMb, rows, sitemap, loadAverage: loadavg()[0] ?? 0 };
};

/**
 * What a phone downloads until the network is idle: every script of the page, its body's bytes on the wire
 * (compressed), in Chromium with a phone's screen and user agent, as a first visit (an empty cache).
 */
export const phoneDownloads = async (appUrl: string, pages: readonly string[]): Promise<PhoneDownload[]> => {
  const harness = await launchBrowser(appUrl);
  const results: PhoneDownload[] = [];
  try {
    for (const page of pages) {
      const context = await harness.newContext(undefined, devices['Pixel 7']);
      const tab = await context.newPage();
      const sizes: Promise<{ js: boolean; bytes: number; url: string; atMs: number }>[] = [];
      const started = performance.now();
      tab.on('requestfinished', (request) => {
        const atMs = performance.now() - started;
        sizes.push(
          request.sizes().then(
            (size) => ({
              js: request.resourceType() === 'script',
              // The body as it travelled, compressed: the JavaScript the budget counts (headers are not code).
              bytes: size.responseBodySize,
              url: request.url(),
              atMs,
            }),
            () => ({ js: false, bytes: 0, url: request.url(), atMs }),
          ),
        );
      });
      try {
        await tab.goto(page, { waitUntil: 'networkidle', timeout: 60_000 });
        // Idle callbacks and timers the app starts after hydration: a second quiet spell.
        await tab.waitForTimeout(3_000);
        await tab.waitForLoadState('networkidle');
        const done = await Promise.all(sizes);
        const js = done.filter((s) => s.js);
        // BENCH_PHONE_TRACE=1: each script, when it finished (ms from the navigation) and its bytes on the wire.
        if (process.env.BENCH_PHONE_TRACE === '1')
          for (const s of js)
            process.stderr.write(`${page} ${s.atMs.toFixed(0)} ms ${(s.bytes / 1000).toFixed(1)} KB ${s.url}\n`);
        results.push({
          page,
          jsBytes: js.reduce((n, s) => n + s.bytes, 0),
          scripts: js.length,
          allBytes: done.reduce((n, s) => n + s.bytes, 0),
        });
      } catch (error) {
        results.push({ page, jsBytes: 0, scripts: 0, allBytes: 0, error: String(error) });
      } finally {
        await context.close();
      }
    }
  } finally {
    await harness.close();
  }
  return results;
};

export const benchRenderPages = async (
  databaseUrl: string,
  targets: Targets,
  sizes: readonly number[],
  seconds: number,
): Promise<RenderBench> => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
    const runs: SizeRun[] = [];
    for (const cards of sizes) {
      const run = await sizeRun(pool, targets, cards, seconds);
      // Printed as soon as measured: a run to a million cards takes long, and what it measured on the way stays.
      printSize(run, seconds);
      runs.push(run);
    }
    step('render: a phone downloading each public page until the network is idle');
    const {
      rows: [card],
    } = await pool.query<{ id: string }>(
      "select id from catalog_cards where name not like 'Bench%' order by published_at desc limit 1",
    );
    const phone = await phoneDownloads(targets.app, [
      '/',
      '/staff',
      `/specialist/${card?.id}`,
      '/solutions',
      '/search?search=java',
      '/blog',
      '/about',
    ]);
    return { connections: CONNECTIONS, seconds, sizes: runs, phone };
  } finally {
    await pool.end();
  }
};

const ms = (v: number) => v.toFixed(1);
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const loadOf = (l: Load) => `${l.perSecond.toFixed(0)} (${ms(l.p50)} / ${ms(l.p95)})`;

const printSize = (run: SizeRun, seconds: number) => {
  console.log(
    `\nPublic pages as HTML beside their JSON, ${run.cards} published cards (seeded in ${run.seedSeconds.toFixed(0)} s, database ${run.databaseMb.toFixed(0)} MB), ${CONNECTIONS} connections, ${seconds} s per run, load average ${run.loadAverage.toFixed(2)}:`,
  );
  console.log(
    '| page | HTML cached req/s (p50 / p95 ms) | HTML rendered afresh | JSON | JSON cached | JSON uncached | cached HTML / cached JSON | uncached HTML / uncached JSON | CPU per render ms | CPU per JSON ms | HTML KB (gzip) desktop | phone HTML KB |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of run.rows)
    console.log(
      `| ${r.page}${r.rendered ? '' : ' (the shell: not rendered)'} | ${loadOf(r.cached)} | ${loadOf(r.uncached)} | ${r.json} | ${loadOf(r.jsonCached)} | ${loadOf(r.jsonUncached)} | ${(r.cached.perSecond / r.jsonCached.perSecond).toFixed(2)} | ${(r.uncached.perSecond / r.jsonUncached.perSecond).toFixed(2)} | ${ms(r.renderCpuMs)} | ${ms(r.jsonCpuMs)} | ${kb(r.htmlBytes)} (${kb(r.htmlGzipBytes)}) | ${kb(r.phoneHtmlBytes)} |`,
    );
  console.log(
    `Sitemap: the index and ${run.sitemap.files} files, ${kb(run.sitemap.bytes)} KB, read one after another in ${ms(run.sitemap.ms)} ms.`,
  );
};

/** The phone's table (each size's table is printed as it is measured). */
export const printRenderBench = (b: RenderBench) => {
  console.log(
    '\nA phone (Pixel 7 in Chromium, an empty cache) downloading each public page until the network is idle, compressed bodies on the wire:',
  );
  console.log('| page | JavaScript KB | scripts | everything KB |');
  console.log('|---|---|---|---|');
  for (const p of b.phone)
    console.log(
      p.error
        ? `| ${p.page} | failed: ${p.error} | | |`
        : `| ${p.page} | ${kb(p.jsBytes)} | ${p.scripts} | ${kb(p.allBytes)} |`,
    );
};

/** Issue 38's goals, from the largest size measured. */
export const recordRenderGoals = (b: RenderBench) => {
  const run = b.sizes.at(-1);
  for (const r of run?.rows ?? []) {
    const ratio = r.cached.perSecond / r.jsonCached.perSecond;
    record({
      measure: `${r.page} HTML to visitors at ${b.connections} connections / its JSON (${run?.cards} cards)`,
      figure: `${ratio.toFixed(2)} (${r.cached.perSecond.toFixed(0)}/s against ${r.jsonCached.perSecond.toFixed(0)}/s), p95 ${ms(r.cached.p95)} ms`,
      goal: 'at least 0.5, p95 under 150 ms',
      met: r.rendered ? ratio >= 0.5 && r.cached.p95 < 150 && r.cached.errors === 0 : null,
    });
    const limit = r.page === '/staff' ? 40 : r.page === '/specialist/{id}' ? 25 : null;
    if (limit !== null)
      record({
        measure: `server CPU per uncached render of ${r.page}`,
        figure: `${ms(r.renderCpuMs)} ms`,
        goal: `at most ${limit} ms`,
        met: r.rendered ? r.renderCpuMs <= limit : null,
      });
  }
  for (const p of b.phone)
    record({
      measure: `phone's JavaScript until network idle, ${p.page.startsWith('/specialist/') ? '/specialist/{id}' : p.page}`,
      figure: p.error ? `failed: ${p.error}` : `${kb(p.jsBytes)} KB in ${p.scripts} scripts`,
      goal: 'at most 200 KB',
      met: p.error ? null : p.jsBytes <= 200_000,
    });
};
