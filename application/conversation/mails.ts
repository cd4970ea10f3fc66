import type { ConversationSide, SubjectType } from '../../domain/conversation/conversation.subject';
import type { Scope } from '../../domain/identity/scopes';
import { outgoingLinkedMail, type LinkedMail } from '../shared/linkedMail';
import type { MessageRow, SubjectParties } from './conversationPorts';
import { messageFor } from './conversationViews';
import { sideOf } from './policies';

/** The notification centre's kind of the e-mail when nobody reads. */
export const unreadMailTemplate = 'conversationUnread';

/** The unread messages an e-mail quotes at most (the latest), and how much of each. */
export const QUOTED_MESSAGES = 5;
const QUOTED_LENGTH = 500;

/**
 * Where a side reads the thread: staff on the back office's conversations page, a company's people on the personal
 * area's Messages page with the subject chosen (the address a subject's page links to).
 */
export const threadPathFor = (
  side: ConversationSide,
  thread: { readonly id: string; readonly subjectType: SubjectType; readonly subjectId: string },
): string =>
  side === 'platform'
    ? `/manager/conversations?${new URLSearchParams({ thread: thread.id })}`
    : `/pa/conversations?${new URLSearchParams({ subjectType: thread.subjectType, subjectId: thread.subjectId })}`;

/** A platform user as the job reads them: who they are and what their role lets them do. */
export type MailablePerson = { readonly email: string; readonly companyId: string; readonly scopes: readonly Scope[] };

/**
 * Who of `people` (verified, active users the job loaded) takes part in the thread for `side`: exactly those the
 * conversation's policy seats on that side (`sideOf`), so an e-mail reaches no one the thread would answer 404.
 */
export const recipientsOf = (
  people: readonly MailablePerson[],
  side: ConversationSide,
  subject: { readonly type: SubjectType; readonly id: string },
  parties: SubjectParties,
): string[] =>
  people.filter((person) => sideOf(person, subject.type, subject.id, parties) === side).map((person) => person.email);

/**
 * What a side reads of a message in an e-mail: what it reads in the thread, except that staff read the masked copy:
 * an e-mail never carries the contact details the thread hid from the other side (staff open the thread for them).
 */
const mailedMessage = (row: MessageRow, type: SubjectType, side: ConversationSide, now: Date) => {
  const view = messageFor(row, type, side, '', now);
  const text = side === 'platform' ? (row.maskedText ?? row.text) : (view.text ?? '');
  const line = text.trim().replace(/\s+/g, ' ');
  const quoted = line.length <= QUOTED_LENGTH ? line : `${line.slice(0, QUOTED_LENGTH - 1).trimEnd()}…`;
  return `${view.sender.name} (${view.sender.team}): "${quoted}"`;
};

/**
 * The e-mail to a side that has not read the others' messages: how many wait, the latest of them as that side reads
 * them (the client never reads the agency's name, the agency never the client's, masked copies between the two), and
 * the link to the thread. `unread.latest` are the last of the `unread.count` messages told of, in sending order.
 */
export const unreadMessagesMail = (
  thread: {
    readonly id: string;
    readonly subjectType: SubjectType;
    readonly subjectId: string;
    readonly title: string;
  },
  side: ConversationSide,
  unread: { readonly count: number; readonly latest: readonly MessageRow[] },
  now: Date,
): LinkedMail => {
  const { count } = unread;
  const quoted = unread.latest.slice(-QUOTED_MESSAGES);
  const earlier = count - quoted.length;
  return {
    template: unreadMailTemplate,
    subject: count === 1 ? `Unread message: ${thread.title}` : `${count} unread messages: ${thread.title}`,
    path: threadPathFor(side, thread),
    action: 'Open the conversation',
    lines: [
      count === 1
        ? `A message in the conversation "${thread.title}" is waiting for you:`
        : `${count} messages in the conversation "${thread.title}" are waiting for you:`,
      ...(earlier > 0 ? [`(${earlier} earlier ${earlier === 1 ? 'message' : 'messages'} not shown)`] : []),
      ...quoted.map((row) => mailedMessage(row, thread.subjectType, side, now)),
    ],
  };
};

/** The e-mail addressed to one user, linking to the thread. */
export const outgoingUnreadMail = outgoingLinkedMail;
