import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import type { InterviewDeps } from '../interviewPorts';
import { asFeedOwner } from '../policies';

/** `DELETE /api/user/calendar-feed`: the subscription's address stops working; turning off what is off is no error. */
export const turnOffCalendarFeed =
  (deps: InterviewDeps) =>
  async (actor: Actor | null): Promise<Result<{ on: false }, AppError>> => {
    const owner = asFeedOwner(actor);
    if (owner.isErr()) return err(owner.error);
    await deps.calendarFeeds.turnOff(owner.value.userId);
    return ok({ on: false });
  };
