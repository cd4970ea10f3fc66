import path from 'node:path';
import pg from 'pg';
import { startEmbeddedServer } from './embeddedServer';

/** Where the app's database lives: `DATABASE_URL`, or an embedded server under the data folder. */
export type DatabaseLocation = { readonly url: string; readonly stop: () => Promise<void> };

const APP_DATABASE = 'marketplace';

export const ensureDatabase = async (serverUrl: string, name: string): Promise<void> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
};

export const locateDatabase = async (
  config: { databaseUrl: string | undefined; dataDir: string },
  log: (line: string) => void,
): Promise<DatabaseLocation> => {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => {} };
  const server = await startEmbeddedServer({ dir: path.join(config.dataDir, 'pg'), log });
  await ensureDatabase(server.url('postgres'), APP_DATABASE);
  return { url: server.url(APP_DATABASE), stop: server.stop };
};
