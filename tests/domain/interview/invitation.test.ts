import ICAL from 'ical.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  escapeText,
  foldLine,
  invitationIcs,
  invitationUid,
  isTimeToJoin,
  isVideoLink,
  videoLinkOf,
  type InterviewInvitation,
} from '../../../domain/interview/invitation';
import { slotFromZone, type InterviewSlot } from '../../../domain/interview/interview.slots';

const base: InterviewInvitation = {
  method: 'REQUEST',
  uid: invitationUid('0b7d5c1e-2f4a-4c3b-9f1e-7a6b5c4d3e2f', 'marketplace.example'),
  sequence: 3,
  issuedAt: '2027-03-01T10:15:00.000Z',
  slot: { date: '2027-03-29', time: '07:00' },
  summary: 'Interview: Anna v., Backend developer',
  organizer: { name: 'Hiring Marketplace', email: 'no-reply@marketplace.example' },
  attendees: [
    { name: 'Carl Client', email: 'carl@client.example', role: 'REQ-PARTICIPANT' },
    { name: 'Dana Agency', email: 'dana@agency.example', role: 'OPT-PARTICIPANT' },
  ],
  videoUrl: 'https://meet.jit.si/Xk3q9PzV7mLw2RbT',
  pageUrl: 'https://marketplace.example/pa/candidates/list',
  recipientZone: 'Europe/Berlin',
  notes: ['Specialist: Anna v.', 'Period: 2027-04-01 to 2027-06-30'],
};

/** The invitation as Thunderbird's parser reads it. */
const parsed = (ics: string) => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
};

const startOf = (ics: string): string => parsed(ics).event.startDate.toJSDate().toISOString();

describe('the interview invitation (RFC 5545)', () => {
  it('is an iTIP request with a stable UID, SEQUENCE, UTC times, the video link and the page', () => {
    const ics = invitationIcs(base);
    const { calendar, vevent, event } = parsed(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe('candidate-0b7d5c1e-2f4a-4c3b-9f1e-7a6b5c4d3e2f@marketplace.example');
    expect(event.sequence).toBe(3);
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-03-29T07:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-03-29T08:00:00.000Z');
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.location).toBe('https://meet.jit.si/Xk3q9PzV7mLw2RbT');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://meet.jit.si/Xk3q9PzV7mLw2RbT');
    expect(event.description).toContain('Candidate page: https://marketplace.example/pa/candidates/list');
    // Berlin is on summer time from 28 March 2027: 07:00 UTC is 09:00 there, and the text says so.
    expect(event.description).toContain('09:00 on 2027-03-29 (Europe/Berlin)');
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:no-reply@marketplace.example');
    const attendees = event.attendees.map((a) => ({
      to: a.getFirstValue(),
      role: a.getParameter('role'),
      name: a.getParameter('cn'),
    }));
    expect(attendees).toEqual([
      { to: 'mailto:carl@client.example', role: 'REQ-PARTICIPANT', name: 'Carl Client' },
      { to: 'mailto:dana@agency.example', role: 'OPT-PARTICIPANT', name: 'Dana Agency' },
    ]);
  });

  it('ends every line with CRLF and folds none longer than 75 octets', () => {
    const ics = invitationIcs({ ...base, notes: ['Zürich—Kraków '.repeat(20), 'x'.repeat(300)] });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(parsed(ics).event.description).toContain('Zürich—Kraków '.repeat(20).trimEnd());
  });

  it('folds any text without cutting a character, and the parser reads back the same text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const folded = foldLine(`DESCRIPTION:${escapeText(text)}`);
        for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
        const ics = invitationIcs({ ...base, summary: text });
        expect(parsed(ics).event.summary).toBe(text.replace(/\r\n|\r/g, '\n'));
      }),
      { numRuns: 200 },
    );
  });

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const ics = invitationIcs({ ...base, summary: 'Interview; Anna, v.\\ "lead"\nsecond line' });
    expect(parsed(ics).event.summary).toBe('Interview; Anna, v.\\ "lead"\nsecond line');
  });

  it('cancels with the same UID, METHOD:CANCEL and STATUS:CANCELLED', () => {
    const ics = invitationIcs({ ...base, method: 'CANCEL', sequence: 4 });
    const { calendar, vevent, event } = parsed(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.uid).toBe(parsed(invitationIcs(base)).event.uid);
    expect(event.sequence).toBeGreaterThan(base.sequence);
  });

  it('takes only http(s) video links and builds a room link from the template', () => {
    expect(isVideoLink('https://meet.jit.si/room')).toBe(true);
    expect(isVideoLink('javascript:alert(1)')).toBe(false);
    expect(isVideoLink('ftp://x.example/room')).toBe(false);
    expect(videoLinkOf('https://meet.jit.si/{room}', 'Ab c')).toBe('https://meet.jit.si/Ab%20c');
  });
});

