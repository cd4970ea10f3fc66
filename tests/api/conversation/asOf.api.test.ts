import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishCard, requestInterview } from '../../support/interviewFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

const clock = manualClock();

describe('a thread as of a past moment, for staff (issue 33)', () => {
  let app: TestApp;
  let client: string;
  let agency: string;
  let manager: string;
  let threadId: string;
  let messageId: string;
  let betweenSendAndEdit: string;
  let betweenEditAndHide: string;

  const staffRead = async (query: string, token = manager) =>
    app.api.get(`/api/conversation/${threadId}/messages?${query}`, { token });

  beforeAll(async () => {
    app = await startTestApp({ clock });
    ({ client, agency, manager } = await app.demoTokens());
    const specialistId = await publishCard(app, agency, manager, 'Asofsen');
    const candidateId = await requestInterview(app, client, specialistId);

    const sent = await app.api.post(
      '/api/conversation/message',
      { subjectType: 'candidate', subjectId: candidateId, text: 'Is Monday fine? Write to me at ann@client.test' },
      { token: client },
    );
    expect(sent.status).toBe(200);
    ({ threadId } = sent.body.data);
    messageId = sent.body.data.message.id;

    clock.advance(60_000);
    betweenSendAndEdit = clock.now().toISOString();
    clock.advance(60_000);
    const edited = await app.api.post(
      '/trpc/conversation.edit',
      { id: messageId, text: 'Is Tuesday fine?' },
      { token: client },
    );
    expect(edited.status).toBe(200);

    clock.advance(60_000);
    betweenEditAndHide = clock.now().toISOString();
    clock.advance(60_000);
    const hidden = await app.api.post(
      '/trpc/conversation.hide',
      { id: messageId, reason: 'Off topic' },
      { token: manager },
    );
    expect(hidden.status).toBe(200);
    clock.advance(60_000);
    expect((await app.api.post(`/api/conversation/${threadId}/read`, {}, { token: agency })).status).toBe(200);
    clock.advance(60_000);
  }, 120_000);
  afterAll(() => app?.stop());

  it('reads the message as it was sent before the edit: its first text and masked copy, not hidden, not edited', async () => {
    const read = await staffRead(`asOf=${encodeURIComponent(betweenSendAndEdit)}`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data.meta.total).toBe(1);
    expect(read.body.data.thread).toMatchObject({ id: threadId, messageCount: 1 });
    expect(read.body.data.items).toHaveLength(1);
    expect(read.body.data.items[0]).toMatchObject({
      id: messageId,
      text: 'Is Monday fine? Write to me at ann@client.test',
      originalText: 'Is Monday fine? Write to me at ann@client.test',
      edited: false,
      editedAt: null,
      previousText: null,
      hidden: false,
      hiddenReason: null,
      maskedKinds: ['email'],
      canEdit: false,
      readBy: [],
    });
    expect(read.body.data.items[0].maskedText).not.toContain('ann@client.test');
  });

  it('reads the edit but not the later hiding in between, and both as of now, as the live read does', async () => {
    const between = await staffRead(`asOf=${encodeURIComponent(betweenEditAndHide)}`);
    expect(between.status).toBe(200);
    expect(between.body.data.items[0]).toMatchObject({
      text: 'Is Tuesday fine?',
      previousText: 'Is Monday fine? Write to me at ann@client.test',
      edited: true,
      hidden: false,
      hiddenReason: null,
      maskedText: null,
    });

    const now = await staffRead(`asOf=${encodeURIComponent(clock.now().toISOString())}`);
    expect(now.status).toBe(200);
    expect(now.body.data.items[0]).toMatchObject({
      text: 'Is Tuesday fine?',
      edited: true,
      hidden: true,
      hiddenReason: 'Off topic',
      readBy: ['agency'],
    });
    const live = await staffRead('');
    const { canEdit: _asOfCanEdit, ...asOf } = now.body.data.items[0];
    const { canEdit: _liveCanEdit, ...current } = live.body.data.items[0];
    expect(asOf).toEqual(current);
  });

  it('before the thread began, it had no messages', async () => {
    const before = await staffRead(`asOf=${encodeURIComponent('2026-11-01T00:00:00Z')}`);
    expect(before.status).toBe(200);
    expect(before.body.data.items).toEqual([]);
    expect(before.body.data.meta.total).toBe(0);
  });

  it('is the same answer over tRPC', async () => {
    const input = encodeURIComponent(JSON.stringify({ id: threadId, asOf: betweenSendAndEdit }));
    const read = await app.api.get(`/trpc/conversation.messages?input=${input}`, { token: manager });
    expect(read.status).toBe(200);
    expect(read.body.result.data.items[0]).toMatchObject({
      text: 'Is Monday fine? Write to me at ann@client.test',
      hidden: false,
    });
  });

  it('is listed in the OpenAPI document, so the fuzzer sends it', async () => {
    const doc = await app.api.get('/api/openapi.json');
    const operation = doc.body.paths['/api/conversation/{id}/messages'].get;
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({ name: 'asOf', in: 'query', required: false }),
    );
  });

  it('refuses a party (403), and a malformed or future moment (400 naming asOf)', async () => {
    for (const token of [client, agency]) {
      const refused = await staffRead(`asOf=${encodeURIComponent(betweenSendAndEdit)}`, token);
      expect(refused.status).toBe(403);
      // Without asOf the party still reads its thread.
      expect((await staffRead('', token)).status).toBe(200);
    }
    for (const bad of ['yesterday', '2026-13-40T00:00:00Z', '']) {
      const answer = await staffRead(`asOf=${encodeURIComponent(bad)}`);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.errors[0].field).toBe('asOf');
    }
    const future = await staffRead(
      `asOf=${encodeURIComponent(new Date(clock.now().getTime() + 60_000).toISOString())}`,
    );
    expect(future.status).toBe(400);
    expect(future.body.errors[0].field).toBe('asOf');
  });
});
