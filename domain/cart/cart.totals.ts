import { cents, type Cents } from '../shared/money';
import { hoursPerWeekOf } from '../booking/workFormat';
import { itemAmounts, type ItemAmounts } from './cart.amounts';
import type { Cart, CartItem } from './cart.state';

export type CartTotals = {
  /** Cost of one month of every bookable item. */
  readonly amountMonth: Cents;
  /** Cost of the whole booked period of every bookable item. */
  readonly amountTotal: Cents;
  /** The part of amountTotal booked as single specialists. */
  readonly amountSpecialists: Cents;
  /** The part of amountTotal booked as whole teams. */
  readonly amountTeams: Cents;
};

export const amountsOfItem = (item: CartItem): ItemAmounts =>
  itemAmounts(item.priceCents, hoursPerWeekOf(item.workFormat, item.hours), item.period);

/** Unavailable items stay in the cart but count for nothing until their dates are fixed. */
export const cartTotals = (cart: Pick<Cart, 'items'>): CartTotals => {
  let month = 0;
  let specialists = 0;
  let teams = 0;
  for (const item of cart.items) {
    if (!item.availability.available) continue;
    const amounts = amountsOfItem(item);
    month += amounts.amountMonth;
    if (item.teamId === null) specialists += amounts.amountTotal;
    else teams += amounts.amountTotal;
  }
  return {
    amountMonth: cents(month),
    amountTotal: cents(specialists + teams),
    amountSpecialists: cents(specialists),
    amountTeams: cents(teams),
  };
};
