import { err, ok, type Result } from 'neverthrow';
import { calendarFeedIcs, type ProjectPeriodEntry } from '../../../domain/interview/calendarFeed';
import type { InterviewSlot } from '../../../domain/interview/interview.slots';
import type { CandidateStatus } from '../../../domain/interview/interview.status';
import { publicNameOf } from '../../../domain/specialist/publicName';
import { notFound, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { CandidateRow, InterviewDeps } from '../interviewPorts';
import { invitationEntryOf } from '../mails';
import { candidateCallerOf, candidateScopeOf, type CandidateCaller } from '../policies';
import { CalendarFeedTokenInput } from '../schemas';
import { invitationCopyOf } from './getInvitation';

export const calendarFeedNotFound = notFound('Calendar feed', 'interview.calendar_feed_not_found');

/** The statuses in which a specialist is booked for a project: from the client's yes until the work finished. */
const onProjectStatuses: readonly CandidateStatus[] = ['approved', 'waiting-start-work', 'working', 'finished'];
/** A feed is a calendar, not an archive: the most entries of each kind it lists, the latest changed first. */
const FEED_LIMIT = 500;

const projectEntryOf = (
  caller: CandidateCaller,
  row: CandidateRow,
  deps: Pick<InterviewDeps, 'invitations'>,
): ProjectPeriodEntry => {
  const appUrl = deps.invitations.appUrl;
  const client = caller.side === 'client';
  const specialist = client ? publicNameOf(row.specialistNameParts) : row.specialistName;
  return {
    uid: `project-${row.id}@${deps.invitations.settings.host}`,
    sequence: row.version,
    summary: client ? `${specialist} on your project` : `${specialist} on a project for ${row.clientName}`,
    from: row.startPeriod,
    to: row.endPeriod,
    pageUrl: `${appUrl}/pa/specialists-on-projects/list`,
    notes: [`Specialist: ${specialist}`, `Period: ${row.startPeriod} to ${row.endPeriod}`],
  };
};

/**
 * `GET /api/calendar/feed/{token}.ics`: the subscription of the user the token belongs to, with what that user's pages
 * show them now: the interviews fixed on their candidates (the client's, the agency's once passed on, every one for
 * the candidate managers) with the invitations' UIDs and SEQUENCEs, and for a client's and an agency's people their
 * specialists' project periods. An unknown, renewed or turned-off token, or an inactive user: 404.
 */
export const getCalendarFeed =
  (deps: InterviewDeps) =>
  async (raw: unknown): Promise<Result<{ ics: string }, AppError>> => {
    const input = parse(CalendarFeedTokenInput, raw);
    if (input.isErr()) return err(calendarFeedNotFound);
    const subscriber = await deps.calendarFeeds.subscriberOf(input.value.token);
    if (!subscriber) return err(calendarFeedNotFound);
    const caller = candidateCallerOf(subscriber);
    const issuedAt = deps.clock.now().toISOString();
    const name = `${deps.invitations.settings.organizer.name}: interviews and projects`;
    if (!caller) return ok({ ics: calendarFeedIcs({ name, issuedAt, interviews: [], projects: [] }) });

    const scope = candidateScopeOf(caller);
    const page = { page: 1, count: FEED_LIMIT };
    const [interviewing, booked, viewers] = await Promise.all([
      deps.candidates.list({ ...scope, statuses: ['interview'] }, '-updatedAt', page),
      caller.side === 'manager'
        ? Promise.resolve({ items: [] as CandidateRow[] })
        : deps.candidates.list({ ...scope, statuses: onProjectStatuses }, '-updatedAt', page),
      deps.people.namesOf([subscriber.userId]),
    ]);
    const viewer = viewers.get(subscriber.userId);
    const interviews = interviewing.items
      .filter((row): row is CandidateRow & { interviewAt: InterviewSlot } => row.interviewAt !== null)
      .map((row) =>
        invitationEntryOf(invitationCopyOf(caller.side, row, row.interviewAt, viewer, deps), {
          settings: deps.invitations.settings,
          sequence: row.version,
          issuedAt,
        }),
      );
    const projects = booked.items.map((row) => projectEntryOf(caller, row, deps));
    return ok({ ics: calendarFeedIcs({ name, issuedAt, interviews, projects }) });
  };
