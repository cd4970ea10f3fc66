import { err, ok, type Result } from 'neverthrow';
import { normalizeRecoveryCode, recoveryCodeCount, recoveryCodeOf } from '../../../domain/identity/twoFactor';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import type { IdentityDeps } from '../identityPorts';
import { proveSecondFactorOwner } from '../secondFactor';
import { twoFactorIsOff } from '../twoFactorPolicies';

/**
 * Ten new recovery codes for a user who used some or fears they were seen, against a code from the app or a recovery
 * code: the old ones stop working at once, and the new ones are answered this once.
 */
export const renewRecoveryCodes =
  (deps: IdentityDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<{ recoveryCodes: string[] }, AppError>> => {
    const owner = await proveSecondFactorOwner(deps, actor, raw);
    if (owner.isErr()) return err(owner.error);
    const { userId, now, audit } = owner.value;
    const recoveryCodes = Array.from({ length: recoveryCodeCount }, () => recoveryCodeOf(deps.secrets.token()));
    const renewed = await deps.twoFactor.store.replaceRecoveryCodes({
      userId,
      recoveryCodeHashes: recoveryCodes.map((code) => deps.secrets.digest(normalizeRecoveryCode(code))),
      at: now,
      audit: { ...audit, action: 'user.recovery_codes_renewed' },
    });
    if (!renewed) return err(twoFactorIsOff());
    return ok({ recoveryCodes });
  };
