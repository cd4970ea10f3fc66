import pg from 'pg';
import { startEmbeddedServer } from '../../adapters/postgres/embeddedServer';
import { ensureDatabase } from '../../adapters/postgres/database';
import { migrate } from '../../adapters/postgres/migrate';
const server = await startEmbeddedServer({ dir: '/tmp/refpg/pg', fast: true });
try {
  await ensureDatabase(server.url('postgres'), 'scratch');
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect(); await admin.query('drop database if exists scratch with (force)'); await admin.query('create database scratch'); await admin.end();
  const pool = new pg.Pool({ connectionString: server.url('scratch') });
  const t = Date.now();
  console.log(await migrate(pool), Date.now() - t, 'ms');
  for (const q of process.argv.slice(2)) console.log((await pool.query(q)).rows);
  await pool.end();
} finally { await server.stop(); }
