import { cents, type Cents } from '../shared/money';
import { bookingDays, type BookingPeriod } from './cart.period';

export const workFormats = ['full-time', 'part-time'] as const;
export type WorkFormat = (typeof workFormats)[number];

/** A full-time specialist works 40 hours a week; a part-time one the hours the client asked for. */
export const FULL_TIME_HOURS_PER_WEEK = 40;

export const hoursPerWeekOf = (workFormat: WorkFormat, hours: number | null): number =>
  workFormat === 'full-time' ? FULL_TIME_HOURS_PER_WEEK : (hours ?? 0);

/** Integer division rounded half up, so no amount passes through floating point. */
const divideRounded = (numerator: number, denominator: number): number => Math.floor((2 * numerator + denominator) / (2 * denominator));

export type ItemAmounts = { readonly amountMonth: Cents; readonly amountTotal: Cents };

/**
 * A month is 52/12 weeks (4 1/3), so a month costs price x hours a week x 13 / 3; the whole period costs
 * price x hours a week x days / 7. Both rounded to the cent once, at the end.
 */
export const itemAmounts = (priceCents: number, hoursPerWeek: number, period: BookingPeriod): ItemAmounts => ({
  amountMonth: cents(divideRounded(priceCents * hoursPerWeek * 13, 3)),
  amountTotal: cents(divideRounded(priceCents * hoursPerWeek * bookingDays(period), 7)),
});
