import { ok, type Result } from 'neverthrow';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import type { NotificationDeps } from '../notificationPorts';
import { asNotificationReader } from '../policies';
import { MarkAllReadInput, type MarkAllReadOutput } from '../schemas';

/** `POST /api/notifications/read-all`: every unread notification of the caller, marked read. */
export const markAllRead = useCase(
  asNotificationReader,
  MarkAllReadInput,
  async (deps: NotificationDeps, caller): Promise<Result<MarkAllReadOutput, AppError>> =>
    ok({ marked: await deps.store.markAllRead(caller.userId, deps.clock.now()), unread: 0 as const }),
);
