import type { EventMetadata } from '../shared/eventMetadata';
import type { ThreadParties } from './conversation.events';
import type { ConversationSide, Subject } from './conversation.subject';

/** Who acts on a thread: the event's metadata (the user, and the manager acting as them) and the side they act from. */
type Context = { readonly metadata: EventMetadata; readonly side: ConversationSide };

export type SendMessage = Context & {
  readonly action: 'send';
  /** The thread's id if this message starts it; an existing thread keeps its own. */
  readonly threadId: string;
  readonly messageId: string;
  readonly subject: Subject;
  readonly parties: ThreadParties;
  readonly text: string;
  readonly fileIds: readonly string[];
  readonly replyTo: string | null;
  /** Hosts whose links are not a personal site (the platform's own). */
  readonly allowedHosts: readonly string[];
};
export type EditMessage = Context & {
  readonly action: 'edit';
  readonly messageId: string;
  readonly text: string;
  readonly allowedHosts: readonly string[];
};
export type HideMessage = Context & { readonly action: 'hide'; readonly messageId: string; readonly reason: string };
export type ReadThread = Context & { readonly action: 'read' };
export type ReportMessage = Context & {
  readonly action: 'report';
  readonly messageId: string;
  readonly reason: string;
};

export type ConversationCommand = SendMessage | EditMessage | HideMessage | ReadThread | ReportMessage;
