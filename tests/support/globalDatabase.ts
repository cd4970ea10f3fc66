import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PgBoss from 'pg-boss';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensureDatabase } from '../../adapters/postgres/database';
import { startEmbeddedServer } from '../../adapters/postgres/embeddedServer';
import { openEventStore } from '../../adapters/postgres/eventStore';
import { migrate } from '../../adapters/postgres/migrate';
import { createQueues } from '../../adapters/jobs/queues';

/**
 * One real PostgreSQL per test run: the embedded server (or DATABASE_URL's), migrated once into a
 * template database that every test file clones.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
  }
}

/** The run's demo template (tests/support/demoDatabase.ts), beside the migrated one; the teardown drops both. */
export const demoTemplateOf = (template: string): string => `${template}_demo`;

const withDatabase = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

export default async function setup(project: TestProject) {
  let stopServer = async () => {};
  let dir: string | null = null;
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = withDatabase(process.env.DATABASE_URL, 'postgres');
  } else {
    dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-test-pg-'));
    // PostgreSQL runs as its own user when we are root: it must be able to enter the folder.
    chmodSync(dir, 0o755);
    const server = await startEmbeddedServer({ dir: path.join(dir, 'pg'), fast: true });
    adminUrl = server.url('postgres');
    stopServer = server.stop;
  }

  const templateDatabase = `app_template_${process.pid}_${project.name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${templateDatabase}"`);
  await admin.end();
  await ensureDatabase(adminUrl, templateDatabase);

  const templateUrl = withDatabase(adminUrl, templateDatabase);
  const pool = new pg.Pool({ connectionString: templateUrl, max: 2 });
  await migrate(pool);
  await pool.end();
  const eventStore = await openEventStore(templateUrl);
  await eventStore.close();
  const boss = new PgBoss({ connectionString: templateUrl, max: 2, supervise: false, schedule: false });
  await boss.start();
  await createQueues(boss);
  await boss.stop({ graceful: false, close: true });

  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    if (process.env.DATABASE_URL) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${templateDatabase}" with (force)`).catch(() => {});
      await client.query(`drop database if exists "${demoTemplateOf(templateDatabase)}" with (force)`).catch(() => {});
      await client.end();
    }
    await stopServer();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
