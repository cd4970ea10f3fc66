import { err, ok, type Result } from 'neverthrow';
import type { ConversationCommand, SendMessage } from '../../../domain/conversation/conversation.commands';
import { conversationDecider } from '../../../domain/conversation/conversation.decide';
import type { OpenThread, ThreadMessage } from '../../../domain/conversation/conversation.state';
import type { ConversationSide, SubjectType } from '../../../domain/conversation/conversation.subject';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';
import { metadataOf, type Actor } from '../../shared/actor';
import { ruleBroken, type AppError } from '../../shared/appError';
import { handleCommand } from '../../shared/handleCommand';
import {
  threadStreamOf,
  type ConversationDeps,
  type MessageRow,
  type SubjectParties,
  type ThreadRow,
} from '../conversationPorts';
import { conversationNotFound, messageNotFound, participantSideOf } from '../policies';

/** The area's one bridge to the shared command runner. */
export { handleCommand };

export type ThreadCaller = {
  readonly actor: Actor;
  readonly side: ConversationSide;
  readonly subjectType: SubjectType;
  readonly subjectId: string;
  readonly parties: SubjectParties;
  readonly metadata: EventMetadata;
};

/** The caller's side in a subject's thread; a subject the caller does not see is not there (404). */
export const callerOnSubject = async (
  deps: ConversationDeps,
  actor: Actor,
  subjectType: SubjectType,
  subjectId: string,
): Promise<Result<ThreadCaller, AppError>> => {
  const parties = await deps.subjects.partiesOf(subjectType, subjectId);
  return participantSideOf(actor, subjectType, subjectId, parties).map((side) => ({
    actor,
    side,
    subjectType,
    subjectId,
    parties: parties as SubjectParties,
    metadata: metadataOf(actor, deps.clock.now()),
  }));
};

/** The caller's side in a thread named by its id: an unknown thread, or one of a subject they do not see, is 404. */
export const callerOnThread = async (deps: ConversationDeps, actor: Actor, threadId: string) => {
  const thread = await deps.threads.findThread(threadId, 'platform');
  if (!thread) return err(conversationNotFound);
  return callerOnSubject(deps, actor, thread.subjectType, thread.subjectId);
};

/** The caller's side in the thread of a message. */
export const callerOnMessage = async (deps: ConversationDeps, actor: Actor, messageId: string) => {
  const threadId = await deps.threads.threadOfMessage(messageId);
  if (!threadId) return err(messageNotFound);
  const caller = await callerOnThread(deps, actor, threadId);
  return caller.isErr() && caller.error.kind === 'not_found' ? err(messageNotFound) : caller;
};

/**
 * One command on a subject's thread. A message is a new fact, not an edit of what the caller saw: when another
 * message was appended at the same time, it is decided again on the new thread (at most three times).
 */
export const threadCommand = async (
  deps: ConversationDeps,
  caller: ThreadCaller,
  command: ConversationCommand,
  retries = 0,
) => {
  const stream = threadStreamOf(caller.subjectType, caller.subjectId);
  for (let attempt = 0; ; attempt += 1) {
    const result = await handleCommand(deps.events, conversationDecider, stream, command);
    if (result.isOk() || result.error.kind !== 'conflict' || attempt >= retries) return result;
  }
};

/** The message replied to, as the decider reads it (only whether it is in the thread matters to a send). */
const repliedMessageOf = (row: MessageRow): ThreadMessage => ({
  messageId: row.id,
  seq: row.seq,
  senderId: row.senderId,
  senderSide: row.senderSide,
  sentAt: row.sentAt,
  text: row.text,
  status: row.hiddenAt ? 'hidden' : 'visible',
  edited: row.editedAt !== null,
  reportedBy: [],
});

/** How many times a send meeting other writes is decided again on the thread's fresh row. */
const SEND_ATTEMPTS = 10;

/**
 * A message on a thread that exists, decided on the thread's row rather than its whole stream: a send reads only
 * the subject, the parties and whether the message replied to is in the thread, and the row holds the stream's
 * version after every event, written in that event's transaction. Reading a 10,000-message stream took most of a
 * second. A message is a new fact, not an edit of what the sender saw: when other writes came first, it is decided
 * again on the row as they left it (a read of one row), and after that on the stream (`threadCommand`), so the row
 * is never trusted past the version the store confirms.
 */
export const sendOnRow = async (
  deps: ConversationDeps,
  caller: ThreadCaller,
  first: ThreadRow,
  command: SendMessage,
): Promise<Result<{ threadId: string }, AppError>> => {
  const replied = command.replyTo === null ? null : await deps.threads.message(command.replyTo);
  const stream = threadStreamOf(caller.subjectType, caller.subjectId);
  let row: ThreadRow | null = first;
  for (let attempt = 0; row && attempt < SEND_ATTEMPTS; attempt += 1) {
    const thread: OpenThread = {
      status: 'open',
      threadId: row.id,
      subject: { type: row.subjectType, id: row.subjectId },
      parties: { clientId: row.clientId, agencyId: row.agencyId, companyId: row.companyId },
      messages: new Map(replied?.threadId === row.id ? [[replied.id, repliedMessageOf(replied)]] : []),
      lastSeq: row.lastSeq,
      readUpTo: {},
    };
    const decided = conversationDecider.decide(command, thread);
    if (decided.isErr()) return err(ruleBroken(decided.error.code, decided.error.message));
    const appended = await deps.events.appendToStream(stream, decided.value, row.version);
    if (appended.isOk()) return ok({ threadId: row.id });
    row = await deps.threads.findThread(row.id, caller.side);
  }
  const onStream = await threadCommand(deps, caller, command, 3);
  return onStream.map(({ state }) => ({ threadId: state.status === 'open' ? state.threadId : first.id }));
};
