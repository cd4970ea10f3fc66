import http from 'node:http';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../adapters/config';
import { createHttpApp } from '../../../adapters/http/httpApp';
import { ensureDatabase } from '../../../adapters/postgres/database';
import { freePort, startEmbeddedServer, type EmbeddedServer } from '../../../adapters/postgres/embeddedServer';
import { startRuntime, type Runtime } from '../../../adapters/runtime';
import { apiClient, type ApiClient } from '../../support/apiClient';
import { cardPayload } from '../../support/specialistPayloads';

/** PostgreSQL restarts under load (RESTART_DRILLS, 2 in the suite, 20 in `npm run soak`). */
const drills = Number(process.env.RESTART_DRILLS ?? 2);

/**
 * A database restart under load: meanwhile every request gets an answer (503 with a clear message, never a 500 or a
 * hang), the app recovers by itself within 10 seconds, and every write it acknowledged is still there.
 */
describe(`PostgreSQL restarted ${drills} times under writes`, () => {
  let dir: string;
  let pgPort: number;
  let server: EmbeddedServer;
  let runtime: Runtime;
  let httpServer: http.Server;
  let api: ApiClient;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-restart-'));
    chmodSync(dir, 0o755);
    pgPort = await freePort();
    server = await startEmbeddedServer({ dir: path.join(dir, 'pg'), port: pgPort });
    await ensureDatabase(server.url('postgres'), 'drill');
    const appPort = await freePort();
    const config = readConfig({
      NODE_ENV: 'test',
      PORT: String(appPort),
      APP_URL: `http://127.0.0.1:${appPort}`,
      LOG_LEVEL: 'silent',
      SEED_DEMO_CARDS: 'false',
      DATA_DIR: dir,
    });
    const logger = pino({ level: 'silent' });
    runtime = await startRuntime(config, logger, { databaseUrl: server.url('drill'), sleep: async () => {} });
    httpServer = http.createServer(createHttpApp({ config, services: runtime.services, pool: runtime.pool, logger }));
    await new Promise<void>((resolve) => httpServer.listen(appPort, '127.0.0.1', resolve));
    api = apiClient(`http://127.0.0.1:${appPort}`);
  }, 120_000);

  afterAll(async () => {
    httpServer?.closeAllConnections();
    await new Promise<void>((resolve) => (httpServer ? httpServer.close(() => resolve()) : resolve()));
    await runtime?.stop().catch(() => {});
    await server?.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it(
    'answers 503 while it is down (and /readyz says so), recovers within 10 s on its own, and keeps every acknowledged write',
    async () => {
      const token = (await api.post('/api/auth/login', { email: 'agency@demo.test', password: 'demopass1' })).body.data
        .token as string;
      const content = await cardPayload(runtime.pool);
      const acknowledged: string[] = [];
      const statuses = new Map<number, number>();
      let writing = true;
      const writer = async () => {
        while (writing) {
          const res = await api
            .post('/api/specialist/save-draft', { content }, { token })
            .catch(() => ({ status: 0, body: null }));
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 200) acknowledged.push(res.body.data.specialistId);
          else if (res.status === 503)
            expect(res.body).toMatchObject({ success: false, exception: { code: 'service.unavailable' } });
          else expect(res.status, JSON.stringify(res.body)).toBe(200);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      const recoveries: number[] = [];
      for (let drill = 0; drill < drills; drill++) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await server.stop();
        // An orchestrator stops sending traffic here: /readyz says 'not ready' within 2 s of the database stopping.
        const stoppedAt = Date.now();
        while ((await api.get('/readyz')).status !== 503) {
          expect(Date.now() - stoppedAt).toBeLessThan(2_000);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await new Promise((resolve) => setTimeout(resolve, 700));
        const down = await api.get('/api/user/profile', { token });
        expect(down.status).toBe(503);
        server = await startEmbeddedServer({ dir: path.join(dir, 'pg'), port: pgPort });
        const restartedAt = Date.now();
        while ((await api.get('/api/user/profile', { token })).status !== 200) {
          expect(Date.now() - restartedAt).toBeLessThan(10_000);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        recoveries.push(Date.now() - restartedAt);
        while ((await api.get('/readyz')).status !== 200) {
          expect(Date.now() - restartedAt).toBeLessThan(10_000);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      writing = false;
      await Promise.all(writers);

      expect(statuses.get(500) ?? 0).toBe(0);
      expect(statuses.get(0) ?? 0).toBe(0);
      expect(acknowledged.length).toBeGreaterThan(drills);
      const kept = await runtime.pool.query<{ id: string }>(
        'select id from specialist_cards where id = any($1::uuid[])',
        [acknowledged],
      );
      expect(kept.rowCount).toBe(new Set(acknowledged).size);
      const streams = await runtime.pool.query<{ n: number }>(
        `select count(distinct stream_id)::int as n from emt_messages where stream_id = any($1::text[])`,
        [acknowledged.map((id) => `specialist-${id}`)],
      );
      expect(streams.rows[0]?.n).toBe(new Set(acknowledged).size);
      console.log(
        `restart drills: ${drills}, recovery ms: ${recoveries.join(', ')}, answers: ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
    },
    60_000 + drills * 30_000,
  );
});
