import { randomUUID } from 'node:crypto';
import { projections } from '@event-driven-io/emmett';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queues } from '../../../adapters/jobs/queues';
import { conversationUnreadMailsProjection } from '../../../adapters/postgres/projections/conversationUnreadMails';
import type { ConversationEvent } from '../../../domain/conversation/conversation.events';
import type { ConversationSide, SubjectType } from '../../../domain/conversation/conversation.subject';
import { failsAfterTheMails } from '../../support/mailSpecification';
import { projectionSpecification, type ProjectionSpecification } from '../../support/projectionSpecification';

/**
 * The e-mail when nobody reads, scheduled with the message: each other side of the thread gets one check, due after
 * the configured wait by the database's clock; while a check waits, more messages add none; a failed append leaves none.
 */
describe('conversation unread mails projection', () => {
  let spec: ProjectionSpecification;
  const doomed = randomUUID();
  const settings = { afterSeconds: 900, gapSeconds: 3600 };
  const [clientId, agencyId] = [randomUUID(), randomUUID()];

  beforeAll(async () => {
    spec = await projectionSpecification((event) => `conversation-${(event.data as { threadId: string }).threadId}`, {
      withJobs: (boss) =>
        projections.inline([
          conversationUnreadMailsProjection(boss, settings),
          failsAfterTheMails('MessageSent', 'threadId', doomed),
        ]),
    });
  });
  afterAll(() => spec?.close());

  const sent = (
    threadId: string,
    type: SubjectType,
    senderSide: ConversationSide,
    text = 'Does she know Kafka?',
  ): ConversationEvent => ({
    type: 'MessageSent',
    data: {
      threadId,
      messageId: randomUUID(),
      subject: { type, id: randomUUID() },
      parties:
        type === 'contract'
          ? { clientId: null, agencyId: null, companyId: clientId }
          : { clientId, agencyId, companyId: null },
      senderSide,
      text,
      fileIds: [],
      replyTo: null,
    },
    metadata: { actorId: randomUUID(), actorRole: 'client', at: new Date('2026-11-29T10:00:00Z') },
  });

  const checksOf = async (threadId: string) =>
    (
      await spec.pool.query<{ side: string; state: string; singleton_key: string; due_in: number }>(
        `select data->>'side' as side, state, singleton_key,
                round(extract(epoch from start_after - created_on))::int as due_in
           from pgboss.job where name = $1 and data->>'threadId' = $2 order by 1`,
        [queues.conversationUnreadMail, threadId],
      )
    ).rows;

  it("a client's message on a candidate: the agency's and the platform's sides are each checked once, 15 minutes on", async () => {
    const threadId = randomUUID();
    const message = sent(threadId, 'candidate', 'client', 'Call me on +44 20 7946 0958');
    const { messageId } = message.data as { messageId: string };
    // The masked copy travels in the same append, as the decider emits it; it schedules nothing of its own.
    const masked: ConversationEvent = {
      type: 'ContactMasked',
      data: { threadId, messageId, maskedText: 'Call me on [phone hidden]', kinds: ['phone'] },
      metadata: message.metadata,
    };
    await spec.append([message, masked]);
    expect(await checksOf(threadId)).toEqual([
      { side: 'agency', state: 'created', singleton_key: `${threadId}:agency`, due_in: 900 },
      { side: 'platform', state: 'created', singleton_key: `${threadId}:platform`, due_in: 900 },
    ]);
  });

  it('more messages while a check waits add none; the staff answering checks the client and the agency', async () => {
    const threadId = randomUUID();
    await spec.append([sent(threadId, 'candidate', 'client')]);
    await spec.append([sent(threadId, 'candidate', 'client', 'And Flink?')]);
    await spec.append([sent(threadId, 'candidate', 'platform', 'The platform here')]);
    expect((await checksOf(threadId)).map((check) => check.side)).toEqual(['agency', 'client', 'platform']);
  });

  it("a company's message on its contract checks the platform only; a staff message, the company only", async () => {
    const fromCompany = randomUUID();
    await spec.append([sent(fromCompany, 'contract', 'company')]);
    expect((await checksOf(fromCompany)).map((check) => check.side)).toEqual(['platform']);
    const fromStaff = randomUUID();
    await spec.append([sent(fromStaff, 'contract', 'platform')]);
    expect((await checksOf(fromStaff)).map((check) => check.side)).toEqual(['company']);
  });

  it("an append that fails after the projection leaves no check: the jobs are written in the append's transaction", async () => {
    await expect(spec.append([sent(doomed, 'candidate', 'client')])).rejects.toThrow(/a later projection failed/);
    expect(await checksOf(doomed)).toEqual([]);
  });

  it('projected again, the messages add no check beside the one waiting', async () => {
    const threadId = randomUUID();
    await spec.append([sent(threadId, 'candidate', 'agency')]);
    await spec.reproject();
    expect((await checksOf(threadId)).map((check) => check.side)).toEqual(['client', 'platform']);
  });
});
