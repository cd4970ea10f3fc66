/**
 * Calendar dates as ISO strings (`yyyy-MM-dd`), compared as text and counted in UTC days: the one date module of
 * the domain, used by bookings, reservations, interview slots and the web's pickers.
 */
export type IsoDate = string;

/** A period of calendar days, both ends included. */
export type DatePeriod = { readonly startPeriod: IsoDate; readonly endPeriod: IsoDate };

const DAY_MS = 86_400_000;

/** A real calendar date written as `yyyy-MM-dd` (not 2027-02-30). */
export const isIsoDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

/** The date `days` after (or, when negative, before) `date`. */
export const addDays = (date: IsoDate, days: number): IsoDate =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Calendar days from `start` to `end`: 2027-01-01 to 2027-04-01 is 90. */
export const daysBetween = (start: IsoDate, end: IsoDate): number =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);

/** Inclusive overlap: two periods that share a day overlap. */
export const periodsOverlap = (a: DatePeriod, b: DatePeriod): boolean =>
  a.startPeriod <= b.endPeriod && b.startPeriod <= a.endPeriod;

/** The UTC calendar date of a moment. */
export const isoDateOf = (moment: Date): IsoDate => moment.toISOString().slice(0, 10);
