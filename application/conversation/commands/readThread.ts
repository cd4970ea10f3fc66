import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { unauthenticated, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ConversationDeps } from '../conversationPorts';
import { ThreadIdInput } from '../schemas';
import { callerOnThread, threadCommand } from './runCommand';

/** The caller's side has read the thread up to its last message (the read receipt the other sides see). */
export const readThread =
  (deps: ConversationDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<{ threadId: string; unread: number }, AppError>> => {
    if (!actor) return err(unauthenticated());
    const input = parse(ThreadIdInput, raw);
    if (input.isErr()) return err(input.error);
    const caller = await callerOnThread(deps, actor, input.value.id);
    if (caller.isErr()) return err(caller.error);
    const read = await threadCommand(
      deps,
      caller.value,
      { action: 'read', side: caller.value.side, metadata: caller.value.metadata },
      3,
    );
    if (read.isErr()) return err(read.error);
    const thread = await deps.threads.findThread(input.value.id, caller.value.side);
    return ok({ threadId: input.value.id, unread: thread?.unread ?? 0 });
  };
