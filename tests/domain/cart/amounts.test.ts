import { describe, expect, it } from 'vitest';
import { hoursPerWeekOf } from '../../../domain/booking/workFormat';
import { itemAmounts } from '../../../domain/cart/cart.amounts';

describe('what an item costs', () => {
  it('bills a full-time month as 40 hours a week for 52/12 weeks', () => {
    // $50.00 x 40 h x 13/3 = $8,666.666.. -> 866,667 cents
    expect(
      itemAmounts(5000, hoursPerWeekOf('full-time', null), { startPeriod: '2027-04-01', endPeriod: '2027-07-01' })
        .amountMonth,
    ).toBe(866_667);
  });

  it('bills the whole period by its days: 91 days are 13 weeks', () => {
    expect(itemAmounts(5000, 40, { startPeriod: '2027-04-01', endPeriod: '2027-07-01' }).amountTotal).toBe(
      5000 * 40 * 13,
    );
  });

  it('bills part-time by the hours asked for', () => {
    const amounts = itemAmounts(4000, hoursPerWeekOf('part-time', 20), {
      startPeriod: '2027-04-01',
      endPeriod: '2027-07-01',
    });
    expect(amounts.amountMonth).toBe(346_667);
    expect(amounts.amountTotal).toBe(4000 * 20 * 13);
  });

  it('rounds half a cent up, once, and stays an integer', () => {
    // 1 cent x 1 h x 13/3 = 4.33 -> 4; 1 cent x 1 h x 90 / 7 = 12.857 -> 13
    const amounts = itemAmounts(1, 1, { startPeriod: '2027-01-01', endPeriod: '2027-04-01' });
    expect(amounts).toEqual({ amountMonth: 4, amountTotal: 13 });
    expect(
      Number.isInteger(itemAmounts(3333, 17, { startPeriod: '2027-01-01', endPeriod: '2027-12-01' }).amountTotal),
    ).toBe(true);
  });
});
