import { err, ok, type Result } from 'neverthrow';
import {
  checkTotp,
  recoveryCodeCount,
  recoveryCodeOf,
  normalizeRecoveryCode,
} from '../../../domain/identity/twoFactor';
import type { Actor } from '../../shared/actor';
import { conflict, ruleBroken, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import { asTwoFactorOwner, wrongCode } from '../twoFactorPolicies';
import { ConfirmTotpInput } from '../twoFactorSchemas';

/**
 * The first code from the app proves it holds the secret: two-factor is on from then, and the ten recovery codes are
 * answered this once (only their SHA-256 digests are kept).
 */
export const confirmTotp =
  (deps: IdentityDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<{ enabled: true; recoveryCodes: string[] }, AppError>> => {
    const caller = asTwoFactorOwner(actor);
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(ConfirmTotpInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const userId = caller.value.userId;
    const totp = await deps.twoFactor.store.findTotp(userId);
    if (!totp)
      return err(ruleBroken('identity.two_factor_not_started', 'Start turning on two-factor authentication first'));
    if (totp.confirmedAt)
      return err(conflict('Two-factor authentication is already on', 'identity.two_factor_already_enabled'));
    const now = deps.clock.now();
    const check = checkTotp(parsed.value.code.replace(/\s/g, ''), now, null, (step) =>
      deps.twoFactor.totp.codeAt(totp.secret, step),
    );
    if (check.kind !== 'accepted') return err(wrongCode());
    const recoveryCodes = Array.from({ length: recoveryCodeCount }, () => recoveryCodeOf(deps.secrets.token()));
    const confirmed = await deps.twoFactor.store.confirmTotp({
      userId,
      keepSessionId: caller.value.sessionId,
      step: check.step,
      recoveryCodeHashes: recoveryCodes.map((code) => deps.secrets.digest(normalizeRecoveryCode(code))),
      at: now,
      audit: { actorId: userId, emulatedBy: null, action: 'user.two_factor_enabled', subjectId: userId },
    });
    if (!confirmed)
      return err(conflict('Two-factor authentication is already on', 'identity.two_factor_already_enabled'));
    return ok({ enabled: true as const, recoveryCodes });
  };
