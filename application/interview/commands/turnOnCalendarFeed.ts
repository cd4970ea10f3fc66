import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import type { InterviewDeps } from '../interviewPorts';
import { asFeedOwner } from '../policies';
import type { CalendarFeedOutput } from '../schemas';

/** The subscription's address: `webcal://` for a calendar that subscribes on a click, the same over https to paste. */
export const feedAddressOf = (appUrl: string, token: string): { webcalUrl: string; httpsUrl: string } => {
  const httpsUrl = `${appUrl}/api/calendar/feed/${token}.ics`;
  return { httpsUrl, webcalUrl: httpsUrl.replace(/^https?:\/\//, 'webcal://') };
};

/**
 * `POST /api/user/calendar-feed`: turns the user's calendar subscription on, or renews it (the old address stops
 * working at once); answers the address, shown this once.
 */
export const turnOnCalendarFeed =
  (deps: InterviewDeps) =>
  async (actor: Actor | null): Promise<Result<z.infer<typeof CalendarFeedOutput>, AppError>> => {
    const owner = asFeedOwner(actor);
    if (owner.isErr()) return err(owner.error);
    const at = deps.clock.now();
    const token = await deps.calendarFeeds.turnOn(owner.value.userId, at);
    return ok({ on: true, since: at.toISOString(), ...feedAddressOf(deps.invitations.appUrl, token) });
  };
