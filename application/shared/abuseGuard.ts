import { err, ok, type Result } from 'neverthrow';
import { abuseLimits, decideAbuse, type AbuseAction } from '../../domain/shared/abuseLimits';
import type { AbuseCounter } from '../ports/abuseCounter';
import type { Clock } from '../ports/clock';
import { rateLimited, type AppError } from './appError';

/** Who asks: the network address of the request; absent for the platform's own calls (demo data, jobs). */
export type RequestOrigin = { readonly address: string };

/**
 * Admits an attempt of a limited action from an address about an e-mail, or refuses it (429 with Retry-After)
 * when either has reached its limit. The platform's own calls have no origin and are not counted.
 */
export const admitAttempt = async (
  deps: { readonly abuse: AbuseCounter; readonly clock: Clock },
  action: AbuseAction,
  origin: RequestOrigin | undefined,
  email: string,
): Promise<Result<void, AppError>> => {
  if (!origin) return ok(undefined);
  const limits = abuseLimits[action];
  const now = deps.clock.now();
  const longest = Math.max(limits.perAddress.windowMs, limits.perEmail.windowMs);
  const [byAddress = [], byEmail = []] = await deps.abuse.record({
    action,
    keys: [`address:${origin.address}`, `email:${email.toLowerCase()}`],
    at: now,
    since: new Date(now.getTime() - longest),
  });
  const refusals = [decideAbuse(limits.perAddress, byAddress, now), decideAbuse(limits.perEmail, byEmail, now)].filter(
    (d) => d.kind === 'refuse',
  );
  if (refusals.length === 0) return ok(undefined);
  return err(rateLimited(Math.max(...refusals.map((d) => (d.kind === 'refuse' ? d.retryAfterSeconds : 0)))));
};

/**
 * An action limited per one signed-in key (a user, a company) whatever address it comes from: counted under the
 * action's `perAddress` limit and refused past it (429 with Retry-After).
 */
export const admitKeyedAttempt = async (
  deps: { readonly abuse: AbuseCounter; readonly clock: Clock },
  action: AbuseAction,
  key: string,
): Promise<Result<void, AppError>> => {
  const limit = abuseLimits[action].perAddress;
  const now = deps.clock.now();
  const [earlier = []] = await deps.abuse.record({
    action,
    keys: [key],
    at: now,
    since: new Date(now.getTime() - limit.windowMs),
  });
  const decision = decideAbuse(limit, earlier, now);
  return decision.kind === 'refuse' ? err(rateLimited(decision.retryAfterSeconds)) : ok(undefined);
};

/**
 * The same limits for a signed-in caller's action that mails another company: counted per calling company and per
 * (calling company, target) pair, whatever address the requests come from.
 */
export const admitCompanyAttempt = (
  deps: { readonly abuse: AbuseCounter; readonly clock: Clock },
  action: AbuseAction,
  callerCompanyId: string,
  target: string,
): Promise<Result<void, AppError>> =>
  admitAttempt(deps, action, { address: `company:${callerCompanyId}` }, `${callerCompanyId}->${target}`);
