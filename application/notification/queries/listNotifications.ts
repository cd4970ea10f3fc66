import { ok, type Result } from 'neverthrow';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import type { NotificationDeps } from '../notificationPorts';
import { asNotificationReader } from '../policies';
import { NOTIFICATION_LIST_SIZE, NotificationListInput, type NotificationListOutput } from '../schemas';
import { toNotificationOutput } from '../views';

/** `GET /api/notifications/list`: the caller's newest 50, newest first, and how many of all theirs are unread. */
export const listNotifications = useCase(
  asNotificationReader,
  NotificationListInput,
  async (deps: NotificationDeps, caller): Promise<Result<NotificationListOutput, AppError>> => {
    const { items, unread } = await deps.store.recent(caller.userId, NOTIFICATION_LIST_SIZE);
    return ok({ items: items.map(toNotificationOutput), unread });
  },
);
