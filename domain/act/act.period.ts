import type { WorkFormat } from '../booking/workFormat';
import { hoursPerWeekOf } from '../booking/workFormat';
import type { DatePeriod, IsoDate } from '../shared/dates';

/** A month as the seeds' `yyyy-MM`. */
export type Month = string;

export const isMonth = (value: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

const lastDayOf = (month: Month): IsoDate => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

export const monthPeriod = (month: Month): DatePeriod => ({ startPeriod: `${month}-01`, endPeriod: lastDayOf(month) });

/** The days of the month the booking covers, or null when the month is outside the booking. */
export const billedPeriod = (month: Month, booking: DatePeriod): DatePeriod | null => {
  const m = monthPeriod(month);
  const startPeriod = m.startPeriod > booking.startPeriod ? m.startPeriod : booking.startPeriod;
  const endPeriod = m.endPeriod < booking.endPeriod ? m.endPeriod : booking.endPeriod;
  return startPeriod <= endPeriod ? { startPeriod, endPeriod } : null;
};

/** The months a booking touches, first to last. */
export const monthsOf = (booking: DatePeriod): Month[] => {
  const months: Month[] = [];
  let month = booking.startPeriod.slice(0, 7);
  while (month <= booking.endPeriod.slice(0, 7)) {
    months.push(month);
    const [y, m] = month.split('-').map(Number) as [number, number];
    month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  }
  return months;
};

/** Monday to Friday within the period, both ends included. */
export const weekdaysIn = (period: DatePeriod): number => {
  let count = 0;
  for (
    let t = Date.parse(`${period.startPeriod}T00:00:00Z`);
    t <= Date.parse(`${period.endPeriod}T00:00:00Z`);
    t += 86_400_000
  ) {
    const day = new Date(t).getUTCDay();
    if (day !== 0 && day !== 6) count += 1;
  }
  return count;
};

/** The hours the work format expects for the billed days: hours per week spread over five weekdays. */
export const expectedHours = (period: DatePeriod, workFormat: WorkFormat, hoursPerWeek: number | null): number => {
  const perWeek = hoursPerWeekOf(workFormat, hoursPerWeek) || 40;
  return Math.round((weekdaysIn(period) * perWeek) / 5);
};

/** At most half as much again as the format expects (overtime happens, a typo of a zero does not), and at least 1. */
export const maxHours = (period: DatePeriod, workFormat: WorkFormat, hoursPerWeek: number | null): number =>
  Math.max(1, Math.ceil(expectedHours(period, workFormat, hoursPerWeek) * 1.5));
