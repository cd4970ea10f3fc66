import { addDays, type DatePeriod } from '../../../../domain/shared/dates';

/** How long a reservation may be, in calendar days: at least the minimum, shorter than the maximum. */
export type ReservationLimits = { readonly minReservationDays: number; readonly maxReservationDays: number };

export type RangePick = { readonly period: DatePeriod | null; readonly picks: number };

export const noPick: RangePick = { period: null, picks: 0 };

/**
 * The seeds' range mode: the first click sets the start and an end at the minimum length; the second click moves
 * the end (a later day) or the start (an earlier day), never below the minimum. A third click starts over.
 */
export const pickDay = (state: RangePick, day: string, limits: ReservationLimits): RangePick => {
  if (state.picks === 0 || state.period === null || state.picks >= 2) {
    return { period: { startPeriod: day, endPeriod: addDays(day, limits.minReservationDays) }, picks: 1 };
  }
  const { startPeriod, endPeriod } = state.period;
  if (day > startPeriod) {
    const shortestEnd = addDays(startPeriod, limits.minReservationDays);
    return { period: { startPeriod, endPeriod: day < shortestEnd ? shortestEnd : day }, picks: 2 };
  }
  const latestStart = addDays(endPeriod, -limits.minReservationDays);
  return { period: { startPeriod: day < latestStart ? day : latestStart, endPeriod }, picks: 2 };
};

/** Days the picker greys out: the past, and (once a start is set) ends at or beyond the maximum from the start. */
export const isDayDisabled = (day: string, state: RangePick, today: string, limits: ReservationLimits): boolean => {
  if (day < today) return true;
  if (state.picks === 1 && state.period) {
    const { startPeriod, endPeriod } = state.period;
    if (day > startPeriod && day >= addDays(startPeriod, limits.maxReservationDays)) return true;
    if (day < startPeriod && day <= addDays(endPeriod, -limits.maxReservationDays)) return true;
  }
  return false;
};
