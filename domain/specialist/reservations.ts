import { err, ok, type Result } from 'neverthrow';
import { addDays, isIsoDate } from '../shared/dates';
import { domainError, type DomainError } from '../shared/domainError';
import type { ReservationPeriod } from './specialist.content';

/** Inclusive overlap lives in the one date module; re-exported for the callers that read it here. */
export { periodsOverlap } from '../shared/dates';

/**
 * Agency 'not available' periods (ISO dates, inclusive): start before end, and overlapping or touching periods
 * merged into one, so the card never holds two periods that say the same thing.
 */
export type ReservationError = DomainError<'reservation.start_not_before_end' | 'reservation.invalid_date'>;

export const normalizeReservations = (
  periods: readonly ReservationPeriod[],
): Result<ReservationPeriod[], ReservationError> => {
  for (const period of periods) {
    if (!isIsoDate(period.startPeriod) || !isIsoDate(period.endPeriod))
      return err(domainError('reservation.invalid_date', 'Reservation dates must be valid dates'));
    if (period.startPeriod >= period.endPeriod)
      return err(domainError('reservation.start_not_before_end', 'A reservation must start before it ends'));
  }
  const sorted = [...periods].sort((a, b) => a.startPeriod.localeCompare(b.startPeriod));
  const merged: ReservationPeriod[] = [];
  for (const period of sorted) {
    const last = merged[merged.length - 1];
    if (last && period.startPeriod <= addDays(last.endPeriod, 1)) {
      merged[merged.length - 1] = {
        startPeriod: last.startPeriod,
        endPeriod: period.endPeriod > last.endPeriod ? period.endPeriod : last.endPeriod,
      };
    } else {
      merged.push(period);
    }
  }
  return ok(merged);
};
