import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureDatabase } from '../../adapters/postgres/database';
import { freePort, startEmbeddedServer } from '../../adapters/postgres/embeddedServer';
import { eventStorePort, openEventStore } from '../../adapters/postgres/eventStore';
import { migrate } from '../../adapters/postgres/migrate';
import { benchSpecialistWrites } from './specialistWrites';
import { benchCartWrites } from './cartWrites';
import { benchCatalog, printCatalogBench } from './catalog';

/**
 * `npm run bench`: our endpoints against a bare node:http + pg baseline on the same SQL, event appends against
 * raw INSERTs, and the server's memory under load. Prints figures; asserts nothing.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** `BENCH_ONLY=catalog npm run bench` runs the catalogue part alone. */
const ONLY = process.env.BENCH_ONLY;

const server = await startEmbeddedServer({ dir: path.resolve('.data/bench-pg'), fast: true });
const admin = new pg.Client({ connectionString: server.url('postgres') });
await admin.connect();
await admin.query('drop database if exists bench with (force)');
await admin.end();
await ensureDatabase(server.url('postgres'), 'bench');
const databaseUrl = server.url('bench');
const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
await migrate(pool);

const children: ChildProcess[] = [];
const startProcess = async (script: string, port: number, env: Record<string, string>, ready: string | null): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    if (ready === null) resolve();
    child.stdout?.on('data', (chunk: Buffer) => ready !== null && chunk.toString().includes(ready) && resolve());
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return child;
};
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

try {
  const appPort = await freePort();
  const app = await startProcess('adapters/main.ts', appPort, { NODE_ENV: 'test', LOG_LEVEL: 'warn', WORKERS: 'false' }, null);
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`http://127.0.0.1:${appPort}/api/user/profile`).then(() => true, () => false);
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const baselinePort = await freePort();
  await startProcess('scripts/bench/baseline.ts', baselinePort, {}, 'baseline ready');

  const login = await fetch(`http://127.0.0.1:${appPort}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'client@demo.test', password: 'demopass1' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  const catalogueRun = () =>
    benchCatalog(databaseUrl, { app: `http://127.0.0.1:${appPort}`, bare: `http://127.0.0.1:${baselinePort}`, rssMb: () => rssMb(app.pid as number) }, 100_000,
      Number(process.env.BENCH_CATALOG_SECONDS ?? 10), Number(process.env.BENCH_CATALOG_CONNECTIONS ?? 50));
  if (ONLY === 'catalog') printCatalogBench(await catalogueRun());
  else {
    const load = (port: number, urlPath: string) =>
      autocannon({ url: `http://127.0.0.1:${port}${urlPath}`, connections: CONNECTIONS, duration: DURATION_S, headers: { authorization: `Bearer ${token}` } });

    const rssBefore = rssMb(app.pid as number);
    const rows: string[] = [];
    for (const [name, urlPath] of [['GET /api/user/profile (auth + profile)', '/api/user/profile']] as const) {
      const ours = await load(appPort, urlPath);
      const bare = await load(baselinePort, urlPath);
      const errors = ours.non2xx + ours.errors;
      rows.push(
        `| ${name} | ${ours.requests.average.toFixed(0)} | ${bare.requests.average.toFixed(0)} | ${(ours.requests.average / bare.requests.average).toFixed(2)} | ${ours.latency.p50} / ${ours.latency.p99} | ${bare.latency.p50} / ${bare.latency.p99} | ${errors} |`,
      );
    }
    const rssAfter = rssMb(app.pid as number);

    // Event appends through emmett against raw INSERTs of the same payload, 8 writers at once.
    const eventStore = await openEventStore(databaseUrl);
    const store = eventStorePort(eventStore);
    const APPENDS = 2_000;
    const writers = 8;
    const payload = { specialistId: 'x', fields: { title: 'Senior Java Developer', skills: ['Java', 'Spring', 'Kafka'] } };
    const timeIt = async (work: (i: number) => Promise<unknown>) => {
      const started = performance.now();
      await Promise.all(Array.from({ length: writers }, async (_, w) => {
        for (let i = w; i < APPENDS; i += writers) await work(i);
      }));
      return APPENDS / ((performance.now() - started) / 1000);
    };
    const versions = new Map<string, bigint>();
    const emmettRate = await timeIt(async (i) => {
      const stream = `bench-${i % 200}`;
      const result = await store.appendToStream(stream, [{ type: 'BenchEventAppended', data: payload }], versions.get(stream) ?? 'no_stream');
      versions.set(stream, result._unsafeUnwrap());
    });
    await pool.query('create table if not exists bench_raw_events (id bigserial primary key, stream text, type text, data jsonb, at timestamptz default now())');
    const rawRate = await timeIt((i) => pool.query('insert into bench_raw_events (stream, type, data) values ($1, $2, $3)', [`bench-${i % 200}`, 'BenchEventAppended', payload]));
    await eventStore.close();

    const writes = await benchSpecialistWrites(databaseUrl, `http://127.0.0.1:${appPort}`);
    const cart = await benchCartWrites(databaseUrl, `http://127.0.0.1:${appPort}`);
    const catalogue = await catalogueRun();

    console.log(`\nBenchmark: ${CONNECTIONS} connections, ${DURATION_S} s per run, app and baseline each in its own process, one embedded PostgreSQL\n`);
    console.log('| endpoint | ours req/s | baseline req/s | ratio | ours p50 / p99 ms | baseline p50 / p99 ms | ours errors |');
    console.log('|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    console.log(`\nEvent append (emmett, expected version, ${writers} writers): ${emmettRate.toFixed(0)} appends/s; raw INSERT: ${rawRate.toFixed(0)} inserts/s; ratio ${(emmettRate / rawRate).toFixed(2)}`);
    console.log(`App server memory (RSS): ${rssBefore.toFixed(0)} MB idle, ${rssAfter.toFixed(0)} MB after load\n`);
    const ms = (v: number) => v.toFixed(1);
    console.log(`Specialist card writes with ${writes.seeded} existing cards (seeded at ${writes.seedRate.toFixed(0)} cards/s through the use case), 16 at once, over HTTP:`);
    console.log('| operation | per second | p50 ms | p99 ms | ratio to raw INSERT |');
    console.log('|---|---|---|---|---|');
    for (const [name, t] of [['POST /api/specialist/save-draft', writes.save], ['POST /admin/api/specialist/publish', writes.publish], ['raw INSERT of the event row', writes.raw]] as const) {
      console.log(`| ${name} | ${t.perSecond.toFixed(0)} | ${ms(t.p50)} | ${ms(t.p99)} | ${(t.perSecond / writes.raw.perSecond).toFixed(2)} |`);
    }
    console.log(`\nCart over HTTP: ${cart.carts} client carts in use, ${cart.inFlight} requests in flight, ${cart.specialists} published specialists:`);
    console.log('| operation | per second | p50 ms | p99 ms |');
    console.log('|---|---|---|---|');
    for (const [name, t] of [['POST add-specialist', cart.add], ['POST update-specialist', cart.update], ['GET specialists (the cart)', cart.view], ['POST remove-specialist', cart.remove]] as const) {
      console.log(`| ${name} | ${t.perSecond.toFixed(0)} | ${ms(t.p50)} | ${ms(t.p99)} |`);
    }
    printCatalogBench(catalogue);
    console.log('');
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await pool.end();
  await new Promise((r) => setTimeout(r, 500));
  await server.stop();
}
