/**
 * Repeated failed logins are first slowed, then refused for a while.
 * Counted separately per e-mail and per network address; an address gets more room
 * because a whole office can share one.
 */
export type ThrottlePolicy = {
  readonly windowMs: number;
  readonly slowAfter: number;
  readonly refuseAfter: number;
  readonly maxDelayMs: number;
};

export const emailThrottle: ThrottlePolicy = {
  windowMs: 15 * 60_000,
  slowAfter: 3,
  refuseAfter: 10,
  maxDelayMs: 4_000,
};
export const addressThrottle: ThrottlePolicy = {
  windowMs: 15 * 60_000,
  slowAfter: 10,
  refuseAfter: 30,
  maxDelayMs: 4_000,
};
/** NIST 800-63B: at most 100 failed attempts on one account, whatever addresses they come from. */
export const emailLockout: ThrottlePolicy = {
  windowMs: 15 * 60_000,
  slowAfter: 100,
  refuseAfter: 100,
  maxDelayMs: 4_000,
};

export type ThrottleDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'slow'; readonly delayMs: number }
  | { readonly kind: 'refuse'; readonly retryAfterSeconds: number };

/** `failures` are the times of recent failed attempts, in any order. */
export const decideThrottle = (policy: ThrottlePolicy, failures: readonly Date[], now: Date): ThrottleDecision => {
  const windowStart = now.getTime() - policy.windowMs;
  const recent = failures
    .map((at) => at.getTime())
    // A parallel attempt may have been recorded a moment after this one's clock read: it still counts.
    .filter((at) => at > windowStart)
    .sort((a, b) => b - a);
  if (recent.length >= policy.refuseAfter) {
    // Refusal lasts until the oldest of the failures that reach the limit leaves the window.
    const oldestCounted = recent[policy.refuseAfter - 1] as number;
    const retryAfterMs = oldestCounted + policy.windowMs - now.getTime();
    return { kind: 'refuse', retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }
  if (recent.length >= policy.slowAfter) {
    const delayMs = Math.min(policy.maxDelayMs, 250 * 2 ** (recent.length - policy.slowAfter));
    return { kind: 'slow', delayMs };
  }
  return { kind: 'allow' };
};

/** The stricter of two decisions: refuse beats slow beats allow. */
export const stricter = (a: ThrottleDecision, b: ThrottleDecision): ThrottleDecision => {
  if (a.kind === 'refuse' || b.kind === 'refuse') {
    const seconds = Math.max(
      a.kind === 'refuse' ? a.retryAfterSeconds : 0,
      b.kind === 'refuse' ? b.retryAfterSeconds : 0,
    );
    return { kind: 'refuse', retryAfterSeconds: seconds };
  }
  if (a.kind === 'slow' || b.kind === 'slow') {
    return { kind: 'slow', delayMs: Math.max(a.kind === 'slow' ? a.delayMs : 0, b.kind === 'slow' ? b.delayMs : 0) };
  }
  return { kind: 'allow' };
};

/** The attempts counted before this one: on the e-mail, from the address, and on the e-mail from this address. */
export type LoginAttempts = {
  readonly byEmail: readonly Date[];
  readonly byAddress: readonly Date[];
  readonly byEmailFromAddress: readonly Date[];
};

/**
 * Whether a login attempt is heard. An e-mail under attack refuses the addresses that failed on it, but only slows
 * a fresh address, so an attacker cannot lock the owner out of the account from elsewhere (until NIST's 100
 * failures, when every address is refused); an address that fails on many e-mails is refused on all of them.
 */
export const decideLoginThrottle = (attempts: LoginAttempts, now: Date): ThrottleDecision => {
  const onEmail = decideThrottle(emailThrottle, attempts.byEmail, now);
  const fromThisAddress = decideThrottle(emailThrottle, attempts.byEmailFromAddress, now);
  const emailDecision: ThrottleDecision =
    onEmail.kind === 'refuse' && fromThisAddress.kind !== 'refuse'
      ? { kind: 'slow', delayMs: emailThrottle.maxDelayMs }
      : onEmail;
  return [
    decideThrottle(addressThrottle, attempts.byAddress, now),
    decideThrottle(emailLockout, attempts.byEmail, now),
  ].reduce(stricter, emailDecision);
};
