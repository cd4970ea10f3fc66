import {
  maskingApplies,
  type ConversationSide,
  type SubjectType,
} from '../../domain/conversation/conversation.subject';
import { withinEditWindow } from '../../domain/conversation/conversation.rules';
import { publicNameOf } from '../../domain/specialist/publicName';
import type { MessageRow, SideRead, SubjectParties, ThreadRow } from './conversationPorts';
import type { ParticipantMessageOutput, StaffMessageOutput, ThreadOutput } from './schemas';

/** The sender may still correct it: their own, not edited, not hidden, within the edit window at `now`. */
const canEdit = (row: MessageRow, readerId: string, now: Date): boolean =>
  row.senderId === readerId && row.editedAt === null && row.hiddenAt === null && withinEditWindow(row.sentAt, now);

const fullName = (row: MessageRow) => `${row.senderFirstName} ${row.senderLastName}`.trim();

/** The team a reader sees behind a message: never the agency's name to the client, nor the client's to the agency. */
const teamOf = (row: MessageRow, reader: ConversationSide): string => {
  if (row.senderSide === 'platform') return 'Platform';
  if (row.senderSide === reader) return row.senderCompanyName;
  if (row.senderSide === 'agency') return "The specialist's team";
  if (row.senderSide === 'client') return 'The client';
  return row.senderCompanyName;
};

/** The sides other than the sender's that have read the message: a side, never a person. */
export const readByOf = (row: MessageRow, reads: readonly SideRead[]): ConversationSide[] =>
  reads.filter((r) => r.side !== row.senderSide && r.lastReadSeq >= row.seq).map((r) => r.side);

/** A message as a participant of `reader`'s side reads it; `readerId` is told which of their own texts others read masked. */
export const participantMessage = (
  row: MessageRow,
  type: SubjectType,
  reader: ConversationSide,
  readerId: string,
  now: Date,
  reads: readonly SideRead[] = [],
): ParticipantMessageOutput => {
  const sameSide = row.senderSide === reader;
  const masked = row.maskedText !== null && maskingApplies(type, row.senderSide, reader);
  return {
    id: row.id,
    threadId: row.threadId,
    seq: row.seq,
    sender: {
      side: row.senderSide,
      // The other market side reads a first name and a surname's initial, as in the catalogue.
      name: sameSide ? fullName(row) : publicNameOf({ name: row.senderFirstName, surname: row.senderLastName }),
      team: teamOf(row, reader),
      own: row.senderId === readerId,
    },
    text: row.hiddenAt ? null : masked ? row.maskedText : row.text,
    hidden: row.hiddenAt !== null,
    edited: row.editedAt !== null,
    canEdit: canEdit(row, readerId, now),
    maskedForOthers: row.senderId === readerId && !row.hiddenAt ? [...row.maskedKinds] : [],
    files: row.hiddenAt ? [] : row.files.map((f) => ({ ...f })),
    replyTo: row.replyTo,
    sentAt: row.sentAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    readBy: readByOf(row, reads),
  };
};

/** A message as staff read it: everyone by name, the original and the masked copy, both versions, who really acted. */
export const staffMessage = (
  row: MessageRow,
  readerId: string,
  now: Date,
  reads: readonly SideRead[] = [],
): StaffMessageOutput => ({
  id: row.id,
  threadId: row.threadId,
  seq: row.seq,
  sender: { side: row.senderSide, name: fullName(row), team: row.senderCompanyName, own: row.senderId === readerId },
  text: row.text,
  hidden: row.hiddenAt !== null,
  edited: row.editedAt !== null,
  canEdit: canEdit(row, readerId, now),
  maskedForOthers: [...row.maskedKinds],
  files: row.files.map((f) => ({ ...f })),
  replyTo: row.replyTo,
  sentAt: row.sentAt.toISOString(),
  editedAt: row.editedAt?.toISOString() ?? null,
  readBy: readByOf(row, reads),
  senderUserId: row.senderId,
  senderCompanyName: row.senderCompanyName,
  originalText: row.text,
  maskedText: row.maskedText,
  maskedKinds: [...row.maskedKinds],
  previousText: row.previousText,
  hiddenReason: row.hiddenReason,
  actedBy: row.emulatedBy ? { id: row.emulatedBy, name: row.emulatedByName ?? '' } : null,
  reports: row.reports,
});

export const messageFor = (
  row: MessageRow,
  type: SubjectType,
  reader: ConversationSide,
  readerId: string,
  now: Date,
  reads: readonly SideRead[] = [],
) =>
  reader === 'platform'
    ? staffMessage(row, readerId, now, reads)
    : participantMessage(row, type, reader, readerId, now, reads);

export const threadView = (row: ThreadRow, parties: SubjectParties, side: ConversationSide): ThreadOutput => ({
  id: row.id,
  subjectType: row.subjectType,
  subjectId: row.subjectId,
  title: parties.title,
  side,
  messageCount: row.messageCount,
  unread: row.unread,
  lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
});
