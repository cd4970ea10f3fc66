import type { NotificationRow } from './notificationPorts';
import type { NotificationOutput } from './schemas';

export const toNotificationOutput = (row: NotificationRow): NotificationOutput => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt ? row.readAt.toISOString() : null,
});
