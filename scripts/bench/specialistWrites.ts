import pg from 'pg';
import pino from 'pino';
import { readConfig } from '../../adapters/config';
import { startRuntime } from '../../adapters/runtime';
import { cardPayload } from '../../tests/support/specialistPayloads';
import { measure } from './measure';

/**
 * Specialist card writes over HTTP with 10,000 existing cards: save-draft and publish throughput and p99,
 * against a raw INSERT of the same event rows (the JSON an emmett append stores) at the same concurrency.
 */
export const benchSpecialistWrites = async (databaseUrl: string, appUrl: string, existing = 10_000, operations = 1_000, concurrency = 16) => {
  const config = { ...readConfig({ NODE_ENV: 'test', SEED_DEMO: 'true', SEED_DEMO_CARDS: 'false', WORKERS: 'false' }) };
  const runtime = await startRuntime(config, pino({ level: 'warn' }), { databaseUrl });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency + 2 });
  try {
    const content = await cardPayload(pool);
    const agencyActor = await runtime.services.identity.authenticate(await login(appUrl, 'agency@demo.test'));
    const have = (await pool.query('select count(*)::int as n from specialist_cards')).rows[0].n as number;
    const seeded = await measure(Math.max(0, existing - have), concurrency, async (i) => {
      const surname = `Seed${String.fromCharCode(65 + (i % 26))}`;
      (await runtime.services.specialist.sendToReview(agencyActor, { content: { ...content, texts: { en: { ...content.texts.en, surname } } } }))._unsafeUnwrap();
    });

    const agencyToken = await login(appUrl, 'agency@demo.test');
    const managerToken = await login(appUrl, 'manager@demo.test');
    const post = async (path: string, token: string, body: unknown) => {
      const res = await fetch(`${appUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { data: { specialistId: string } };
    };
    const ids: string[] = [];
    const save = await measure(operations, concurrency, async () => {
      ids.push((await post('/api/specialist/save-draft', agencyToken, { content })).data.specialistId);
    });
    for (const id of ids) await runtime.services.specialist.sendToReview(agencyActor, { specialistId: id, content });
    const publish = await measure(ids.length, concurrency, async (i) => {
      await post('/admin/api/specialist/publish', managerToken, { specialistId: ids[i] });
    });

    // The raw baseline: one INSERT of an event row of the same size, same concurrency, no HTTP, no rules, no projection.
    await pool.query('create table if not exists bench_card_events (id bigserial primary key, stream_id text, version int, type text, data jsonb, metadata jsonb, created timestamptz default now())');
    const eventData = JSON.stringify({ specialistId: '00000000-0000-4000-8000-000000000000', agencyId: '00000000-0000-4000-8000-000000000001', content });
    const raw = await measure(operations, concurrency, async (i) => {
      await pool.query('insert into bench_card_events (stream_id, version, type, data, metadata) values ($1, 1, $2, $3, $4)', [`specialist-${i}`, 'SpecialistDraftSaved', eventData, '{"actorId":"x"}']);
    });
    return { seeded: existing, seedRate: seeded.perSecond, save, publish, raw };
  } finally {
    await pool.end();
    await runtime.stop();
  }
};

const login = async (appUrl: string, email: string) => {
  const res = await fetch(`${appUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'demopass1' }) });
  return ((await res.json()) as { data: { token: string } }).data.token;
};
