import { describe, expect, it } from 'vitest';
import type { ConversationCommand, SendMessage } from '../../../domain/conversation/conversation.commands';
import { conversationDecider } from '../../../domain/conversation/conversation.decide';
import type { ConversationEvent } from '../../../domain/conversation/conversation.events';
import type { ConversationSide } from '../../../domain/conversation/conversation.subject';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';
import { deciderSpecification } from '../../support/deciderSpecification';

const { given } = deciderSpecification(conversationDecider);

const start = new Date('2026-11-29T10:00:00Z');
const minutesLater = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const as = (actorId: string, at = start, role: EventMetadata['actorRole'] = 'client'): EventMetadata => ({
  actorId,
  actorRole: role,
  at,
});
const parties = { clientId: 'client-co', agencyId: 'agency-co', companyId: null };
const subject = { type: 'candidate' as const, id: 'candidate-1' };

const send = (over: Partial<SendMessage> = {}): SendMessage => ({
  action: 'send',
  threadId: 'thread-1',
  messageId: 'm1',
  subject,
  parties,
  text: 'Does the specialist know Kafka?',
  fileIds: [],
  replyTo: null,
  allowedHosts: [],
  side: 'client',
  metadata: as('client-user'),
  ...over,
});

const sent = (
  messageId: string,
  senderSide: ConversationSide,
  actorId: string,
  text: string,
  at = start,
): ConversationEvent => ({
  type: 'MessageSent',
  data: { threadId: 'thread-1', messageId, subject, parties, senderSide, text, fileIds: [], replyTo: null },
  metadata: as(actorId, at),
});
const question = sent('m1', 'client', 'client-user', 'Does the specialist know Kafka?');

describe('a conversation', () => {
  it('starts with its first message, on the subject, with the parties of the subject', () => {
    given([]).when(send()).then([question]);
  });

  it('masks the contact details of a message between the client and the agency, keeping the original', () => {
    given([])
      .when(send({ text: 'Call me on +44 20 7946 0958' }))
      .then([
        sent('m1', 'client', 'client-user', 'Call me on +44 20 7946 0958'),
        {
          type: 'ContactMasked',
          data: { threadId: 'thread-1', messageId: 'm1', maskedText: 'Call me on [phone hidden]', kinds: ['phone'] },
          metadata: as('client-user'),
        },
      ]);
  });

  it('does not mask between a company and the platform (its contract, its personal manager)', () => {
    const contract = { type: 'contract' as const, id: 'contract-1' };
    const result = conversationDecider.decide(
      send({ subject: contract, side: 'company', text: 'Write to me at ann@example.com' }),
      conversationDecider.initialState(),
    );
    expect(result._unsafeUnwrap().map((e) => e.type)).toEqual(['MessageSent']);
  });

  it('keeps a thread per subject: a later message goes to the same thread whatever id the command brought', () => {
    given([question])
      .when(send({ threadId: 'another', messageId: 'm2', side: 'agency', metadata: as('agency-user'), text: 'Yes' }))
      .then([sent('m2', 'agency', 'agency-user', 'Yes')]);
  });

  it('refuses an empty message, one over 5,000 characters, and a side that does not take part', () => {
    given([])
      .when(send({ text: '   ' }))
      .thenRejects('conversation.text_required');
    given([])
      .when(send({ text: 'a'.repeat(5_001) }))
      .thenRejects('conversation.text_too_long');
    given([])
      .when(send({ text: 'a'.repeat(5_000) }))
      .thenState((t) => expect(t.status).toBe('open'));
    given([])
      .when(send({ subject: { type: 'claim', id: 'c' }, side: 'agency' }))
      .thenRejects('conversation.not_a_participant');
  });

  it('answers a message of the thread, never one elsewhere', () => {
    given([question])
      .when(send({ messageId: 'm2', replyTo: 'nope' }))
      .thenRejects('conversation.reply_not_found');
    given([question])
      .when(send({ messageId: 'm2', replyTo: 'm1' }))
      .thenState((t) => expect(t.status === 'open' && t.lastSeq).toBe(2));
  });

  it('lets the sender edit once within 10 minutes, keeping both versions', () => {
    const edit: ConversationCommand = {
      action: 'edit',
      messageId: 'm1',
      text: 'Does the specialist know Kafka Streams?',
      allowedHosts: [],
      side: 'client',
      metadata: as('client-user', minutesLater(9)),
    };
    const edited: ConversationEvent = {
      type: 'MessageEdited',
      data: {
        threadId: 'thread-1',
        messageId: 'm1',
        previousText: 'Does the specialist know Kafka?',
        text: 'Does the specialist know Kafka Streams?',
      },
      metadata: as('client-user', minutesLater(9)),
    };
    given([question]).when(edit).then([edited]);
    given([question, edited])
      .when({ ...edit, text: 'Third' })
      .thenRejects('conversation.already_edited');
    given([question])
      .when({ ...edit, metadata: as('client-user', minutesLater(11)) })
      .thenRejects('conversation.edit_window_passed');
    given([question])
      .when({ ...edit, metadata: as('someone-else', minutesLater(1)) })
      .thenRejects('conversation.not_the_sender');
  });

  it('has no deletion: staff hide a message with a reason, and a hidden message is not edited or reported', () => {
    const hide: ConversationCommand = {
      action: 'hide',
      messageId: 'm1',
      reason: 'Offensive',
      side: 'platform',
      metadata: as('manager', start, 'manager'),
    };
    const hidden: ConversationEvent = {
      type: 'MessageHidden',
      data: { threadId: 'thread-1', messageId: 'm1', reason: 'Offensive' },
      metadata: as('manager', start, 'manager'),
    };
    given([question]).when(hide).then([hidden]);
    given([question])
      .when({ ...hide, reason: ' ' })
      .thenRejects('conversation.reason_required');
    given([question])
      .when({ ...hide, side: 'agency' })
      .thenRejects('conversation.staff_only');
    given([question, hidden]).when(hide).thenRejects('conversation.message_hidden');
    given([question, hidden])
      .when({ action: 'report', messageId: 'm1', reason: 'spam', side: 'agency', metadata: as('agency-user') })
      .thenRejects('conversation.message_hidden');
  });

  it('lets a participant report another side’s message once, never their own', () => {
    const report: ConversationCommand = {
      action: 'report',
      messageId: 'm1',
      reason: 'Asks to pay outside the platform',
      side: 'agency',
      metadata: as('agency-user'),
    };
    const reported: ConversationEvent = {
      type: 'MessageReported',
      data: { threadId: 'thread-1', messageId: 'm1', side: 'agency', reason: 'Asks to pay outside the platform' },
      metadata: as('agency-user'),
    };
    given([question]).when(report).then([reported]);
    given([question, reported]).when(report).then([]);
    given([question])
      .when({ ...report, side: 'client', metadata: as('client-user') })
      .thenRejects('conversation.own_message');
  });

  it('records a side reading the thread once per new message', () => {
    const read: ConversationCommand = { action: 'read', side: 'agency', metadata: as('agency-user') };
    const readEvent: ConversationEvent = {
      type: 'ThreadRead',
      data: { threadId: 'thread-1', side: 'agency', upToMessageId: 'm1' },
      metadata: as('agency-user'),
    };
    given([question]).when(read).then([readEvent]);
    given([question, readEvent]).when(read).then([]);
    // The sender's side has read its own message.
    given([question])
      .when({ ...read, side: 'client' })
      .then([]);
  });

  it('knows no thread before its first message', () => {
    given([])
      .when({ action: 'read', side: 'client', metadata: as('client-user') })
      .thenRejects('conversation.not_found');
  });
});
