import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../adapters/postgres/embeddedServer';
import { apiClient, type ApiClient } from '../../support/apiClient';
import { captchaSolution } from '../../support/captcha';
import { latestMailTo, linkIn } from '../../support/mailbox';
import { signClientContractOverHttp } from '../../support/contractFlow';
import { cardPayload } from '../../support/specialistPayloads';
import { createTestDatabase, type TestDatabase } from '../../support/testDatabase';

/** Crashes of the app process in the middle of writes (CRASH_DRILLS, 5 in the suite, 100 in `npm run soak`). */
const drills = Number(process.env.CRASH_DRILLS ?? 5);
const root = path.resolve(import.meta.dirname, '../../..');

/** The app as production runs it: its own process on the database, killed with SIGKILL, nothing flushed. */
const startApp = async (databaseUrl: string, port: number): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'adapters/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO_CARDS: 'false',
      LOG_LEVEL: 'silent',
      WORKERS: 'false',
    },
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

/** A working day at least `days` ahead of the real clock (the app runs on it here), for interview slots. */
const workingDayAhead = (days: number): string => {
  const day = new Date(Date.now() + days * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

/** A second client company through the real sign-up, with a signed contract: the interview writer's own cart. */
const signUpClient = async (
  api: ApiClient,
  pool: TestDatabase['pool'],
): Promise<{ email: string; password: string }> => {
  const email = `drill-${randomUUID().slice(0, 8)}@drill-client.test`;
  const password = 'drill-pass-1';
  const registered = await api.post('/api/auth/registration', {
    companyType: 'client',
    companyName: 'Drill Client',
    firstName: 'Dora',
    lastName: 'Drill',
    email,
    password,
    acceptTerms: true,
    captcha: await captchaSolution({ api }, 'registration'),
  });
  if (registered.status !== 200) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  await api.post(`/api/auth${linkIn((await latestMailTo(pool, email))!.text, '/verify-email/')}`);
  const { rows } = await pool.query<{ company_id: string }>('select company_id from users where email = $1', [email]);
  await signClientContractOverHttp(
    api,
    pool,
    rows[0]!.company_id,
    `signer-${randomUUID().slice(0, 8)}@drill-client.test`,
  );
  return { email, password };
};

type AcknowledgedRequest = { readonly requestId: string; readonly candidateId: string; readonly contactEmail: string };

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

  it(
    'loses no acknowledged card or cart item and writes none twice',
    async () => {
      const port = await freePort();
      const api = apiClient(`http://127.0.0.1:${port}`);
      const content = await cardPayload(database.pool);
      const acknowledgedCards: string[] = [];
      const acknowledgedAdds: string[] = [];
      const acknowledgedRequests: AcknowledgedRequest[] = [];
      const acknowledgedAccepts: AcknowledgedRequest[] = [];
      const slots = [
        { date: workingDayAhead(7), time: '10:00' },
        { date: workingDayAhead(8), time: '15:00' },
      ];
      let publishedId: string | null = null;
      let interviewedId: string | null = null;
      let interviewClient: { email: string; password: string } | null = null;
      for (let drill = 0; drill < drills; drill++) {
        child = await startApp(database.url, port);
        const agency = (await api.post('/api/auth/login', { email: 'agency@demo.test', password: 'demopass1' })).body
          .data.token as string;
        const client = (await api.post('/api/auth/login', { email: 'client@demo.test', password: 'demopass1' })).body
          .data.token as string;
        const manager = (await api.post('/api/auth/login', { email: 'manager@demo.test', password: 'demopass1' })).body
          .data.token as string;
        if (!publishedId || !interviewedId || !interviewClient) {
          publishedId = (await api.post('/api/specialist/send-to-publish', { content }, { token: agency })).body.data
            .specialistId as string;
          await api.post('/admin/api/specialist/publish', { specialistId: publishedId }, { token: manager });
          interviewedId = (await api.post('/api/specialist/send-to-publish', { content }, { token: agency })).body.data
            .specialistId as string;
          await api.post('/admin/api/specialist/publish', { specialistId: interviewedId }, { token: manager });
          interviewClient = await signUpClient(api, database.pool);
        }
        const requester = (await api.post('/api/auth/login', interviewClient)).body.data.token as string;
        // The drills measure durability, not rates: the interview writer asks one agency more often than an hour allows.
        await database.pool.query('delete from abuse_attempts');
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
              .post(
                '/api/specialist-request-list/add-specialist',
                { specialistUuid: publishedId, startPeriod: '2027-06-01', endPeriod: '2027-09-15', requestId },
                { token: client },
              )
              .catch(() => null);
            if (added?.status === 200) acknowledgedAdds.push(requestId);
            // The cart holds one item per period: take it out again so the next add is a new write.
            const items = added?.status === 200 ? (added.body.data.specialists.items as { id: string }[]) : [];
            if (items.length > 0)
              await api
                .post(
                  '/api/specialist-request-list/remove-specialist',
                  { ids: items.map((i) => i.id) },
                  { token: client },
                )
                .catch(() => null);
          }
        };
        // Interview writes that send e-mails: a request (the agency is told) and the partner's acceptance (the contact is told).
        const interviewWriter = async () => {
          while (running) {
            const requestId = randomUUID();
            const added = await api
              .post(
                '/api/specialist-request-list/add-specialist',
                { specialistUuid: interviewedId, startPeriod: '2027-06-01', endPeriod: '2027-09-15' },
                { token: requester },
              )
              .catch(() => null);
            // A kill between the add and the request leaves the item in the cart: the next request takes it from there.
            const cart =
              added?.status === 200
                ? added
                : await api.get('/api/specialist-request-list/specialists', { token: requester }).catch(() => null);
            const items =
              cart?.status === 200
                ? (cart.body.data.specialists.items as { id: string; specialistUuid: string }[])
                : [];
            const itemId = items.find((i) => i.specialistUuid === interviewedId)?.id;
            if (!itemId) continue;
            const contactEmail = `contact-${requestId}@drill.test`;
            const created = await api
              .post(
                '/api/specialist-request/create',
                {
                  requestId,
                  contact: { name: 'Dora Drill', email: contactEmail, phone: '' },
                  comment: '',
                  specialists: [{ id: itemId, slots }],
                },
                { token: requester },
              )
              .catch(() => null);
            if (created?.status !== 200) continue;
            const request = { requestId, candidateId: created.body.data.candidates[0].id as string, contactEmail };
            acknowledgedRequests.push(request);
            // The manager's review comes first: the agency answers once the manager passes the request on.
            const passedOn = await api
              .post(
                '/admin/api/candidate/update',
                { id: request.candidateId, status: 'CV_pending_client', comment: '' },
                { token: manager },
              )
              .catch(() => null);
            if (passedOn?.status !== 200) continue;
            const accepted = await api
              .post(
                '/api/interview-request/accept-slot',
                { id: request.candidateId, slot: slots[1] },
                { token: agency },
              )
              .catch(() => null);
            if (accepted?.status === 200) acknowledgedAccepts.push(request);
          }
        };
        const requestsBefore = acknowledgedRequests.length;
        const writers = [cardWriter(), cardWriter(), cartWriter(), interviewWriter()];
        // Past the first interview request of this run (a fresh process warms up slowly), then a moment somewhere in the
        // middle of the writes, different every drill.
        for (let waited = 0; acknowledgedRequests.length === requestsBefore && waited < 10_000; waited += 20)
          await new Promise((resolve) => setTimeout(resolve, 20));
        await new Promise((resolve) => setTimeout(resolve, 300 + ((drill * 137) % 500)));
        await killed(child);
        running = false;
        await Promise.all(writers);
      }
      child = await startApp(database.url, port);
      expect(acknowledgedCards.length).toBeGreaterThan(drills);
      const cards = await database.pool.query<{ id: string }>(
        'select id from specialist_cards where id = any($1::uuid[])',
        [acknowledgedCards],
      );
      expect(cards.rowCount).toBe(new Set(acknowledgedCards).size);
      const events = await database.pool.query<{ stream_id: string; n: number }>(
        `select stream_id, count(*)::int as n from emt_messages where stream_id = any($1::text[]) group by stream_id`,
        [acknowledgedCards.map((id) => `specialist-${id}`)],
      );
      expect(events.rows.every((r) => r.n === 1)).toBe(true);
      expect(events.rowCount).toBe(new Set(acknowledgedCards).size);
      // Each acknowledged add is in the cart's stream exactly once, under its request id.
      const added = await database.pool.query<{ body: string }>(
        `select message_data::text as body from emt_messages where message_type = 'CartSpecialistAdded'`,
      );
      const timesRecorded = (requestId: string) => added.rows.filter((r) => r.body.includes(requestId)).length;
      expect(acknowledgedAdds.map(timesRecorded)).toEqual(acknowledgedAdds.map(() => 1));

      // Each acknowledged interview request is in its cart's stream once and its candidate in the read model.
      expect(acknowledgedRequests.length).toBeGreaterThan(0);
      const clientId = (
        await database.pool.query<{ company_id: string }>('select company_id from users where email = $1', [
          interviewClient!.email,
        ])
      ).rows[0]!.company_id;
      const submissions = (
        await database.pool.query<{ position: string; request_id: string }>(
          `select stream_position::text as position, message_data->>'requestId' as request_id from emt_messages
          where stream_id = $1 and message_type = 'CartEmptiedBySubmission'`,
          [`cart-${clientId}`],
        )
      ).rows;
      const submitted = (requestId: string) => submissions.filter((r) => r.request_id === requestId).length;
      expect(acknowledgedRequests.map((r) => submitted(r.requestId))).toEqual(acknowledgedRequests.map(() => 1));
      const candidates = await database.pool.query('select id from candidates where id = any($1::uuid[])', [
        acknowledgedRequests.map((r) => r.candidateId),
      ]);
      expect(candidates.rowCount).toBe(acknowledgedRequests.length);

      // E-mails: every submission that committed (acknowledged or cut off by the kill) told each of the platform's
      // candidate managers exactly once (the agency hears when a manager passes the request on).
      const candidateManagers = (
        await database.pool.query<{ email: string }>(
          `select u.email from users u join roles r on r.id = u.role_id
            where r.kind = 'platform' and 'candidate:manage' = any(r.scopes) and u.email_verified_at is not null and u.status = 'active'`,
        )
      ).rows.map((r) => r.email);
      const outbox = (
        await database.pool.query<{ key: string; to: string; subject: string }>(
          `select idempotency_key as key, to_address as "to", subject from mail_outbox`,
        )
      ).rows;
      const requestMails = outbox.filter((m) => m.subject === 'Interview request from Drill Client to review');
      expect(requestMails.length).toBe(submissions.length * candidateManagers.length);
      for (const submission of submissions) {
        for (const to of candidateManagers) {
          expect(
            requestMails.filter((m) => m.key === `event:cart-${clientId}@${submission.position}|requestToReview|${to}`),
          ).toHaveLength(1);
        }
      }
      // Every accepted slot that committed told the request's contact exactly once; an acknowledged one certainly did.
      const accepts = (
        await database.pool.query<{ stream_id: string; n: number }>(
          `select stream_id, count(*)::int as n from emt_messages where message_type = 'InterviewSlotAccepted' and stream_id = any($1::text[]) group by stream_id`,
          [acknowledgedRequests.map((r) => `candidate-${r.candidateId}`)],
        )
      ).rows;
      const acceptsOf = (r: AcknowledgedRequest) =>
        accepts.find((a) => a.stream_id === `candidate-${r.candidateId}`)?.n ?? 0;
      const mailsTo = (r: AcknowledgedRequest) => outbox.filter((m) => m.to === r.contactEmail).length;
      expect(acknowledgedRequests.map(mailsTo)).toEqual(acknowledgedRequests.map(acceptsOf));
      expect(acknowledgedAccepts.map(mailsTo)).toEqual(acknowledgedAccepts.map(() => 1));
      console.log(
        `crash drills: ${drills}, acknowledged cards ${acknowledgedCards.length}, cart adds ${acknowledgedAdds.length}, interview requests ${acknowledgedRequests.length}, ` +
          `accepted slots ${acknowledgedAccepts.length}, e-mails ${requestMails.length + acknowledgedRequests.map(mailsTo).reduce((a, b) => a + b, 0)}; lost 0, doubled 0`,
      );
    },
    60_000 + drills * 60_000,
  );
});
