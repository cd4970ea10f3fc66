/**
 * The e-mail when nobody reads: a side of a thread that has not read a message of the others within `afterMs` of its
 * sending gets one e-mail about what it has not read, and at most one per thread in `gapMs`. A message it has read, or
 * been mailed about already, never causes another.
 */
export type UnreadMailTiming = {
  /** How long a message may wait unread before its side is mailed (15 minutes). */
  readonly afterMs: number;
  /** The least time between two e-mails to one side about one thread (an hour). */
  readonly gapMs: number;
};

/** `none`: nothing unread is left to tell of; `wait`: ask again at `until`; `send`: mail the side now. */
export type UnreadMailOutcome =
  { readonly kind: 'none' } | { readonly kind: 'wait'; readonly until: Date } | { readonly kind: 'send' };

/**
 * What a side's check does at `now` (the platform's clock): `oldestUnreadAt` is when the oldest message of the others
 * was sent that the side has neither read nor been mailed about (null: none), `lastMailedAt` when the side was last
 * mailed about this thread (null: never).
 */
export const unreadMailOutcome = (
  oldestUnreadAt: Date | null,
  lastMailedAt: Date | null,
  now: Date,
  timing: UnreadMailTiming,
): UnreadMailOutcome => {
  if (oldestUnreadAt === null) return { kind: 'none' };
  const dueAt = oldestUnreadAt.getTime() + timing.afterMs;
  const allowedAt = lastMailedAt === null ? dueAt : Math.max(dueAt, lastMailedAt.getTime() + timing.gapMs);
  return now.getTime() < allowedAt ? { kind: 'wait', until: new Date(allowedAt) } : { kind: 'send' };
};

/** One e-mail per thread, side and last message told of: the key its mails are stored under, however often it runs. */
export const unreadMailCause = (threadId: string, side: string, upToSeq: number): string =>
  `conversation-unread:${threadId}:${side}:${upToSeq}`;
