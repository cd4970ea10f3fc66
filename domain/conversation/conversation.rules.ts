/** The thread's rules in numbers: the schemas and the page take them from here. */
export const conversationRules = {
  maxTextLength: 5_000,
  maxFiles: 10,
  /** The sender may correct a message once, within this time of sending it. */
  editWindowMs: 10 * 60_000,
  maxReasonLength: 1_000,
} as const;
/** Whether a message sent at `sentAt` may still be corrected at `at`. */
export const withinEditWindow = (sentAt: Date, at: Date): boolean =>
  at.getTime() - sentAt.getTime() <= conversationRules.editWindowMs;

/* How many messages a user sends and threads a company starts a minute: `abuseLimits` (domain/shared/abuseLimits.ts). */
