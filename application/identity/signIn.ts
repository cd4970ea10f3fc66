import { err, ok, type Result } from 'neverthrow';
import { decideLoginThrottle, emailThrottle } from '../../domain/identity/loginThrottle';
import { forbidden, rateLimited, type AppError } from '../shared/appError';
import type { IdentityDeps } from './identityPorts';

/** Where a sign-in comes from: recorded with the session it opens. */
export type LoginContext = { readonly address: string; readonly userAgent: string };

export const accountBlocked = forbidden(
  'This account is blocked. Contact your personal manager.',
  'auth.account_blocked',
);

/**
 * Counts an attempt to sign in as `email` from the caller's address before anything is checked, so parallel attempts
 * cannot all pass on one stale count; refuses it (429) or slows it as the throttle says. A successful step ends the
 * attempt (`endLoginAttempt`); a failed one leaves it counted. Both sign-in steps, the password and the second
 * factor, go through here.
 */
export const beginThrottledAttempt = async (
  deps: IdentityDeps,
  email: string,
  context: LoginContext,
  now: Date,
): Promise<Result<{ readonly attemptId: string }, AppError>> => {
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
  return ok(attempt);
};

/**
 * The end of a sign-in: the failures counted for the e-mail the attempts named are forgotten and a session of the user
 * opens; its token is the answer.
 */
export const openSession = async (
  deps: Pick<IdentityDeps, 'store' | 'secrets'>,
  { userId, email }: { readonly userId: string; readonly email: string },
  context: LoginContext,
  now: Date,
): Promise<{ token: string }> => {
  await deps.store.clearLoginFailures(email);
  const token = deps.secrets.token();
  await deps.store.createSession({
    id: deps.secrets.uuid(),
    tokenHash: deps.secrets.digest(token),
    userId,
    at: now,
    ...context,
  });
  return { token };
};
