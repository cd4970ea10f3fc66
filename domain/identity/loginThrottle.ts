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

export const emailThrottle: ThrottlePolicy = { windowMs: 15 * 60_000, slowAfter: 3, refuseAfter: 10, maxDelayMs: 4_000 };
export const addressThrottle: ThrottlePolicy = { windowMs: 15 * 60_000, slowAfter: 10, refuseAfter: 30, maxDelayMs: 4_000 };

export type ThrottleDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'slow'; readonly delayMs: number }
  | { readonly kind: 'refuse'; readonly retryAfterSeconds: number };

/** `failures` are the times of recent failed attempts, in any order. */
export const decideThrottle = (policy: ThrottlePolicy, failures: readonly Date[], now: Date): ThrottleDecision => {
  const windowStart = now.getTime() - policy.windowMs;
  const recent = failures
    .map((at) => at.getTime())
    .filter((at) => at > windowStart && at <= now.getTime())
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
    const seconds = Math.max(a.kind === 'refuse' ? a.retryAfterSeconds : 0, b.kind === 'refuse' ? b.retryAfterSeconds : 0);
    return { kind: 'refuse', retryAfterSeconds: seconds };
  }
  if (a.kind === 'slow' || b.kind === 'slow') {
    return { kind: 'slow', delayMs: Math.max(a.kind === 'slow' ? a.delayMs : 0, b.kind === 'slow' ? b.delayMs : 0) };
  }
  return { kind: 'allow' };
};
