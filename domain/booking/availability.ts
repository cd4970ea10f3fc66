import { periodsOverlap, type DatePeriod } from '../shared/dates';

/**
 * The one rule of free capacity: a specialist is free over a period when none of its busy periods (client bookings and
 * the agency's 'not available' periods) shares a day with it. The cart's availability and the request matches ask it.
 */
export const isFreeOver = (busy: readonly DatePeriod[], period: DatePeriod): boolean =>
  !busy.some((taken) => periodsOverlap(taken, period));
