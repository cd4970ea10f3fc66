import type { ConversationEvent, ThreadParties } from './conversation.events';
import type { MessageStatus } from './conversation.status';
import type { ConversationSide, Subject } from './conversation.subject';

export type ThreadMessage = {
  readonly messageId: string;
  /** Its place in the thread, from 1. */
  readonly seq: number;
  readonly senderId: string;
  readonly senderSide: ConversationSide;
  readonly sentAt: Date;
  readonly text: string;
  readonly status: MessageStatus;
  readonly edited: boolean;
  /** The users who reported it. */
  readonly reportedBy: readonly string[];
};

export type Thread =
  | { readonly status: 'none' }
  | {
      readonly status: 'open';
      readonly threadId: string;
      readonly subject: Subject;
      readonly parties: ThreadParties;
      readonly messages: ReadonlyMap<string, ThreadMessage>;
      readonly lastSeq: number;
      /** The last message each side has read, by its place in the thread. */
      readonly readUpTo: Partial<Record<ConversationSide, number>>;
    };
export type OpenThread = Extract<Thread, { status: 'open' }>;

export const initialState = (): Thread => ({ status: 'none' });

/**
 * A fold owns the map of messages it builds: each message event replaces its entry in place, since copying the
 * map for every event made the fold of a 10,000-message thread quadratic. A state is never kept past the next event.
 */
const withMessage = (thread: OpenThread, message: ThreadMessage): OpenThread => {
  (thread.messages as Map<string, ThreadMessage>).set(message.messageId, message);
  return { ...thread };
};

export const evolve = (thread: Thread, event: ConversationEvent): Thread => {
  if (event.type === 'MessageSent') {
    const { threadId, subject, parties, messageId, senderSide, text } = event.data;
    const open: OpenThread =
      thread.status === 'open'
        ? thread
        : { status: 'open', threadId, subject, parties, messages: new Map(), lastSeq: 0, readUpTo: {} };
    const seq = open.lastSeq + 1;
    const sent: ThreadMessage = {
      messageId,
      seq,
      senderId: event.metadata.actorId,
      senderSide,
      sentAt: new Date(event.metadata.at),
      text,
      status: 'visible',
      edited: false,
      reportedBy: [],
    };
    // The sender has read the thread up to their own message.
    return { ...withMessage(open, sent), lastSeq: seq, readUpTo: { ...open.readUpTo, [senderSide]: seq } };
  }
  if (thread.status === 'none') return thread;
  const message = 'messageId' in event.data ? thread.messages.get(event.data.messageId) : undefined;
  switch (event.type) {
    case 'ContactMasked':
      return thread;
    case 'MessageEdited':
      return message ? withMessage(thread, { ...message, text: event.data.text, edited: true }) : thread;
    case 'MessageHidden':
      return message ? withMessage(thread, { ...message, status: 'hidden' }) : thread;
    case 'MessageReported':
      return message
        ? withMessage(thread, { ...message, reportedBy: [...message.reportedBy, event.metadata.actorId] })
        : thread;
    case 'ThreadRead': {
      const seq = thread.messages.get(event.data.upToMessageId)?.seq ?? 0;
      const before = thread.readUpTo[event.data.side] ?? 0;
      return { ...thread, readUpTo: { ...thread.readUpTo, [event.data.side]: Math.max(before, seq) } };
    }
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
