import { amountsOfItem, cartTotals } from '../../domain/cart/cart.totals';
import { itemAsOfNow, type SpecialistSnapshot, type UnavailabilityReason } from '../../domain/cart/cart.availability';
import { cartDecider } from '../../domain/cart/cart.decide';
import type { CartEvent } from '../../domain/cart/cart.events';
import type { Cart, CartItem } from '../../domain/cart/cart.state';
import type { BookingLimits } from '../../domain/cart/cart.period';
import { cartStreamOf, type CartDeps, type CartSpecialistInfo } from './cartPorts';

/** What the cart page and the popup show. Every amount is integer cents. */
export type CartItemView = {
  readonly id: string;
  readonly specialistUuid: string;
  readonly teamId: string | null;
  readonly name: string;
  readonly surname: string;
  readonly photoUrl: string | null;
  readonly specialization: string | null;
  readonly city: string | null;
  readonly startPeriod: string;
  readonly endPeriod: string;
  readonly workFormat: CartItem['workFormat'];
  readonly hours: number | null;
  readonly priceCents: number;
  readonly amountMonth: number;
  readonly amountTotal: number;
  readonly availability: { readonly available: true } | { readonly available: false; readonly reason: UnavailabilityReason };
};

export type CartView = {
  readonly listId: string;
  readonly specialists: { readonly items: CartItemView[] };
  readonly teams: { readonly items: { readonly teamId: string; readonly specialists: CartItemView[] }[] };
  readonly count: number;
  readonly amountMonth: number;
  readonly amountTotal: number;
  readonly amountSpecialists: number;
  readonly amountTeams: number;
  readonly minReservationDays: number;
  readonly maxReservationDays: number;
};

/**
 * The cart as it stands now: items re-checked against the cards as they are (a card hidden since it was added
 * shows as unavailable with its reason, at once), priced at today's catalogue price.
 */
export const cartViewOf = (
  clientId: string,
  cart: Cart,
  snapshots: readonly SpecialistSnapshot[],
  info: ReadonlyMap<string, CartSpecialistInfo>,
  limits: BookingLimits,
): CartView => {
  const current: CartItem[] = cart.items.map((item) => itemAsOfNow(item, snapshots));
  const viewOf = (item: CartItem): CartItemView => {
    const card = info.get(item.specialistId);
    const amounts = amountsOfItem(item);
    return {
      id: item.itemId, specialistUuid: item.specialistId, teamId: item.teamId,
      name: card?.name ?? '', surname: card?.surname ?? '', photoUrl: card?.photoUrl ?? null, specialization: card?.specialization ?? null, city: card?.city ?? null,
      startPeriod: item.period.startPeriod, endPeriod: item.period.endPeriod, workFormat: item.workFormat, hours: item.hours,
      priceCents: item.priceCents, amountMonth: amounts.amountMonth, amountTotal: amounts.amountTotal, availability: item.availability,
    };
  };
  const teams = new Map<string, CartItemView[]>();
  for (const item of current) if (item.teamId) teams.set(item.teamId, [...(teams.get(item.teamId) ?? []), viewOf(item)]);
  const totals = cartTotals({ items: current });
  return {
    listId: clientId,
    specialists: { items: current.filter((item) => item.teamId === null).map(viewOf) },
    teams: { items: [...teams].map(([teamId, specialists]) => ({ teamId, specialists })) },
    count: current.length,
    ...totals,
    ...limits,
  };
};

/** The cart's view with the cards read now: what every cart answer and the scheduling page show. */
export const viewOfCart = async (deps: CartDeps, clientId: string, cart: Cart): Promise<CartView> => {
  const ids = [...new Set(cart.items.map((item) => item.specialistId))];
  const [snapshots, info, limits] = await Promise.all([deps.specialists.snapshots(ids), deps.specialists.info(ids), deps.bookingLimits()]);
  return cartViewOf(clientId, cart, snapshots, info, limits);
};

/** The client's cart as its stream holds it. */
export const cartOf = async (deps: CartDeps, clientId: string): Promise<Cart> => {
  const { events } = await deps.events.readStream<CartEvent>(cartStreamOf(clientId));
  return events.reduce(cartDecider.evolve, cartDecider.initialState());
};
