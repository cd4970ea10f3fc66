import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUnreadMessages } from '../../../adapters/jobs/conversationUnreadMailWorker';
import { queues } from '../../../adapters/jobs/queues';
import { mailTo, plainTextOf } from '../../support/calendarMail';
import { inviteColleague } from '../../support/colleagues';
import { registerCompany } from '../../support/companies';
import { publishCard, requestInterview } from '../../support/interviewFlow';
import { startSmtpSink, type SmtpSink } from '../../support/smtpSink';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

type Notice = { kind: string; title: string; body: string; link: string };

/**
 * Issue 33's e-mail when nobody reads, over REST with the real workers and the mail leaving over SMTP to a sink: a side
 * that has not read the others' messages when the wait is over (1 s here instead of 15 minutes, on the test's clock)
 * gets one e-mail per thread, however many messages, and the same in the bell; a side that read in time gets none.
 * Each side reads in its e-mail what it reads in the thread: the agency the client's number masked, the client the
 * specialist's team, never the agency's name. Only the verified, active people the thread seats on the side are mailed.
 */
describe('the e-mail when nobody reads a conversation (issue 33)', () => {
  let app: TestApp;
  let sink: SmtpSink;
  const clock = manualClock();
  let client: string;
  let agency: string;
  let candidateId: string;
  let threadId: string;
  let agencyName: string;
  const colleague = {
    email: 'unread-colleague@demo-agency.test',
    firstName: 'Una',
    lastName: 'Colleague',
    password: 'colleague-pass-1',
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp({
      clock,
      env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, CONVERSATION_UNREAD_MAIL_AFTER_SECONDS: '1' },
    });
    const demo = await app.demoTokens();
    ({ client, agency } = demo);
    await inviteColleague(app, agency, colleague);
    // People of the agency who must never be mailed: one who never confirmed the address, one blocked.
    await app.pool.query(
      `insert into users (company_id, role_id, email, password_hash, first_name, last_name, status, email_verified_at)
       select u.company_id, u.role_id, x.email, 'x', 'Not', 'Mailed', x.status, x.verified
         from users u, (values ('unverified@demo-agency.test', 'unverified', null::timestamptz),
                               ('blocked@demo-agency.test', 'blocked', now())) x (email, status, verified)
        where u.email = 'agency@demo.test'`,
    );
    await registerCompany(app, 'agency', 'unread-other@agency.test');
    candidateId = await requestInterview(app, client, await publishCard(app, agency, demo.manager, 'Kafkason'));
    agencyName = (
      await app.pool.query<{ name: string }>(
        `select c.name from users u join companies c on c.id = u.company_id where u.email = 'agency@demo.test'`,
      )
    ).rows[0]!.name;
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    await sink?.stop();
  });

  const send = async (token: string, subjectId: string, text: string) => {
    const sent = await app.api.post(
      '/api/conversation/message',
      { subjectType: 'candidate', subjectId, text },
      { token },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    return sent.body.data.threadId as string;
  };
  /** Waits until no check of the thread is due within minutes and every e-mail stored has left for the sink. */
  const settled = async (thread: string) => {
    for (let i = 0; i < 300; i += 1) {
      const { rows } = await app.pool.query<{ checks: number; unsent: number }>(
        `select (select count(*)::int from pgboss.job where name = $1 and data->>'threadId' = $2
                  and state in ('created', 'retry', 'active') and start_after < now() + interval '5 minutes') as checks,
                (select count(*)::int from mail_outbox where status in ('pending', 'sending')) as unsent`,
        [queues.conversationUnreadMail, thread],
      );
      if (rows[0]!.checks === 0 && rows[0]!.unsent === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the checks of thread ${thread} did not settle`);
  };
  /** Who was e-mailed about the thread's side, as the outbox stored it. */
  const mailedAbout = async (thread: string, side: string) =>
    (
      await app.pool.query<{ to_address: string }>(
        `select to_address from mail_outbox where idempotency_key like $1 order by to_address`,
        [`conversation-unread:${thread}:${side}:%`],
      )
    ).rows.map((row) => row.to_address);
  /** The unread e-mails that reached `address` about the subject (the personal area's link names it). */
  const unreadMailsTo = (address: string, subjectId: string) =>
    sink.received.filter(
      (mail) =>
        mail.to.includes(address) && /unread messages?:/i.test(mail.data) && plainTextOf(mail).includes(subjectId),
    );
  /** The agency side's check, run as the worker runs it, by the test's clock. */
  const checkAgency = () =>
    checkUnreadMessages(app.pool, app.boss, app.config.appUrl, app.config.conversationUnreadMail, clock, {
      threadId,
      side: 'agency',
    });
  const bellOf = async (token: string): Promise<Notice[]> => {
    const res = await app.api.get('/api/notifications/list', { token });
    expect(res.status).toBe(200);
    return (res.body.data.items as Notice[]).filter((n) => n.kind === 'conversationUnread');
  };

  it("two unread messages of the client become one e-mail to each of the agency's people, the number masked", async () => {
    threadId = await send(client, candidateId, 'Does she know Kafka? Call me on +44 20 7946 0958');
    await send(client, candidateId, 'And has she run it in production?');
    clock.advance(2_000);
    const mail = await mailTo(sink, 'agency@demo.test', /2 unread messages: Candidate Anna K\./);
    await settled(threadId);

    const text = plainTextOf(mail);
    expect(text).toContain('Does she know Kafka? Call me on [phone hidden]');
    expect(text).toContain('And has she run it in production?');
    expect(text).toContain('(The client)');
    expect(text).not.toContain('7946');
    expect(text).toContain(
      `Open the conversation: ${app.baseUrl}/pa/conversations?subjectType=candidate&subjectId=${candidateId}`,
    );
    // The agency's verified, active people, once each; not the client who wrote, not another agency.
    expect(await mailedAbout(threadId, 'agency')).toEqual(['agency@demo.test', colleague.email]);
    for (const address of ['agency@demo.test', colleague.email])
      expect(unreadMailsTo(address, candidateId)).toHaveLength(1);
    expect(await mailedAbout(threadId, 'client')).toEqual([]);
    expect(
      sink.received.some(
        (m) => /unread messages?:/i.test(m.data) && m.to.some((to) => /unverified@|blocked@|unread-other@/.test(to)),
      ),
    ).toBe(false);

    // The bell says the same and leads to the thread.
    const [notice, ...more] = await bellOf(await app.login(colleague.email, colleague.password));
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      title: '2 unread messages: Candidate Anna K.',
      link: `/pa/conversations?subjectType=candidate&subjectId=${candidateId}`,
    });
    expect(notice!.body).toContain('[phone hidden]');
    expect(notice!.body).not.toContain('7946');
  });

  it('the staff who run candidates are told too, on the back office, and their e-mail does not carry the number either', async () => {
    const mail = await mailTo(sink, 'manager@demo.test', /unread messages?: Candidate Anna K\./);
    const text = plainTextOf(mail);
    expect(text).toContain(`${app.baseUrl}/manager/conversations?thread=${threadId}`);
    expect(text).toContain('[phone hidden]');
    expect(text).not.toContain('7946');
  });

  it('another message within the hour adds no e-mail: the check waits for the hour', async () => {
    await send(client, candidateId, 'One more question about her notice period.');
    clock.advance(2_000);
    await settled(threadId);
    expect(await mailedAbout(threadId, 'agency')).toEqual(['agency@demo.test', colleague.email]);
    const waiting = await app.pool.query<{ due_in: number }>(
      `select extract(epoch from start_after - now())::int as due_in from pgboss.job
        where name = $1 and data->>'threadId' = $2 and data->>'side' = 'agency' and state = 'created'`,
      [queues.conversationUnreadMail, threadId],
    );
    expect(waiting.rows).toHaveLength(1);
    expect(waiting.rows[0]!.due_in).toBeGreaterThan(50 * 60);
    // The same check run again now (a retry after a crash) stores nothing either.
    expect(await checkAgency()).toBe(0);
  });

  it('an hour after the e-mail, what is still unread and not yet told of is mailed once more', async () => {
    clock.advance(60 * 60_000);
    expect(await checkAgency()).toBe(2);
    await settled(threadId);
    const mails = sink.received.filter(
      (m) => m.to.includes('agency@demo.test') && /unread messages?: Candidate Anna K\./i.test(m.data),
    );
    expect(mails).toHaveLength(2);
    const second = plainTextOf(mails[1]!);
    expect(second).toContain('One more question about her notice period.');
    expect(second).not.toContain('Does she know Kafka?');
    expect(await checkAgency()).toBe(0);
  });

  it("the agency's unread answer is mailed to the client from the specialist's team, never naming the agency", async () => {
    await send(agency, candidateId, 'Yes, three years of Kafka Streams in production.');
    clock.advance(2_000);
    const mail = await mailTo(sink, 'client@demo.test', /Unread message: Candidate Anna K\./);
    await settled(threadId);
    const text = plainTextOf(mail);
    expect(text).toContain('(The specialist\'s team): "Yes, three years of Kafka Streams in production."');
    expect(text).toContain(`/pa/conversations?subjectType=candidate&subjectId=${candidateId}`);
    expect(mail.data).not.toContain(agencyName);
    expect(await mailedAbout(threadId, 'client')).toEqual(['client@demo.test']);
    const [notice] = await bellOf(client);
    expect(notice).toMatchObject({ title: 'Unread message: Candidate Anna K.' });
    expect(`${notice!.title} ${notice!.body}`).not.toContain(agencyName);
  });

  it('a message read in time becomes no e-mail', async () => {
    const otherCandidate = await requestInterview(
      app,
      client,
      await publishCard(app, agency, await app.login('manager@demo.test'), 'Readova'),
    );
    const other = await send(client, otherCandidate, 'Is she available from December?');
    const read = await app.api.post(`/api/conversation/${other}/read`, {}, { token: agency });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    clock.advance(2_000);
    await settled(other);
    expect(await mailedAbout(other, 'agency')).toEqual([]);
    expect(unreadMailsTo('agency@demo.test', otherCandidate)).toEqual([]);
    // The platform's side did not read it: its staff are told.
    expect(await mailedAbout(other, 'platform')).toContain('manager@demo.test');
  });
});
