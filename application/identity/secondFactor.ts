import { checkRecoveryCode, checkTotp, classifySecondFactorCode } from '../../domain/identity/twoFactor';
import type { AuditEntry, IdentityDeps } from './identityPorts';
import type { TotpRecord } from './twoFactorPorts';

/**
 * Whether `typed` is a good second factor of the user now: a code of the authenticator for a step not used before (the
 * step is then used), or one of the user's recovery codes not used before (the code is then used). The login's second
 * step, turning two-factor off and renewing the recovery codes all ask through here.
 */
export const spendSecondFactor = async (
  deps: IdentityDeps,
  userId: string,
  totp: TotpRecord,
  typed: string,
  now: Date,
  audit: Omit<AuditEntry, 'action'>,
): Promise<boolean> => {
  const code = classifySecondFactorCode(typed);
  if (code.kind === 'malformed') return false;
  if (code.kind === 'totp') {
    const check = checkTotp(code.code, now, totp.lastUsedStep, (step) => deps.twoFactor.totp.codeAt(totp.secret, step));
    return check.kind === 'accepted' && (await deps.twoFactor.store.useTotpStep(userId, check.step));
  }
  const check = checkRecoveryCode(await deps.twoFactor.store.listRecoveryCodes(userId), deps.secrets.digest(code.code));
  return (
    check.kind === 'accepted' &&
    (await deps.twoFactor.store.useRecoveryCode(check.id, now, { ...audit, action: 'user.recovery_code_used' }))
  );
};
