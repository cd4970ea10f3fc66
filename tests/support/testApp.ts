import http from 'node:http';
import path from 'node:path';
import pino from 'pino';
import type { Clock } from '../../application/ports/clock';
import { readConfig } from '../../adapters/config';
import { answerClientErrors } from '../../adapters/http/clientErrors';
import { defaultWebDist, createHttpApp } from '../../adapters/http/httpApp';
import { freePort } from '../../adapters/postgres/embeddedServer';
import { startRuntime, type Runtime, type RuntimeOptions } from '../../adapters/runtime';
import { apiClient, type ApiClient } from './apiClient';
import { createTestDatabase, type TestDatabase } from './testDatabase';
import { createDemoDatabase } from './demoDatabase';

/** The built web app the e2e tests serve; `TEST_WEB_DIST` points at another build (`vite build --outDir`). */
const testWebDist = process.env.TEST_WEB_DIST ? path.resolve(process.env.TEST_WEB_DIST) : defaultWebDist;

/** The real server (Express, PostgreSQL, pg-boss, emmett) on a random port against a fresh database with demo accounts. */
export type TestApp = Runtime & {
  readonly baseUrl: string;
  readonly api: ApiClient;
  readonly login: (email: string, password?: string) => Promise<string>;
  /** Fresh sessions of the demo client, agency and manager (a test whose clock passed their sessions' end signs in again). */
  readonly demoTokens: () => Promise<{ client: string; agency: string; manager: string }>;
  /** The manual clock the test gave the app, if it gave one. */
  readonly clock: Clock | undefined;
};

export type TestAppOptions = {
  readonly serveWeb?: boolean;
  readonly clock?: Clock;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly env?: Record<string, string>;
  readonly eSignature?: RuntimeOptions['eSignature'];
  /**
   * With `SEED_DEMO_CARDS`, the database is a clone of the run's demo template (seeded once, tests/support/demoDatabase.ts)
   * unless `freshDemo` asks the app to seed its own at start, as a new installation does.
   */
  readonly freshDemo?: boolean;
};

/** The settings every test app starts with; a test's `env` adds to them. */
const testEnvironment = (port: number, env: Record<string, string> = {}): Record<string, string> => ({
  NODE_ENV: 'test',
  PORT: String(port),
  HOST: '127.0.0.1',
  APP_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  DATA_DIR: path.join('.data', 'test'),
  SEED_DEMO_CARDS: 'false',
  // '{port}' in a value is the port chosen here (a browser test reaches the app as http://localhost:{port}).
  ...Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value.replaceAll('{port}', String(port))])),
});

export const startTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const port = await freePort();
  const config = readConfig(testEnvironment(port, options.env));
  const database: TestDatabase =
    config.seedDemo && config.seedDemoCards && !options.freshDemo
      ? await createDemoDatabase(async (url) => {
          // The template is seeded by the same start-up a new installation runs, with no workers: the jobs the seed
          // enqueues wait in the template, and each clone's own workers send them, as after a fresh start.
          const seeding = testEnvironment(await freePort(), {
            SEED_DEMO: 'true',
            SEED_DEMO_CARDS: 'true',
            WORKERS: 'false',
          });
          const runtime = await startRuntime(readConfig(seeding), pino({ level: 'silent' }), { databaseUrl: url });
          await runtime.stop();
        })
      : await createTestDatabase();
  const logger = pino({ level: config.logLevel });
  const runtime = await startRuntime(config, logger, {
    databaseUrl: database.url,
    clock: options.clock,
    sleep: options.sleep ?? (async () => {}),
    eSignature: options.eSignature,
  });
  const app = createHttpApp({
    config,
    services: runtime.services,
    pool: runtime.pool,
    readPool: runtime.readPool,
    logger,
    clock: options.clock,
    webDist: options.serveWeb ? testWebDist : path.join(defaultWebDist, '__none__'),
  });
  const server = http.createServer(app);
  // The tests' fetch keeps connections alive until a second before the server's `Keep-Alive: timeout` says they end.
  // With Node's 5 s, a connection idle for 4–5 s while the whole suite loads the machine (timers late) was now and then
  // reused just as the server closed it: ECONNRESET on a request the server never saw. A minute leaves no such gap in a
  // test, whose connections are rarely idle that long.
  server.keepAliveTimeout = 60_000;
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const api = apiClient(baseUrl);
  const login = async (email: string, password = 'demopass1'): Promise<string> => {
    const response = await api.post('/api/auth/login', { email, password });
    if (response.status !== 200)
      throw new Error(`login of ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data.token as string;
  };
  return {
    ...runtime,
    baseUrl,
    api,
    clock: options.clock,
    login,
    demoTokens: async () => {
      const [client, agency, manager] = await Promise.all(
        ['client@demo.test', 'agency@demo.test', 'manager@demo.test'].map((email) => login(email)),
      );
      return { client: client as string, agency: agency as string, manager: manager as string };
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.stop();
      await database.drop();
    },
  };
};
