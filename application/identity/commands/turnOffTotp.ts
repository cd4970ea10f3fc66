import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import { spendSecondFactor } from '../secondFactor';
import { asTwoFactorOwner, twoFactorIsOff, wrongCode } from '../twoFactorPolicies';
import { ConfirmTotpInput } from '../twoFactorSchemas';

/**
 * The user turns two-factor sign-in off with a code from the app or a recovery code (a stolen session alone cannot):
 * the secret and the recovery codes are deleted, and the password alone signs in again.
 */
export const turnOffTotp =
  (deps: IdentityDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<{ enabled: false }, AppError>> => {
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
    const turnedOff = await deps.twoFactor.store.turnOffTotp({
      userId,
      keepSessionId: caller.value.sessionId,
      at: now,
      audit: { ...audit, action: 'user.two_factor_disabled' },
    });
    if (!turnedOff) return err(twoFactorIsOff());
    return ok({ enabled: false as const });
  };
