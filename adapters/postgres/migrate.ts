import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

/** Numbered SQL files applied in order, once each, under an advisory lock, recorded in schema_migrations. */
const MIGRATION_LOCK = 7_420_001;
export const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

export type Migration = { readonly version: number; readonly name: string; readonly sql: string };

export const readMigrations = (dir = migrationsDir): Migration[] =>
  readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 4)),
      name: file,
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));

export const migrate = async (pool: pg.Pool, migrations = readMigrations()): Promise<string[]> => {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(`create table if not exists schema_migrations (
      version integer primary key, name text not null, applied_at timestamptz not null default now())`);
    const done = new Set(
      (await client.query<{ version: number }>('select version from schema_migrations')).rows.map((r) => r.version),
    );
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await client.query('begin');
      try {
        await client.query(migration.sql);
        await client.query('insert into schema_migrations (version, name) values ($1, $2)', [
          migration.version,
          migration.name,
        ]);
        await client.query('commit');
        applied.push(migration.name);
      } catch (e) {
        await client.query('rollback');
        throw new Error(`Migration ${migration.name} failed: ${(e as Error).message}`, { cause: e });
      }
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
  return applied;
};
