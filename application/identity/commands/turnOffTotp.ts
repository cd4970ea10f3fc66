import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import type { IdentityDeps } from '../identityPorts';
import { proveSecondFactorOwner } from '../secondFactor';
import { twoFactorIsOff } from '../twoFactorPolicies';

/**
 * The user turns two-factor sign-in off with a code from the app or a recovery code (a stolen session alone cannot):
 * the secret and the recovery codes are deleted, and the password alone signs in again.
 */
export const turnOffTotp =
  (deps: IdentityDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<{ enabled: false }, AppError>> => {
    const owner = await proveSecondFactorOwner(deps, actor, raw);
    if (owner.isErr()) return err(owner.error);
    const { userId, sessionId, now, audit } = owner.value;
    const turnedOff = await deps.twoFactor.store.turnOffTotp({
      userId,
      keepSessionId: sessionId,
      at: now,
      audit: { ...audit, action: 'user.two_factor_disabled' },
    });
    if (!turnedOff) return err(twoFactorIsOff());
    return ok({ enabled: false as const });
  };
