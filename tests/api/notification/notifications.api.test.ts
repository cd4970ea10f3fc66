import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERIOD, publishCard, requestInterview } from '../../support/interviewFlow';
import { solutionPayload } from '../../support/solutionFixtures';
import { cardPayload } from '../../support/specialistPayloads';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

type Notice = {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  createdAt: string;
  readAt: string | null;
};

/**
 * The e-mails a manager's decision causes, and the notification centre they feed: each mail to a platform user is in
 * the outbox and in that user's notifications, written in the transaction of the decision.
 */
describe('e-mails people expect and the notification centre, over REST and tRPC', () => {
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
  afterAll(() => app?.stop());

  const mailsTo = async (to: string, subjectLike: string) =>
    (
      await app.pool.query<{ subject: string; text_body: string }>(
        'select subject, text_body from mail_outbox where to_address = $1 and subject like $2 order by created_at',
        [to, subjectLike],
      )
    ).rows;
  const noticesOf = async (token: string) => {
    const res = await app.api.get('/api/notifications/list', { token });
    expect(res.status).toBe(200);
    return res.body.data as { items: Notice[]; unread: number };
  };
  const sendCard = async (surname: string) =>
    (
      await app.api.post(
        '/api/specialist/send-to-publish',
        { content: await cardPayload(app.pool, { surname }) },
        { token: agency },
      )
    ).body.data.specialistId as string;

  it("publishing a card e-mails the agency's users a link to the card, and the bell lists it unread", async () => {
    const before = await noticesOf(agency);
    const id = await sendCard('Bellman');
    expect(await mailsTo('agency@demo.test', '%Bellman%')).toEqual([]);
    expect((await app.api.post('/admin/api/specialist/publish', { specialistId: id }, { token: manager })).status).toBe(
      200,
    );

    const [mail, ...more] = await mailsTo('agency@demo.test', '%Bellman%');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Anna Bellman is published in the catalogue');
    expect(mail?.text_body).toContain(`${app.baseUrl}/pa/specialists/${id}`);

    const after = await noticesOf(agency);
    expect(after.unread).toBe(before.unread + 1);
    expect(after.items[0]).toMatchObject({
      kind: 'specialistPublished',
      title: 'Anna Bellman is published in the catalogue',
      link: `/pa/specialists/${id}`,
      readAt: null,
    });
    expect(after.items[0]?.body).toContain('published the card of Anna Bellman');
  });

  it("declining names the reasons and links to the editor; blocking and hiding tell the agency too; a manager's own edit tells nobody", async () => {
    const declined = await sendCard('Declinova');
    const saved = await app.api.post(
      '/admin/api/specialist/save',
      { specialistId: declined, content: await cardPayload(app.pool, { surname: 'Declinova' }) },
      { token: manager },
    );
    expect(saved.status).toBe(200);
    expect(await mailsTo('agency@demo.test', '%Declinova%')).toEqual([]);
    await app.api.post(
      '/admin/api/specialist/reject',
      { specialistId: declined, reasons: ['Projects are not described'], comment: 'Add the stack' },
      { token: manager },
    );
    const [decline] = await mailsTo('agency@demo.test', '%Declinova%');
    expect(decline?.subject).toBe('The card of Anna Declinova was declined');
    expect(decline?.text_body).toContain('Reasons: Projects are not described.');
    expect(decline?.text_body).toContain('Comment: Add the stack');
    expect(decline?.text_body).toContain(`/pa/specialists/${declined}/update`);

    const blocked = await publishCard(app, agency, manager, 'Blockley');
    await app.api.post(
      '/admin/api/specialist/block',
      { specialistId: blocked, reason: 'Duplicate of another card' },
      { token: manager },
    );
    expect((await mailsTo('agency@demo.test', '%Blockley%')).map((m) => m.subject)).toEqual([
      'Anna Blockley is published in the catalogue',
      'The card of Anna Blockley was blocked',
    ]);

    const hidden = await publishCard(app, agency, manager, 'Hideaway');
    await app.api.post('/admin/api/specialist/hide', { specialistId: hidden }, { token: manager });
    expect((await mailsTo('agency@demo.test', '%Hideaway%')).map((m) => m.subject)).toContain(
      'The card of Anna Hideaway was hidden from the catalogue',
    );

    const kinds = (await noticesOf(agency)).items.map((n) => n.kind);
    expect(kinds.slice(0, 5)).toEqual([
      'specialistHidden',
      'specialistPublished',
      'specialistBlocked',
      'specialistPublished',
      'specialistRejected',
    ]);
  });

  it("publishing and declining a solution e-mail and notify the agency; the agency's own draft does not", async () => {
    const draft = await app.api.post(
      '/api/solution/save-draft',
      { content: { title: 'Quiet Draft' } },
      { token: agency },
    );
    expect(draft.status).toBe(200);
    const sent = await app.api.post(
      '/api/solution/send-to-publish',
      { content: await solutionPayload(app, agency, { title: 'Bell CRM' }) },
      { token: agency },
    );
    await app.api.post('/admin/api/solution/publish', { solutionId: sent.body.data.solutionId }, { token: manager });
    const other = await app.api.post(
      '/api/solution/send-to-publish',
      { content: await solutionPayload(app, agency, { title: 'Bell ERP' }) },
      { token: agency },
    );
    await app.api.post(
      '/admin/api/solution/reject',
      { solutionId: other.body.data.solutionId, reasons: ['Logo is blurry'] },
      { token: manager },
    );

    expect(await mailsTo('agency@demo.test', '%Quiet Draft%')).toEqual([]);
    expect((await mailsTo('agency@demo.test', '%"Bell CRM"%'))[0]?.text_body).toContain(
      `/pa/solutions/${sent.body.data.solutionId}`,
    );
    const [rejected] = await mailsTo('agency@demo.test', '%"Bell ERP"%');
    expect(rejected?.subject).toBe('Your solution "Bell ERP" was declined');
    expect(rejected?.text_body).toContain('Reasons: Logo is blurry.');
    const { items } = await noticesOf(agency);
    expect(items.slice(0, 2).map((n) => [n.kind, n.link])).toEqual([
      ['solutionRejected', `/pa/solutions/${other.body.data.solutionId}/update`],
      ['solutionPublished', `/pa/solutions/${sent.body.data.solutionId}`],
    ]);
  });

  it("a candidate's new status e-mails and notifies the client's users, linking to their candidates", async () => {
    const specialist = await publishCard(app, agency, manager, 'Statusova');
    const candidateId = await requestInterview(app, client, specialist, PERIOD, { passOn: false });
    const before = (await noticesOf(client)).unread;
    expect(
      (
        await app.api.post(
          '/admin/api/candidate/update',
          { id: candidateId, status: 'interview_with_tn_hr' },
          { token: manager },
        )
      ).status,
    ).toBe(200);
    const [moved] = await mailsTo('client@demo.test', 'Anna S.:%');
    expect(moved?.subject).toBe("Anna S.: the candidate's status is now Interview with HR");
    expect(moved?.text_body).toContain(`${app.baseUrl}/pa/candidates/list`);
    expect(moved?.text_body).not.toContain('Statusova');

    await app.api.post(
      '/api/interview-request/decline',
      { id: candidateId, reason: 'Already on another project' },
      { token: agency },
    );
    expect((await mailsTo('client@demo.test', 'Anna S.:%')).map((m) => m.subject)).toEqual([
      "Anna S.: the candidate's status is now Interview with HR",
      "Anna S.: the candidate's status is now Rejected",
    ]);
    const after = await noticesOf(client);
    expect(after.unread).toBe(before + 2);
    expect(after.items[0]).toMatchObject({ kind: 'candidateStatusChanged', link: '/pa/candidates/list' });
  });

  it("marks one read, then all; only the caller's own: another user's is 404, a bad id 400, a visitor 401", async () => {
    const { items } = await noticesOf(agency);
    const first = items[0]!;
    const read = await app.api.post('/api/notifications/read', { id: first.id }, { token: agency });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: first.id, readAt: expect.any(String) });
    const again = await app.api.post('/api/notifications/read', { id: first.id }, { token: agency });
    expect(again.body.data.readAt).toBe(read.body.data.readAt);

    const clientsOwn = (await noticesOf(client)).items[0]!;
    const foreign = await app.api.post('/api/notifications/read', { id: clientsOwn.id }, { token: agency });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors[0].code).toBe('notification.not_found');
    expect((await noticesOf(client)).items[0]?.readAt).toBeNull();
    expect((await noticesOf(agency)).items.map((n) => n.id)).not.toContain(clientsOwn.id);

    const bad = await app.api.post('/api/notifications/read', { id: 'nope' }, { token: agency });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('id');
    expect((await app.api.get('/api/notifications/list')).status).toBe(401);
    expect((await app.api.post('/api/notifications/read-all', {})).status).toBe(401);

    const all = await app.api.post('/api/notifications/read-all', {}, { token: agency });
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual({ marked: items.filter((n) => !n.readAt).length - 1, unread: 0 });
    expect((await noticesOf(agency)).unread).toBe(0);
    expect((await noticesOf(client)).unread).toBeGreaterThan(0);
  });

  it("tRPC answers the same; a manager acting as a user reads and marks that user's notifications", async () => {
    const trpc = await app.api.get('/trpc/notification.list', { token: client });
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.unread).toBe((await noticesOf(client)).unread);

    const acting = await app.login('manager@demo.test');
    const clientUserId = (await app.pool.query(`select id from users where email = 'client@demo.test'`)).rows[0].id;
    expect(
      (await app.api.post('/admin/api/impersonation/start', { userId: clientUserId }, { token: acting })).status,
    ).toBe(200);
    const seen = await noticesOf(acting);
    expect(seen.items.map((n) => n.id)).toEqual((await noticesOf(client)).items.map((n) => n.id));
    const marked = await app.api.post('/trpc/notification.markAllRead', {}, { token: acting });
    expect(marked.status).toBe(200);
    expect((await noticesOf(client)).unread).toBe(0);
    await app.api.post('/admin/api/impersonation/stop', {}, { token: acting });
    expect((await noticesOf(acting)).items.every((n) => n.kind !== 'candidateStatusChanged')).toBe(true);
  });

  it('lists the newest 50, newest first, and counts every unread one', async () => {
    const userId = (await app.pool.query(`select id from users where email = 'manager@demo.test'`)).rows[0].id;
    // Only these: the manager was also told of the interview requests of the tests above.
    await app.pool.query('delete from notifications where user_id = $1', [userId]);
    await app.pool.query(
      `insert into notifications (user_id, kind, title, link, created_at, idempotency_key)
       select $1, 'test', 'Notice ' || i, '/manager', now() - make_interval(mins => 60 - i), 'test:' || i from generate_series(1, 55) i`,
      [userId],
    );
    const { items, unread } = await noticesOf(manager);
    expect(unread).toBe(55);
    expect(items).toHaveLength(50);
    expect(items[0]?.title).toBe('Notice 55');
    expect(items[49]?.title).toBe('Notice 6');
  });

  it('an event projected again stores no second e-mail and no second notification', async () => {
    const { rows } = await app.pool.query<{ n: number; keys: number }>(
      `select count(*)::int as n, count(distinct idempotency_key)::int as keys from notifications`,
    );
    expect(rows[0]?.n).toBe(rows[0]?.keys);
    // Every notification an event made is the twin of one stored e-mail (the 55 above were written by hand).
    const pairs = await app.pool.query<{ n: number; all: number }>(
      `select count(m.id)::int as n, count(*)::int as all from notifications n left join mail_outbox m on m.idempotency_key = n.idempotency_key where n.kind <> 'test'`,
    );
    expect(pairs.rows[0]?.n).toBe(pairs.rows[0]?.all);
  });
});