describe('the invitation lands on the same instant in every zone, across daylight saving', () => {
  // Each case: a clock picked in a zone, and the UTC instant it is.
  const cases: { zone: string; local: InterviewSlot; utc: string; why: string }[] = [
    {
      zone: 'Europe/Berlin',
      local: { date: '2027-03-29', time: '09:00' },
      utc: '2027-03-29T07:00:00.000Z',
      why: 'Monday after the March change',
    },
    {
      zone: 'Europe/Berlin',
      local: { date: '2027-03-22', time: '09:00' },
      utc: '2027-03-22T08:00:00.000Z',
      why: 'Monday before the March change',
    },
    {
      zone: 'Europe/Berlin',
      local: { date: '2027-11-01', time: '09:00' },
      utc: '2027-11-01T08:00:00.000Z',
      why: 'Monday after the October change',
    },
    {
      zone: 'America/New_York',
      local: { date: '2027-03-15', time: '09:00' },
      utc: '2027-03-15T13:00:00.000Z',
      why: 'Monday after its March change (14 March), while Berlin is still on winter time',
    },
    {
      zone: 'America/New_York',
      local: { date: '2027-11-08', time: '09:00' },
      utc: '2027-11-08T14:00:00.000Z',
      why: 'Monday after its November change',
    },
    {
      zone: 'Asia/Kolkata',
      local: { date: '2027-03-29', time: '09:00' },
      utc: '2027-03-29T03:30:00.000Z',
      why: 'half-hour offset',
    },
    {
      zone: 'Pacific/Auckland',
      local: { date: '2027-03-29', time: '09:00' },
      utc: '2027-03-28T20:00:00.000Z',
      why: 'the day before in UTC',
    },
    {
      zone: 'Europe/Berlin',
      local: { date: '2027-03-28', time: '03:00' },
      utc: '2027-03-28T01:00:00.000Z',
      why: 'the first instant of summer time, exactly at the change',
    },
  ];

  it.each(cases)('$zone $local.date $local.time ($why)', ({ zone, local, utc }) => {
    const slot = slotFromZone(local, zone);
    const ics = invitationIcs({ ...base, slot, recipientZone: zone });
    expect(startOf(ics)).toBe(utc);
    const { event } = parsed(ics);
    // The parsed start, read on the zone's clock, is the time picked; the text names it in that zone.
    expect(
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
        event.startDate.toJSDate(),
      ),
    ).toBe(local.time);
    expect(event.description).toContain(`${local.time} on ${local.date} (${zone})`);
  });

  it('gives the client in New York and the agency in Berlin the same instant', () => {
    const slot = slotFromZone({ date: '2027-03-22', time: '10:00' }, 'America/New_York');
    const forClient = invitationIcs({ ...base, slot, recipientZone: 'America/New_York' });
    const forAgency = invitationIcs({ ...base, slot, recipientZone: 'Europe/Berlin' });
    expect(startOf(forClient)).toBe(startOf(forAgency));
    expect(startOf(forClient)).toBe('2027-03-22T14:00:00.000Z');
    expect(parsed(forAgency).event.description).toContain('15:00 on 2027-03-22 (Europe/Berlin)');
  });
});

describe('joining the video call', () => {
  const slot = { date: '2027-03-29', time: '07:00' };
  it('is put forward from 10 minutes before the start until the interview ends', () => {
    expect(isTimeToJoin(slot, new Date('2027-03-29T06:49:59Z'))).toBe(false);
    expect(isTimeToJoin(slot, new Date('2027-03-29T06:50:00Z'))).toBe(true);
    expect(isTimeToJoin(slot, new Date('2027-03-29T07:59:59Z'))).toBe(true);
    expect(isTimeToJoin(slot, new Date('2027-03-29T08:00:00Z'))).toBe(false);
  });
});
