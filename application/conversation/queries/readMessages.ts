import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { unauthenticated, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ConversationDeps, ThreadRow } from '../conversationPorts';
import { messageFor, threadView } from '../conversationViews';
import { conversationNotFound } from '../policies';
import { MessagesInput, SubjectMessagesInput, type MessagesOutput } from '../schemas';
import { callerOnSubject, callerOnThread, type ThreadCaller } from '../commands/runCommand';
import { readMessagesAsOf } from './readMessagesAsOf';

const pageOf = async (
  deps: ConversationDeps,
  caller: ThreadCaller,
  thread: ThreadRow,
  page: { page: number; count: number },
): Promise<MessagesOutput> => {
  const found = await deps.threads.messages(thread.id, page);
  const now = deps.clock.now();
  return {
    thread: threadView(thread, caller.parties, caller.side),
    items: found.items.map((row) =>
      messageFor(row, caller.subjectType, caller.side, caller.actor.userId, now, found.reads),
    ),
    meta: { page: page.page, count: page.count, total: found.total },
  } as MessagesOutput;
};

/** A page of a thread's messages (page 1 the latest), each as the caller's side reads it. */
export const readMessages =
  (deps: ConversationDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<MessagesOutput, AppError>> => {
    if (!actor) return err(unauthenticated());
    const input = parse(MessagesInput, raw);
    if (input.isErr()) return err(input.error);
    const caller = await callerOnThread(deps, actor, input.value.id);
    if (caller.isErr()) return err(caller.error);
    const thread = await deps.threads.findThread(input.value.id, caller.value.side);
    if (!thread) return err(conversationNotFound);
    const { asOf } = input.value;
    if (asOf !== undefined) return readMessagesAsOf(deps, caller.value, thread, { ...input.value, asOf });
    return ok(await pageOf(deps, caller.value, thread, input.value));
  };

export type SubjectThread =
  MessagesOutput | { thread: null; items: never[]; meta: { page: number; count: number; total: number } };

/** The thread of a subject for its page: its messages, or none yet (the caller may start it). */
export const subjectThread =
  (deps: ConversationDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<SubjectThread, AppError>> => {
    if (!actor) return err(unauthenticated());
    const input = parse(SubjectMessagesInput, raw);
    if (input.isErr()) return err(input.error);
    const { subjectType, subjectId, page, count } = input.value;
    const caller = await callerOnSubject(deps, actor, subjectType, subjectId);
    if (caller.isErr()) return err(caller.error);
    const thread = await deps.threads.threadOfSubject(subjectType, subjectId, caller.value.side);
    if (!thread) return ok({ thread: null, items: [], meta: { page, count, total: 0 } });
    return ok(await pageOf(deps, caller.value, thread, { page, count }));
  };
