import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../support/companies';
import { publishCard, requestInterview } from '../../support/interviewFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

/**
 * Issue 33, the back office's side: search by text finds a thread by what the caller reads (a side never finds the
 * other side's contact details through the original it was not shown, nor a hidden message), staff search the
 * originals; the manager lists reported and masked messages.
 */
describe('conversation search and the manager’s flagged messages (issue 33)', () => {
  let app: TestApp;
  let client: string;
  let agency: string;
  let manager: string;
  let candidateId: string;
  let threadId: string;
  let questionId: string;
  let answerId: string;

  const search = async (token: string, text: string) => {
    const answer = await app.api.get(`/api/conversation/list?${new URLSearchParams({ search: text })}`, { token });
    expect(answer.status, text).toBe(200);
    return (answer.body.data.items as { id: string }[]).map((t) => t.id);
  };

  beforeAll(async () => {
    app = await startTestApp({ clock: manualClock() });
    ({ client, agency, manager } = await app.demoTokens());
    candidateId = await requestInterview(app, client, await publishCard(app, agency, manager, 'Suchova'));
    const question = await app.api.post(
      '/api/conversation/message',
      { subjectType: 'candidate', subjectId: candidateId, text: 'Does she know Kafka? Call me on +44 20 7946 0958' },
      { token: client },
    );
    expect(question.status, JSON.stringify(question.body)).toBe(200);
    ({ threadId } = question.body.data);
    questionId = question.body.data.message.id;
    const answer = await app.api.post(
      '/api/conversation/message',
      {
        subjectType: 'candidate',
        subjectId: candidateId,
        text: 'Yes, and Flink. Write to anna.k@example.com or call 020 7946 0123',
      },
      { token: agency },
    );
    expect(answer.status).toBe(200);
    answerId = answer.body.data.message.id;
    expect(answer.body.data.message.maskedForOthers).toEqual(expect.arrayContaining(['email', 'phone']));
  }, 120_000);
  afterAll(() => app?.stop());

  it("the client finds the thread by the words it reads, never by the agency's masked e-mail or phone", async () => {
    expect(await search(client, 'flink')).toEqual([threadId]);
    expect(await search(client, 'e-mail hidden')).toEqual([threadId]);
    // The original holds these; the client was shown '[e-mail hidden]' and '[phone hidden]'.
    expect(await search(client, 'anna.k@example.com')).toEqual([]);
    expect(await search(client, 'example')).toEqual([]);
    expect(await search(client, '7946 0123')).toEqual([]);
    // Its own message reads as written.
    expect(await search(client, '7946 0958')).toEqual([threadId]);
  });

  it("the agency finds its own words as written and the client's number only masked", async () => {
    expect(await search(agency, 'anna.k@example.com')).toEqual([threadId]);
    expect(await search(agency, 'kafka')).toEqual([threadId]);
    expect(await search(agency, '7946 0958')).toEqual([]);
    expect(await search(agency, 'phone hidden')).toEqual([threadId]);
  });

  it('staff search the originals, a text with LIKE signs stands for itself, and an unknown word finds nothing', async () => {
    expect(await search(manager, 'anna.k@example.com')).toEqual([threadId]);
    expect(await search(manager, '7946 0958')).toEqual([threadId]);
    expect(await search(manager, '  FLINK  ')).toEqual([threadId]);
    expect(await search(manager, '%')).toEqual([]);
    expect(await search(manager, 'Zanzibar')).toEqual([]);
    const trpc = await app.api.get(`/trpc/conversation.list?input=${encodeURIComponent('{"search":"flink"}')}`, {
      token: client,
    });
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.items.map((t: { id: string }) => t.id)).toEqual([threadId]);
  });

  it('another company finds nothing, and the thread it cannot see is not there (404)', async () => {
    const otherClient = await registerCompany(app, 'client', 'search-client@conversation.test');
    const otherAgency = await registerCompany(app, 'agency', 'search-agency@conversation.test');
    for (const token of [otherClient, otherAgency]) {
      expect(await search(token, 'kafka')).toEqual([]);
      expect(await search(token, 'hidden')).toEqual([]);
      expect((await app.api.get(`/api/conversation/${threadId}/messages`, { token })).status).toBe(404);
    }
  });

  it('refuses an empty or a too long search with 400 and the field, on both transports', async () => {
    for (const text of ['', '   ', 'x'.repeat(101)]) {
      const answer = await app.api.get(`/api/conversation/list?${new URLSearchParams({ search: text })}`, {
        token: client,
      });
      expect(answer.status, JSON.stringify(text)).toBe(400);
      expect(answer.body.errors[0].field).toBe('search');
    }
    expect(await search(client, `  ${'k'.repeat(100)}  `)).toEqual([]);
    const trpc = await app.api.get(`/trpc/conversation.list?input=${encodeURIComponent('{"search":" "}')}`, {
      token: client,
    });
    expect(trpc.status).toBe(400);
  });

  it('lists the reported messages for staff: who reported, why, when, the message and its subject', async () => {
    expect(
      (
        await app.api.post(
          `/api/conversation/message/${questionId}/report`,
          { reason: 'Asks to call outside the platform' },
          { token: agency },
        )
      ).status,
    ).toBe(200);
    const reported = await app.api.get('/api/conversation/flagged?kind=reported', { token: manager });
    expect(reported.status).toBe(200);
    expect(reported.body.success).toBe(true);
    expect(reported.body.data.meta).toEqual({ page: 1, count: 20, total: 1 });
    const [row] = reported.body.data.items;
    expect(row.message).toMatchObject({
      id: questionId,
      originalText: 'Does she know Kafka? Call me on +44 20 7946 0958',
      maskedText: 'Does she know Kafka? Call me on [phone hidden]',
      reports: 1,
    });
    expect(row.thread).toMatchObject({ id: threadId, subjectType: 'candidate', subjectId: candidateId });
    expect(row.thread.title).toMatch(/^Candidate /);
    expect(row.reports).toEqual([
      expect.objectContaining({
        side: 'agency',
        reason: 'Asks to call outside the platform',
        name: expect.any(String),
      }),
    ]);
    expect(row.reports[0].name).toMatch(/\S/);
    expect(Date.parse(row.flaggedAt)).toBe(Date.parse(row.reports[0].reportedAt));
  });

  it('lists the masked messages newest first with the original and what the other side read, page by page', async () => {
    const masked = await app.api.get('/api/conversation/flagged?kind=masked&count=1', { token: manager });
    expect(masked.status).toBe(200);
    expect(masked.body.data.meta).toEqual({ page: 1, count: 1, total: 2 });
    expect(masked.body.data.items[0].message).toMatchObject({
      id: answerId,
      originalText: 'Yes, and Flink. Write to anna.k@example.com or call 020 7946 0123',
      maskedText: expect.stringContaining('[e-mail hidden]'),
    });
    const second = await app.api.get('/api/conversation/flagged?kind=masked&count=1&page=2', { token: manager });
    expect(second.body.data.items.map((r: { message: { id: string } }) => r.message.id)).toEqual([questionId]);
    const trpc = await app.api.get(`/trpc/conversation.flagged?input=${encodeURIComponent('{"kind":"masked"}')}`, {
      token: manager,
    });
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.meta.total).toBe(2);
  });

  it('a hidden message is found by staff only, and stays in the flagged list as hidden', async () => {
    const hidden = await app.api.post(
      '/trpc/conversation.hide',
      { id: answerId, reason: 'Contact details' },
      { token: manager },
    );
    expect(hidden.status).toBe(200);
    expect(await search(client, 'flink')).toEqual([]);
    expect(await search(agency, 'flink')).toEqual([]);
    expect(await search(manager, 'flink')).toEqual([threadId]);
    const masked = await app.api.get('/api/conversation/flagged?kind=masked', { token: manager });
    expect(masked.body.data.items[0].message).toMatchObject({
      id: answerId,
      hidden: true,
      hiddenReason: 'Contact details',
    });
  });

  it('is the platform’s only: the parties are refused (403), a visitor asked to log in, broken input is a 400', async () => {
    for (const token of [client, agency]) {
      const refused = await app.api.get('/api/conversation/flagged', { token });
      expect(refused.status).toBe(403);
      expect(refused.body.success).toBe(false);
      expect(JSON.stringify(refused.body)).not.toContain('7946');
      expect(
        (await app.api.get(`/trpc/conversation.flagged?input=${encodeURIComponent('{}')}`, { token })).status,
      ).toBe(403);
    }
    expect((await app.api.get('/api/conversation/flagged')).status).toBe(401);
    for (const query of ['kind=deleted', 'page=0', 'count=101', 'count=abc']) {
      const answer = await app.api.get(`/api/conversation/flagged?${query}`, { token: manager });
      expect(answer.status, query).toBe(400);
      expect(answer.body.errors[0].field).toBe(query.split('=')[0]);
    }
  });

  it('staff who run no candidates see none of their flagged messages', async () => {
    await app.pool.query(
      `insert into roles (slug, title, kind, scopes, built_in) values ('company-only', 'Company only', 'platform', '{company:manage}', false)`,
    );
    await app.pool.query(
      `insert into users (company_id, role_id, email, password_hash, first_name, last_name, status, email_verified_at)
       select company_id, (select id from roles where slug = 'company-only'), 'company-only@demo.test', password_hash, 'Cora', 'Staff', 'active', now()
         from users where email = 'manager@demo.test'`,
    );
    const companyOnly = await app.login('company-only@demo.test');
    for (const kind of ['reported', 'masked']) {
      const answer = await app.api.get(`/api/conversation/flagged?kind=${kind}`, { token: companyOnly });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ items: [], meta: { page: 1, count: 20, total: 0 } });
    }
    expect(await search(companyOnly, 'kafka')).toEqual([]);
  });
});
