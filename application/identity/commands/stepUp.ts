import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { forbidden, notFound, validationError, type AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import { parse } from '../../shared/parse';
import { stepUpWindowMs } from '../../shared/stepUp';
import type { IdentityDeps } from '../identityPorts';
import { passkeyRefused, provePasskey, takeCeremony } from '../passkeyProof';
import { stepUpMethodsOf } from '../queries/getStepUpMethods';
import { spendSecondFactor } from '../secondFactor';
import { beginThrottledAttempt, type LoginContext } from '../signIn';
import { StepUpInput } from '../stepUpSchemas';
import { wrongCode } from '../twoFactorPolicies';

const wrongPassword = (): AppError =>
  validationError([{ field: 'password', message: 'The password is wrong', code: 'auth.invalid_credentials' }]);
const secondFactorFirst = (): AppError =>
  validationError([
    {
      field: 'password',
      message: 'You have two-factor sign-in: confirm with your code or passkey',
      code: 'auth.step_up_second_factor_required',
    },
  ]);

/**
 * The session's person proves it is them again (the manager, while acting as a user): a second factor they have
 * enrolled, or the password when they have none. For the next 5 minutes the acts that bind need no other proof.
 * Wrong answers count in the login throttle, as at sign-in.
 */
export const stepUp =
  (deps: IdentityDeps) =>
  async (
    actor: Actor | null,
    raw: unknown,
    context: LoginContext,
  ): Promise<Result<{ freshUntil: string }, AppError>> => {
    const caller = authorize(actor);
    if (caller.isErr()) return err(caller.error);
    if (caller.value.apiKeyId)
      return err(forbidden('An API key has no person to confirm', 'auth.step_up_not_possible'));
    const parsed = parse(StepUpInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const userId = caller.value.emulatedBy ?? caller.value.userId;
    const user = await deps.store.findUserById(userId);
    if (!user) return err(notFound('User'));
    const now = deps.clock.now();
    const attempt = await beginThrottledAttempt(deps, user.email, context, now);
    if (attempt.isErr()) return err(attempt.error);

    const input = parsed.value;
    const audit = { actorId: userId, emulatedBy: null, subjectId: userId };
    let method: 'totp' | 'passkey' | 'password';
    if (input.code !== undefined) {
      const totp = await deps.twoFactor.store.findTotp(userId);
      const spent = totp?.confirmedAt ? await spendSecondFactor(deps, userId, totp, input.code, now, audit) : false;
      if (!spent) return err(wrongCode());
      method = 'totp';
    } else if (input.ceremony !== undefined && input.credential !== undefined) {
      const ceremony = await takeCeremony(deps, input.ceremony, ['step_up'], userId, now);
      if (ceremony.isErr()) return err(ceremony.error);
      const passkey = await provePasskey(
        deps,
        { ceremony: ceremony.value, credential: input.credential, ownerId: userId, requireUserVerification: false },
        now,
      );
      if (!passkey) return err(passkeyRefused());
      method = 'passkey';
    } else {
      if (!(await stepUpMethodsOf(deps, userId)).includes('password')) return err(secondFactorFirst());
      if (!(await deps.hasher.verify(user.passwordHash, input.password ?? ''))) return err(wrongPassword());
      method = 'password';
    }
    await deps.store.endLoginAttempt(attempt.value.attemptId);
    await deps.store.markSteppedUp(caller.value.sessionId, now, {
      ...audit,
      action: 'user.step_up',
      details: { method },
    });
    return ok({ freshUntil: new Date(now.getTime() + stepUpWindowMs).toISOString() });
  };
