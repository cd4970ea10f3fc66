/** The thread's rules in numbers: the schemas and the page take them from here. */
export const conversationRules = {
  maxTextLength: 5_000,
  maxFiles: 10,
  /** The sender may correct a message once, within this time of sending it. */
  editWindowMs: 10 * 60_000,
  maxReasonLength: 1_000,
  /** Messages a user may send a minute, and threads a company may start a minute. */
  messagesPerMinutePerUser: 30,
  threadsPerMinutePerCompany: 5,
} as const;
