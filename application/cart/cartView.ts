import type { z } from 'zod';
import type { CartItemOutput, CartOutput, CartTeamOutput } from './schemas';
import { amountsOfItem, cartTotals } from '../../domain/cart/cart.totals';
import { itemAsOfNow, type SpecialistSnapshot } from '../../domain/cart/cart.availability';
import { cartDecider } from '../../domain/cart/cart.decide';
import type { CartEvent } from '../../domain/cart/cart.events';
import { requestListIdOf, type Cart, type CartItem } from '../../domain/cart/cart.state';
import type { BookingLimits } from '../../domain/cart/cart.period';
import { cartStreamOf, type CartDeps, type CartSpecialistInfo } from './cartPorts';

/** What the cart page and the popup show: the answer's schema is the one home of its shape. Every amount is integer cents. */
export type CartItemView = z.output<typeof CartItemOutput>;
export type CartView = z.output<typeof CartOutput>;
export type CartTeamView = z.output<typeof CartTeamOutput>;

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
  teamNames: ReadonlyMap<string, { readonly name: string; readonly current: boolean }> = new Map(),
): CartView => {
  const current: CartItem[] = cart.items.map((item) => itemAsOfNow(item, snapshots));
  const viewOf = (item: CartItem): CartItemView => {
    const card = info.get(item.specialistId);
    const amounts = amountsOfItem(item);
    return {
      id: item.itemId,
      specialistUuid: item.specialistId,
      teamId: item.teamId,
      name: card?.name ?? '',
      surname: card?.surname ?? '',
      photoUrl: card?.photoUrl ?? null,
      specialization: card?.specialization ?? null,
      city: card?.city ?? null,
      startPeriod: item.period.startPeriod,
      endPeriod: item.period.endPeriod,
      workFormat: item.workFormat,
      hours: item.hours,
      priceCents: item.priceCents,
      amountMonth: amounts.amountMonth,
      amountTotal: amounts.amountTotal,
      availability: item.availability,
    };
  };
  const teams = new Map<string, CartItemView[]>();
  for (const item of current)
    if (item.teamId) teams.set(item.teamId, [...(teams.get(item.teamId) ?? []), viewOf(item)]);
  const totals = cartTotals({ items: current });
  return {
    listId: requestListIdOf(clientId, cart),
    specialists: { items: current.filter((item) => item.teamId === null).map(viewOf) },
    teams: {
      items: [...teams].map(([teamId, specialists]): CartTeamView => ({
        teamId,
        name: teamNames.get(teamId)?.name ?? 'Team',
        current: teamNames.get(teamId)?.current ?? false,
        specialists,
        // As the cart's totals: an unavailable member counts for nothing until its dates are fixed.
        amountMonth: specialists.reduce((sum, item) => sum + (item.availability.available ? item.amountMonth : 0), 0),
        amountTotal: specialists.reduce((sum, item) => sum + (item.availability.available ? item.amountTotal : 0), 0),
      })),
    },
    count: current.length,
    ...totals,
    ...limits,
  };
};

/**
 * The cart's view with the cards read now: what every cart answer and the scheduling page show. A command that has
 * just read the booking limits passes them, so one answer reads them once.
 */
export const viewOfCart = async (
  deps: CartDeps,
  clientId: string,
  cart: Cart,
  knownLimits?: BookingLimits,
): Promise<CartView> => {
  const ids = [...new Set(cart.items.map((item) => item.specialistId))];
  const teamIds = [...new Set(cart.items.flatMap((item) => (item.teamId ? [item.teamId] : [])))];
  const [{ snapshots, info }, limits, teamNames] = await Promise.all([
    deps.specialists.snapshotsWithInfo(ids),
    knownLimits ?? deps.bookingLimits(),
    teamIds.length > 0 ? deps.teams.namesOf(teamIds) : new Map(),
  ]);
  return cartViewOf(clientId, cart, snapshots, info, limits, teamNames);
};

/** The client's cart as its stream holds it. */
export const cartOf = async (deps: CartDeps, clientId: string): Promise<Cart> => {
  const { events } = await deps.events.readStream<CartEvent>(cartStreamOf(clientId));
  return events.reduce(cartDecider.evolve, cartDecider.initialState());
};
