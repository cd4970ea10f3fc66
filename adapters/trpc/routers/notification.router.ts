import {
  MarkAllReadInput,
  MarkAllReadOutput,
  NotificationIdInput,
  NotificationListInput,
  NotificationListOutput,
  NotificationOutput,
} from '../../../application/notification/schemas';
import { authedProcedure, inputOf, router, unwrap } from '../trpc';

export const notificationRouter = router({
  list: authedProcedure
    .input(inputOf(NotificationListInput.optional()))
    .output(NotificationListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.notification.list(ctx.actor, input))),
  markRead: authedProcedure
    .input(inputOf(NotificationIdInput))
    .output(NotificationOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.notification.markRead(ctx.actor, input))),
  markAllRead: authedProcedure
    .input(inputOf(MarkAllReadInput.optional()))
    .output(MarkAllReadOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.notification.markAllRead(ctx.actor, input))),
});
