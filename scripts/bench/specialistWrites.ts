import pg from 'pg';
import pino from 'pino';
import { readConfig } from '../../adapters/config';
import { startRuntime } from '../../adapters/runtime';
import { cardPayload } from '../../tests/support/specialistPayloads';
import { cardColumns, upsertContent } from '../../adapters/postgres/projections/specialistCards';
import type { SpecialistContent } from '../../domain/specialist/specialist.content';
import { postJson } from './httpClient';
import { measure } from './measure';
import { step } from './progress';

/**
 * Specialist card writes over HTTP with 10,000 existing cards: save-draft and publish throughput and p99, against raw
 * SQL writing the same rows in one transaction at the same concurrency: the event row (the JSON an emmett append
 * stores) and its stream row, plus the projection rows the command writes (a save: the lists' card row; a publish: the
 * card row's status, a catalogue row, the categories' counts), into copies of those tables with the same indexes.
 */
export const benchSpecialistWrites = async (
  databaseUrl: string,
  appUrl: string,
  existing = 10_000,
  operations = 1_000,
  concurrency = 16,
) => {
  const config = { ...readConfig({ NODE_ENV: 'test', SEED_DEMO: 'true', SEED_DEMO_CARDS: 'false', WORKERS: 'false' }) };
  const runtime = await startRuntime(config, pino({ level: 'warn' }), { databaseUrl });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency + 2 });
  try {
    const content = await cardPayload(pool);
    const agencyActor = await runtime.services.identity.authenticate(await login(appUrl, 'agency@demo.test'));
    step(`card writes: seeding ${existing} cards through the use case`);
    const have = (await pool.query('select count(*)::int as n from specialist_cards')).rows[0].n as number;
    const seeded = await measure(Math.max(0, existing - have), concurrency, async (i) => {
      const surname = `Seed${String.fromCharCode(65 + (i % 26))}`;
      (
        await runtime.services.specialist.sendToReview(agencyActor, {
          content: { ...content, texts: { en: { ...content.texts.en, surname } } },
        })
      )._unsafeUnwrap();
    });

    const agencyToken = await login(appUrl, 'agency@demo.test');
    const managerToken = await login(appUrl, 'manager@demo.test');
    const post = (path: string, token: string, body: unknown) =>
      postJson<{ data: { specialistId: string } }>(appUrl, path, token, body);
    step('card writes: save-draft and publish over HTTP');
    // A warm-up the figures leave out, here and for the raw SQL below: the code compiled and the connections open.
    const warmUp = Math.round(operations / 5);
    const ids: string[] = [];
    const saveDraft = async () =>
      void ids.push((await post('/api/specialist/save-draft', agencyToken, { content })).data.specialistId);
    await measure(warmUp, concurrency, saveDraft);
    const save = await measure(operations, concurrency, saveDraft);
    for (const id of ids) await runtime.services.specialist.sendToReview(agencyActor, { specialistId: id, content });
    await measure(
      warmUp,
      concurrency,
      async (i) => void (await post('/admin/api/specialist/publish', managerToken, { specialistId: ids[i] })),
    );
    const published = ids.slice(warmUp);
    const publish = await measure(published.length, concurrency, async (i) => {
      await post('/admin/api/specialist/publish', managerToken, { specialistId: published[i] });
    });

    step('card writes: the same rows by raw SQL');
    await pool.query(`create table if not exists bench_card_events (id bigserial primary key, stream_id text, version int, type text, data jsonb, metadata jsonb, created timestamptz default now());
      create table if not exists bench_card_streams (stream_id text primary key, position int not null, type text not null, updated timestamptz default now());
      create table if not exists bench_specialist_cards (like specialist_cards including all);
      create table if not exists bench_catalog_cards (like catalog_cards including all);
      create table if not exists bench_categories as select id, published_specialists_count from categories; create unique index if not exists bench_categories_id on bench_categories (id);`);
    const agencyId = agencyActor!.companyId;
    // The content as the app stored it (the editor's payload parsed by the domain: prices in cents).
    const {
      rows: [stored],
    } = await pool.query<{ content: SpecialistContent }>('select content from specialist_cards where id = $1', [
      ids[0],
    ]);
    const storedContent = stored!.content;
    const eventData = JSON.stringify({
      specialistId: '00000000-0000-4000-8000-000000000000',
      agencyId,
      content: storedContent,
    });
    const transaction = async (work: (client: pg.PoolClient) => Promise<void>) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await work(client);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    };
    const appendRaw = async (client: pg.PoolClient, stream: string, type: string, data: string) => {
      const { rows } = await client.query<{ position: number }>(
        `insert into bench_card_streams (stream_id, position, type) values ($1, 1, 'specialist') on conflict (stream_id) do update set position = bench_card_streams.position + 1 returning position`,
        [stream],
      );
      await client.query(
        'insert into bench_card_events (stream_id, version, type, data, metadata) values ($1, $2, $3, $4, $5)',
        [stream, rows[0]!.position, type, data, '{"actorId":"x"}'],
      );
      return rows[0]!.position;
    };
    const rawIds = Array.from({ length: warmUp + operations }, () => crypto.randomUUID());
    const rawSave = async (i: number) => {
      await transaction(async (client) => {
        const version = await appendRaw(client, `specialist-${rawIds[i]}`, 'SpecialistDraftSaved', eventData);
        await client.query(
          upsertContent
            .replace('into specialist_cards', 'into bench_specialist_cards')
            .replace('specialist_cards.rejection', 'bench_specialist_cards.rejection'),
          // A new draft's verification, written by the same statement as the app's: no review, no mark.
          [
            rawIds[i],
            agencyId,
            'draft',
            ...cardColumns(storedContent),
            version,
            new Date(),
            '{"verified":false}',
            false,
            null,
            false,
          ],
        );
      });
    };
    await measure(warmUp, concurrency, rawSave);
    const raw = await measure(operations, concurrency, (i) => rawSave(warmUp + i));
    const {
      rows: [sample],
    } = await pool.query<{ id: string }>('select id from catalog_cards limit 1');
    const rawPublishOf = async (i: number) => {
      await transaction(async (client) => {
        const version = await appendRaw(
          client,
          `specialist-${rawIds[i]}`,
          'SpecialistPublished',
          JSON.stringify({ specialistId: rawIds[i] }),
        );
        await client.query(
          `update bench_specialist_cards set status = 'published', version = $2, published_at = now(), updated_at = now() where id = $1`,
          [rawIds[i], version],
        );
        const { rows } = await client.query<{ ids: string[] }>(
          `insert into bench_catalog_cards select (jsonb_populate_record(null::catalog_cards, to_jsonb(k) || jsonb_build_object('id', $1::uuid))).* from catalog_cards k where k.id = $2
           returning array_cat(category_ids, subcategory_ids)::text[] as ids`,
          [rawIds[i], sample!.id],
        );
        // In id order, as the app's count shift locks them (another order deadlocks two publications).
        await client.query(
          `with touched as (select id from bench_categories where id = any($1::uuid[]) order by id for update)
          update bench_categories b set published_specialists_count = published_specialists_count + 1 from touched where b.id = touched.id`,
          [rows[0]?.ids ?? []],
        );
      });
    };
    await measure(warmUp, concurrency, rawPublishOf);
    const rawPublish = await measure(operations, concurrency, (i) => rawPublishOf(warmUp + i));
    return { seeded: existing, seedRate: seeded.perSecond, save, publish, raw, rawPublish };
  } finally {
    await pool.end();
    await runtime.stop();
  }
};

const login = async (appUrl: string, email: string) =>
  (await postJson<{ data: { token: string } }>(appUrl, '/api/auth/login', undefined, { email, password: 'demopass1' }))
    .data.token;
