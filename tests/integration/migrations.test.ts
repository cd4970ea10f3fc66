import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { migrate, readMigrations } from '../../adapters/postgres/migrate';
import { dropTestDatabase } from '../support/testDatabase';

/** Migrations on an empty database (not the template): all apply in order, and a second run changes nothing. */
describe('migrations', () => {
  const name = `t_empty_${process.pid}`;
  let admin: pg.Client;
  let pool: pg.Pool;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: inject('adminUrl') });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(inject('adminUrl'));
    url.pathname = `/${name}`;
    pool = new pg.Pool({ connectionString: url.toString() });
  });

  afterAll(async () => {
    await pool.end();
    await admin.end();
    await dropTestDatabase(name);
  });

  it('apply every numbered file once, in order, then nothing on the next start', async () => {
    const files = readMigrations().map((m) => m.name);
    expect(files.length).toBeGreaterThan(1);
    expect(await migrate(pool)).toEqual(files);
    expect(await migrate(pool)).toEqual([]);
    const { rows } = await pool.query<{ name: string }>('select name from schema_migrations order by version');
    expect(rows.map((r) => r.name)).toEqual(files);
  });

  it('can run from two processes at once without applying anything twice', async () => {
    const again = await Promise.all([migrate(pool), migrate(pool), migrate(pool)]);
    expect(again).toEqual([[], [], []]);
  });
});
