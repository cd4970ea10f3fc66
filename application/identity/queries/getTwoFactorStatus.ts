import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import type { IdentityDeps } from '../identityPorts';

export type TwoFactorStatus = {
  readonly enabled: boolean;
  /** ISO 8601. */
  readonly enabledAt: string | null;
  /** Recovery codes not used yet: the profile warns when few are left. */
  readonly recoveryCodesLeft: number;
};

/** Whether the caller signs in with a second factor, since when, and how many recovery codes are left; never the secret. */
export const getTwoFactorStatus =
  (deps: IdentityDeps) =>
  async (actor: Actor | null): Promise<Result<TwoFactorStatus, AppError>> => {
    const caller = authorize(actor);
    if (caller.isErr()) return err(caller.error);
    const userId = caller.value.userId;
    const totp = await deps.twoFactor.store.findTotp(userId);
    if (!totp?.confirmedAt) return ok({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    const codes = await deps.twoFactor.store.listRecoveryCodes(userId);
    return ok({
      enabled: true,
      enabledAt: totp.confirmedAt.toISOString(),
      recoveryCodesLeft: codes.filter((code) => code.usedAt === null).length,
    });
  };
