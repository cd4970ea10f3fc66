import { err, ok, type Result } from 'neverthrow';
import type { SendMessage } from '../../../domain/conversation/conversation.commands';
import type { Actor } from '../../shared/actor';
import { unauthenticated, validationError, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ConversationDeps } from '../conversationPorts';
import { messageFor } from '../conversationViews';
import { SendMessageInput, type SentMessageOutput } from '../schemas';
import { admitKeyedAttempt } from '../../shared/abuseGuard';
import { callerOnSubject, sendOnRow, threadCommand } from './runCommand';

/**
 * Sends a message on a subject; the first one starts the subject's thread. A user sends at most 30 messages a minute
 * and a company starts at most 5 threads a minute (429 with Retry-After). Attachments are files the sender uploaded.
 */
export const sendMessage =
  (deps: ConversationDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<SentMessageOutput, AppError>> => {
    if (!actor) return err(unauthenticated());
    const input = parse(SendMessageInput, raw);
    if (input.isErr()) return err(input.error);
    const { subjectType, subjectId, text, fileIds, replyTo } = input.value;
    const caller = await callerOnSubject(deps, actor, subjectType, subjectId);
    if (caller.isErr()) return err(caller.error);
    const existing = await deps.threads.threadOfSubject(subjectType, subjectId, caller.value.side);
    const admitted = await admitKeyedAttempt(deps, 'conversationMessage', `user:${actor.userId}`);
    if (admitted.isErr()) return err(admitted.error);
    if (!existing) {
      const thread = await admitKeyedAttempt(deps, 'conversationThread', `company:${actor.companyId}`);
      if (thread.isErr()) return err(thread.error);
    }
    const uniqueFiles = [...new Set(fileIds)];
    if (uniqueFiles.length > 0) {
      const owned = new Set(await deps.files.ownedBy(actor.userId, uniqueFiles));
      const foreign = uniqueFiles.findIndex((id) => !owned.has(id));
      if (foreign >= 0)
        return err(validationError([{ field: `fileIds.${foreign}`, message: 'Attach a file you uploaded' }]));
    }
    const messageId = deps.newId();
    const { parties } = caller.value;
    const command: SendMessage = {
      action: 'send',
      threadId: existing?.id ?? deps.newId(),
      messageId,
      subject: { type: subjectType, id: subjectId },
      parties: { clientId: parties.clientId, agencyId: parties.agencyId, companyId: parties.companyId },
      text,
      fileIds: uniqueFiles,
      replyTo: replyTo ?? null,
      allowedHosts: deps.allowedHosts,
      side: caller.value.side,
      metadata: caller.value.metadata,
    };
    const sent = existing
      ? await sendOnRow(deps, caller.value, existing, command)
      : (await threadCommand(deps, caller.value, command, 3)).map(({ state }) => ({
          threadId: state.status === 'open' ? state.threadId : command.threadId,
        }));
    if (sent.isErr()) return err(sent.error);
    const { threadId } = sent.value;
    const row = await deps.threads.message(messageId);
    if (!row) return err(validationError([{ field: 'text', message: 'The message was not recorded' }]));
    return ok({ threadId, message: messageFor(row, subjectType, caller.value.side, actor.userId, deps.clock.now()) });
  };
