import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPayload } from '../../support/specialistPayloads';
import { passOnToAgency, PERIOD, publishCard, requestInterview, signContract } from '../../support/interviewFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

/**
 * `GET /api/dashboard/summary` (and the home page's `GET /api/catalog/stats`): each side's counts move with what its
 * users and the managers do, are limited to the caller's own company, and a manager sees only the queues of the scopes
 * they hold (absent, not zero, otherwise).
 */
describe('the dashboards: counts and next actions', () => {
  let app: TestApp;
  let agency: string;
  let client: string;
  let manager: string;

  const summary = async (token: string) => {
    const res = await app.api.get('/api/dashboard/summary', { token });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  /** A user of a new company of the given kind, made with the demo user's role and password. */
  const userOfNewCompany = async (type: 'agency' | 'client', like: string, email: string) => {
    const company = (
      await app.pool.query(`insert into companies (type, name) values ($1, $2) returning id`, [type, `Quiet ${type}`])
    ).rows[0].id;
    await app.pool.query(
      `insert into users (company_id, role_id, email, password_hash, first_name, last_name, status, email_verified_at)
       select $1, role_id, $2, password_hash, 'Quinn', 'Quiet', 'active', now() from users where email = $3`,
      [company, email, like],
    );
    return app.login(email);
  };
  /** A platform employee holding exactly `scopes`. */
  const staffWith = async (slug: string, scopes: readonly string[]) => {
    await app.pool.query(`insert into roles (slug, title, kind, scopes) values ($1, $1, 'platform', $2)`, [
      slug,
      scopes,
    ]);
    const email = `${slug}@office.test`;
    await app.pool.query(
      `insert into users (company_id, role_id, email, password_hash, first_name, last_name, status, email_verified_at)
       select company_id, (select id from roles where slug = $1), $2, password_hash, 'Sam', 'Staff', 'active', now() from users where email = 'manager@demo.test'`,
      [slug, email],
    );
    return app.login(email);
  };

  beforeAll(async () => {
    app = await startTestApp({ clock: manualClock() });
    agency = await app.login('agency@demo.test');
    client = await app.login('client@demo.test');
    manager = await app.login('manager@demo.test');
    await signContract(app, client);
  });
  afterAll(() => app.stop());

  it('a visitor is asked to log in', async () => {
    expect((await app.api.get('/api/dashboard/summary')).status).toBe(401);
  });

  it("follows a card through moderation and an interview request, on the agency's, the client's and the manager's side", async () => {
    const before = { agency: await summary(agency), client: await summary(client), manager: await summary(manager) };
    expect(before.agency).toMatchObject({
      side: 'agency',
      specialists: { moderation: 0, published: 0 },
      interviewRequestsWaiting: 0,
      contractsToSign: 0,
    });
    expect(before.client).toMatchObject({ side: 'client', cartItems: 0, candidates: { inReview: 0, interviews: 0 } });
    expect(before.manager.side).toBe('manager');

    const sent = await app.api.post(
      '/api/specialist/send-to-publish',
      { content: await cardPayload(app.pool, { surname: 'Waiting' }) },
      { token: agency },
    );
    expect(sent.status).toBe(200);
    expect((await summary(agency)).specialists.moderation).toBe(1);
    expect((await summary(manager)).specialistsInModeration).toBe(before.manager.specialistsInModeration + 1);

    const cardId = await publishCard(app, agency, manager, 'Booked');
    const candidateId = await requestInterview(app, client, cardId, PERIOD, { passOn: false });
    const after = { agency: await summary(agency), client: await summary(client), manager: await summary(manager) };
    // The manager reviews the request first: the agency has not heard of it yet.
    expect(after.agency).toMatchObject({ specialists: { moderation: 1, published: 1 }, interviewRequestsWaiting: 0 });
    expect(after.client.candidates).toMatchObject({ inReview: 1, awaitingChoice: 0 });
    expect(after.manager.candidatesToReview).toBe(before.manager.candidatesToReview + 1);
    await passOnToAgency(app, candidateId);
    expect((await summary(agency)).interviewRequestsWaiting).toBe(1);
    expect((await summary(client)).candidates).toMatchObject({ inReview: 1, awaitingChoice: 0 });
    expect((await summary(manager)).candidatesToReview).toBe(before.manager.candidatesToReview);

    // The agency offers other times: the request stops waiting for it and starts waiting for the client's choice.
    const proposed = await app.api.post(
      '/api/interview-request/propose-slots',
      { id: candidateId, slots: [{ date: '2026-11-06', time: '11:00' }], comment: '' },
      { token: agency },
    );
    expect(proposed.status).toBe(200);
    expect((await summary(agency)).interviewRequestsWaiting).toBe(0);
    expect((await summary(client)).candidates).toMatchObject({ inReview: 0, awaitingChoice: 1 });

    const cartedId = await publishCard(app, agency, manager, 'Carted');
    const added = await app.api.post(
      '/api/specialist-request-list/add-specialist',
      { specialistUuid: cartedId, ...PERIOD },
      { token: client },
    );
    expect(added.status).toBe(200);
    expect((await summary(client)).cartItems).toBe(1);
  });

  it("another company's dashboard counts none of it", async () => {
    const otherAgency = await userOfNewCompany('agency', 'agency@demo.test', 'quiet-agency@quiet.test');
    expect(await summary(otherAgency)).toEqual({
      side: 'agency',
      specialists: { moderation: 0, rejected: 0, published: 0, drafts: 0 },
      solutions: { moderation: 0, rejected: 0, published: 0 },
      interviewRequestsWaiting: 0,
      contractsToSign: 0,
    });
    const otherClient = await userOfNewCompany('client', 'client@demo.test', 'quiet-client@quiet.test');
    expect(await summary(otherClient)).toMatchObject({
      side: 'client',
      cartItems: 0,
      candidates: { inReview: 0, awaitingChoice: 0, interviews: 0, approved: 0 },
      contractsToSign: 0,
    });
  });

  it('a member of staff sees only the queues of the scopes they hold', async () => {
    const full = await summary(manager);
    expect(Object.keys(full)).toEqual(
      expect.arrayContaining([
        'specialistsInModeration',
        'solutionsInModeration',
        'contractsToCountersign',
        'candidatesToReview',
        'clientsWithoutContract',
      ]),
    );

    const companiesOnly = await summary(await staffWith('dashboard-companies', ['company:manage']));
    expect(companiesOnly).toEqual({ side: 'manager', clientsWithoutContract: expect.any(Number) });
    const reviewer = await summary(await staffWith('dashboard-reviewer', ['specialist:moderate']));
    expect(reviewer).toEqual({ side: 'manager', specialistsInModeration: full.specialistsInModeration });
  });

  it('the home page counts published specialists and the agencies behind them', async () => {
    const res = await app.api.get('/api/catalog/stats');
    expect(res.status).toBe(200);
    const published = Number((await app.pool.query(`select count(*) from catalog_cards`)).rows[0].count);
    expect(published).toBeGreaterThan(0);
    expect(res.body.data).toMatchObject({ specialists: published, agencies: 1, solutions: expect.any(Number) });
  });
});
