import { createHash, randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { readConfig } from '../../adapters/config';
import { startRuntime } from '../../adapters/runtime';
import { cardPayload } from '../../tests/support/specialistPayloads';
import { measure, type Timing } from './measure';
import { postJson, send } from './httpClient';
import { openLoop, type OpenLoopTiming } from './openLoop';
import { step } from './progress';

/**
 * Cart writes over HTTP with 1,000 client carts in use at once: add, update and remove, each cart its own stream.
 * The 1,000 client companies, users and sessions are inserted with SQL (registering them through argon2 would
 * measure the password hash); the specialists are published through the use cases.
 */
export type CartBench = {
  carts: number;
  specialists: number;
  inFlight: number;
  add: Timing;
  update: Timing;
  remove: Timing;
  view: Timing;
  /** The same add in raw SQL on the bare server (scripts/bench/baseline.ts), closed loop at the same concurrency. */
  bareAdd: Timing;
  /** Each operation again, open loop, offered at half the bare server's add capacity. */
  open: { add: OpenLoopTiming; update: OpenLoopTiming; view: OpenLoopTiming; remove: OpenLoopTiming };
  /** The bare server's add at the same offered rate: what this machine's tail is with no app in the way. */
  bareOpenAdd: OpenLoopTiming;
};

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const benchCartWrites = async (
  databaseUrl: string,
  appUrl: string,
  bareUrl: string,
  carts = 1_000,
  specialists = 100,
  inFlight = 64,
): Promise<CartBench> => {
  const runtime = await startRuntime(
    readConfig({ NODE_ENV: 'test', SEED_DEMO: 'true', SEED_DEMO_CARDS: 'false', WORKERS: 'false' }),
    pino({ level: 'warn' }),
    { databaseUrl },
  );
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
  try {
    const content = await cardPayload(pool);
    const noReservations = { ...content, agencyReservations: [] };
    const {
      rows: [agency],
    } = await pool.query<{ id: string }>(`select u.id from users u where u.email = 'agency@demo.test'`);
    const {
      rows: [manager],
    } = await pool.query<{ id: string }>(`select u.id from users u where u.email = 'manager@demo.test'`);
    const session = async (userId: string) => {
      const token = randomBytes(32).toString('base64url');
      await pool.query('insert into sessions (token_hash, user_id) values ($1, $2)', [
        createHash('sha256').update(token).digest('hex'),
        userId,
      ]);
      return runtime.services.identity.authenticate(token);
    };
    const agencyActor = await session(agency!.id);
    const managerActor = await session(manager!.id);
    step(`cart: publishing ${specialists} specialists and creating ${carts} client companies`);
    const ids: string[] = [];
    for (let i = 0; i < specialists; i++) {
      const sent = (
        await runtime.services.specialist.sendToReview(agencyActor, { content: noReservations })
      )._unsafeUnwrap();
      (await runtime.services.specialist.publish(managerActor, { specialistId: sent.specialistId }))._unsafeUnwrap();
      ids.push(sent.specialistId);
    }

    const {
      rows: [role],
    } = await pool.query<{ id: string }>(`select id from roles where slug = 'client-owner'`);
    const tokens: string[] = [];
    for (let i = 0; i < carts; i++) {
      const token = randomBytes(32).toString('base64url');
      await pool.query(
        `with company as (insert into companies (type, name) values ('client', $1) returning id),
              person as (insert into users (company_id, role_id, email, password_hash, first_name, last_name, status, email_verified_at)
                         select id, $2, $3, 'bench-no-login', 'Bench', 'Client', 'active', now() from company returning id)
         insert into sessions (token_hash, user_id) select $4, id from person`,
        [
          `Bench Client ${i}`,
          role!.id,
          `bench-${randomUUID()}@bench.test`,
          createHash('sha256').update(token).digest('hex'),
        ],
      );
      tokens.push(token);
    }

    const post = (path: string, token: string, body: unknown, base = appUrl) =>
      postJson<{ data: { specialists: { items: { id: string }[] } } }>(base, path, token, body);
    const period = { startPeriod: dayOffset(7), endPeriod: dayOffset(120) };
    const itemOf: string[] = [];
    const operations = {
      add: async (i: number) => {
        const cart = await post('/api/specialist-request-list/add-specialist', tokens[i]!, {
          specialistUuid: ids[i % ids.length],
          ...period,
          requestId: randomUUID(),
        });
        itemOf[i] = cart.data.specialists.items[0]!.id;
      },
      update: async (i: number) => {
        await post('/api/specialist-request-list/update-specialist', tokens[i]!, {
          id: itemOf[i],
          startPeriod: dayOffset(14),
          endPeriod: dayOffset(200),
          workFormat: 'part-time',
          hours: 20,
        });
      },
      view: async (i: number) => {
        const answer = await send(appUrl, 'GET', '/api/specialist-request-list/specialists', { token: tokens[i] });
        if (answer.status !== 200) throw new Error(`view answered ${answer.status}`);
      },
      remove: async (i: number) => {
        await post('/api/specialist-request-list/remove-specialist', tokens[i]!, { ids: [itemOf[i]] });
      },
    };
    step(`cart: add, update, view and remove, closed loop, ${inFlight} in flight`);
    const add = await measure(carts, inFlight, operations.add);
    const update = await measure(carts, inFlight, operations.update);
    const view = await measure(carts, inFlight, operations.view);
    const remove = await measure(carts, inFlight, operations.remove);

    step('cart: the same add in raw SQL on the bare server');
    await pool.query(
      'create table if not exists bench_bare_cart_events (id bigserial primary key, stream_id text, position int, type text, data jsonb, created timestamptz default now())',
    );
    const bareAddOf = async (i: number) => {
      await post(
        '/bare/cart/add',
        tokens[i]!,
        { specialistUuid: ids[i % ids.length], ...period, requestId: randomUUID() },
        bareUrl,
      );
    };
    const bareAdd = await measure(carts, inFlight, bareAddOf);
    const offered = Math.max(1, Math.round(bareAdd.perSecond / 2));
    step(`cart: open loop at ${offered} requests/s (half the bare add's capacity)`);
    const open = {
      add: await openLoop(carts, offered, operations.add),
      update: await openLoop(carts, offered, operations.update),
      view: await openLoop(carts, offered, operations.view),
      remove: await openLoop(carts, offered, operations.remove),
    };
    const bareOpenAdd = await openLoop(carts, offered, bareAddOf);
    return { carts, specialists, inFlight, add, update, remove, view, bareAdd, open, bareOpenAdd };
  } finally {
    await pool.end();
    await runtime.stop();
  }
};
