import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishCard, requestInterview, signContract } from '../../support/interviewFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

/** `GET /api/agency/dashboard/`: what the agency has done so far, counted from its own cards and requests only. */
describe('the agency getting-started dashboard', () => {
  let app: TestApp;
  let agency: string;
  let client: string;
  let manager: string;

  beforeAll(async () => {
    app = await startTestApp({ clock: manualClock() });
    agency = await app.login('agency@demo.test');
    client = await app.login('client@demo.test');
    manager = await app.login('manager@demo.test');
    await signContract(app, client);
  });
  afterAll(() => app.stop());

  const dashboard = async () => (await app.api.get('/api/agency/dashboard/', { token: agency })).body.data;

  it('counts the first card, and a request waits for the agency until it answers with other times', async () => {
    const before = await dashboard();
    expect(before.specialists).toEqual({ total: 0, published: 0, firstId: null });
    expect(before.requests.waiting).toBe(0);

    const cardId = await publishCard(app, agency, manager, 'Dashboard');
    const candidateId = await requestInterview(app, client, cardId);
    const waiting = await dashboard();
    expect(waiting.specialists).toEqual({ total: 1, published: 1, firstId: cardId });
    expect(waiting.requests.waiting).toBe(1);

    const proposed = await app.api.post(
      '/api/interview-request/propose-slots',
      { id: candidateId, slots: [{ date: '2026-11-06', time: '11:00' }], comment: '' },
      { token: agency },
    );
    expect(proposed.status).toBe(200);
    expect((await dashboard()).requests.waiting).toBe(0);
  });

  it("another agency's dashboard counts none of it", async () => {
    await app.pool.query(`insert into companies (type, name) values ('agency', 'Quiet Agency')`);
    const partnerId = (await app.api.get('/api/user/profile', { token: agency })).body.data.id;
    const quiet = (await app.pool.query(`select id from companies where name = 'Quiet Agency'`)).rows[0].id;
    // A user of the quiet agency: the demo partner's password hash under a new e-mail.
    await app.pool.query(
      `insert into users (company_id, role_id, email, password_hash, first_name, last_name, status, email_verified_at)
       select $1, role_id, 'quiet@quiet.test', password_hash, 'Quinn', 'Quiet', 'active', now() from users where id = $2`,
      [quiet, partnerId],
    );
    const other = await app.login('quiet@quiet.test');
    const res = await app.api.get('/api/agency/dashboard/', { token: other });
    expect(res.body.data).toMatchObject({
      companyId: quiet,
      specialists: { total: 0 },
      solutions: { total: 0 },
      requests: { waiting: 0 },
    });
    expect(res.body.data.profile.missing).toContain('payment details');
  });
});
