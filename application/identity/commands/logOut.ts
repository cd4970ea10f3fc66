import { ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import type { IdentityDeps } from '../identityPorts';

/** Ends the session of the token; a manager acting as someone ends the whole session too. */
export const logOut =
  (deps: IdentityDeps) =>
  async (actor: Actor | null): Promise<Result<{ loggedOut: true }, AppError>> => {
    const authorized = authorize(actor);
    if (authorized.isErr()) return authorized.map(() => ({ loggedOut: true as const }));
    const caller = authorized.value;
    await deps.store.revokeSession(caller.sessionId, deps.clock.now(), {
      actorId: caller.emulatedBy ?? caller.userId,
      emulatedBy: null,
      action: 'session.logged_out',
      subjectId: caller.sessionId,
    });
    return ok({ loggedOut: true });
  };
