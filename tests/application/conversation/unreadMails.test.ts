import { describe, expect, it } from 'vitest';
import type { MessageRow, SubjectParties } from '../../../application/conversation/conversationPorts';
import { recipientsOf, unreadMessagesMail, type MailablePerson } from '../../../application/conversation/mails';
import { outgoingLinkedMail } from '../../../application/shared/linkedMail';
import { noticeOfMail } from '../../../application/notification/notice';
import type { Scope } from '../../../domain/identity/scopes';

const [clientId, agencyId, otherId] = ['client-co', 'agency-co', 'other-co'];
const candidate = { type: 'candidate' as const, id: 'candidate-1' };
const parties = (seenByAgency = true): SubjectParties => ({
  clientId,
  agencyId,
  companyId: null,
  seenByClient: true,
  seenByAgency,
  title: 'Candidate Anna K.',
});
const person = (email: string, companyId: string, scopes: readonly Scope[]): MailablePerson => ({
  email,
  companyId,
  scopes,
});
const people = [
  person('owner@client.test', clientId, ['candidate:view-own', 'cart:use']),
  person('accountant@client.test', clientId, ['document:own']),
  person('owner@agency.test', agencyId, ['request:respond', 'act:own']),
  person('owner@other.test', otherId, ['request:respond']),
  person('manager@platform.test', 'platform-co', ['candidate:manage']),
  person('editor@platform.test', 'platform-co', ['specialist:moderate']),
];

const row = (over: Partial<MessageRow>): MessageRow => ({
  id: 'm1',
  threadId: 'thread-1',
  seq: 1,
  senderId: 'u-client',
  senderSide: 'client',
  senderFirstName: 'Clara',
  senderLastName: 'Client',
  senderCompanyName: 'Client Ltd',
  emulatedBy: null,
  emulatedByName: null,
  text: 'Call me on +44 20 7946 0958',
  maskedText: 'Call me on [phone hidden]',
  maskedKinds: ['phone'],
  files: [],
  replyTo: null,
  sentAt: new Date('2026-11-29T10:00:00Z'),
  editedAt: null,
  previousText: null,
  hiddenAt: null,
  hiddenReason: null,
  reports: 0,
  ...over,
});
const thread = {
  id: 'thread-1',
  subjectType: 'candidate' as const,
  subjectId: candidate.id,
  title: 'Candidate Anna K.',
};
const now = new Date('2026-11-29T10:20:00Z');

describe('who is e-mailed when nobody reads', () => {
  it("each side's people with the scope they see the subject with, never another company's or other staff", () => {
    expect(recipientsOf(people, 'client', candidate, parties())).toEqual(['owner@client.test']);
    expect(recipientsOf(people, 'agency', candidate, parties())).toEqual(['owner@agency.test']);
    expect(recipientsOf(people, 'platform', candidate, parties())).toEqual(['manager@platform.test']);
  });

  it('an agency not yet passed the candidate on is not told', () => {
    expect(recipientsOf(people, 'agency', candidate, parties(false))).toEqual([]);
  });
});

describe('what the e-mail says', () => {
  const agencyAnswer = row({
    id: 'm2',
    seq: 2,
    senderSide: 'agency',
    senderFirstName: 'Maria',
    senderLastName: 'Ivanova',
    senderCompanyName: 'Secret Agency GmbH',
    text: 'Yes, three years of Kafka.',
    maskedText: null,
    maskedKinds: [],
  });

  it("the agency reads the client's message masked, from 'The client', with the link to the personal area", () => {
    const mail = unreadMessagesMail(thread, 'agency', { count: 1, latest: [row({})] }, now);
    expect(mail.subject).toBe('Unread message: Candidate Anna K.');
    expect(mail.lines.join('\n')).toContain('Clara C. (The client): "Call me on [phone hidden]"');
    expect(mail.lines.join('\n')).not.toContain('7946');
    expect(mail.path).toBe('/pa/conversations?subjectType=candidate&subjectId=candidate-1');
  });

  it("the client reads the agency's answer from the specialist's team, never the agency's name", () => {
    const mail = unreadMessagesMail(thread, 'client', { count: 1, latest: [agencyAnswer] }, now);
    const sent = outgoingLinkedMail(mail, 'owner@client.test', 'https://hire.example');
    expect(sent.text).toContain('Maria I. (The specialist\'s team): "Yes, three years of Kafka."');
    expect(`${sent.subject} ${sent.text} ${sent.html}`).not.toContain('Secret Agency');
    expect(noticeOfMail(sent, 'https://hire.example')).toMatchObject({
      title: 'Unread message: Candidate Anna K.',
      link: '/pa/conversations?subjectType=candidate&subjectId=candidate-1',
    });
  });

  it('staff read names and companies, the masked copy only, and the back office link', () => {
    const mail = unreadMessagesMail(thread, 'platform', { count: 2, latest: [row({}), agencyAnswer] }, now);
    expect(mail.subject).toBe('2 unread messages: Candidate Anna K.');
    const text = mail.lines.join('\n');
    expect(text).toContain('Clara Client (Client Ltd): "Call me on [phone hidden]"');
    expect(text).toContain('Maria Ivanova (Secret Agency GmbH)');
    expect(text).not.toContain('7946');
    expect(mail.path).toBe('/manager/conversations?thread=thread-1');
  });

  it('quotes the latest five and says how many came before', () => {
    const latest = [1, 2, 3, 4, 5].map((seq) => row({ id: `m${seq}`, seq, text: `Question ${seq}`, maskedText: null }));
    const mail = unreadMessagesMail(thread, 'agency', { count: 7, latest }, now);
    expect(mail.lines).toEqual([
      '7 messages in the conversation "Candidate Anna K." are waiting for you:',
      '(2 earlier messages not shown)',
      ...latest.map((m) => `Clara C. (The client): "${m.text}"`),
    ]);
  });
});
