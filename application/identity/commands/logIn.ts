import { err, ok, type Result } from 'neverthrow';
import { forbidden, unauthenticated, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import { LoginInput } from '../schemas';
import { accountBlocked, beginThrottledAttempt, openSession, type LoginContext } from '../signIn';
import { twoFactorChallenge, type SecondFactorMethod } from './completeTwoFactorLogin';

const wrongCredentials = unauthenticated('Wrong e-mail or password', 'auth.invalid_credentials');
/** Hashed once so that an unknown e-mail costs the same time as a wrong password. */
let decoyHash: Promise<string> | null = null;

export const logIn =
  (deps: IdentityDeps) =>
  async (
    raw: unknown,
    context: LoginContext,
  ): Promise<
    Result<{ token: string } | { twoFactorRequired: true; challenge: string; methods: SecondFactorMethod[] }, AppError>
  > => {
    const parsed = parse(LoginInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const email = parsed.value.email.toLowerCase();
    const now = deps.clock.now();

    const attempt = await beginThrottledAttempt(deps, email, context, now);
    if (attempt.isErr()) return err(attempt.error);

    const user = await deps.store.findUserByEmail(email);
    decoyHash ??= deps.hasher.hash('decoy-password-for-timing');
    const passwordMatches = await deps.hasher.verify(user?.passwordHash ?? (await decoyHash), parsed.value.password);
    if (!user || !passwordMatches) return err(wrongCredentials);
    await deps.store.endLoginAttempt(attempt.value.attemptId);
    if (user.status === 'blocked') return err(accountBlocked);
    if (user.status === 'unverified')
      return err(forbidden('Confirm your e-mail first: follow the link we sent you.', 'auth.email_not_verified'));
    const sso = deps.ssoPasswordCheck ? await deps.ssoPasswordCheck(user) : null;
    if (sso?.isErr()) return err(sso.error);

    // With a second factor the password earns only a challenge; the failures are cleared once the code is right.
    const challenge = await twoFactorChallenge(deps, user.id, context, now);
    if (challenge) return ok({ twoFactorRequired: true as const, ...challenge });
    return ok(await openSession(deps, { userId: user.id, email }, context, now));
  };
