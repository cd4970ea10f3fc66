/**
 * The calendar invitation of a fixed interview, as RFC 5545 iCalendar text (an iTIP REQUEST, or a CANCEL with the
 * same UID). Times are written in UTC (`...Z`), so no calendar client can read them in the wrong zone; the text
 * names the time on the recipient's clock as well. Pure: the caller gives the participants, the links and the
 * moment of issue.
 */
import { isTimeZone, wallClockAt } from '../shared/timeZones';
import { INTERVIEW_MINUTES, type InterviewSlot } from './interview.slots';

export type InvitationMethod = 'REQUEST' | 'CANCEL';

/** One person invited: the client's interviewers are required, the agency's contact takes part for the specialist. */
export type InvitationAttendee = {
  readonly name: string;
  readonly email: string;
  readonly role: 'CHAIR' | 'REQ-PARTICIPANT' | 'OPT-PARTICIPANT' | 'NON-PARTICIPANT';
};

export type InterviewInvitation = {
  readonly method: InvitationMethod;
  /** Stable per interview: every update and the cancellation carry the same one. */
  readonly uid: string;
  /** Grows with every change of the interview (the candidate stream's version at the change). */
  readonly sequence: number;
  /** When this copy was issued (ISO instant). */
  readonly issuedAt: string;
  /** The interview's start, a UTC slot as stored. */
  readonly slot: InterviewSlot;
  readonly summary: string;
  readonly organizer: { readonly name: string; readonly email: string };
  readonly attendees: readonly InvitationAttendee[];
  /** The video call: LOCATION and URL. */
  readonly videoUrl: string;
  /** The candidate's page for this recipient, in DESCRIPTION. */
  readonly pageUrl: string;
  /** The recipient's IANA zone, named in the text; UTC when unknown. */
  readonly recipientZone: string;
  /** More lines of text for DESCRIPTION (who is interviewed, for which period). */
  readonly notes: readonly string[];
};

/** The UID of a candidate's interview: one per candidate, whatever its time. */
export const invitationUid = (candidateId: string, host: string): string => `candidate-${candidateId}@${host}`;

/** A video link is an http(s) address and nothing else. */
export const isVideoLink = (link: string): boolean => {
  try {
    const url = new URL(link);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
};

/** The room's link from the provider's template (`https://meet.jit.si/{room}`). */
export const videoLinkOf = (template: string, room: string): string =>
  template.replaceAll('{room}', encodeURIComponent(room));

/** Escapes a TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export const escapeText = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A parameter value (a CN): quoted, without the quote character, which a parameter cannot carry. */
const paramValue = (text: string): string => `"${text.replace(/["\r\n]/g, '')}"`;

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): every continuation starts with one space, and a multi-octet
 * character is never cut.
 */
export const foldLine = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

/** `2027-03-29T07:00` as `20270329T070000Z`. */
export const utcStamp = (instant: Date): string =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The instant of a UTC slot. */
export const slotInstant = (slot: InterviewSlot): Date => new Date(`${slot.date}T${slot.time}:00Z`);

/** '09:00 on 2027-03-29 (Europe/Berlin)': the time as the recipient's clock shows it. */
export const timeOnClock = (slot: InterviewSlot, zone: string): string => {
  const safeZone = isTimeZone(zone) ? zone : 'UTC';
  const clock = wallClockAt(slotInstant(slot), safeZone);
  return `${clock.time} on ${clock.date} (${safeZone})`;
};

/** The VEVENT of an interview (an invitation's, or a feed's entry), unfolded lines. */
export const interviewEventLines = (invitation: InterviewInvitation): string[] => {
  const start = slotInstant(invitation.slot);
  const end = new Date(start.getTime() + INTERVIEW_MINUTES * 60_000);
  const cancelled = invitation.method === 'CANCEL';
  const description = [
    cancelled
      ? `Cancelled: the interview planned for ${timeOnClock(invitation.slot, invitation.recipientZone)}.`
      : `Interview at ${timeOnClock(invitation.slot, invitation.recipientZone)}; ${timeOnClock(invitation.slot, 'UTC')}.`,
    ...invitation.notes,
    ...(cancelled ? [] : [`Video call: ${invitation.videoUrl}`]),
    `Candidate page: ${invitation.pageUrl}`,
  ].join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:${invitation.uid}`,
    `SEQUENCE:${invitation.sequence}`,
    `DTSTAMP:${utcStamp(new Date(invitation.issuedAt))}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(cancelled ? `Cancelled: ${invitation.summary}` : invitation.summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(invitation.videoUrl)}`,
    `URL:${invitation.videoUrl}`,
    `ORGANIZER;CN=${paramValue(invitation.organizer.name)}:mailto:${invitation.organizer.email}`,
    ...invitation.attendees.map(
      (a) =>
        `ATTENDEE;CN=${paramValue(a.name)};ROLE=${a.role};CUTYPE=INDIVIDUAL;PARTSTAT=${cancelled ? 'DECLINED' : 'NEEDS-ACTION'};RSVP=FALSE:mailto:${a.email}`,
    ),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
};

/** A calendar object around its entries: CRLF line ends, folded lines. */
export const calendarText = (head: readonly string[], entries: readonly string[]): string => {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hiring Marketplace//Interviews//EN',
    'CALSCALE:GREGORIAN',
    ...head,
    ...entries,
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
};

/** The invitation as iCalendar text: CRLF line ends, folded lines, escaped text. */
export const invitationIcs = (invitation: InterviewInvitation): string =>
  calendarText([`METHOD:${invitation.method}`], interviewEventLines(invitation));

/** How long before its start an interview's video call is put forward: people join a few minutes early. */
export const JOIN_EARLY_MINUTES = 10;

/** Whether the video call is the thing to do now: from 10 minutes before the start until the interview's end. */
export const isTimeToJoin = (slot: InterviewSlot, now: Date): boolean => {
  const start = slotInstant(slot).getTime();
  return now.getTime() >= start - JOIN_EARLY_MINUTES * 60_000 && now.getTime() < start + INTERVIEW_MINUTES * 60_000;
};
