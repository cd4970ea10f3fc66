import { checkRecoveryCode, checkTotp, classifySecondFactorCode } from '../../domain/identity/twoFactor';
import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../shared/actor';
import type { AppError } from '../shared/appError';
import { parse } from '../shared/parse';
import type { AuditEntry, IdentityDeps } from './identityPorts';
import { asTwoFactorOwner, twoFactorIsOff, wrongCode } from './twoFactorPolicies';
import { ConfirmTotpInput } from './twoFactorSchemas';
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

/** The owner of two-factor sign-in, who has just proved it with a code: what a change to their second factor needs. */
export type ProvenOwner = {
  readonly userId: string;
  readonly sessionId: string;
  readonly now: Date;
  readonly audit: Omit<AuditEntry, 'action'>;
};

/**
 * A change to two-factor itself (new recovery codes, turning it off): the caller is the owner (not a manager acting as
 * them), two-factor is on, and the code typed (from the app or a recovery code) is good now and is spent.
 */
export const proveSecondFactorOwner = async (
  deps: IdentityDeps,
  actor: Actor | null,
  raw: unknown,
): Promise<Result<ProvenOwner, AppError>> => {
  const caller = asTwoFactorOwner(actor);
  if (caller.isErr()) return err(caller.error);
  const parsed = parse(ConfirmTotpInput, raw);
  if (parsed.isErr()) return err(parsed.error);
  const { userId, sessionId } = caller.value;
  const totp = await deps.twoFactor.store.findTotp(userId);
  if (!totp?.confirmedAt) return err(twoFactorIsOff());
  const now = deps.clock.now();
  const audit = { actorId: userId, emulatedBy: null, subjectId: userId };
  if (!(await spendSecondFactor(deps, userId, totp, parsed.value.code, now, audit))) return err(wrongCode());
  return ok({ userId, sessionId, now, audit });
};
