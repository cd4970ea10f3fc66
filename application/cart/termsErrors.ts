import { err, ok, type Result } from 'neverthrow';
import { checkBookingPeriod, type BookingLimits } from '../../domain/cart/cart.period';
import { validationError, type AppError } from '../shared/appError';

const fieldOfPeriodError: Record<string, 'startPeriod' | 'endPeriod'> = {
  'cart.period_malformed': 'startPeriod',
  'cart.period_in_past': 'startPeriod',
  'cart.period_reversed': 'endPeriod',
  'cart.period_too_short': 'endPeriod',
  'cart.period_too_long': 'endPeriod',
};

/**
 * The period and hours rules of the decider, checked first so a bad input comes back as a field error
 * (400, `startPeriod` or `endPeriod` or `hours`, with the reason) rather than a refused booking.
 */
export const checkTerms = (
  terms: { startPeriod: string; endPeriod: string; workFormat: string; hours: number | null },
  today: string,
  limits: BookingLimits,
): Result<true, AppError> => {
  if (terms.workFormat === 'part-time' && terms.hours === null) {
    return err(validationError([{ field: 'hours', code: 'cart.hours_required', message: 'Part-time work needs the hours per week' }]));
  }
  const period = checkBookingPeriod({ startPeriod: terms.startPeriod, endPeriod: terms.endPeriod }, today, limits);
  if (period.isErr()) {
    const { code, message } = period.error;
    return err(validationError([{ field: fieldOfPeriodError[code] ?? 'startPeriod', code, message }], message));
  }
  return ok(true);
};
