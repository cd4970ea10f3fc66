import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWork } from '../../support/actFlow';
import { registerCompany } from '../../support/companies';
import { publishCard, requestInterview } from '../../support/interviewFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock, type ManualClock } from '../../support/testClock';

/** Three engagements of one specialist with the demo client, one after another, and one of another specialist. */
const PERIODS = [
  { startPeriod: '2026-11-10', endPeriod: '2027-02-10' },
  // The card's agency keeps March 2027 free of bookings.
  { startPeriod: '2027-04-11', endPeriod: '2027-07-11' },
  { startPeriod: '2027-07-12', endPeriod: '2027-10-12' },
];

describe('reviews of engagements, over REST', () => {
  let app: TestApp;
  let clock: ManualClock;
  let client: string;
  let agency: string;
  let manager: string;
  let specialistId: string;
  let engagements: string[];
  let notYet: string;
  let otherClient: string;
  let otherAgency: string;

  const tokens = async () => {
    ({ client, agency, manager } = await app.demoTokens());
  };
  const manageTo = async (id: string, status: string) => {
    const moved = await app.api.post('/admin/api/candidate/update', { id, status }, { token: manager });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  };
  const scores = { overall: 5, skills: 4, communication: 5, reliability: 4, value: 4 };
  const create = (body: Record<string, unknown>, token = client) =>
    app.api.post('/api/review/create', { ...scores, ...body }, { token });

  beforeAll(async () => {
    clock = manualClock();
    app = await startTestApp({ clock });
    await tokens();
    specialistId = await publishCard(app, agency, manager, 'Reviewed');
    engagements = [];
    for (const period of PERIODS) engagements.push(await requestInterview(app, client, specialistId, period));
    notYet = await requestInterview(app, client, await publishCard(app, agency, manager, 'Interviewed'));
    // The first two finish; the third has just started (its month is still ahead).
    for (const [index, id] of engagements.entries()) {
      await startWork(app, await app.login('manager@demo.test'), id, {
        clock,
        startPeriod: PERIODS[index]!.startPeriod,
      });
      await tokens();
      if (index < 2) await manageTo(id, 'finished');
    }
    otherClient = await registerCompany(app, 'client', 'other-client@reviews.test');
    otherAgency = await registerCompany(app, 'agency', 'other-agency@reviews.test');
  }, 240_000);
  afterAll(() => app?.stop());

  it('a candidate that never worked on the project, or worked less than a month, cannot be reviewed: 422 with the reason', async () => {
    const interviewed = await create({ candidateId: notYet });
    expect(interviewed.status).toBe(422);
    expect(interviewed.body.errors[0].code).toBe('review.no_engagement');
    expect(interviewed.body.exception.message).toContain('worked on your project');

    const tooEarly = await create({ candidateId: engagements[2] });
    expect(tooEarly.status).toBe(422);
    expect(tooEarly.body.errors[0].code).toBe('review.too_early');
    expect(tooEarly.body.exception.message).toContain('from 2027-08-12');

    // The client's page says the same beside the engagement.
    const listed = (await app.api.get('/trpc/review.engagements', { token: client })).body.result.data;
    const third = listed.items.find((item: { candidateId: string }) => item.candidateId === engagements[2]);
    expect(third).toMatchObject({ allowedActions: [], review: null });
    expect(third.refusal).toContain('after a month on the project');
  });

  it("another company's engagement answers 404, an agency 403, a guest 401, a bad body 400 by field", async () => {
    expect((await create({ candidateId: engagements[0] }, otherClient)).status).toBe(404);
    expect((await create({ candidateId: engagements[0] }, agency)).status).toBe(403);
    expect((await app.api.post('/api/review/create', { candidateId: engagements[0], ...scores })).status).toBe(401);
    const bad = await create({ candidateId: engagements[0], overall: 6, value: 0, text: 'x'.repeat(2001) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['overall', 'text', 'value']);
  });

  it('the client reviews a finished engagement once; the name of its company stays off the page unless allowed', async () => {
    const written = await create({ candidateId: engagements[0], text: 'Delivered the billing module on time.' });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(written.body.data).toMatchObject({ scores, showClientName: false, hidden: false, answer: null });
    const again = await create({ candidateId: engagements[0], overall: 1 });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe('review.already_written');

    const page = await app.api.get(`/api/specialist-catalog/reviews/${specialistId}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ count: 1, average: null });
    expect(page.body.data.items[0]).toEqual({
      id: engagements[0],
      scores,
      text: 'Delivered the billing module on time.',
      clientCompanyName: null,
      writtenAt: expect.any(String),
      answer: null,
    });
    expect(JSON.stringify(page.body.data)).not.toMatch(/agency|author/i);
  });

  it("the agency answers once, publicly; another agency's review is 404, the client cannot answer", async () => {
    const answer = (body: unknown, token = agency) => app.api.post('/api/review/answer', body, { token });
    expect((await answer({ id: engagements[0], text: 'Thank you' }, otherAgency)).status).toBe(404);
    expect((await answer({ id: engagements[0], text: 'Thank you' }, client)).status).toBe(403);
    expect((await answer({ id: engagements[0], text: '  ' })).status).toBe(400);
    const answered = await answer({ id: engagements[0], text: 'Thank you, it was a pleasure' });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data).toMatchObject({ allowedActions: [], clientCompanyName: null });
    const twice = await answer({ id: engagements[0], text: 'Once more' });
    expect(twice.status).toBe(422);
    expect(twice.body.errors[0].code).toBe('review.already_answered');
    const page = await app.api.get(`/api/specialist-catalog/reviews/${specialistId}`);
    expect(page.body.data.items[0].answer).toMatchObject({ text: 'Thank you, it was a pleasure' });
  });

  it('from three visible reviews the page shows the average; a month on the project is enough; a hidden review leaves the page and the average', async () => {
    expect((await create({ candidateId: engagements[1], overall: 4, showClientName: true })).status).toBe(200);
    // The third engagement's month on the project passes.
    clock.set(new Date('2027-08-12T09:00:00Z'));
    await tokens();
    const third = await create({ candidateId: engagements[2], overall: 3, text: 'Good, slow at first' });
    expect(third.status, JSON.stringify(third.body)).toBe(200);

    const page = await app.api.get(`/api/specialist-catalog/reviews/${specialistId}`);
    expect(page.body.data).toMatchObject({ count: 3, average: 4 });
    const named = page.body.data.items.find((item: { id: string }) => item.id === engagements[1]);
    expect(named.clientCompanyName).toBe('Demo Client');

    // Reviews feed the best-match order's term (4 whole stars: 2).
    const band = async () =>
      (await app.pool.query('select review_band from catalog_cards where id = $1', [specialistId])).rows[0]
        ?.review_band;
    expect(await band()).toBe(2);

    const hide = (body: unknown, token = manager) => app.api.post('/admin/api/review/hide', body, { token });
    expect((await hide({ id: engagements[2], reason: 'Spam' }, agency)).status).toBe(403);
    expect((await hide({ id: engagements[2], reason: '' })).status).toBe(400);
    const hidden = await hide({ id: engagements[2], reason: 'Names a colleague' });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(hidden.body.data).toMatchObject({ hiddenReason: 'Names a colleague', allowedActions: [] });

    const after = await app.api.get(`/api/specialist-catalog/reviews/${specialistId}`);
    expect(after.body.data).toMatchObject({ count: 2, average: null });
    expect(after.body.data.items.map((item: { id: string }) => item.id)).not.toContain(engagements[2]);
    expect(await band()).toBe(0);
    // The history keeps the review and the reason; the staff list shows both.
    const staff = await app.api.get('/admin/api/review/list', { token: manager });
    const kept = staff.body.data.items.find((item: { id: string }) => item.id === engagements[2]);
    expect(kept).toMatchObject({ text: 'Good, slow at first', hiddenReason: 'Names a colleague' });
    expect((await app.api.get('/admin/api/review/list', { token: client })).status).toBe(403);
  });

  it('an unknown or unpublished specialist has no public reviews (404)', async () => {
    expect((await app.api.get('/api/specialist-catalog/reviews/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await app.api.get('/api/specialist-catalog/reviews/nope')).status).toBe(400);
  });
});
