import { err, ok, type Result } from 'neverthrow';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import type { NotificationDeps } from '../notificationPorts';
import { asNotificationReader, notificationNotFound } from '../policies';
import { NotificationIdInput, type NotificationOutput } from '../schemas';
import { toNotificationOutput } from '../views';

/** `POST /api/notifications/read`: one of the caller's own, marked read (again is harmless); anyone else's is 404. */
export const markRead = useCase(
  asNotificationReader,
  NotificationIdInput,
  async (deps: NotificationDeps, caller, input): Promise<Result<NotificationOutput, AppError>> => {
    const row = await deps.store.markRead(caller.userId, input.id, deps.clock.now());
    return row ? ok(toNotificationOutput(row)) : err(notificationNotFound);
  },
);
