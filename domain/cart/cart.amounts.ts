import { cents, type Cents } from '../shared/money';
import { daysBetween, type DatePeriod } from '../shared/dates';

/** Work formats live with bookings (a candidate carries them too); re-exported for the web's cart screens. */
export { FULL_TIME_HOURS_PER_WEEK, hoursPerWeekOf, workFormats, type WorkFormat } from '../booking/workFormat';

/** Integer division rounded half up, so no amount passes through floating point. */
const divideRounded = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

export type ItemAmounts = { readonly amountMonth: Cents; readonly amountTotal: Cents };

/**
 * A month is 52/12 weeks (4 1/3), so a month costs price x hours a week x 13 / 3; the whole period costs
 * price x hours a week x days / 7. Both rounded to the cent once, at the end.
 */
export const itemAmounts = (priceCents: number, hoursPerWeek: number, period: DatePeriod): ItemAmounts => ({
  amountMonth: cents(divideRounded(priceCents * hoursPerWeek * 13, 3)),
  amountTotal: cents(divideRounded(priceCents * hoursPerWeek * daysBetween(period.startPeriod, period.endPeriod), 7)),
});
