import pg from 'pg';
import { inject } from 'vitest';
import { demoTemplateOf } from './globalDatabase';
import { createTestDatabase, databaseUrl, dropTestDatabase, type TestDatabase } from './testDatabase';

/** An arbitrary key of the advisory lock under which one worker of the run seeds the demo template. */
const DEMO_TEMPLATE_LOCK = 20_261_129;

/** Renames a database once the pools of the app that seeded it have let go of it (they close a moment after `stop`). */
const renameWhenLetGo = async (admin: pg.Client, from: string, to: string) => {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`alter database "${from}" rename to "${to}"`);
      return;
    } catch (error) {
      if (attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
};

/**
 * A fresh database with the demo data of `SEED_DEMO_CARDS` (the demo agency's cards with their portraits, solutions,
 * terms, articles and client requests). Seeding them takes about a minute of a busy machine, and a dozen files need
 * them: the first file of the run to ask seeds a template once, with `seed`, under an advisory lock the others wait on;
 * every file then clones the template as it clones the migrated one. The template is renamed into place only once
 * seeded, so a seed that failed half-way is never cloned.
 */
export const createDemoDatabase = async (seed: (url: string) => Promise<void>): Promise<TestDatabase> => {
  const template = demoTemplateOf(inject('templateDatabase'));
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [DEMO_TEMPLATE_LOCK]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount) {
      const seeding = `${template}_seeding`;
      await dropTestDatabase(seeding);
      await admin.query(`create database "${seeding}" template "${inject('templateDatabase')}"`);
      await seed(databaseUrl(seeding));
      await renameWhenLetGo(admin, seeding, template);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [DEMO_TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
  return createTestDatabase(template);
};
