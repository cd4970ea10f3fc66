import { z } from 'zod';
import { maskKinds } from '../../domain/conversation/conversation.masking';
import { conversationRules } from '../../domain/conversation/conversation.rules';
import { conversationSides, subjectTypes } from '../../domain/conversation/conversation.subject';
import { IsoDateTimeOutput, pageOutput } from '../shared/outputs';

const uuid = z.uuid('Must be a UUID');
const text = z
  .string()
  .max(conversationRules.maxTextLength, `A message is at most ${conversationRules.maxTextLength} characters`);
const reason = z
  .string()
  .trim()
  .min(1, 'Say why')
  .max(conversationRules.maxReasonLength, `At most ${conversationRules.maxReasonLength} characters`);

export const SubjectTypeInput = z.enum(subjectTypes);

/** The web's form and the server read the same limits. */
export const SendMessageInput = z.object({
  subjectType: SubjectTypeInput,
  subjectId: uuid,
  text: text.default(''),
  fileIds: z
    .array(uuid)
    .max(conversationRules.maxFiles, `Attach at most ${conversationRules.maxFiles} files`)
    .default([]),
  replyTo: uuid.nullish(),
});
export type SendMessageInput = z.input<typeof SendMessageInput>;

export const ThreadIdInput = z.object({ id: uuid });
export const SubjectInput = z.object({ subjectType: SubjectTypeInput, subjectId: uuid });
export const MessagesInput = z.object({
  id: uuid,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(50),
  /** Staff: the thread as it stood at this instant, rebuilt from its events. */
  asOf: z.iso.datetime({ offset: true, error: 'Enter a moment as an ISO date and time' }).optional(),
});
export const SubjectMessagesInput = SubjectInput.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(50),
});
/** The longest text a thread search takes; the page's search box reads it. */
export const threadSearchMaxLength = 100;
export const ThreadListInput = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(20),
  /** Threads with a message whose text, as the caller reads it, holds these words. */
  search: z
    .string()
    .trim()
    .min(1, 'Type at least one character to search')
    .max(threadSearchMaxLength, `Search for at most ${threadSearchMaxLength} characters`)
    .optional(),
});
export const EditMessageInput = z.object({ id: uuid, text });
export const ReportMessageInput = z.object({ id: uuid, reason });
export const HideMessageInput = z.object({ id: uuid, reason });
export const ThreadEventsInput = z.object({
  lastEventId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

const SideOutput = z.enum(conversationSides);
const AttachmentOutput = z.object({ id: z.string(), name: z.string(), mime: z.string(), size: z.number() });

/** Who wrote a message as a participant reads it: the other market side only by first name and surname's initial. */
const SenderOutput = z.object({
  side: SideOutput,
  name: z.string(),
  /** "The specialist's team", "The client", "Platform", or the reader's own company's name. */
  team: z.string(),
  own: z.boolean(),
});

/** A message as the client's or the agency's people read it. */
export const ParticipantMessageOutput = z.object({
  id: z.string(),
  threadId: z.string(),
  seq: z.number(),
  sender: SenderOutput,
  /** Null when the platform hid the message. */
  text: z.string().nullable(),
  hidden: z.boolean(),
  edited: z.boolean(),
  /** The reader sent it and may still correct it (once, within 10 minutes), by the server's clock. */
  canEdit: z.boolean(),
  /** For the sender: which contact details the other side reads masked, and so why. */
  maskedForOthers: z.array(z.enum(maskKinds)),
  files: z.array(AttachmentOutput),
  replyTo: z.string().nullable(),
  sentAt: IsoDateTimeOutput,
  editedAt: IsoDateTimeOutput.nullable(),
  /** Read receipts: the other sides that have read this message, never who among them. */
  readBy: z.array(SideOutput),
});
export type ParticipantMessageOutput = z.output<typeof ParticipantMessageOutput>;

/** A message as the platform's staff read it: the original, the masked copy, both versions, who really acted. */
export const StaffMessageOutput = ParticipantMessageOutput.extend({
  senderUserId: z.string(),
  senderCompanyName: z.string(),
  originalText: z.string(),
  maskedText: z.string().nullable(),
  maskedKinds: z.array(z.enum(maskKinds)),
  previousText: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  actedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  reports: z.number(),
});
export type StaffMessageOutput = z.output<typeof StaffMessageOutput>;

const ThreadOutputBase = z.object({
  id: z.string(),
  subjectType: SubjectTypeInput,
  subjectId: z.string(),
  title: z.string(),
  side: SideOutput,
  messageCount: z.number(),
  unread: z.number(),
  lastMessageAt: IsoDateTimeOutput.nullable(),
});
export const ThreadOutput = ThreadOutputBase;
export type ThreadOutput = z.output<typeof ThreadOutput>;

export const ThreadListOutput = pageOutput(ThreadOutput);
export const ParticipantMessagesOutput = pageOutput(ParticipantMessageOutput).extend({ thread: ThreadOutput });
export const StaffMessagesOutput = pageOutput(StaffMessageOutput).extend({ thread: ThreadOutput });
/** Staff first: a participant's answer lacks the staff's fields and so is read as a participant's. */
export const MessagesOutput = z.union([StaffMessagesOutput, ParticipantMessagesOutput]);
export type MessagesOutput = z.output<typeof MessagesOutput>;

/** A subject's thread before its first message: nothing yet, but the caller may write. */
export const SubjectThreadOutput = z.union([
  StaffMessagesOutput,
  ParticipantMessagesOutput,
  z.object({
    thread: z.null(),
    items: z.array(z.never()),
    meta: z.object({ page: z.number(), count: z.number(), total: z.number() }),
  }),
]);

export const SentMessageOutput = z.object({
  threadId: z.string(),
  message: z.union([StaffMessageOutput, ParticipantMessageOutput]),
});
export type SentMessageOutput = z.output<typeof SentMessageOutput>;

export const ReadOutput = z.object({ threadId: z.string(), unread: z.number() });
export const ReportOutput = z.object({ messageId: z.string(), reported: z.literal(true) });
export const HiddenOutput = z.object({ messageId: z.string(), hidden: z.literal(true) });

/** The caller's unread messages over every thread, for the header. */
export const UnreadOutput = z.object({ unread: z.number(), threads: z.number() });

/** One entry of the live stream (`GET /api/conversation/events`). */
export const ThreadEventOutput = z.object({
  id: z.number(),
  threadId: z.string(),
  kind: z.enum(['message', 'edited', 'hidden', 'read']),
  messageId: z.string().nullable(),
  side: SideOutput.nullable(),
});
export type ThreadEventOutput = z.output<typeof ThreadEventOutput>;

/** The manager's lists of flagged messages: those reported to the platform, or those sent masked to the other side. */
export const flaggedKinds = ['reported', 'masked'] as const;
export const FlaggedMessagesInput = z.object({
  kind: z.enum(flaggedKinds).default('reported'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(20),
});

/** A flagged message as staff read it: the message (the original and the masked copy), its thread and its reports. */
export const StaffFlaggedMessageOutput = z.object({
  message: StaffMessageOutput,
  thread: z.object({ id: z.string(), subjectType: SubjectTypeInput, subjectId: z.string(), title: z.string() }),
  /** When it was flagged: the latest report, or the sending of a masked message. */
  flaggedAt: IsoDateTimeOutput,
  reports: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      company: z.string(),
      side: SideOutput,
      reason: z.string(),
      reportedAt: IsoDateTimeOutput,
    }),
  ),
});
export type StaffFlaggedMessageOutput = z.output<typeof StaffFlaggedMessageOutput>;
export const StaffFlaggedMessagesOutput = pageOutput(StaffFlaggedMessageOutput);
