import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import express from 'express';
import pg from 'pg';
// @ts-expect-error: the parser ships no types; it answers the families of the text format as prom2json does.
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveOperations } from '../../../adapters/http/operations';
import { freePort } from '../../../adapters/postgres/embeddedServer';
import { startTestApp, type TestApp } from '../../support/testApp';

type Family = { name: string; type: string; metrics: { labels?: Record<string, string>; value?: string }[] };
const parseMetrics = (text: string): Family[] => parsePrometheusTextFormat(text) as Family[];

/** An app with only the operations' routes, on every address of the machine, over the given pool. */
const operationsServer = async (pool: pg.Pool, options: { token?: string; allow?: string[] } = {}) => {
  const app = express();
  serveOperations(app, { pool, metricsToken: options.token ?? null, metricsAllow: options.allow ?? [] });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The machine's address on its network: a request to it does not come from loopback. */
const networkAddress = (): string | null =>
  Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address ?? null;

describe('health, readiness and metrics', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('says the process is up and ready when its database, migrations and job queue are', async () => {
    const health = await fetch(`${app.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${app.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', jobQueue: 'ok' },
    });
  });

  it('is not ready while its database does not answer, and says why', async () => {
    // A pool whose server is not there: the connection is refused, as when PostgreSQL is stopped.
    const deadPool = new pg.Pool({ host: '127.0.0.1', port: await freePort(), user: 'nobody', max: 1 });
    deadPool.on('error', () => {});
    const server = await operationsServer(deadPool);
    try {
      const ready = await fetch(`http://127.0.0.1:${server.port}/readyz`);
      expect(ready.status).toBe(503);
      const body = (await ready.json()) as { status: string; checks: Record<string, string> };
      expect(body.status).toBe('not ready');
      expect(body.checks.database).toMatch(/^unreachable/);
      // The process itself is still up.
      expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);
    } finally {
      await server.close();
      await deadPool.end();
    }
  });

  it('counts requests per route with ids folded, in the Prometheus text format', async () => {
    const unknownId = '00000000-0000-4000-8000-000000000000';
    await fetch(`${app.baseUrl}/api/specialist-catalog/info/${unknownId}`);
    await fetch(`${app.baseUrl}/api/country/list`);
    const answer = await fetch(`${app.baseUrl}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const families = parseMetrics(await answer.text());
    const requests = families.find((f) => f.name === 'http_requests_total');
    expect(requests?.type).toBe('COUNTER');
    const routes = requests?.metrics.map((m) => `${m.labels?.route} ${m.labels?.status}`) ?? [];
    expect(routes).toContain('/api/specialist-catalog/info/:id 404');
    expect(routes).toContain('/api/country/list 200');
    expect(routes.some((r) => r.includes(unknownId))).toBe(false);
    const names = families.map((f) => f.name);
    for (const name of [
      'http_request_duration_seconds',
      'db_pool_connections',
      'event_appends_total',
      'job_queue_jobs',
      'mail_outbox_messages',
      'process_cpu_seconds_total',
    ])
      expect(names).toContain(name);
  });

  it('answers /metrics from another address only with the token, or from an allowed address', async () => {
    const address = networkAddress();
    if (!address) throw new Error('this machine has no network address to call from');
    const token = 'a-metrics-token-of-24-characters';
    const guarded = await operationsServer(app.pool, { token });
    const opened = await operationsServer(app.pool, { allow: [`${address}/32`] });
    try {
      expect((await fetch(`http://${address}:${guarded.port}/metrics`)).status).toBe(403);
      const wrong = await fetch(`http://${address}:${guarded.port}/metrics`, {
        headers: { authorization: 'Bearer not-the-token-at-all-no' },
      });
      expect(wrong.status).toBe(403);
      const right = await fetch(`http://${address}:${guarded.port}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(right.status).toBe(200);
      expect(parseMetrics(await right.text()).length).toBeGreaterThan(0);
      expect((await fetch(`http://${address}:${opened.port}/metrics`)).status).toBe(200);
      // The machine itself needs no token.
      expect((await fetch(`http://127.0.0.1:${guarded.port}/metrics`)).status).toBe(200);
    } finally {
      await guarded.close();
      await opened.close();
    }
  });
});
