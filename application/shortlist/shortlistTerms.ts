import { err, ok, type Result } from 'neverthrow';
import type { WorkFormat } from '../../domain/booking/workFormat';
import { checkBookingPeriod, type BookingPeriod } from '../../domain/cart/cart.period';
import { isoDateOf } from '../../domain/shared/dates';
import { validationError, type AppError } from '../shared/appError';
import type { ShortlistDeps } from './shortlistPorts';

const fieldOfPeriodError: Record<string, 'startPeriod' | 'endPeriod'> = {
  'cart.period_malformed': 'startPeriod',
  'cart.period_in_past': 'startPeriod',
  'cart.period_reversed': 'endPeriod',
  'cart.period_too_short': 'endPeriod',
  'cart.period_too_long': 'endPeriod',
};

/**
 * The period the comparison prices and 'Book the top N' books, checked by the cart's own period rule, so a period the
 * cart would refuse is a field error here too (400, `startPeriod` or `endPeriod`, with the reason).
 */
export const checkedPeriod = async (
  deps: ShortlistDeps,
  terms: { startPeriod: string; endPeriod: string; workFormat: WorkFormat; hours: number | null },
): Promise<Result<BookingPeriod, AppError>> => {
  if (terms.workFormat === 'part-time' && terms.hours === null)
    return err(
      validationError([
        { field: 'hours', code: 'cart.hours_required', message: 'Part-time work needs the hours per week' },
      ]),
    );
  const period = checkBookingPeriod(
    { startPeriod: terms.startPeriod, endPeriod: terms.endPeriod },
    isoDateOf(deps.clock.now()),
    await deps.bookingLimits(),
  );
  if (period.isErr()) {
    const { code, message } = period.error;
    return err(validationError([{ field: fieldOfPeriodError[code] ?? 'startPeriod', code, message }], message));
  }
  return ok(period.value);
};
