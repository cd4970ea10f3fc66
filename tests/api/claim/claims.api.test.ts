import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specialistOnProject } from '../../support/actFlow';
import { registerCompany } from '../../support/companies';
import { publishCard, requestInterview } from '../../support/interviewFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

const mailsTo = async (app: TestApp, to: string) =>
  (
    await app.pool.query<{ subject: string; text_body: string }>(
      `select subject, text_body from mail_outbox where lower(to_address) = lower($1) order by created_at`,
      [to],
    )
  ).rows;

describe('claims about working specialists, over REST', () => {
  let app: TestApp;
  let client: string;
  let agency: string;
  let manager: string;
  let candidateId: string;
  let otherClient: string;

  beforeAll(async () => {
    const clock = manualClock();
    app = await startTestApp({ clock });
    ({ client, agency, manager } = await app.demoTokens());
    ({ candidateId } = await specialistOnProject(app, { client, agency, manager }, 'Claimed', { clock }));
    // Work started on the booking's first day; the rest of the file asks for interviews on the clock's first Monday.
    clock.set(new Date('2026-11-02T09:00:00Z'));
    ({ client, agency, manager } = await app.demoTokens());
    otherClient = await registerCompany(app, 'client', 'other-client@claims.test');
  });
  afterAll(() => app?.stop());

  const create = (body: unknown, token = client) =>
    app.api.post('/api/client/specialist-claim/create', body, { token });

  it('lists the reasons of the seeds to clients only', async () => {
    const reasons = await app.api.get('/api/client/specialist-claim/reasons', { token: client });
    expect(reasons.body.data.items.map((r: { id: string }) => r.id)).toEqual([
      'missed_deadlines',
      'quality_of_work',
      'communication',
      'absence',
      'other',
    ]);
    expect((await app.api.get('/api/client/specialist-claim/reasons', { token: agency })).status).toBe(403);
    expect((await app.api.get('/api/client/specialist-claim/reasons')).status).toBe(401);
  });

  it("refuses a claim without a reason, with an unknown reason, a long comment, or about someone not on the client's project", async () => {
    const fields = async (body: unknown, token = client) =>
      ((await create(body, token)).body.errors ?? []).map((e: { field: string }) => e.field);
    expect(await fields({ candidateId, reasons: [] })).toEqual(['reasons']);
    expect(await fields({ candidateId, reasons: ['rudeness'] })).toEqual(['reasons.0']);
    expect(await fields({ candidateId, reasons: ['other'], comment: 'x'.repeat(2001) })).toEqual(['comment']);
    expect(await fields({ candidateId: 'nope', reasons: ['other'] })).toEqual(['candidateId']);
    expect(await fields({ candidateId, reasons: ['other'] }, otherClient)).toEqual(['candidateId']);
    const inReview = await requestInterview(app, client, await publishCard(app, agency, manager, 'Reviewed'));
    expect(await fields({ candidateId: inReview, reasons: ['other'] })).toEqual(['candidateId']);
    expect((await create({ candidateId, reasons: ['other'] }, agency)).status).toBe(403);
  });

  it("the client files a claim, the agency is told without the client's contacts, the manager answers and closes it, the client reads the answer", async () => {
    const filed = await create({
      candidateId,
      reasons: ['missed_deadlines', 'communication'],
      comment: 'Two sprints late',
    });
    expect(filed.status).toBe(200);
    const claim = filed.body.data;
    expect(claim).toMatchObject({
      status: 'open',
      specialist: { name: 'Anna C.' },
      reasons: [
        { id: 'missed_deadlines', title: 'Missed deadlines' },
        { id: 'communication', title: 'Communication' },
      ],
    });
    expect(JSON.stringify(claim)).not.toContain('Demo Agency');

    const toAgency = (await mailsTo(app, 'agency@demo.test')).find((m) => m.subject.includes('claim'));
    expect(toAgency?.text_body).toContain('Missed deadlines, Communication');
    expect(toAgency?.text_body).toContain('Two sprints late');
    expect(toAgency?.text_body).not.toMatch(/client@demo\.test|Clara|Demo Client/);

    // The platform's staff who answer claims are told by e-mail and in their notification centre (the bell).
    const toManager = (await mailsTo(app, 'manager@demo.test')).find((m) => m.subject.includes('claim'));
    expect(toManager?.subject).toBe('A claim about Anna Claimed waits for your answer');
    expect(toManager?.text_body).toContain('/manager/claims/list');
    const bell = (await app.api.get('/api/notifications/list', { token: manager })).body.data;
    expect(bell.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'A claim about Anna Claimed waits for your answer',
          link: '/manager/claims/list',
        }),
      ]),
    );

    // Managers see it in the list and on the candidate's page; another client does not.
    const listed = (
      await app.api.get(`/admin/api/specialist-claim/list?candidateId=${candidateId}`, { token: manager })
    ).body.data;
    expect(listed.items[0]).toMatchObject({
      id: claim.id,
      agencyName: 'Demo Agency',
      specialist: { name: 'Anna Claimed' },
      allowedActions: ['answer', 'close'],
    });
    expect(listed.statusCounts).toEqual({ open: 1 });
    expect((await app.api.get('/api/client/specialist-claim/list', { token: otherClient })).body.data.items).toEqual(
      [],
    );
    expect((await app.api.get('/admin/api/specialist-claim/list', { token: client })).status).toBe(403);
    expect(
      (await app.api.get(`/admin/api/specialist-claim/info/${claim.id}`, { token: manager })).body.data.comment,
    ).toBe('Two sprints late');

    expect(
      (await app.api.post('/admin/api/specialist-claim/answer', { id: claim.id, answer: '' }, { token: manager }))
        .status,
    ).toBe(400);
    expect(
      (
        await app.api.post(
          '/admin/api/specialist-claim/answer',
          { id: claim.id, answer: 'We spoke to the agency' },
          { token: client },
        )
      ).status,
    ).toBe(403);
    const answered = await app.api.post(
      '/admin/api/specialist-claim/answer',
      { id: claim.id, answer: 'We spoke to the agency; a plan follows on Monday' },
      { token: manager },
    );
    expect(answered.body.data).toMatchObject({
      status: 'answered',
      answers: [expect.objectContaining({ text: 'We spoke to the agency; a plan follows on Monday' })],
    });
    expect((await mailsTo(app, 'client@demo.test')).some((m) => m.subject.includes('answered your claim'))).toBe(true);

    const own = (await app.api.get(`/api/client/specialist-claim/list?candidateId=${candidateId}`, { token: client }))
      .body.data.items;
    expect(own).toEqual([
      expect.objectContaining({
        id: claim.id,
        status: 'answered',
        answers: [expect.objectContaining({ text: expect.stringContaining('plan follows') })],
      }),
    ]);
    const info = (await app.api.get(`/api/client/working-specialists/info/${candidateId}`, { token: client })).body
      .data;
    expect(info.claims.map((c: { id: string }) => c.id)).toEqual([claim.id]);

    expect(
      (await app.api.post('/admin/api/specialist-claim/close', { id: claim.id }, { token: manager })).body.data,
    ).toMatchObject({ status: 'closed', allowedActions: [] });
    expect(
      (await app.api.post('/admin/api/specialist-claim/answer', { id: claim.id, answer: 'Late' }, { token: manager }))
        .status,
    ).toBe(422);
    expect(
      (
        await app.api.post(
          '/admin/api/specialist-claim/close',
          { id: '00000000-0000-4000-8000-000000000000' },
          { token: manager },
        )
      ).status,
    ).toBe(404);
  });
});
