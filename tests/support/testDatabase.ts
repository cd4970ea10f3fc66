import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** A fresh, migrated database for one test file, cloned from the run's template in about 50 ms. */
export type TestDatabase = { readonly url: string; readonly pool: pg.Pool; readonly drop: () => Promise<void> };

const adminQuery = async (sql: string) => {
  const client = new pg.Client({ connectionString: inject('adminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/** Drops a test database, giving pools that are closing a moment to let go so no client is cut off mid-session. */
export const dropTestDatabase = async (name: string): Promise<void> => {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await adminQuery(`drop database if exists "${name}"`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await adminQuery(`drop database if exists "${name}" with (force)`);
};

/** The address of a database of the run's server. */
export const databaseUrl = (name: string): string => {
  const url = new URL(inject('adminUrl'));
  url.pathname = `/${name}`;
  return url.toString();
};

/** A fresh database cloned from `template` (the run's migrated template unless a test names another). */
export const createTestDatabase = async (template: string = inject('templateDatabase')): Promise<TestDatabase> => {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database "${name}" template "${template}"`);
  const url = new URL(databaseUrl(name));
  const pool = new pg.Pool({ connectionString: url.toString(), max: 5 });
  pool.on('error', () => {}); // an idle client cut off at teardown is not a test failure
  return {
    url: url.toString(),
    pool,
    drop: async () => {
      await pool.end();
      await dropTestDatabase(name);
    },
  };
};
