import { err, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { unauthenticated, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ConversationDeps } from '../conversationPorts';
import { ReportMessageInput } from '../schemas';
import { callerOnMessage, threadCommand } from './runCommand';

/** A participant reports another's message to the platform, with a reason; a second report of the same user is a no-op. */
export const reportMessage =
  (deps: ConversationDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<{ messageId: string; reported: true }, AppError>> => {
    if (!actor) return err(unauthenticated());
    const input = parse(ReportMessageInput, raw);
    if (input.isErr()) return err(input.error);
    const caller = await callerOnMessage(deps, actor, input.value.id);
    if (caller.isErr()) return err(caller.error);
    const reported = await threadCommand(
      deps,
      caller.value,
      {
        action: 'report',
        messageId: input.value.id,
        reason: input.value.reason,
        side: caller.value.side,
        metadata: caller.value.metadata,
      },
      3,
    );
    return reported.map(() => ({ messageId: input.value.id, reported: true as const }));
  };
