import { err, ok, type Result } from 'neverthrow';
import { decideLoginThrottle, emailThrottle } from '../../../domain/identity/loginThrottle';
import { forbidden, rateLimited, unauthenticated, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import { LoginInput } from '../schemas';
import { twoFactorChallenge } from './completeTwoFactorLogin';

export type LoginContext = { readonly address: string; readonly userAgent: string };

const wrongCredentials = unauthenticated('Wrong e-mail or password', 'auth.invalid_credentials');
/** Hashed once so that an unknown e-mail costs the same time as a wrong password. */
let decoyHash: Promise<string> | null = null;

export const logIn =
  (deps: IdentityDeps) =>
  async (
    raw: unknown,
    context: LoginContext,
  ): Promise<Result<{ token: string } | { twoFactorRequired: true; challenge: string }, AppError>> => {
    const parsed = parse(LoginInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const email = parsed.value.email.toLowerCase();
    const now = deps.clock.now();

    // Counted before the password is checked, so parallel attempts cannot all pass on one stale count.
    const attempt = await deps.store.beginLoginAttempt({
      email,
      address: context.address,
      at: now,
      since: new Date(now.getTime() - emailThrottle.windowMs),
    });
    const throttle = decideLoginThrottle(attempt, now);
    if (throttle.kind === 'refuse') {
      await deps.store.endLoginAttempt(attempt.attemptId);
      return err(rateLimited(throttle.retryAfterSeconds));
    }
    if (throttle.kind === 'slow') await deps.sleep(throttle.delayMs);

    const user = await deps.store.findUserByEmail(email);
    decoyHash ??= deps.hasher.hash('decoy-password-for-timing');
    const passwordMatches = await deps.hasher.verify(user?.passwordHash ?? (await decoyHash), parsed.value.password);
    if (!user || !passwordMatches) return err(wrongCredentials);
    await deps.store.endLoginAttempt(attempt.attemptId);
    if (user.status === 'blocked')
      return err(forbidden('This account is blocked. Contact your personal manager.', 'auth.account_blocked'));
    if (user.status === 'unverified')
      return err(forbidden('Confirm your e-mail first: follow the link we sent you.', 'auth.email_not_verified'));

    // With a second factor the password earns only a challenge; the failures are cleared once the code is right.
    const challenge = await twoFactorChallenge(deps, user.id, context, now);
    if (challenge) return ok({ twoFactorRequired: true as const, challenge });
    await deps.store.clearLoginFailures(email);
    const token = deps.secrets.token();
    await deps.store.createSession({
      id: deps.secrets.uuid(),
      tokenHash: deps.secrets.digest(token),
      userId: user.id,
      at: now,
      ...context,
    });
    return ok({ token });
  };
