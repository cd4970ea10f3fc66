import type { DomainEvent } from '../shared/eventMetadata';
import type { MaskKind } from './conversation.masking';
import type { ConversationSide, Subject } from './conversation.subject';

/** The parties of the subject when the thread started: whose lists the thread appears in. */
export type ThreadParties = {
  readonly clientId: string | null;
  readonly agencyId: string | null;
  readonly companyId: string | null;
};

/** A message as its sender wrote it; who it is masked for is the `ContactMasked` that follows it. */
export type MessageSent = DomainEvent<
  'MessageSent',
  {
    readonly threadId: string;
    readonly messageId: string;
    /** Set on the thread's first message: the thread starts with it. */
    readonly subject: Subject;
    readonly parties: ThreadParties;
    readonly senderSide: ConversationSide;
    readonly text: string;
    readonly fileIds: readonly string[];
    readonly replyTo: string | null;
  }
>;
/** Contact details were found in a message between the client and the agency: the other side reads `maskedText`. */
export type ContactMasked = DomainEvent<
  'ContactMasked',
  {
    readonly threadId: string;
    readonly messageId: string;
    readonly maskedText: string;
    readonly kinds: readonly MaskKind[];
  }
>;
/** The sender's one edit; the history keeps the text it replaces. */
export type MessageEdited = DomainEvent<
  'MessageEdited',
  {
    readonly threadId: string;
    readonly messageId: string;
    readonly previousText: string;
    readonly text: string;
  }
>;
/** A staff member hid a message from the parties; staff still read it, with the reason. */
export type MessageHidden = DomainEvent<
  'MessageHidden',
  { readonly threadId: string; readonly messageId: string; readonly reason: string }
>;
/** A side read the thread up to a message (its read receipt for the others). */
export type ThreadRead = DomainEvent<
  'ThreadRead',
  { readonly threadId: string; readonly side: ConversationSide; readonly upToMessageId: string }
>;
/** A participant reported a message to the platform. */
export type MessageReported = DomainEvent<
  'MessageReported',
  { readonly threadId: string; readonly messageId: string; readonly side: ConversationSide; readonly reason: string }
>;

export type ConversationEvent =
  MessageSent | ContactMasked | MessageEdited | MessageHidden | ThreadRead | MessageReported;

export const conversationEventTypes = [
  'MessageSent',
  'ContactMasked',
  'MessageEdited',
  'MessageHidden',
  'ThreadRead',
  'MessageReported',
] as const satisfies readonly ConversationEvent['type'][];
