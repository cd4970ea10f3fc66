import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import type { InterviewDeps } from '../interviewPorts';
import type { CalendarFeedStatusOutput } from '../schemas';

/** Whether the signed-in user's calendar subscription is on, and since when (the address was shown when made). */
export const getCalendarFeedStatus =
  (deps: InterviewDeps) =>
  async (actor: Actor | null): Promise<Result<z.infer<typeof CalendarFeedStatusOutput>, AppError>> => {
    const caller = authorize(actor);
    if (caller.isErr()) return err(caller.error);
    const status = await deps.calendarFeeds.statusOf(caller.value.userId);
    return ok({ on: status !== null, since: status?.since.toISOString() ?? null });
  };
