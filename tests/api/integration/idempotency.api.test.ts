import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock, type ManualClock } from '../../support/testClock';

/** `Idempotency-Key` on REST POSTs (issue 37): one write per key and body, the first answer replayed, 24 hours. */
describe('idempotent writes', () => {
  let app: TestApp;
  let clock: ManualClock;
  let agency: string;

  beforeAll(async () => {
    clock = manualClock();
    app = await startTestApp({ clock });
    agency = await app.login('agency@demo.test');
  });
  afterAll(() => app?.stop());

  const keysNamed = async (name: string) =>
    (await app.pool.query<{ n: number }>('select count(*)::int as n from api_keys where name = $1', [name])).rows[0]?.n;
  const createKey = (name: string, idempotencyKey: string, token = agency) =>
    app.api.post(
      '/api/integration/api-key/create',
      { name, scopes: ['specialist:manage-own'] },
      { token, headers: { 'idempotency-key': idempotencyKey } },
    );

  it('32 concurrent POSTs with one key write once and all answer the same', async () => {
    const answers = await Promise.all(Array.from({ length: 32 }, () => createKey('Once', 'concurrent-1')));
    expect(answers.map((a) => a.status)).toEqual(Array(32).fill(200));
    expect(await keysNamed('Once')).toBe(1);
    const first = answers[0]!.body;
    for (const a of answers) expect(a.body).toEqual(first);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(31);
  });

  it('the same key with another body is 422 and writes nothing; another caller’s same key is theirs', async () => {
    expect((await createKey('First', 'reused-1')).status).toBe(200);
    const other = await createKey('Second', 'reused-1');
    expect(other.status).toBe(422);
    expect(other.body.exception.code).toBe('idempotency.key_reused');
    expect(await keysNamed('Second')).toBe(0);

    const client = await app.login('client@demo.test');
    const theirs = await app.api.post(
      '/api/integration/api-key/create',
      { name: 'Client key', scopes: ['cart:use'] },
      { token: client, headers: { 'idempotency-key': 'reused-1' } },
    );
    expect(theirs.status).toBe(200);
  });

  it('is kept 24 hours: after that the same key writes again', async () => {
    const first = await createKey('Daily', 'daily-1');
    clock.advance(23 * 3_600_000);
    agency = await app.login('agency@demo.test');
    const replay = await createKey('Daily', 'daily-1');
    expect(replay.body).toEqual(first.body);
    expect(await keysNamed('Daily')).toBe(1);
    clock.advance(2 * 3_600_000);
    agency = await app.login('agency@demo.test');
    // The key is the caller's: a new session of the same person is the same caller.
    const later = await createKey('Daily', 'daily-1');
    expect(later.status).toBe(200);
    expect(later.body.data.id).not.toBe(first.body.data.id);
    expect(await keysNamed('Daily')).toBe(2);
  });

  it('refuses a malformed key with 400 and leaves requests without one alone', async () => {
    const bad = await createKey('Bad', 'x'.repeat(256));
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'Idempotency-Key' });
    const plain = app.api.post(
      '/api/integration/api-key/create',
      { name: 'Plain', scopes: ['act:own'] },
      { token: agency },
    );
    const plain2 = app.api.post(
      '/api/integration/api-key/create',
      { name: 'Plain', scopes: ['act:own'] },
      { token: agency },
    );
    expect((await plain).status).toBe(200);
    expect((await plain2).status).toBe(200);
    expect(await keysNamed('Plain')).toBe(2);
  });
});
