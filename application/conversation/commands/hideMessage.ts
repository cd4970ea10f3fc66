import { err, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { forbidden, unauthenticated, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ConversationDeps } from '../conversationPorts';
import { HideMessageInput } from '../schemas';
import { callerOnMessage, threadCommand } from './runCommand';

/** Staff who run the subject hide a message with a reason; nothing is deleted, and staff still read it. */
export const hideMessage =
  (deps: ConversationDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<{ messageId: string; hidden: true }, AppError>> => {
    if (!actor) return err(unauthenticated());
    const input = parse(HideMessageInput, raw);
    if (input.isErr()) return err(input.error);
    const caller = await callerOnMessage(deps, actor, input.value.id);
    if (caller.isErr()) return err(caller.error);
    if (caller.value.side !== 'platform') return err(forbidden('Only the platform hides messages'));
    const hidden = await threadCommand(
      deps,
      caller.value,
      {
        action: 'hide',
        messageId: input.value.id,
        reason: input.value.reason,
        side: 'platform',
        metadata: caller.value.metadata,
      },
      3,
    );
    return hidden.map(() => ({ messageId: input.value.id, hidden: true as const }));
  };
