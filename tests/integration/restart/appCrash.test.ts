import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../adapters/postgres/embeddedServer';
import { apiClient } from '../../support/apiClient';
import { cardPayload } from '../../support/specialistPayloads';
import { createTestDatabase, type TestDatabase } from '../../support/testDatabase';

/** Crashes of the app process in the middle of writes (CRASH_DRILLS, 3 in the suite, 100 in `npm run soak`). */
const drills = Number(process.env.CRASH_DRILLS ?? 3);
const root = path.resolve(import.meta.dirname, '../../..');

/** The app as production runs it: its own process on the database, killed with SIGKILL, nothing flushed. */
const startApp = async (databaseUrl: string, port: number): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'adapters/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', APP_URL: `http://127.0.0.1:${port}`, SEED_DEMO_CARDS: 'false', LOG_LEVEL: 'silent', WORKERS: 'false' },
    stdio: 'ignore',
  });
  const api = apiClient(`http://127.0.0.1:${port}`);
  for (let waited = 0; ; waited += 100) {
    if ((await api.get('/api/country/list').catch(() => ({ status: 0 }))).status === 200) return child;
    if (waited > 60_000 || child.exitCode !== null) throw new Error('the app did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

/** Every write the app answered 2xx survives a kill -9 at any moment, once: in the event store and in its read model. */
describe(`the app process killed with SIGKILL during writes, ${drills} times`, () => {
  let database: TestDatabase;
  let child: ChildProcess | null = null;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    if (child) await killed(child);
    await database.drop();
  });

  it('loses no acknowledged card or cart item and writes none twice', async () => {
    const port = await freePort();
    const api = apiClient(`http://127.0.0.1:${port}`);
    const content = await cardPayload(database.pool);
    const acknowledgedCards: string[] = [];
    const acknowledgedAdds: string[] = [];
    let publishedId: string | null = null;
    for (let drill = 0; drill < drills; drill++) {
      child = await startApp(database.url, port);
      const agency = (await api.post('/api/auth/login', { email: 'agency@demo.test', password: 'demopass1' })).body.data.token as string;
      const client = (await api.post('/api/auth/login', { email: 'client@demo.test', password: 'demopass1' })).body.data.token as string;
      if (!publishedId) {
        const manager = (await api.post('/api/auth/login', { email: 'manager@demo.test', password: 'demopass1' })).body.data.token as string;
        publishedId = (await api.post('/api/specialist/send-to-publish', { content }, { token: agency })).body.data.specialistId as string;
        await api.post('/admin/api/specialist/publish', { specialistId: publishedId }, { token: manager });
      }
      let running = true;
      const cardWriter = async () => {
        while (running) {
          const res = await api.post('/api/specialist/save-draft', { content }, { token: agency }).catch(() => null);
          if (res?.status === 200) acknowledgedCards.push(res.body.data.specialistId);
        }
      };
      const cartWriter = async () => {
        while (running) {
          const requestId = randomUUID();
          const added = await api
            .post('/api/specialist-request-list/add-specialist', { specialistUuid: publishedId, startPeriod: '2027-06-01', endPeriod: '2027-09-15', requestId }, { token: client })
            .catch(() => null);
          if (added?.status === 200) acknowledgedAdds.push(requestId);
          // The cart holds one item per period: take it out again so the next add is a new write.
          const items = added?.status === 200 ? (added.body.data.specialists.items as { id: string }[]) : [];
          if (items.length > 0) await api.post('/api/specialist-request-list/remove-specialist', { ids: items.map((i) => i.id) }, { token: client }).catch(() => null);
        }
      };
      const writers = [cardWriter(), cardWriter(), cartWriter()];
      // A moment somewhere in the middle of the writes, different every drill.
      await new Promise((resolve) => setTimeout(resolve, 300 + ((drill * 137) % 500)));
      await killed(child);
      running = false;
      await Promise.all(writers);
    }
    child = await startApp(database.url, port);
    expect(acknowledgedCards.length).toBeGreaterThan(drills);
    const cards = await database.pool.query<{ id: string }>('select id from specialist_cards where id = any($1::uuid[])', [acknowledgedCards]);
    expect(cards.rowCount).toBe(new Set(acknowledgedCards).size);
    const events = await database.pool.query<{ stream_id: string; n: number }>(
      `select stream_id, count(*)::int as n from emt_messages where stream_id = any($1::text[]) group by stream_id`,
      [acknowledgedCards.map((id) => `specialist-${id}`)],
    );
    expect(events.rows.every((r) => r.n === 1)).toBe(true);
    expect(events.rowCount).toBe(new Set(acknowledgedCards).size);
    // Each acknowledged add is in the cart's stream exactly once, under its request id.
    const added = await database.pool.query<{ body: string }>(`select message_data::text as body from emt_messages where message_type = 'CartSpecialistAdded'`);
    const timesRecorded = (requestId: string) => added.rows.filter((r) => r.body.includes(requestId)).length;
    expect(acknowledgedAdds.map(timesRecorded)).toEqual(acknowledgedAdds.map(() => 1));
    console.log(`crash drills: ${drills}, acknowledged cards ${acknowledgedCards.length}, acknowledged cart adds ${acknowledgedAdds.length}, lost 0, doubled 0`);
  }, 60_000 + drills * 60_000);
});
