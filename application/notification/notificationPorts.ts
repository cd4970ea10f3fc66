import type { Clock } from '../ports/clock';

/** One notification as the store reads it. */
export type NotificationRow = {
  readonly id: string;
  readonly kind: string;
  readonly title: string;
  readonly body: string;
  readonly link: string;
  readonly createdAt: Date;
  readonly readAt: Date | null;
};

/**
 * The notifications of one user. Written only by the mail projections (adapters/postgres/notification/noticeOutbox.ts),
 * in the transaction of the event that causes them; the use cases read them and mark them read, always for one user.
 */
export type NotificationStore = {
  /** The user's newest `limit`, newest first, and how many of all theirs are unread. */
  readonly recent: (userId: string, limit: number) => Promise<{ items: NotificationRow[]; unread: number }>;
  /** Marks one of the user's own read (a read one keeps its first time); null when the user has no such notification. */
  readonly markRead: (userId: string, notificationId: string, at: Date) => Promise<NotificationRow | null>;
  /** Marks every unread one of the user read; answers how many changed. */
  readonly markAllRead: (userId: string, at: Date) => Promise<number>;
};

export type NotificationDeps = { readonly store: NotificationStore; readonly clock: Clock };
