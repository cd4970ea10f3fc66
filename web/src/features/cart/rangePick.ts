import type { BookingLimits, BookingPeriod } from '../../../../domain/cart/cart.period';

const DAY_MS = 86_400_000;

export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export type RangePick = { readonly period: BookingPeriod | null; readonly picks: number };

export const noPick: RangePick = { period: null, picks: 0 };

/**
 * The seeds' range mode: the first click sets the start and an end at the minimum length; the second click moves
 * the end (a later day) or the start (an earlier day), never below the minimum. A third click starts over.
 */
export const pickDay = (state: RangePick, day: string, limits: BookingLimits): RangePick => {
  if (state.picks === 0 || state.period === null || state.picks >= 2) {
    return { period: { startPeriod: day, endPeriod: addDays(day, limits.minReservationDays) }, picks: 1 };
  }
  const { startPeriod, endPeriod } = state.period;
  if (day > startPeriod) {
    return { period: { startPeriod, endPeriod: day < addDays(startPeriod, limits.minReservationDays) ? addDays(startPeriod, limits.minReservationDays) : day }, picks: 2 };
  }
  return { period: { startPeriod: day < addDays(endPeriod, -limits.minReservationDays) ? day : addDays(endPeriod, -limits.minReservationDays), endPeriod }, picks: 2 };
};

/** Days the picker greys out: the past, and (once a start is set) ends at or beyond the maximum from the start. */
export const isDayDisabled = (day: string, state: RangePick, today: string, limits: BookingLimits): boolean => {
  if (day < today) return true;
  if (state.picks === 1 && state.period) {
    const { startPeriod, endPeriod } = state.period;
    if (day > startPeriod && day >= addDays(startPeriod, limits.maxReservationDays)) return true;
    if (day < startPeriod && day <= addDays(endPeriod, -limits.maxReservationDays)) return true;
  }
  return false;
};
