import { err, ok, type Result } from 'neverthrow';
import { daysBetween, isIsoDate, type DatePeriod, type IsoDate } from '../shared/dates';
import { domainError, type DomainError } from '../shared/domainError';

/** A booking period of ISO dates (`yyyy-MM-dd`): the specialist works from `startPeriod` until `endPeriod`. */
export type BookingPeriod = DatePeriod;

/** The reservation length limits of the platform settings (90 and 365 days by default). */
export type BookingLimits = { readonly minReservationDays: number; readonly maxReservationDays: number };

export type PeriodErrorCode =
  | 'cart.period_malformed'
  | 'cart.period_in_past'
  | 'cart.period_reversed'
  | 'cart.period_too_short'
  | 'cart.period_too_long';
export type PeriodError = DomainError<PeriodErrorCode>;

/** Calendar days from start to end: 2027-01-01 to 2027-04-01 is 90. */
export const bookingDays = (period: BookingPeriod): number => daysBetween(period.startPeriod, period.endPeriod);

/**
 * The period rules of the cart, in the order a user fixes them: real dates, not in the past, end after start,
 * at least the minimum length and shorter than the maximum (the seeds' picker disables an end date 'at or beyond'
 * the maximum from the start). `today` is the platform's current date.
 */
export const checkBookingPeriod = (
  period: BookingPeriod,
  today: IsoDate,
  limits: BookingLimits,
): Result<BookingPeriod, PeriodError> => {
  if (!isIsoDate(period.startPeriod) || !isIsoDate(period.endPeriod)) {
    return err(domainError('cart.period_malformed', 'Dates must be real dates written as yyyy-MM-dd'));
  }
  if (period.startPeriod < today)
    return err(domainError('cart.period_in_past', 'Unavailable dates selected: the period cannot start in the past'));
  if (period.endPeriod <= period.startPeriod)
    return err(domainError('cart.period_reversed', 'Unavailable dates selected: the period must end after it starts'));
  const days = bookingDays(period);
  if (days < limits.minReservationDays) {
    return err(
      domainError(
        'cart.period_too_short',
        `Unavailable dates selected: the minimum booking period is ${limits.minReservationDays} days`,
      ),
    );
  }
  if (days >= limits.maxReservationDays) {
    return err(
      domainError(
        'cart.period_too_long',
        `Unavailable dates selected: the booking period must be shorter than ${limits.maxReservationDays} days`,
      ),
    );
  }
  return ok(period);
};
