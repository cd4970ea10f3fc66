import { err, ok, type Result } from 'neverthrow';
import { challengeIsOpen, challengeLifetimeMs } from '../../../domain/identity/twoFactor';
import { unauthenticated, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import { spendSecondFactor } from '../secondFactor';
import { wrongCode } from '../twoFactorPolicies';
import { TwoFactorLoginInput } from '../twoFactorSchemas';
import { accountBlocked, beginThrottledAttempt, openSession, type LoginContext } from '../signIn';

export const challengeClosed = unauthenticated(
  'This sign-in has expired or was completed: enter your e-mail and password again',
  'auth.two_factor_challenge_invalid',
);

export type SecondFactorMethod = 'totp' | 'passkey';

/**
 * The challenge a correct password earns when the user has a second factor (an authenticator app, a passkey or both),
 * with the methods that answer it; null when they have none.
 */
export const twoFactorChallenge = async (
  deps: IdentityDeps,
  userId: string,
  context: LoginContext,
  now: Date,
): Promise<{ challenge: string; methods: SecondFactorMethod[] } | null> => {
  const totp = await deps.twoFactor.store.findTotp(userId);
  const passkeys = await deps.twoFactor.passkeys.store.listPasskeys(userId);
  const methods: SecondFactorMethod[] = [
    ...(totp?.confirmedAt ? (['totp'] as const) : []),
    ...(passkeys.length > 0 ? (['passkey'] as const) : []),
  ];
  if (methods.length === 0) return null;
  const challenge = deps.secrets.token();
  await deps.twoFactor.store.createLoginChallenge({
    tokenHash: deps.secrets.digest(challenge),
    userId,
    at: now,
    expiresAt: new Date(now.getTime() + challengeLifetimeMs),
    address: context.address,
  });
  return { challenge, methods };
};

/**
 * The second step of a sign-in: the challenge and a code from the authenticator app (each step once) or a recovery
 * code (each once) answer the session's token. Wrong codes count as failed logins of the user's e-mail and address,
 * so the login throttle slows and then refuses guessing.
 */
export const completeTwoFactorLogin =
  (deps: IdentityDeps) =>
  async (raw: unknown, context: LoginContext): Promise<Result<{ token: string }, AppError>> => {
    const parsed = parse(TwoFactorLoginInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const now = deps.clock.now();
    const challenge = await deps.twoFactor.store.findLoginChallenge(deps.secrets.digest(parsed.value.challenge));
    if (!challenge || !challengeIsOpen(challenge, now)) return err(challengeClosed);
    const user = await deps.store.findUserById(challenge.userId);
    if (!user) return err(challengeClosed);
    const totp = await deps.twoFactor.store.findTotp(challenge.userId);

    const attempt = await beginThrottledAttempt(deps, user.email, context, now);
    if (attempt.isErr()) return err(attempt.error);

    // A user with passkeys only has no code to type: any code is wrong, and counts as such.
    const audit = { actorId: user.id, emulatedBy: null, subjectId: user.id };
    const spent = totp?.confirmedAt
      ? await spendSecondFactor(deps, user.id, totp, parsed.value.code, now, audit)
      : false;
    if (!spent) return err(wrongCode());
    await deps.store.endLoginAttempt(attempt.value.attemptId);
    if (user.status !== 'active') return err(accountBlocked);
    if (!(await deps.twoFactor.store.useLoginChallenge(challenge.id, now))) return err(challengeClosed);

    return ok(await openSession(deps, { userId: user.id, email: user.email }, context, now));
  };
