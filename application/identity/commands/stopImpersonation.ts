import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { ruleBroken, type AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import type { IdentityDeps } from '../identityPorts';

export const stopImpersonation =
  (deps: IdentityDeps) =>
  async (actor: Actor | null): Promise<Result<{ stopped: true }, AppError>> => {
    const caller = authorize(actor);
    if (caller.isErr()) return err(caller.error);
    const managerId = caller.value.emulatedBy;
    if (!managerId) return err(ruleBroken('identity.not_impersonating', 'You are not acting as another user'));
    await deps.store.setImpersonation({
      sessionId: caller.value.sessionId,
      actingAsUserId: null,
      at: deps.clock.now(),
      audit: { actorId: managerId, emulatedBy: null, action: 'impersonation.stopped', subjectId: caller.value.userId },
    });
    return ok({ stopped: true });
  };
