/**
 * Wall clocks of IANA time zones ('Europe/Berlin', 'America/New_York', 'UTC'), from the runtime's own zone data
 * (Intl): the interview slot rule reads a UTC slot on the clock of whoever offered it, and the web turns the
 * hour a user picks into UTC and back. Daylight saving is the zone database's; nothing here assumes an offset.
 */
import type { IsoDate } from './dates';

/** A date and a time on some clock: `yyyy-MM-dd` and `HH:mm`. */
export type WallClock = { readonly date: IsoDate; readonly time: string };

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (zone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

/** A zone the runtime knows by its IANA name; anything else (an offset, a typo, a long string) is not one. */
export const isTimeZone = (zone: string): boolean => {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
};

/** What a clock in `zone` shows at `instant`. */
export const wallClockAt = (instant: Date, zone: string): WallClock => {
  const parts = Object.fromEntries(
    formatterOf(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
};

const DAY_MS = 86_400_000;

const utcMillisOf = (clock: WallClock): number => Date.parse(`${clock.date}T${clock.time}:00Z`);

/** The zone's offset from UTC at `instant`, in milliseconds (Berlin in winter: +1 h). */
const offsetAt = (instant: number, zone: string): number => utcMillisOf(wallClockAt(new Date(instant), zone)) - instant;

/**
 * The instant a clock in `zone` shows `clock`. Around a change of daylight saving (at night, outside any interview
 * hour), a time the clock skips or shows twice is read as the earlier of the two candidate instants.
 */
export const instantOf = (clock: WallClock, zone: string): Date => {
  const asUtc = utcMillisOf(clock);
  // The zone's offsets a day either side cover every change of daylight saving near this clock.
  const candidates = [...new Set([offsetAt(asUtc - DAY_MS, zone), offsetAt(asUtc + DAY_MS, zone)])].map(
    (offset) => asUtc - offset,
  );
  const exact = candidates.filter((instant) => utcMillisOf(wallClockAt(new Date(instant), zone)) === asUtc);
  return new Date(Math.min(...(exact.length > 0 ? exact : candidates)));
};

/** A date and time of one clock read on another: 10:00 in Berlin on 5 March 2027 is 09:00 UTC. */
export const convertClock = (clock: WallClock, from: string, to: string): WallClock =>
  from === to ? clock : wallClockAt(instantOf(clock, from), to);

/** The day of the week of a calendar date, 0 Sunday to 6 Saturday: the same on every clock. */
export const weekdayOf = (date: IsoDate): number => new Date(`${date}T00:00:00Z`).getUTCDay();
