import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abuseLimits } from '../../../domain/shared/abuseLimits';
import { registerCompany } from '../../support/companies';
import { PERIOD, publishCard, signContract, SLOTS } from '../../support/interviewFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

const contact = { name: 'Clara Client', email: 'clara@client.test', phone: '' };

/** Interview requests contact agencies by e-mail: a client contacts at most 60 agencies an hour, one agency at most 30 times. */
describe('abuse limit on interview contact', () => {
  const clock = manualClock();
  let app: TestApp;
  let client: string;
  let manager: string;
  const agencies: Record<'A' | 'B' | 'C', string> = { A: '', B: '', C: '' };

  beforeAll(async () => {
    app = await startTestApp({ clock });
    [client, manager, agencies.A] = await Promise.all([
      app.login('client@demo.test'),
      app.login('manager@demo.test'),
      app.login('agency@demo.test'),
    ]);
    agencies.B = await registerCompany(app, 'agency', 'owner@second-agency.test');
    agencies.C = await registerCompany(app, 'agency', 'owner@third-agency.test');
  }, 60_000);
  afterAll(() => app?.stop());

  /** A client company with a signed contract, so it may ask for interviews. */
  const contractedClient = async (email: string) => {
    const token = await registerCompany(app, 'client', email);
    await signContract(app, token);
    return token;
  };

  /** Puts the card in the client's cart: answers the body of a request for it. */
  const requestFor = async (token: string, specialistId: string) => {
    const cart = await app.api.post(
      '/api/specialist-request-list/add-specialist',
      { specialistUuid: specialistId, ...PERIOD },
      { token },
    );
    expect(cart.status).toBe(200);
    const item = cart.body.data.specialists.items.find(
      (i: { specialistUuid: string }) => i.specialistUuid === specialistId,
    );
    return { requestId: randomUUID(), contact, comment: '', specialists: [{ id: item.id as string, slots: SLOTS }] };
  };
  const submit = (token: string, body: unknown) => app.api.post('/api/specialist-request/create', body, { token });
  /** Surnames are letters only: n written in letters. */
  const lettersOf = (n: number): string =>
    (n < 26 ? '' : lettersOf(Math.floor(n / 26) - 1)) + String.fromCharCode(97 + (n % 26));
  const card = (agency: 'A' | 'B' | 'C', n: number) =>
    publishCard(app, agencies[agency], manager, `Limit${agency.toLowerCase()}${lettersOf(n)}`);
  const candidatesOf = async (email: string) =>
    Number(
      (
        await app.pool.query(
          `select count(*)::int as n from candidates where client_id = (select company_id from users where email = $1)`,
          [email],
        )
      ).rows[0].n,
    );
  // Interview requests only: a request goes to the managers' review first (the agency hears when it is passed on).
  const mailsTo = async (to: string) =>
    Number(
      (
        await app.pool.query(
          `select count(*)::int as n from mail_outbox where to_address = $1 and subject like 'Interview request from % to review'`,
          [to],
        )
      ).rows[0].n,
    );

  it('refuses the 61st request of an hour (429 with Retry-After, REST and tRPC alike), writes and mails nothing; another client is unaffected', async () => {
    const { perAddress, perEmail } = abuseLimits.interviewContact;
    expect([perAddress.limit, perEmail.limit]).toEqual([60, 30]);
    // 30 requests to each of two agencies: every one within both limits.
    const statuses: number[] = [];
    for (const agency of ['A', 'B'] as const) {
      for (let n = 0; n < perEmail.limit; n++)
        statuses.push((await submit(client, await requestFor(client, await card(agency, n)))).status);
    }
    expect(statuses).toEqual(Array(perAddress.limit).fill(200));

    // The 61st, to an agency this client has not contacted yet: refused for the client's hour, not for the agency.
    const third = await card('C', 0);
    const body = await requestFor(client, third);
    const candidatesBefore = await candidatesOf('client@demo.test');
    const mailsBefore = await mailsTo('manager@demo.test');
    const refused = await submit(client, body);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, exception: { code: 'auth.too_many_attempts' } });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const overTrpc = await app.api.post(
      '/trpc/interview.create',
      { ...body, requestId: randomUUID() },
      { token: client },
    );
    expect(overTrpc.status).toBe(429);
    // tRPC says when to try again in the error's data, as for every limit.
    expect(overTrpc.body.error.data).toMatchObject({
      appCode: 'auth.too_many_attempts',
      retryAfterSeconds: expect.any(Number),
    });
    expect(overTrpc.body.error.data.retryAfterSeconds).toBeGreaterThan(0);
    expect(await candidatesOf('client@demo.test')).toBe(candidatesBefore);
    expect(await mailsTo('manager@demo.test')).toBe(mailsBefore);
    // The specialist stays in the cart, ready for later.
    const cart = await app.api.get('/api/specialist-request-list/specialists', { token: client });
    expect(cart.body.data.specialists.items.map((i: { id: string }) => i.id)).toContain(body.specialists[0]!.id);

    // Another client asks the same agency within the same hour.
    const other = await contractedClient('buyer@other-client.test');
    const theirs = await submit(other, await requestFor(other, await card('C', 1)));
    expect(theirs.status).toBe(200);
    expect(await mailsTo('manager@demo.test')).toBe(mailsBefore + 1);

    // An hour later the first client's request goes through.
    clock.advance(61 * 60_000);
    expect((await submit(client, body)).status).toBe(200);
    expect(await mailsTo('manager@demo.test')).toBe(mailsBefore + 2);
  }, 120_000);

  it('refuses the 31st request to one agency within an hour; the client may still contact other agencies', async () => {
    const buyer = await contractedClient('buyer@pair-client.test');
    const statuses: number[] = [];
    for (let n = 0; n <= abuseLimits.interviewContact.perEmail.limit; n++)
      statuses.push((await submit(buyer, await requestFor(buyer, await card('B', 100 + n)))).status);
    expect(statuses).toEqual([...Array(30).fill(200), 429]);
    expect((await submit(buyer, await requestFor(buyer, await card('A', 200)))).status).toBe(200);
  }, 120_000);

  it('a repeated submission the cart already recorded is answered as before and not counted', async () => {
    const buyer = await contractedClient('buyer@repeat-client.test');
    const body = await requestFor(buyer, await card('C', 300));
    for (let i = 0; i < 3; i++) expect((await submit(buyer, body)).status).toBe(200);
    const counted = await app.pool
      .query(`select count(*)::int as n from abuse_attempts where action = 'interviewContact'
      and key = 'address:company:' || (select company_id from users where email = 'buyer@repeat-client.test')`);
    expect(counted.rows[0].n).toBe(1);
  });
});
