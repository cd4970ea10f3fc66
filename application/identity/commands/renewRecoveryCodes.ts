import { err, ok, type Result } from 'neverthrow';
import { normalizeRecoveryCode, recoveryCodeCount, recoveryCodeOf } from '../../../domain/identity/twoFactor';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import { spendSecondFactor } from '../secondFactor';
import { asTwoFactorOwner, twoFactorIsOff, wrongCode } from '../twoFactorPolicies';
import { ConfirmTotpInput } from '../twoFactorSchemas';

/**
 * Ten new recovery codes for a user who used some or fears they were seen, against a code from the app or a recovery
 * code: the old ones stop working at once, and the new ones are answered this once.
 */
export const renewRecoveryCodes =
  (deps: IdentityDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<{ recoveryCodes: string[] }, AppError>> => {
    const caller = asTwoFactorOwner(actor);
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(ConfirmTotpInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const userId = caller.value.userId;
    const totp = await deps.twoFactor.store.findTotp(userId);
    if (!totp?.confirmedAt) return err(twoFactorIsOff());
    const now = deps.clock.now();
    const audit = { actorId: userId, emulatedBy: null, subjectId: userId };
    if (!(await spendSecondFactor(deps, userId, totp, parsed.value.code, now, audit))) return err(wrongCode());
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
