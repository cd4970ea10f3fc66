/**
 * How often one address, and one target e-mail, may trigger an action that sends mail or costs a hash: the forms a
 * script would hammer. Counted over a sliding window; beyond the limit the action is refused until the oldest
 * counted attempt leaves it.
 */
export type AbuseLimit = { readonly limit: number; readonly windowMs: number };
export type AbuseLimits = { readonly perAddress: AbuseLimit; readonly perEmail: AbuseLimit };

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const abuseLimits = {
  /** An office may sign up a few companies; a script may not sign up hundreds, nor flood one inbox. */
  registration: { perAddress: { limit: 10, windowMs: HOUR }, perEmail: { limit: 3, windowMs: HOUR } },
  passwordReset: { perAddress: { limit: 20, windowMs: HOUR }, perEmail: { limit: 5, windowMs: HOUR } },
  newsletter: { perAddress: { limit: 10, windowMs: HOUR }, perEmail: { limit: 3, windowMs: DAY } },
  /** The public feedback form mails every manager: 5 an hour from one address, 5 a day about one e-mail. */
  feedback: { perAddress: { limit: 5, windowMs: HOUR }, perEmail: { limit: 5, windowMs: DAY } },
  /** Signed-in: per client company ("address") and per client and agency pair ("e-mail"). */
  solutionRequest: { perAddress: { limit: 30, windowMs: HOUR }, perEmail: { limit: 10, windowMs: HOUR } },
  /** Signed-in: per inviting company ("address") and per company and invited e-mail ("e-mail"): each sends a mail. */
  invitation: { perAddress: { limit: 50, windowMs: HOUR }, perEmail: { limit: 5, windowMs: DAY } },
  interviewContact: { perAddress: { limit: 60, windowMs: HOUR }, perEmail: { limit: 30, windowMs: HOUR } },
  /** Conversations, signed-in, each counted under one key (`perAddress`): a user's messages, a company's new threads. */
  conversationMessage: { perAddress: { limit: 30, windowMs: MINUTE }, perEmail: { limit: 30, windowMs: MINUTE } },
  conversationThread: { perAddress: { limit: 5, windowMs: MINUTE }, perEmail: { limit: 5, windowMs: MINUTE } },
  /** Every request of one company's API key, counted under the key (`perAddress`) whatever address it comes from. */
  apiKeyRequest: { perAddress: { limit: 200, windowMs: MINUTE }, perEmail: { limit: 200, windowMs: MINUTE } },
} as const satisfies Record<string, AbuseLimits>;
export type AbuseAction = keyof typeof abuseLimits;

export type AbuseDecision =
  { readonly kind: 'allow' } | { readonly kind: 'refuse'; readonly retryAfterSeconds: number };

/** `earlier` are the times of the attempts counted before this one, newest or oldest first. */
export const decideAbuse = (limit: AbuseLimit, earlier: readonly Date[], now: Date): AbuseDecision => {
  const recent = earlier
    .map((at) => at.getTime())
    .filter((at) => at > now.getTime() - limit.windowMs)
    .sort((a, b) => b - a);
  if (recent.length < limit.limit) return { kind: 'allow' };
  const oldestCounted = recent[limit.limit - 1] as number;
  return {
    kind: 'refuse',
    retryAfterSeconds: Math.max(1, Math.ceil((oldestCounted + limit.windowMs - now.getTime()) / 1000)),
  };
};
