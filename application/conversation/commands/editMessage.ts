import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { unauthenticated, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ConversationDeps } from '../conversationPorts';
import { messageFor } from '../conversationViews';
import { messageNotFound } from '../policies';
import { EditMessageInput, type SentMessageOutput } from '../schemas';
import { callerOnMessage, threadCommand } from './runCommand';

/** The sender corrects a message once, within 10 minutes; the history keeps both texts. */
export const editMessage =
  (deps: ConversationDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<SentMessageOutput, AppError>> => {
    if (!actor) return err(unauthenticated());
    const input = parse(EditMessageInput, raw);
    if (input.isErr()) return err(input.error);
    const caller = await callerOnMessage(deps, actor, input.value.id);
    if (caller.isErr()) return err(caller.error);
    const edited = await threadCommand(
      deps,
      caller.value,
      {
        action: 'edit',
        messageId: input.value.id,
        text: input.value.text,
        allowedHosts: deps.allowedHosts,
        side: caller.value.side,
        metadata: caller.value.metadata,
      },
      3,
    );
    if (edited.isErr()) return err(edited.error);
    const row = await deps.threads.message(input.value.id);
    if (!row) return err(messageNotFound);
    return ok({
      threadId: row.threadId,
      message: messageFor(row, caller.value.subjectType, caller.value.side, actor.userId, deps.clock.now()),
    });
  };
