import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { conflict, unauthenticated, type AppError } from '../../shared/appError';
import type { IdentityDeps } from '../identityPorts';
import { asTwoFactorOwner } from '../twoFactorPolicies';

/**
 * The user starts turning on an authenticator app: a new secret, pending until a code confirms it. Starting again
 * before confirming replaces the pending secret; once enabled, the secret is never answered again.
 */
export const startTotpEnrolment =
  (deps: IdentityDeps) =>
  async (actor: Actor | null): Promise<Result<{ secret: string; url: string }, AppError>> => {
    const caller = asTwoFactorOwner(actor);
    if (caller.isErr()) return err(caller.error);
    const user = await deps.store.findUserById(caller.value.userId);
    if (!user) return err(unauthenticated());
    const secret = deps.twoFactor.totp.newSecret();
    const started = await deps.twoFactor.store.startTotpEnrolment({
      userId: user.id,
      secret,
      at: deps.clock.now(),
      audit: { actorId: user.id, emulatedBy: null, action: 'user.two_factor_enrolment_started', subjectId: user.id },
    });
    if (started === 'already_enabled')
      return err(conflict('Two-factor authentication is already on', 'identity.two_factor_already_enabled'));
    return ok({ secret, url: deps.twoFactor.totp.url(secret, user.email) });
  };
