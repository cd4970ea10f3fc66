import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../support/companies';
import { publishCard, requestInterview } from '../../support/interviewFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

const clock = manualClock();

/** Reads a text/event-stream until `until` says the entries so far are enough, or the time runs out. */
const listen = async (
  app: TestApp,
  token: string,
  until: (entries: { id: number; event: string; data: any }[]) => boolean,
  headers: Record<string, string> = {},
  timeoutMs = 5_000,
) => {
  const abort = new AbortController();
  const response = await app.api.raw('/api/conversation/events', {
    headers: { authorization: `Bearer ${token}`, ...headers },
    signal: abort.signal,
  });
  const entries: { id: number; event: string; data: any }[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  const ready = { status: response.status, type: response.headers.get('content-type') };
  const done = (async () => {
    try {
      while (!until(entries)) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const field = (name: string) => block.match(new RegExp(`^${name}: (.*)$`, 'm'))?.[1];
          if (field('data'))
            entries.push({ id: Number(field('id')), event: field('event')!, data: JSON.parse(field('data')!) });
        }
      }
    } catch {
      // aborted: the time ran out
    } finally {
      clearTimeout(timer);
      abort.abort();
    }
    return entries;
  })();
  return { ...ready, done };
};

describe('conversations on a candidate (issue 33)', () => {
  let app: TestApp;
  let client: string;
  let agency: string;
  let manager: string;
  let candidateId: string;
  let agencyName: string;
  let threadId: string;
  let questionId: string;

  beforeAll(async () => {
    app = await startTestApp({ clock });
    ({ client, agency, manager } = await app.demoTokens());
    const specialistId = await publishCard(app, agency, manager, 'Kafkason');
    candidateId = await requestInterview(app, client, specialistId);
    agencyName = (
      await app.pool.query<{ name: string }>(
        `select c.name from users u join companies c on c.id = u.company_id where u.email = 'agency@demo.test'`,
      )
    ).rows[0]!.name;
  }, 120_000);
  afterAll(() => app?.stop());

  it('the client asks with a phone number: the agency hears of it live and reads it masked, the client is told why', async () => {
    const stream = await listen(app, agency, (entries) => entries.some((e) => e.event === 'message'));
    expect(stream.status).toBe(200);
    expect(stream.type).toMatch(/^text\/event-stream/);
    const sent = await app.api.post(
      '/api/conversation/message',
      { subjectType: 'candidate', subjectId: candidateId, text: 'Does she know Kafka? Call me on +44 20 7946 0958' },
      { token: client },
    );
    expect(sent.status).toBe(200);
    ({ threadId } = sent.body.data);
    questionId = sent.body.data.message.id;
    expect(sent.body.data.message.text).toBe('Does she know Kafka? Call me on +44 20 7946 0958');
    expect(sent.body.data.message.maskedForOthers).toEqual(['phone']);

    const heard = await stream.done;
    expect(heard.find((e) => e.event === 'message')?.data).toMatchObject({
      threadId,
      kind: 'message',
      messageId: questionId,
    });

    const list = await app.api.get('/api/conversation/list', { token: agency });
    expect(list.status).toBe(200);
    expect(list.body.data.items).toEqual([
      expect.objectContaining({
        id: threadId,
        subjectType: 'candidate',
        subjectId: candidateId,
        side: 'agency',
        unread: 1,
      }),
    ]);
    const read = await app.api.get(`/api/conversation/${threadId}/messages`, { token: agency });
    expect(read.status).toBe(200);
    const [question] = read.body.data.items;
    expect(question.text).toBe('Does she know Kafka? Call me on [phone hidden]');
    expect(question.sender).toMatchObject({ side: 'client', team: 'The client', own: false });
    expect(JSON.stringify(read.body)).not.toContain('7946');
    expect(question).not.toHaveProperty('originalText');
  });

  it('the agency answers; the client reads it from "the specialist\'s team", never the agency\'s name', async () => {
    const answer = await app.api.post(
      '/api/conversation/message',
      {
        subjectType: 'candidate',
        subjectId: candidateId,
        text: 'Yes, three years of Kafka Streams.',
        replyTo: questionId,
      },
      { token: agency },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.threadId).toBe(threadId);
    const read = await app.api.get(`/api/conversation/${threadId}/messages?page=1&count=10`, { token: client });
    expect(read.status).toBe(200);
    const last = read.body.data.items.at(-1);
    expect(last).toMatchObject({ text: 'Yes, three years of Kafka Streams.', replyTo: questionId });
    expect(last.sender.team).toBe("The specialist's team");
    expect(last.sender.name).toMatch(/^\S+( \S+)* \S\.$/);
    expect(JSON.stringify(read.body)).not.toContain(agencyName);
    expect(read.body.data.meta).toEqual({ page: 1, count: 10, total: 2 });
  });

  it('staff read the original, the masked copy and every name', async () => {
    const read = await app.api.get(`/api/conversation/${threadId}/messages`, { token: manager });
    expect(read.status).toBe(200);
    const [question, answer] = read.body.data.items;
    expect(question).toMatchObject({
      originalText: 'Does she know Kafka? Call me on +44 20 7946 0958',
      maskedText: 'Does she know Kafka? Call me on [phone hidden]',
      maskedKinds: ['phone'],
    });
    expect(answer.senderCompanyName).toBe(agencyName);
  });

  it("reading clears the side's unread count; a reconnect with Last-Event-ID hears what it missed", async () => {
    const before = await app.api.get('/api/conversation/list', { token: client });
    expect(before.body.data.items[0].unread).toBe(1);
    const read = await app.api.post(`/api/conversation/${threadId}/read`, {}, { token: client });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ threadId, unread: 0 });
    const resumed = await listen(app, agency, (entries) => entries.some((e) => e.event === 'read'), {
      'last-event-id': '0',
    });
    const heard = await resumed.done;
    expect(heard.map((e) => e.event)).toEqual(['message', 'message', 'read']);
    expect(heard.map((e) => e.id)).toEqual([...heard.map((e) => e.id)].sort((a, b) => a - b));
  });

  it("a participant reports another side's message, never their own", async () => {
    const reported = await app.api.post(
      `/api/conversation/message/${questionId}/report`,
      { reason: 'Asks to call outside the platform' },
      { token: agency },
    );
    expect(reported.status).toBe(200);
    const own = await app.api.post(
      `/api/conversation/message/${questionId}/report`,
      { reason: 'x' },
      { token: client },
    );
    expect(own.status).toBe(422);
    const staff = await app.api.get(`/api/conversation/${threadId}/messages`, { token: manager });
    expect(staff.body.data.items[0].reports).toBe(1);
  });

  it("another company's subject and thread are not there (404), and a visitor is asked to log in", async () => {
    const stranger = await registerCompany(app, 'agency', 'stranger-agency@conversation.test');
    const otherClient = await registerCompany(app, 'client', 'stranger-client@conversation.test');
    for (const token of [stranger, otherClient]) {
      expect(
        (
          await app.api.post(
            '/api/conversation/message',
            { subjectType: 'candidate', subjectId: candidateId, text: 'Hi' },
            { token },
          )
        ).status,
      ).toBe(404);
      expect((await app.api.get(`/api/conversation/${threadId}/messages`, { token })).status).toBe(404);
      expect((await app.api.post(`/api/conversation/${threadId}/read`, {}, { token })).status).toBe(404);
      expect((await app.api.get('/api/conversation/list', { token })).body.data.items).toEqual([]);
    }
    expect((await app.api.get('/api/conversation/list')).status).toBe(401);
    expect((await app.api.raw('/api/conversation/events')).status).toBe(401);
  });

  it('refuses a message over 5,000 characters with the field, and a file the sender did not upload', async () => {
    const long = await app.api.post(
      '/api/conversation/message',
      { subjectType: 'candidate', subjectId: candidateId, text: 'a'.repeat(5_001) },
      { token: client },
    );
    expect(long.status).toBe(400);
    expect(long.body.errors[0].field).toBe('text');
    const foreign = await app.api.post(
      '/api/conversation/message',
      {
        subjectType: 'candidate',
        subjectId: candidateId,
        text: 'See the file',
        fileIds: ['6fa459ea-ee8a-4ca4-894e-db77e160355e'],
      },
      { token: client },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0].field).toBe('fileIds.0');
  });

  it('answers broken input with 400 and its field, never a 5xx', async () => {
    const bodies: unknown[] = [
      { subjectType: 'nothing', subjectId: candidateId, text: 'Hi' },
      { subjectType: 'candidate', subjectId: 'not-a-uuid', text: 'Hi' },
      { subjectType: 'candidate', subjectId: candidateId, text: 42 },
      { subjectType: 'candidate', subjectId: candidateId, text: 'Hi', fileIds: Array(11).fill(candidateId) },
      { subjectType: 'candidate', subjectId: candidateId, text: 'Hi', replyTo: 'x' },
      [],
      'text',
    ];
    for (const body of bodies) {
      const answer = await app.api.post('/api/conversation/message', body, { token: client });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    const queries = ['page=0', 'count=1000', 'page=abc', 'count=-1'];
    for (const query of queries)
      expect((await app.api.get(`/api/conversation/${threadId}/messages?${query}`, { token: client })).status).toBe(
        400,
      );
    expect((await app.api.get('/api/conversation/not-a-uuid/messages', { token: client })).status).toBe(400);
    expect((await app.api.post('/api/conversation/not-a-uuid/read', {}, { token: client })).status).toBe(400);
    expect(
      (await app.api.post(`/api/conversation/message/${questionId}/report`, { reason: '' }, { token: agency })).status,
    ).toBe(400);
    for (const lastEventId of ['abc', '-1', '1e400']) {
      const answer = await app.api.raw('/api/conversation/events', {
        headers: { authorization: `Bearer ${client}`, 'last-event-id': lastEventId },
      });
      expect(answer.status, lastEventId).toBe(400);
      await answer.body?.cancel();
    }
  });

  it('a manager acting as the agency writes as its user, and the history names the manager', async () => {
    const acting = await app.login('manager@demo.test');
    const agencyUser = (await app.pool.query<{ id: string }>(`select id from users where email = 'agency@demo.test'`))
      .rows[0]!.id;
    expect(
      (await app.api.post('/admin/api/impersonation/start', { userId: agencyUser }, { token: acting })).status,
    ).toBe(200);
    const sent = await app.api.post(
      '/api/conversation/message',
      { subjectType: 'candidate', subjectId: candidateId, text: 'The platform here, writing for the agency.' },
      { token: acting },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data.message.sender.side).toBe('agency');
    const staff = await app.api.get(`/api/conversation/${threadId}/messages`, { token: manager });
    const last = staff.body.data.items.at(-1);
    expect(last.senderUserId).toBe(agencyUser);
    expect(last.actedBy).toMatchObject({ name: expect.stringMatching(/\S/) });
    const seenByClient = await app.api.get(`/api/conversation/${threadId}/messages`, { token: client });
    expect(seenByClient.body.data.items.at(-1)).not.toHaveProperty('actedBy');
  });

  it('sends at most 30 messages a minute per user (429 with Retry-After)', async () => {
    clock.advance(120_000);
    const send = () =>
      app.api.post(
        '/api/conversation/message',
        { subjectType: 'candidate', subjectId: candidateId, text: 'ping' },
        { token: agency },
      );
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await send()).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    clock.advance(61_000);
    expect((await send()).status).toBe(200);
  });

  it("says who may still correct a message (the sender, once, within 10 minutes by the server's clock), and the edit keeps to it", async () => {
    clock.advance(61_000);
    const sent = await app.api.post(
      '/api/conversation/message',
      { subjectType: 'candidate', subjectId: candidateId, text: 'Is Monday fine?' },
      { token: client },
    );
    const id = sent.body.data.message.id as string;
    expect(sent.body.data.message.canEdit).toBe(true);
    const messageAs = async (token: string) =>
      (
        (await app.api.get(`/api/conversation/${threadId}/messages?page=1&count=5`, { token })).body.data.items as {
          id: string;
          canEdit: boolean;
        }[]
      ).find((m) => m.id === id)!;
    expect((await messageAs(client)).canEdit).toBe(true);
    expect((await messageAs(agency)).canEdit).toBe(false);
    expect((await messageAs(manager)).canEdit).toBe(false);

    const edited = await app.api.post('/trpc/conversation.edit', { id, text: 'Is Tuesday fine?' }, { token: client });
    expect(edited.status).toBe(200);
    expect(edited.body.result.data.message).toMatchObject({ text: 'Is Tuesday fine?', edited: true, canEdit: false });

    const late = await app.api.post(
      '/api/conversation/message',
      { subjectType: 'candidate', subjectId: candidateId, text: 'And Wednesday?' },
      { token: client },
    );
    clock.advance(10 * 60_000 + 1_000);
    const lateId = late.body.data.message.id as string;
    const items = (await app.api.get(`/api/conversation/${threadId}/messages?page=1&count=5`, { token: client })).body
      .data.items as { id: string; canEdit: boolean }[];
    expect(items.find((m) => m.id === lateId)!.canEdit).toBe(false);
    const refused = await app.api.post(
      '/trpc/conversation.edit',
      { id: lateId, text: 'Or Thursday?' },
      { token: client },
    );
    expect(refused.status).toBe(422);
  });

  it('a message on a busy thread is decided on its row at the stream version: sends side by side all land, in order, once each', async () => {
    clock.advance(120_000);
    const send = (token: string, text: string, replyTo?: string) =>
      app.api.post(
        '/api/conversation/message',
        { subjectType: 'candidate', subjectId: candidateId, text, ...(replyTo ? { replyTo } : {}) },
        { token },
      );
    // A read between the sends moves the stream too: the row follows it, so the next send is not a conflict.
    expect((await app.api.post(`/api/conversation/${threadId}/read`, {}, { token: agency })).status).toBe(200);
    const texts = Array.from({ length: 8 }, (_, i) => `Side by side ${i}`);
    const answers = await Promise.all(texts.map((text, i) => send(i % 2 === 0 ? client : agency, text)));
    expect(answers.map((a) => [a.status, a.body.error?.code])).toEqual(texts.map(() => [200, undefined]));
    expect(new Set(answers.map((a) => a.body.data.threadId))).toEqual(new Set([threadId]));

    const stored = await app.pool.query<{ text: string; seq: number }>(
      `select text, seq from conversation_messages where thread_id = $1 order by seq`,
      [threadId],
    );
    expect(
      stored.rows
        .filter((m) => m.text.startsWith('Side by side'))
        .map((m) => m.text)
        .sort(),
    ).toEqual(texts);
    expect(stored.rows.map((m) => m.seq)).toEqual(stored.rows.map((_, i) => i + 1));
    const versions = await app.pool.query<{ row: string; stream: string }>(
      `select t.version::text as row, (select max(stream_position)::text from emt_messages where stream_id = $2) as stream
         from conversation_threads t where t.id = $1`,
      [threadId, `conversation-candidate-${candidateId}`],
    );
    expect(versions.rows[0]!.row).toBe(versions.rows[0]!.stream);

    // A reply names a message of this thread; one of another thread is refused, and nothing is written.
    const replied = await send(client, 'Replying to the first', answers[1]!.body.data.message.id as string);
    expect(replied.status).toBe(200);
    const stranger = await send(client, 'Replying elsewhere', '00000000-0000-4000-8000-000000000000');
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors[0].code).toBe('conversation.reply_not_found');
  });

  it("read receipts: the client's message shows the agency's side as having read it once the agency reads, never who", async () => {
    clock.advance(120_000);
    const sent = await app.api.post(
      '/api/conversation/message',
      { subjectType: 'candidate', subjectId: candidateId, text: 'Is she free on Monday?' },
      { token: client },
    );
    expect(sent.status).toBe(200);
    const messageId = sent.body.data.message.id as string;
    const asClient = async () => {
      const read = await app.api.get(`/api/conversation/${threadId}/messages?page=1&count=100`, { token: client });
      expect(read.status).toBe(200);
      return read.body.data.items.find((m: { id: string }) => m.id === messageId);
    };

    expect((await asClient()).readBy).not.toContain('agency');
    expect((await app.api.post(`/api/conversation/${threadId}/read`, {}, { token: agency })).status).toBe(200);
    const seen = await asClient();
    expect(seen.readBy).toContain('agency');
    // A side only: the receipt names neither the reader nor the agency.
    expect(seen.readBy.every((side: string) => ['agency', 'platform'].includes(side))).toBe(true);
    expect(JSON.stringify(seen)).not.toContain(agencyName);

    // The sender's own side is no receipt; the agency reads the same sides on its copy.
    const asAgency = await app.api.get(`/api/conversation/${threadId}/messages?page=1&count=100`, { token: agency });
    const theirs = asAgency.body.data.items.find((m: { id: string }) => m.id === messageId);
    expect(theirs.readBy).toContain('agency');
    expect(theirs.readBy).not.toContain('client');
  });
});
