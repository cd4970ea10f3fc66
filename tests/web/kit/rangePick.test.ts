import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBookingPeriod } from '../../../domain/cart/cart.period';
import { addDays, daysBetween } from '../../../domain/shared/dates';
import { isDayDisabled, noPick, pickDay } from '../../../web/src/kit/dates/rangePick';

const limits = { minReservationDays: 90, maxReservationDays: 365 };

describe('the kit range picker: picking a reservation period in range mode', () => {
  it('the first click sets the start and an end at the minimum length', () => {
    const first = pickDay(noPick, '2027-01-10', limits);
    expect(first.period).toEqual({ startPeriod: '2027-01-10', endPeriod: '2027-04-10' });
    expect(daysBetween(first.period!.startPeriod, first.period!.endPeriod)).toBe(90);
  });

  it('the second click extends forward or backward, never below the minimum', () => {
    const first = pickDay(noPick, '2027-01-10', limits);
    expect(pickDay(first, '2027-06-01', limits).period).toEqual({ startPeriod: '2027-01-10', endPeriod: '2027-06-01' });
    expect(pickDay(first, '2026-12-01', limits).period).toEqual({ startPeriod: '2026-12-01', endPeriod: '2027-04-10' });
    expect(pickDay(first, '2027-02-01', limits).period).toEqual({ startPeriod: '2027-01-10', endPeriod: '2027-04-10' });
  });

  it('a third click starts a new period', () => {
    const second = pickDay(pickDay(noPick, '2027-01-10', limits), '2027-06-01', limits);
    expect(pickDay(second, '2027-03-03', limits)).toEqual({
      period: { startPeriod: '2027-03-03', endPeriod: '2027-06-01' },
      picks: 1,
    });
  });

  it('past days and ends at or beyond the maximum are disabled', () => {
    const first = pickDay(noPick, '2027-01-10', limits);
    expect(isDayDisabled('2026-11-21', noPick, '2026-11-22', limits)).toBe(true);
    expect(isDayDisabled('2026-11-22', noPick, '2026-11-22', limits)).toBe(false);
    expect(isDayDisabled(addDays('2027-01-10', 364), first, '2026-11-22', limits)).toBe(false);
    expect(isDayDisabled(addDays('2027-01-10', 365), first, '2026-11-22', limits)).toBe(true);
  });

  it('any two clicks on enabled days give a period the cart accepts', () => {
    const today = '2026-11-22';
    const day = fc.integer({ min: 0, max: 500 }).map((n) => addDays(today, n));
    fc.assert(
      fc.property(day, day, (a, b) => {
        const first = pickDay(noPick, a, limits);
        if (isDayDisabled(b, first, today, limits)) return;
        const { period } = pickDay(first, b, limits);
        expect(checkBookingPeriod(period!, today, limits).isOk()).toBe(true);
      }),
    );
  });
});
