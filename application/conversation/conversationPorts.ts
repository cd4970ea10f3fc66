import type { ConversationSide, SubjectType } from '../../domain/conversation/conversation.subject';
import type { MaskKind } from '../../domain/conversation/conversation.masking';
import type { AbuseCounter } from '../ports/abuseCounter';
import type { Clock } from '../ports/clock';
import type { EventStorePort } from '../ports/eventStore';

/**
 * The parties of a subject as the areas that own it record them: whose it is, and whether a side sees it yet (an
 * agency hears of a candidate once the manager passed it on, a client of an act once the platform sent it).
 */
export type SubjectParties = {
  readonly clientId: string | null;
  readonly agencyId: string | null;
  /** The one company of a contract or of a personal manager's line. */
  readonly companyId: string | null;
  readonly seenByClient: boolean;
  readonly seenByAgency: boolean;
  /** What the thread is about, in words every side may read (a specialist's public name, a contract's number). */
  readonly title: string;
};

export type SubjectDirectory = {
  readonly partiesOf: (type: SubjectType, id: string) => Promise<SubjectParties | null>;
};

export type ThreadRow = {
  readonly id: string;
  readonly subjectType: SubjectType;
  readonly subjectId: string;
  readonly clientId: string | null;
  readonly agencyId: string | null;
  readonly companyId: string | null;
  readonly messageCount: number;
  readonly lastMessageAt: Date | null;
  readonly lastSeq: number;
  /** Messages of the other sides after this side's last read. */
  readonly unread: number;
  /** The thread's stream version after the last event the row has seen (written in that event's transaction). */
  readonly version: bigint;
};

export type MessageRow = {
  readonly id: string;
  readonly threadId: string;
  readonly seq: number;
  readonly senderId: string;
  readonly senderSide: ConversationSide;
  readonly senderFirstName: string;
  readonly senderLastName: string;
  readonly senderCompanyName: string;
  readonly emulatedBy: string | null;
  readonly emulatedByName: string | null;
  readonly text: string;
  readonly maskedText: string | null;
  readonly maskedKinds: readonly MaskKind[];
  readonly files: readonly {
    readonly id: string;
    readonly name: string;
    readonly mime: string;
    readonly size: number;
  }[];
  readonly replyTo: string | null;
  readonly sentAt: Date;
  readonly editedAt: Date | null;
  readonly previousText: string | null;
  readonly hiddenAt: Date | null;
  readonly hiddenReason: string | null;
  readonly reports: number;
};

/** How far a side of a thread has read: its last message read, by `seq`. */
export type SideRead = { readonly side: ConversationSide; readonly lastReadSeq: number };

/** One change of a thread, in the order the feed recorded it: what the live stream tells an open page. */
export type FeedRow = {
  readonly id: number;
  readonly threadId: string;
  readonly kind: 'message' | 'edited' | 'hidden' | 'read';
  readonly messageId: string | null;
  readonly side: ConversationSide | null;
};

/** Whose threads a caller reads: a company's parts, or (staff) every thread of the subject types they answer for. */
export type ThreadScope =
  | { readonly kind: 'company'; readonly companyId: string }
  | { readonly kind: 'staff'; readonly subjectTypes: readonly SubjectType[] };

export type ConversationReadModel = {
  /** The subject's thread, `unread` counted for the side. */
  readonly threadOfSubject: (type: SubjectType, id: string, side: ConversationSide) => Promise<ThreadRow | null>;
  readonly findThread: (id: string, side: ConversationSide) => Promise<ThreadRow | null>;
  readonly threadOfMessage: (messageId: string) => Promise<string | null>;
  /**
   * The threads of a scope, unread first, then the latest message first; `unread` counted for the caller's side in
   * each (staff: the platform's). `search` looks in the texts the scope reads (a company: the masked copies).
   */
  readonly listThreads: (
    scope: ThreadScope,
    page: { readonly page: number; readonly count: number; readonly search?: string | undefined },
  ) => Promise<{ readonly items: readonly ThreadRow[]; readonly total: number }>;
  /**
   * A page of a thread's messages, newest page first (page 1 holds the latest), each page in sending order; `reads`
   * the last message each side has read, for read receipts.
   */
  readonly messages: (
    threadId: string,
    page: { readonly page: number; readonly count: number },
  ) => Promise<{ readonly items: readonly MessageRow[]; readonly total: number; readonly reads: readonly SideRead[] }>;
  readonly message: (messageId: string) => Promise<MessageRow | null>;
  /** Several messages in one read, in the thread's order; ids not found are left out. */
  readonly messagesById: (messageIds: readonly string[]) => Promise<readonly MessageRow[]>;
  /** The feed after `afterId` for threads of a scope, oldest first, at most `limit`. */
  readonly feedSince: (scope: ThreadScope, afterId: number, limit: number) => Promise<readonly FeedRow[]>;
  readonly lastFeedId: () => Promise<number>;
  /** Messages of threads on these subject types that were reported (latest report first) or masked (latest first). */
  readonly flaggedMessages: (
    subjectTypes: readonly SubjectType[],
    query: { readonly kind: 'reported' | 'masked'; readonly page: number; readonly count: number },
  ) => Promise<{ readonly items: readonly FlaggedRow[]; readonly total: number }>;
};

/** The caller's own files, for attachments: the ones of these ids the user uploaded (as themselves). */
export type AttachableFiles = {
  readonly ownedBy: (userId: string, fileIds: readonly string[]) => Promise<readonly string[]>;
};

/** Told when a thread may have changed, in any app process; answers the unsubscription. */
export type ConversationChanges = { readonly on: (changed: () => void) => () => void };

export type ConversationDeps = {
  readonly events: EventStorePort;
  readonly clock: Clock;
  readonly newId: () => string;
  readonly subjects: SubjectDirectory;
  readonly threads: ConversationReadModel;
  readonly files: AttachableFiles;
  readonly abuse: AbuseCounter;
  readonly changes: ConversationChanges;
  /** Hosts whose links are the platform's own, never masked. */
  readonly allowedHosts: readonly string[];
};

export const threadStreamOf = (type: SubjectType, subjectId: string) => `conversation-${type}-${subjectId}`;

/** Who reported a message, why and when, for the manager. */
export type ReportRow = {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly companyName: string;
  readonly side: ConversationSide;
  readonly reason: string;
  readonly reportedAt: Date;
};

/** A reported or masked message, with its thread's subject and its reports. */
export type FlaggedRow = {
  readonly message: MessageRow;
  readonly subjectType: SubjectType;
  readonly subjectId: string;
  readonly flaggedAt: Date;
  readonly reports: readonly ReportRow[];
};
