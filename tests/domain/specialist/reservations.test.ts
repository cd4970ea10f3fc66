import { describe, expect, it } from 'vitest';
import { catalogPriceOf } from '../../../domain/specialist/catalogPrice';
import { normalizeReservations } from '../../../domain/specialist/reservations';
import { cents } from '../../../domain/shared/money';

describe('agency reservation periods', () => {
  it('refuses a period that does not start before it ends', () => {
    expect(
      normalizeReservations([{ startPeriod: '2027-03-01', endPeriod: '2027-03-01' }])._unsafeUnwrapErr().code,
    ).toBe('reservation.start_not_before_end');
    expect(
      normalizeReservations([{ startPeriod: '2027-03-02', endPeriod: '2027-03-01' }])._unsafeUnwrapErr().code,
    ).toBe('reservation.start_not_before_end');
  });

  it('merges overlapping and touching periods', () => {
    const merged = normalizeReservations([
      { startPeriod: '2027-05-01', endPeriod: '2027-05-31' },
      { startPeriod: '2027-03-01', endPeriod: '2027-03-31' },
      { startPeriod: '2027-03-15', endPeriod: '2027-04-10' },
      { startPeriod: '2027-04-11', endPeriod: '2027-04-20' },
    ]);
    expect(merged._unsafeUnwrap()).toEqual([
      { startPeriod: '2027-03-01', endPeriod: '2027-04-20' },
      { startPeriod: '2027-05-01', endPeriod: '2027-05-31' },
    ]);
  });

  it('refuses dates that are not dates', () => {
    expect(normalizeReservations([{ startPeriod: '2027-02-30', endPeriod: '2027-03-01' }]).isErr()).toBe(true);
  });
});

describe('catalogue price', () => {
  it('adds the 25% service fee to the agency rate, rounded up to a dollar, with 20% VAT beside it', () => {
    expect(catalogPriceOf(cents(4_000), { serviceFeeBasisPoints: 2_500, vatBasisPoints: 2_000 })).toEqual({
      agencyRate: 4_000,
      catalogPrice: 5_000,
      vat: 1_000,
      catalogPriceWithVat: 6_000,
    });
    expect(catalogPriceOf(cents(3_300), { serviceFeeBasisPoints: 2_500, vatBasisPoints: 0 }).catalogPrice).toBe(4_200);
  });
});
