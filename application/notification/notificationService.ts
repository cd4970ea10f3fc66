import { markAllRead } from './commands/markAllRead';
import { markRead } from './commands/markRead';
import type { NotificationDeps } from './notificationPorts';
import { listNotifications } from './queries/listNotifications';

export const notificationService = (deps: NotificationDeps) => ({
  list: listNotifications(deps),
  markRead: markRead(deps),
  markAllRead: markAllRead(deps),
});
export type NotificationService = ReturnType<typeof notificationService>;
