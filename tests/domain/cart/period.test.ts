import { describe, expect, it } from 'vitest';
import { bookingDays, checkBookingPeriod } from '../../../domain/cart/cart.period';
import { LIMITS, TODAY } from '../../support/cartFixtures';

const check = (startPeriod: string, endPeriod: string) => checkBookingPeriod({ startPeriod, endPeriod }, TODAY, LIMITS);
const codeOf = (startPeriod: string, endPeriod: string) =>
  check(startPeriod, endPeriod).match(
    () => 'ok',
    (e) => e.code,
  );

describe('a booking period', () => {
  it('counts calendar days from start to end', () => {
    expect(bookingDays({ startPeriod: '2027-01-01', endPeriod: '2027-04-01' })).toBe(90);
    expect(bookingDays({ startPeriod: '2027-03-01', endPeriod: '2027-03-31' })).toBe(30);
  });

  it('may start today and last exactly the minimum', () => {
    expect(codeOf(TODAY, '2027-05-30')).toBe('ok'); // 90 days
  });

  it('is refused one day below the minimum', () => {
    expect(codeOf(TODAY, '2027-05-29')).toBe('cart.period_too_short'); // 89 days
  });

  it('is refused at the maximum, accepted one day before it', () => {
    expect(codeOf('2027-04-01', '2028-03-30')).toBe('ok'); // 364 days
    expect(codeOf('2027-04-01', '2028-03-31')).toBe('cart.period_too_long'); // 365 days
  });

  it('is refused when it starts in the past', () => {
    expect(codeOf('2027-02-28', '2027-06-30')).toBe('cart.period_in_past');
  });

  it('is refused when it ends before it starts or on the same day', () => {
    expect(codeOf('2027-07-01', '2027-04-01')).toBe('cart.period_reversed');
    expect(codeOf('2027-04-01', '2027-04-01')).toBe('cart.period_reversed');
  });

  it('is refused when a date is not a real date', () => {
    expect(codeOf('2027-02-30', '2027-06-30')).toBe('cart.period_malformed');
    expect(codeOf('01.04.2027', '2027-07-01')).toBe('cart.period_malformed');
    expect(codeOf('', '2027-07-01')).toBe('cart.period_malformed');
  });

  it('says the limit in the message so the user knows what to pick', () => {
    const result = check(TODAY, '2027-04-01');
    expect(result.isErr() && result.error.message).toContain('90 days');
  });
});
