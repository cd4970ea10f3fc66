/**
 * A user's calendar subscription (`webcal://`): one iCalendar object listing the user's interviews (the same UID and
 * SEQUENCE as the invitations they were mailed, so a calendar that has both shows one event) and, for the client's and
 * the agency's people, the periods their specialists work on projects, as all-day events that do not block the day.
 * Pure: the caller gives the entries it may show this user.
 */
import { addDays, type IsoDate } from '../shared/dates';
import { calendarText, escapeText, interviewEventLines, utcStamp, type InterviewInvitation } from './invitation';

/** A specialist's booking on a project, from its first to its last day. */
export type ProjectPeriodEntry = {
  readonly uid: string;
  readonly sequence: number;
  readonly summary: string;
  readonly from: IsoDate;
  readonly to: IsoDate;
  readonly pageUrl: string;
  readonly notes: readonly string[];
};

export type CalendarFeed = {
  /** The calendar's name in the subscriber's list. */
  readonly name: string;
  readonly issuedAt: string;
  readonly interviews: readonly InterviewInvitation[];
  readonly projects: readonly ProjectPeriodEntry[];
};

/** How often a calendar client should fetch the feed again (RFC 7986 REFRESH-INTERVAL and its common X- form). */
export const FEED_REFRESH = 'PT1H';

const dateValue = (date: IsoDate): string => date.replace(/-/g, '');

const projectLines = (entry: ProjectPeriodEntry, issuedAt: string): string[] => [
  'BEGIN:VEVENT',
  `UID:${entry.uid}`,
  `SEQUENCE:${entry.sequence}`,
  `DTSTAMP:${utcStamp(new Date(issuedAt))}`,
  `DTSTART;VALUE=DATE:${dateValue(entry.from)}`,
  // DTEND of an all-day event is the day after the last one (RFC 5545 3.6.1).
  `DTEND;VALUE=DATE:${dateValue(addDays(entry.to, 1))}`,
  `SUMMARY:${escapeText(entry.summary)}`,
  `DESCRIPTION:${escapeText([...entry.notes, `Page: ${entry.pageUrl}`].join('\n'))}`,
  `URL:${entry.pageUrl}`,
  'TRANSP:TRANSPARENT',
  'END:VEVENT',
];

export const calendarFeedIcs = (feed: CalendarFeed): string =>
  calendarText(
    [
      'METHOD:PUBLISH',
      `NAME:${escapeText(feed.name)}`,
      `X-WR-CALNAME:${escapeText(feed.name)}`,
      `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
      `X-PUBLISHED-TTL:${FEED_REFRESH}`,
    ],
    [
      ...feed.interviews.flatMap((interview) => interviewEventLines({ ...interview, method: 'REQUEST' })),
      ...feed.projects.flatMap((project) => projectLines(project, feed.issuedAt)),
    ],
  );
