import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { forbidden, notFound, ruleBroken, type AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityDeps';
import { StartImpersonationInput } from '../schemas';

/** A manager with the scope acts as a partner or client user; the session keeps who really acts. */
export const startImpersonation =
  (deps: IdentityDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<{ actingAs: string }, AppError>> => {
    const caller = authorize(actor, 'user:impersonate');
    if (caller.isErr()) return err(caller.error);
    if (caller.value.emulatedBy) return err(ruleBroken('identity.already_impersonating', 'Stop acting as the current user first'));
    const parsed = parse(StartImpersonationInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const target = await deps.store.findUserById(parsed.value.userId);
    if (!target || target.companyType === 'platform') return err(notFound('User', 'identity.user_not_found'));
    if (target.status === 'blocked') return err(forbidden('This user is blocked', 'identity.user_blocked'));
    await deps.store.setImpersonation({
      sessionId: caller.value.sessionId,
      actingAsUserId: target.id,
      at: deps.clock.now(),
      audit: { actorId: caller.value.userId, emulatedBy: null, action: 'impersonation.started', subjectId: target.id },
    });
    return ok({ actingAs: target.id });
  };

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
