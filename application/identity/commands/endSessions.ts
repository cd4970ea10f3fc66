import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { notFound, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import { asSessionOwner } from '../policies';
import { EndSessionsInput } from '../sessionSchemas';

/**
 * The user ends one of their sessions (a lost phone, a shared computer) or every other one. Ending the session that
 * asks is a logout. Another user's session is unknown here (404). Every process stops accepting an ended session's
 * token at once: the session cache empties on the change of its row.
 */
export const endSessions =
  (deps: IdentityDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<{ ended: number }, AppError>> => {
    const caller = asSessionOwner(actor);
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(EndSessionsInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const { userId, sessionId } = caller.value;
    const own = await deps.store.listSessions(userId);
    const ids = parsed.value.id
      ? own.filter((session) => session.id === parsed.value.id).map((session) => session.id)
      : own.filter((session) => session.id !== sessionId).map((session) => session.id);
    if (parsed.value.id && ids.length === 0) return err(notFound('Session'));
    const ended = await deps.store.revokeSessions({
      userId,
      ids,
      at: deps.clock.now(),
      audit: {
        actorId: userId,
        emulatedBy: null,
        action: parsed.value.id ? 'user.session_ended' : 'user.other_sessions_ended',
        subjectId: userId,
      },
    });
    return ok({ ended });
  };
