import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { ConversationEvent } from '../../../domain/conversation/conversation.events';
import { projectionSpecification, type ProjectionSpecification } from '../../support/projectionSpecification';

/** The threads and messages the conversation pages read: the masked copy beside the original, reads, edits, hides. */
describe('conversations projection', () => {
  let spec: ProjectionSpecification;
  const [clientId, agencyId, clientUser, agencyUser, manager] = [
    randomUUID(),
    randomUUID(),
    randomUUID(),
    randomUUID(),
    randomUUID(),
  ];
  const at = new Date('2026-11-29T10:00:00Z');
  const as = (actorId: string, role: 'client' | 'partner' | 'manager', emulatedBy?: string) => ({
    actorId,
    actorRole: role,
    at,
    ...(emulatedBy ? { emulatedBy } : {}),
  });
  const threadOn = (subjectId: string) => ({
    threadId: randomUUID(),
    subject: { type: 'candidate' as const, id: subjectId },
  });
  const sent = (
    thread: ReturnType<typeof threadOn>,
    messageId: string,
    senderSide: 'client' | 'agency',
    text: string,
    metadata = as(senderSide === 'client' ? clientUser : agencyUser, senderSide === 'client' ? 'client' : 'partner'),
  ): ConversationEvent => ({
    type: 'MessageSent',
    data: {
      ...thread,
      messageId,
      parties: { clientId, agencyId, companyId: null },
      senderSide,
      text,
      fileIds: [],
      replyTo: null,
    },
    metadata,
  });

  beforeAll(async () => {
    spec = await projectionSpecification((event) => `conversation-${(event.data as { threadId: string }).threadId}`);
  });
  afterAll(() => spec.close());

  it("a first message starts the thread with its parties; the sender's side has read it", async () => {
    const thread = threadOn(randomUUID());
    const m1 = randomUUID();
    await spec.givenEvents([sent(thread, m1, 'client', 'Does she know Kafka?')]).thenRows(
      'conversation_threads',
      [
        {
          id: thread.threadId,
          subject_type: 'candidate',
          client_id: clientId,
          agency_id: agencyId,
          last_seq: 1,
          message_count: 1,
        },
      ],
      { id: thread.threadId },
    );
    await spec
      .givenEvents([])
      .thenRows('conversation_messages', [{ id: m1, seq: 1, sender_side: 'client', masked_text: null }], {
        thread_id: thread.threadId,
      });
    await spec
      .givenEvents([])
      .thenRows('conversation_reads', [{ side: 'client', last_read_seq: 1 }], { thread_id: thread.threadId });
    await spec
      .givenEvents([])
      .thenRows('conversation_feed', [{ kind: 'message', message_id: m1 }], { thread_id: thread.threadId });
  });

  it('keeps the original beside the masked copy, and numbers the messages in order', async () => {
    const thread = threadOn(randomUUID());
    const [m1, m2] = [randomUUID(), randomUUID()];
    await spec
      .givenEvents([
        sent(thread, m1, 'client', 'Call +44 20 7946 0958'),
        {
          type: 'ContactMasked',
          data: { threadId: thread.threadId, messageId: m1, maskedText: 'Call [phone hidden]', kinds: ['phone'] },
          metadata: as(clientUser, 'client'),
        },
        sent(thread, m2, 'agency', 'Answered here', as(agencyUser, 'partner', manager)),
      ])
      .thenRows(
        'conversation_messages',
        [
          {
            id: m1,
            seq: 1,
            text: 'Call +44 20 7946 0958',
            masked_text: 'Call [phone hidden]',
            masked_kinds: ['phone'],
            emulated_by: null,
          },
          { id: m2, seq: 2, text: 'Answered here', masked_text: null, masked_kinds: [], emulated_by: manager },
        ],
        { thread_id: thread.threadId },
      );
  });

  it("an edit keeps the previous text; a hide keeps the message with its reason; a read moves the side's mark", async () => {
    const thread = threadOn(randomUUID());
    const m1 = randomUUID();
    await spec
      .givenEvents([
        sent(thread, m1, 'agency', 'Firts draft'),
        {
          type: 'MessageEdited',
          data: { threadId: thread.threadId, messageId: m1, previousText: 'Firts draft', text: 'First draft' },
          metadata: as(agencyUser, 'partner'),
        },
        {
          type: 'MessageHidden',
          data: { threadId: thread.threadId, messageId: m1, reason: 'Off topic' },
          metadata: as(manager, 'manager'),
        },
        {
          type: 'ThreadRead',
          data: { threadId: thread.threadId, side: 'client', upToMessageId: m1 },
          metadata: as(clientUser, 'client'),
        },
        {
          type: 'MessageReported',
          data: { threadId: thread.threadId, messageId: m1, side: 'client', reason: 'Spam' },
          metadata: as(clientUser, 'client'),
        },
      ])
      .thenRows(
        'conversation_messages',
        [
          {
            id: m1,
            text: 'First draft',
            previous_text: 'Firts draft',
            hidden_reason: 'Off topic',
            hidden_by: manager,
            reports: 1,
          },
        ],
        { thread_id: thread.threadId },
      );
    await spec.givenEvents([]).thenRows(
      'conversation_reads',
      [
        { side: 'agency', last_read_seq: 1 },
        { side: 'client', last_read_seq: 1 },
      ],
      { thread_id: thread.threadId },
    );
    await spec.givenEvents([]).thenRows(
      'conversation_feed',
      [
        { kind: 'message', side: 'agency' },
        { kind: 'edited', side: null },
        { kind: 'hidden', side: null },
        { kind: 'read', side: 'client' },
      ],
      { thread_id: thread.threadId },
    );
  });
});
