import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPayload } from '../../support/specialistPayloads';
import { PERIOD, publishCard, requestInterview, signContract } from '../../support/interviewFlow';
import { manualClock } from '../../support/testClock';
import { startTestApp, type TestApp } from '../../support/testApp';

/** Writers racing on one stream per round; `npm run soak` runs 1,000 rounds (RACE_ROUNDS). */
const rounds = Number(process.env.RACE_ROUNDS ?? 10);
const writers = 32;
/** Each round takes well under a second here; the soak's 1,000 rounds need room. */
const timeout = 30_000 + rounds * 3_000;

/** 0 -> a, 25 -> z, 26 -> ba: a number in the letters a name may hold. */
const lettersOf = (n: number): string =>
  (n < 26 ? '' : lettersOf(Math.floor(n / 26))) + String.fromCharCode(97 + (n % 26));

type Answer = {
  readonly status: number;
  readonly body: { data?: Record<string, unknown>; exception?: { code?: string } };
};

/** Writers that all sent the same expected version: exactly one wins, every other is a 409, never a 5xx. */
const oneWinner = (answers: readonly Answer[]) => {
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(writers - 1);
  return answers.findIndex((a) => a.status === 200);
};

/**
 * Writers that send no version: each is decided on the version it read, so several may win one after another, but
 * each winner appended exactly one event and every other writer is a 409; nothing is lost or written twice.
 */
const winnersAppendOnce = (answers: readonly Answer[], appended: number) => {
  const statuses = answers.map((a) => a.status);
  expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
  expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
  expect(appended).toBe(statuses.filter((s) => s === 200).length);
};

const eventsOf = async (app: TestApp, streamId: string) =>
  (
    await app.pool.query<{
      message_type: string;
      message_data: { data: Record<string, unknown> } | Record<string, unknown>;
    }>('select message_type, message_data from emt_messages where stream_id = $1 order by stream_position', [streamId])
  ).rows;

describe(`${writers} concurrent writers on one card, one cart and one candidate, ${rounds} rounds: no lost update, no double write`, () => {
  let app: TestApp;
  let agency: string;
  let manager: string;
  let client: string;
  beforeAll(async () => {
    app = await startTestApp({ clock: manualClock() });
    [agency, manager, client] = await Promise.all([
      app.login('agency@demo.test'),
      app.login('manager@demo.test'),
      app.login('client@demo.test'),
    ]);
  });
  afterAll(() => app.stop());

  it(
    'a card: one save per expected version, the read model holds the winner, the stream one event per round',
    async () => {
      const content = await cardPayload(app.pool);
      const first = await app.api.post('/api/specialist/save-draft', { content }, { token: agency });
      const id = first.body.data.specialistId as string;
      let version = first.body.data.version as number;
      for (let round = 0; round < rounds; round++) {
        // Names take letters only: a round and a writer spelled in letters.
        const names = Array.from({ length: writers }, (_, i) => `Anna${lettersOf(round)}x${lettersOf(i)}`);
        const answers = await Promise.all(
          names.map((name) =>
            app.api.post(
              '/api/specialist/save-draft',
              { specialistUuid: id, version, content: { ...content, texts: { en: { ...content.texts.en, name } } } },
              { token: agency },
            ),
          ),
        );
        const winner = oneWinner(answers);
        for (const loser of answers.filter((a) => a.status === 409))
          expect(loser.body.exception?.code).toMatch(/conflict/);
        version += 1;
        const row = (await app.pool.query('select name, version from specialist_cards where id = $1', [id])).rows[0];
        expect({ name: row.name, version: Number(row.version) }).toEqual({ name: names[winner], version });
      }
      const events = await eventsOf(app, `specialist-${id}`);
      expect(events).toHaveLength(rounds + 1);
    },
    timeout,
  );

  it(
    'a cart: every winning change appends once, every other is a 409, the cart view holds the last',
    async () => {
      const specialist = await publishCard(app, agency, manager, 'Raced');
      const added = await app.api.post(
        '/api/specialist-request-list/add-specialist',
        { specialistUuid: specialist, ...PERIOD, requestId: randomUUID() },
        { token: client },
      );
      expect(added.status).toBe(200);
      const itemId = added.body.data.specialists.items[0].id as string;
      const clientId = (await app.api.get('/api/user/profile', { token: client })).body.data.clientId as string;
      for (let round = 0; round < rounds; round++) {
        const before = (await eventsOf(app, `cart-${clientId}`)).length;
        const hours = Array.from({ length: writers }, (_, i) => 1 + ((round * writers + i) % 40));
        const answers = await Promise.all(
          hours.map((h) =>
            app.api.post(
              '/api/specialist-request-list/update-specialist',
              { id: itemId, ...PERIOD, workFormat: 'part-time', hours: h },
              { token: client },
            ),
          ),
        );
        const events = await eventsOf(app, `cart-${clientId}`);
        winnersAppendOnce(answers, events.length - before);
        // The view is a projection of the stream: it holds what the last appended event says.
        const last = JSON.stringify(events.at(-1)?.message_data);
        const view = await app.api.get('/api/specialist-request-list/specialists', { token: client });
        const shown = view.body.data.specialists.items[0];
        expect(shown.workFormat).toBe('part-time');
        expect(last).toContain(`"hours":${shown.hours}`);
      }
    },
    timeout,
  );

  it(
    'a candidate: every winning price change appends once, every other is a 409, the read model holds the last',
    async () => {
      await signContract(app, client);
      const specialist = await publishCard(app, agency, manager, 'Priced');
      const candidate = await requestInterview(app, client, specialist);
      for (let round = 0; round < rounds; round++) {
        const before = (await eventsOf(app, `candidate-${candidate}`)).length;
        // Never the catalogue price the candidate starts with ($50), which would change nothing.
        const prices = Array.from({ length: writers }, (_, i) => 60 + round + i / 100);
        const answers = await Promise.all(
          prices.map((price) =>
            app.api.post('/admin/api/candidate/change-client-price', { id: candidate, price }, { token: manager }),
          ),
        );
        const events = await eventsOf(app, `candidate-${candidate}`);
        winnersAppendOnce(answers, events.length - before);
        const row = (await app.pool.query('select client_hour_price_cents from candidates where id = $1', [candidate]))
          .rows[0];
        expect(JSON.stringify(events.at(-1)?.message_data)).toContain(
          `"clientHourPriceCents":${row.client_hour_price_cents}`,
        );
      }
    },
    timeout,
  );
});
