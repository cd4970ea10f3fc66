import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import type express from 'express';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { readMigrations } from '../postgres/migrate';
import { appendCounts } from '../postgres/eventStore';

/** How long `/readyz` waits for the database before it says 'not ready': an orchestrator polls every few seconds. */
const READY_TIMEOUT_MS = 1_500;

export type OperationsOptions = {
  readonly pool: pg.Pool;
  /** `Authorization: Bearer <token>` opens `/metrics` from anywhere; without it, only the allowed addresses. */
  readonly metricsToken: string | null;
  /** Addresses and subnets that read `/metrics` without the token; the machine itself always may. */
  readonly metricsAllow: readonly string[];
};

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/**
 * One label per kind of address, so the series stay few: an id in a path is `:id`, a page is its first segment, a tRPC
 * call is its procedures.
 */
export const routeLabelOf = (method: string, path: string): string => {
  if (path.startsWith('/trpc/')) return `/trpc/${path.slice(6).split('?')[0]}`.slice(0, 200);
  const bare = path.split('?')[0] ?? '/';
  const isApi = /^\/(api|admin\/api|[a-z]{2}-[a-z]{2}\/api)\//.test(bare);
  if (!isApi && method === 'GET') return bare === '/' ? '/' : `/${bare.split('/')[1] ?? ''}`;
  return bare
    .split('/')
    .map((segment) =>
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment) ||
      /^\d+$/.test(segment) ||
      segment.length > 40
        ? ':id'
        : segment,
    )
    .join('/');
};

/** The addresses that read `/metrics` without a token: loopback, and the configured addresses and subnets. */
const metricsReaders = (allow: readonly string[]): BlockList => {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addAddress('::1', 'ipv6');
  for (const entry of allow) {
    const [address = '', bits] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
};

const digest = (text: string) => createHash('sha256').update(text).digest();
const sameToken = (given: string | undefined, token: string | null): boolean =>
  token !== null && given !== undefined && timingSafeEqual(digest(given), digest(token));

const canRead = (readers: BlockList, address: string): boolean => {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (v4) return readers.check(v4, 'ipv4');
  return readers.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
};

/**
 * `/healthz` (the process answers), `/readyz` (the database answers, its migrations are the code's, the job queue's
 * schema is there) and Prometheus metrics at `/metrics`. Installed before everything else, so a probe costs no
 * session lookup, no compression and no request log line.
 */
export const serveOperations = (app: express.Express, { pool, metricsToken, metricsAllow }: OperationsOptions) => {
  const readers = metricsReaders(metricsAllow);
  const register = new Registry();
  collectDefaultMetrics({ register });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [register],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of the answer, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the main database pool, by state',
    labelNames: ['state'] as const,
    registers: [register],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Counter({
    name: 'event_appends_total',
    help: 'Event appends by this process, by outcome (appended, version conflict)',
    labelNames: ['outcome'] as const,
    registers: [register],
    collect() {
      this.reset();
      this.inc({ outcome: 'appended' }, appendCounts.appended);
      this.inc({ outcome: 'conflict' }, appendCounts.conflicts);
    },
  });
  const queueJobs = new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs in the queue, by queue and state (created, retry, active, completed, failed, cancelled)',
    labelNames: ['queue', 'state'] as const,
    registers: [register],
  });
  const mails = new Gauge({
    name: 'mail_outbox_messages',
    help: 'E-mails of the outbox, by status (pending, sending, sent, stored, failed)',
    labelNames: ['status'] as const,
    registers: [register],
  });

  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const route = routeLabelOf(req.method, req.originalUrl);
      requests.inc({ method: req.method, route, status: String(res.statusCode) });
      latency.observe({ method: req.method, route }, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });

  const latestMigration = Math.max(0, ...readMigrations().map((m) => m.version));
  app.get('/readyz', async (_req, res) => {
    const checks: Record<string, string> = {};
    try {
      const { rows } = await withTimeout(
        pool.query<{ version: number | null; queue: boolean }>(
          `select (select max(version) from schema_migrations) as version,
                  to_regclass('pgboss.job') is not null as queue`,
        ),
        READY_TIMEOUT_MS,
      );
      checks.database = 'ok';
      const version = rows[0]?.version ?? 0;
      checks.migrations = version >= latestMigration ? 'ok' : `at ${version}, the code needs ${latestMigration}`;
      checks.jobQueue = rows[0]?.queue ? 'ok' : 'the job queue has no schema';
    } catch (e) {
      checks.database = `unreachable: ${(e as Error).message}`;
    }
    const ready = Object.keys(checks).length === 3 && Object.values(checks).every((v) => v === 'ok');
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ready ? 'ready' : 'not ready', checks });
  });

  app.get('/metrics', async (req, res) => {
    const address = req.socket.remoteAddress ?? '';
    const bearer = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    const allowed = canRead(readers, address) || sameToken(bearer, metricsToken);
    if (!allowed) {
      res.status(403).set('Cache-Control', 'no-store').type('text/plain').send('metrics: not allowed\n');
      return;
    }
    queueJobs.reset();
    mails.reset();
    try {
      const [jobs, outbox] = await withTimeout(
        Promise.all([
          pool.query<{ name: string; state: string; n: string }>(
            'select name, state::text as state, count(*) as n from pgboss.job group by 1, 2',
          ),
          pool.query<{ status: string; n: string }>('select status, count(*) as n from mail_outbox group by 1'),
        ]),
        READY_TIMEOUT_MS,
      );
      for (const row of jobs.rows) queueJobs.set({ queue: row.name, state: row.state }, Number(row.n));
      for (const row of outbox.rows) mails.set({ status: row.status }, Number(row.n));
    } catch {
      // The database's series are left out while it does not answer; the process's own are still worth reading.
    }
    res
      .set('Cache-Control', 'no-store')
      .type(register.contentType)
      .send(await register.metrics());
  });
};
