import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/domainError';
import type { ReservationPeriod } from './specialist.content';

/**
 * Agency 'not available' periods (ISO dates, inclusive): start before end, and overlapping or touching periods
 * merged into one, so the card never holds two periods that say the same thing.
 */
export type ReservationError = DomainError<'reservation.start_not_before_end' | 'reservation.invalid_date'>;

const isIsoDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  // Rejects days that roll over, such as 2027-02-30.
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};
const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export const normalizeReservations = (periods: readonly ReservationPeriod[]): Result<ReservationPeriod[], ReservationError> => {
  for (const period of periods) {
    if (!isIsoDate(period.startPeriod) || !isIsoDate(period.endPeriod)) return err(domainError('reservation.invalid_date', 'Reservation dates must be valid dates'));
    if (period.startPeriod >= period.endPeriod) return err(domainError('reservation.start_not_before_end', 'A reservation must start before it ends'));
  }
  const sorted = [...periods].sort((a, b) => a.startPeriod.localeCompare(b.startPeriod));
  const merged: ReservationPeriod[] = [];
  for (const period of sorted) {
    const last = merged[merged.length - 1];
    if (last && period.startPeriod <= dayAfter(last.endPeriod)) {
      merged[merged.length - 1] = { startPeriod: last.startPeriod, endPeriod: period.endPeriod > last.endPeriod ? period.endPeriod : last.endPeriod };
    } else {
      merged.push(period);
    }
  }
  return ok(merged);
};

/** True when the two inclusive periods share at least one day. */
export const periodsOverlap = (a: ReservationPeriod, b: ReservationPeriod): boolean => a.startPeriod <= b.endPeriod && b.startPeriod <= a.endPeriod;
