import {
  MarkAllReadInput,
  MarkAllReadOutput,
  NotificationIdInput,
  NotificationListInput,
  NotificationListOutput,
  NotificationOutput,
} from '../../../application/notification/schemas';
import type { AppServices } from '../../services';
import type { RestRoutes } from '../restRoute';

const tag = 'notifications';

/** The header's notification centre: the caller's own notifications (a manager acting as a user reads that user's). */
export const notificationRoutes = (routes: RestRoutes, { notification }: AppServices): void => {
  routes.add({
    method: 'get',
    path: '/api/notifications/list',
    tag,
    auth: true,
    query: NotificationListInput,
    response: NotificationListOutput,
    summary: "The caller's newest 50 notifications, newest first, with the number unread",
    handle: (r) => notification.list(r.actor, r.query),
  });
  routes.add({
    method: 'post',
    path: '/api/notifications/read',
    tag,
    auth: true,
    body: NotificationIdInput,
    response: NotificationOutput,
    summary: "Mark one of the caller's notifications read (another user's answers 404)",
    handle: (r) => notification.markRead(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/notifications/read-all',
    tag,
    auth: true,
    body: MarkAllReadInput,
    response: MarkAllReadOutput,
    summary: 'Mark every unread notification of the caller read',
    handle: (r) => notification.markAllRead(r.actor, r.body),
  });
};
