import { err, type Result } from 'neverthrow';
import type { ConversationCommand } from '../../../domain/conversation/conversation.commands';
import { conversationDecider } from '../../../domain/conversation/conversation.decide';
import type { ConversationSide, SubjectType } from '../../../domain/conversation/conversation.subject';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { handleCommand } from '../../shared/handleCommand';
import { threadStreamOf, type ConversationDeps, type SubjectParties } from '../conversationPorts';
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
