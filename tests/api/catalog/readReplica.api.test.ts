import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVariant } from '../../support/catalogFixtures';
import { createTestDatabase, type TestDatabase } from '../../support/testDatabase';
import { startTestApp, type TestApp } from '../../support/testApp';

/**
 * DATABASE_READ_URL sends the public catalogue's and search's reads to a replica; every write stays on the primary.
 * The embedded PostgreSQL has no pg_basebackup to make a streaming replica, so the replica here is a second database
 * that the test copies rows into by hand, as replication would: what the catalogue shows comes from it alone.
 */
describe('catalogue reads from the read replica', () => {
  let replica: TestDatabase;
  let app: TestApp;
  let tokens: { agency: string; manager: string; client: string };
  const names = async (token?: string) => {
    const response = await app.api.post('/api/specialist-catalog/list', { count: 24 }, token ? { token } : undefined);
    expect(response.status).toBe(200);
    return (response.body.data.items as { surnameInitial: string }[]).map((i) => i.surnameInitial);
  };

  beforeAll(async () => {
    replica = await createTestDatabase();
    app = await startTestApp({ env: { DATABASE_READ_URL: replica.url } });
    const [agency, manager, client] = await Promise.all([
      app.login('agency@demo.test'),
      app.login('manager@demo.test'),
      app.login('client@demo.test'),
    ]);
    tokens = { agency, manager, client };
  });
  afterAll(async () => {
    await app?.stop();
    await replica?.drop();
  });

  it('a publication is written to the primary and shown once the replica has it', async () => {
    const id = await publishVariant(app, tokens, { surname: 'Replicated', skills: ['Java'] });
    const { rows } = await app.pool.query(
      'select to_jsonb(k) as row, (select to_jsonb(s) from specialist_cards s where s.id = k.id) as card, (select to_jsonb(a) from companies a where a.id = k.agency_id) as agency from catalog_cards k where id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(await names()).toEqual([]);
    expect(await names(tokens.client)).toEqual([]);

    // As physical replication replays it: the row and the catalogue's version, with no constraint checks of its own.
    const copy = await replica.pool.connect();
    try {
      await copy.query('begin');
      await copy.query('set local session_replication_role = replica');
      for (const [table, row] of [
        ['companies', rows[0].agency],
        ['catalog_cards', rows[0].row],
        ['specialist_cards', rows[0].card],
      ] as const) {
        const {
          rows: [{ columns }],
        } = await copy.query(
          `select string_agg(quote_ident(column_name), ', ') as columns from information_schema.columns where table_name = $1 and is_generated = 'NEVER'`,
          [table],
        );
        await copy.query(
          `insert into ${table} (${columns}) select ${columns} from jsonb_populate_record(null::${table}, $1)`,
          [row],
        );
      }
      await copy.query('update catalog_version set version = version + 1');
      await copy.query('commit');
    } finally {
      copy.release();
    }
    expect(await names()).toEqual(['R.']);
    expect(await names(tokens.client)).toEqual(['R.']);
    const page = await app.api.get(`/api/specialist-catalog/info/${id}`);
    expect(page.status).toBe(200);
  });

  it('a client opening a card records the view on the primary', async () => {
    const {
      rows: [card],
    } = await replica.pool.query<{ id: string }>('select id from catalog_cards limit 1');
    expect((await app.api.get(`/api/specialist-catalog/info/${card!.id}`, { token: tokens.client })).status).toBe(200);
    const { rows } = await app.pool.query('select 1 from specialist_views where specialist_id = $1', [card!.id]);
    expect(rows).toHaveLength(1);
  });
});
