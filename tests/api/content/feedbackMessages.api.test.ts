import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaSolution } from '../../support/captcha';
import { latestMailTo, linkIn } from '../../support/mailbox';
import { startTestApp, type TestApp } from '../../support/testApp';

/**
 * Issue 32: the feedback form's e-mail, like every e-mail to staff, lands in the notification centre of each staff
 * member whose scopes concern it (`company:manage`, who answer the senders) and of nobody else, leading to the back
 * office's page of the message, where a manager marks it answered once so no colleague answers the sender twice.
 */
describe('feedback messages in the back office and the staff bell, over REST', () => {
  let app: TestApp;
  let manager: string;
  let client: string;
  const PASSWORD = 'staff-pass-1';
  const staff = { answers: 'feedback-clerk@platform.test', blog: 'blog-only@platform.test' };
  let clerk: string;
  let blogEditor: string;

  const staffMember = async (email: string, scopes: string[], firstName: string) => {
    const role = await app.api.post(
      '/admin/api/roles/create',
      { title: `Role of ${email}`, scopes },
      { token: manager },
    );
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const invited = await app.api.post(
      '/admin/api/staff/invite',
      { email, roleId: role.body.data.roleId },
      { token: manager },
    );
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const token = linkIn((await latestMailTo(app.pool, email))!.text, '/invitation/')
      .split('/')
      .pop() as string;
    const accepted = await app.api.post('/api/invitation/accept', {
      token,
      firstName,
      lastName: 'Staff',
      password: PASSWORD,
    });
    expect(accepted.status).toBe(200);
    return app.login(email, PASSWORD);
  };

  const send = async (name: string, message: string) => {
    const sent = await app.api.post('/api/feedback/send', {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@visitor.test`,
      message,
      captcha: await captchaSolution(app, 'feedback'),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const { rows } = await app.pool.query<{ id: string }>(
      'select id from feedback_messages where name = $1 order by created_at desc limit 1',
      [name],
    );
    return rows[0]!.id;
  };
  const list = (token: string, query: Record<string, string | number> = {}) =>
    app.api.get(
      `/admin/api/feedback/list?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      { token },
    );

  beforeAll(async () => {
    app = await startTestApp();
    ({ manager, client } = await app.demoTokens());
    clerk = await staffMember(staff.answers, ['company:manage'], 'Clara');
    blogEditor = await staffMember(staff.blog, ['blog:manage'], 'Bruno');
  });
  afterAll(() => app?.stop());

  it("a visitor's feedback is one e-mail and one notification for each manager holding company:manage, none for other staff", async () => {
    // The sender's text names another page of the application and markup: neither leads the notification anywhere.
    const id = await send(
      'Dana Buyer',
      `We need two senior Go developers from January. <b>Urgent</b>, see ${app.baseUrl}/pa/cart please.`,
    );
    const holders = (
      await app.pool.query<{ email: string }>(
        `select u.email from users u join roles r on r.id = u.role_id
          where r.kind = 'platform' and 'company:manage' = any(r.scopes) and u.status = 'active'
            and u.email_verified_at is not null order by u.email`,
      )
    ).rows.map((r) => r.email);
    expect(holders).toEqual(expect.arrayContaining(['manager@demo.test', staff.answers]));
    expect(holders).not.toContain(staff.blog);

    const mails = (
      await app.pool.query<{ to_address: string; text_body: string; idempotency_key: string }>(
        `select to_address, text_body, idempotency_key from mail_outbox where subject = 'Feedback from Dana Buyer'`,
      )
    ).rows;
    expect(mails.map((m) => m.to_address).sort()).toEqual([...holders].sort());
    const path = `/manager/feedback/list?message=${id}`;
    for (const mail of mails) expect(mail.text_body).toContain(`${path}`);

    const notices = (
      await app.pool.query<{ email: string; kind: string; link: string; body: string; idempotency_key: string }>(
        `select u.email, n.kind, n.link, n.body, n.idempotency_key from notifications n join users u on u.id = n.user_id
          where n.title = 'Feedback from Dana Buyer' order by u.email`,
      )
    ).rows;
    expect(notices.map((n) => n.email)).toEqual(holders);
    for (const notice of notices) {
      expect(notice).toMatchObject({ kind: 'feedback', link: path });
      expect(notice.body).toContain('We need two senior Go developers');
      // Keyed like its e-mail: the same cause mails and notifies once.
      expect(mails.find((m) => m.to_address === notice.email)?.idempotency_key).toBe(notice.idempotency_key);
    }

    // What each person reads in the bell.
    const bell = (await app.api.get('/api/notifications/list', { token: clerk })).body.data.items;
    expect(bell.filter((n: { title: string }) => n.title === 'Feedback from Dana Buyer')).toEqual([
      expect.objectContaining({ link: path }),
    ]);
    const blogBell = (await app.api.get('/api/notifications/list', { token: blogEditor })).body.data.items;
    expect(blogBell.some((n: { title: string }) => n.title.startsWith('Feedback from'))).toBe(false);

    // The page the link opens lists the message first, as typed.
    const answer = await list(clerk, { message: id });
    expect(answer.status).toBe(200);
    expect(answer.body.data.items[0]).toMatchObject({
      id,
      name: 'Dana Buyer',
      email: 'dana.buyer@visitor.test',
      message: expect.stringContaining('<b>Urgent</b>'),
      status: 'open',
      answeredAt: null,
      answeredBy: null,
    });
    expect(answer.body.data.meta).toMatchObject({ page: 1, total: 1 });
  });

  it('lists newest first in pages, opens the page holding a linked message, and filters open and answered ones', async () => {
    const first = (await list(manager)).body.data.items[0].id as string;
    const second = await send('Erik Visitor', 'Do you also place QA engineers for a month?');
    const third = await send('Fay Visitor', 'Can an agency join with a team of five?');
    const all = await list(manager, { count: 2 });
    expect(all.body.data.items.map((m: { id: string }) => m.id)).toEqual([third, second]);
    expect(all.body.data.meta).toEqual({ page: 1, count: 2, total: 3 });
    const linked = await list(manager, { count: 2, message: first });
    expect(linked.body.data.meta).toEqual({ page: 2, count: 2, total: 3 });
    expect(linked.body.data.items.map((m: { id: string }) => m.id)).toEqual([first]);

    expect((await app.api.post('/admin/api/feedback/answered', { id: second }, { token: clerk })).status).toBe(200);
    const open = await list(manager, { status: 'open' });
    expect(open.body.data.items.map((m: { id: string }) => m.id)).toEqual([third, first]);
    const answered = await list(manager, { status: 'answered' });
    expect(answered.body.data.items.map((m: { id: string }) => m.id)).toEqual([second]);
    // A linked message the filter leaves out is not there.
    expect((await list(manager, { status: 'open', message: second })).status).toBe(404);
    expect((await list(manager, { status: 'closed' })).status).toBe(400);
    expect((await list(manager, { message: 'not-an-id' })).status).toBe(400);
  });

  it('marks a message answered once: who and when are shown, a second manager gets a conflict naming the first', async () => {
    const id = await send('Gil Visitor', 'Please call me back about a data team.');
    const marked = await app.api.post('/admin/api/feedback/answered', { id }, { token: clerk });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({
      id,
      status: 'answered',
      answeredAt: expect.any(String),
      answeredBy: { name: 'Clara Staff' },
    });
    const again = await app.api.post('/admin/api/feedback/answered', { id }, { token: manager });
    expect(again.status).toBe(409);
    expect(again.body.exception.message).toBe('Clara Staff already marked this message answered.');
    const mine = await app.api.post('/admin/api/feedback/answered', { id }, { token: clerk });
    expect(mine.status).toBe(409);
    expect(mine.body.exception.message).toBe('You already marked this message answered.');
    const shown = (await list(manager, { message: id })).body.data.items.find((m: { id: string }) => m.id === id);
    expect(shown).toMatchObject({ status: 'answered', answeredBy: { name: 'Clara Staff' } });
    expect(shown.answeredAt).toBe(marked.body.data.answeredAt);
    const audit = await app.pool.query(`select action from audit_log where subject_id = $1`, [id]);
    expect(audit.rows).toEqual([{ action: 'feedback.answered' }]);

    // Two managers at the same moment: one marks it, the other is told.
    const raced = await send('Hal Visitor', 'Two managers must not both answer me.');
    const both = await Promise.all([
      app.api.post('/admin/api/feedback/answered', { id: raced }, { token: clerk }),
      app.api.post('/admin/api/feedback/answered', { id: raced }, { token: manager }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);

    expect(
      (
        await app.api.post(
          '/admin/api/feedback/answered',
          { id: '00000000-0000-4000-8000-000000000000' },
          { token: manager },
        )
      ).status,
    ).toBe(404);
  });

  it('refuses visitors, clients and staff without company:manage', async () => {
    const id = (await list(manager)).body.data.items[0].id as string;
    expect((await app.api.get('/admin/api/feedback/list')).status).toBe(401);
    expect((await list(client)).status).toBe(403);
    expect((await list(blogEditor)).status).toBe(403);
    expect((await app.api.post('/admin/api/feedback/answered', { id })).status).toBe(401);
    expect((await app.api.post('/admin/api/feedback/answered', { id }, { token: client })).status).toBe(403);
    expect((await app.api.post('/admin/api/feedback/answered', { id }, { token: blogEditor })).status).toBe(403);
  });
});
