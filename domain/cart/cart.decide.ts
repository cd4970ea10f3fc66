import { err, ok, type Result } from 'neverthrow';
import type { Decider } from '../shared/decider';
import { domainError } from '../shared/domainError';
import { FULL_TIME_HOURS_PER_WEEK } from '../booking/workFormat';
import {
  AVAILABLE,
  availabilityFor,
  itemAsOfNow,
  sameAvailability,
  type SpecialistSnapshot,
  type UnavailabilityReason,
} from './cart.availability';
import type {
  AddSpecialist,
  AddTeam,
  CartCommand,
  RecheckItems,
  RemoveItems,
  SubmitItems,
  UpdateItem,
} from './cart.commands';
import type { CartError } from './cart.errors';
import type { CartEvent } from './cart.events';
import { periodsOverlap } from '../shared/dates';
import { checkBookingPeriod, type BookingPeriod } from './cart.period';
import { evolve, initialState, type Cart, type CartItem } from './cart.state';

const unavailableMessages: Record<UnavailabilityReason, string> = {
  deleted: 'This specialist is no longer in the catalogue',
  draft: 'This specialist card is a draft and cannot be booked',
  temporarily_unavailable: 'This specialist is temporarily unavailable',
  moderation: 'This specialist card is being reviewed and cannot be booked yet',
  declined: 'This specialist card was declined and cannot be booked',
  booked: 'Specialist already booked',
  team_only: 'This specialist can be booked only with their team',
};

const checkHours = (command: { workFormat: string; hours: number | null }): Result<number | null, CartError> => {
  if (command.workFormat === 'full-time') return ok(null);
  const hours = command.hours;
  if (hours === null || !Number.isInteger(hours) || hours < 1 || hours > FULL_TIME_HOURS_PER_WEEK) {
    return err(
      domainError(
        'cart.hours_required',
        `Part-time work needs the hours per week, a whole number from 1 to ${FULL_TIME_HOURS_PER_WEEK}`,
      ),
    );
  }
  return ok(hours);
};

const refusalOf = (reason: UnavailabilityReason): CartError => {
  if (reason === 'booked') return domainError('cart.specialist_already_booked', unavailableMessages.booked);
  if (reason === 'team_only') return domainError('cart.team_only', unavailableMessages.team_only);
  return domainError('cart.specialist_unavailable', unavailableMessages[reason]);
};

/**
 * The specialist can be booked for the period: published, free on those dates, not already in this cart then, and,
 * when booked `alone` (not with a team), not a team-only card.
 */
const checkBookable = (
  cart: Cart,
  specialist: SpecialistSnapshot,
  period: BookingPeriod,
  alone: boolean,
  exceptItemId?: string,
): Result<true, CartError> => {
  const availability = availabilityFor(specialist, period, alone);
  if (!availability.available) return err(refusalOf(availability.reason));
  const twice = cart.items.some(
    (item) =>
      item.itemId !== exceptItemId &&
      item.specialistId === specialist.specialistId &&
      periodsOverlap(item.period, period),
  );
  if (twice)
    return err(domainError('cart.already_in_cart', 'This specialist is already in your request for overlapping dates'));
  return ok(true);
};

const teamIsWhole = (cart: Cart, itemIds: ReadonlySet<string>): boolean =>
  cart.items.every(
    (item) =>
      item.teamId === null ||
      !cart.items.some((other) => other.teamId === item.teamId && itemIds.has(other.itemId)) ||
      itemIds.has(item.itemId),
  );

const fullTeamOnly = () => domainError('cart.full_team_only', 'Only full team bookings available');

const addSpecialist = (command: AddSpecialist, cart: Cart): Result<CartEvent[], CartError> => {
  if (cart.requestIds.has(command.requestId)) return ok([]);
  return checkHours(command)
    .andThen((hours) => checkBookingPeriod(command.period, command.today, command.limits).map(() => hours))
    .andThen((hours) => checkBookable(cart, command.specialist, command.period, true).map(() => hours))
    .map((hours): CartEvent[] => [
      {
        type: 'CartSpecialistAdded',
        data: {
          clientId: command.clientId,
          requestId: command.requestId,
          item: {
            itemId: command.itemId,
            specialistId: command.specialist.specialistId,
            teamId: null,
            period: command.period,
            workFormat: command.workFormat,
            hours,
            priceCents: command.specialist.catalogPriceCents,
            availability: AVAILABLE,
          },
        },
        metadata: command.metadata,
      },
    ]);
};

const addTeam = (command: AddTeam, cart: Cart): Result<CartEvent[], CartError> => {
  if (cart.requestIds.has(command.requestId)) return ok([]);
  const memberIds = new Set(command.members.map((member) => member.specialistId));
  const chosen = new Set(command.chosenSpecialistIds);
  if (command.members.length === 0 || memberIds.size !== chosen.size || [...memberIds].some((id) => !chosen.has(id)))
    return err(fullTeamOnly());
  if (command.itemIds.length !== command.members.length) throw new RangeError('addTeam needs one item id per member');
  const hours = checkHours(command);
  if (hours.isErr()) return err(hours.error);
  const period = checkBookingPeriod(command.period, command.today, command.limits);
  if (period.isErr()) return err(period.error);
  for (const member of command.members) {
    const bookable = checkBookable(cart, member, command.period, false);
    if (bookable.isErr()) return err(bookable.error);
  }
  const items: CartItem[] = command.members.map((member, index) => ({
    itemId: command.itemIds[index] as string,
    specialistId: member.specialistId,
    teamId: command.teamId,
    period: command.period,
    workFormat: command.workFormat,
    hours: hours.value,
    priceCents: member.catalogPriceCents,
    availability: AVAILABLE,
  }));
  return ok([
    {
      type: 'CartTeamAdded',
      data: { clientId: command.clientId, requestId: command.requestId, teamId: command.teamId, items },
      metadata: command.metadata,
    },
  ]);
};

const itemNotFound = () => domainError('cart.item_not_found', 'This item is no longer in your request');

const updateItem = (command: UpdateItem, cart: Cart): Result<CartEvent[], CartError> => {
  const item = cart.items.find((candidate) => candidate.itemId === command.itemId);
  if (!item || item.specialistId !== command.specialist.specialistId) return err(itemNotFound());
  return checkHours(command)
    .andThen((hours) => checkBookingPeriod(command.period, command.today, command.limits).map(() => hours))
    .andThen((hours) =>
      checkBookable(cart, command.specialist, command.period, item.teamId === null, item.itemId).map(() => hours),
    )
    .map((hours): CartEvent[] => [
      {
        type: 'CartItemUpdated',
        data: {
          clientId: command.clientId,
          itemId: item.itemId,
          period: command.period,
          workFormat: command.workFormat,
          hours,
          priceCents: command.specialist.catalogPriceCents,
          availability: AVAILABLE,
        },
        metadata: command.metadata,
      },
    ]);
};

/** Removing is safe to repeat: ids no longer in the cart are ignored. A team leaves only whole. */
const removeItems = (command: RemoveItems, cart: Cart): Result<CartEvent[], CartError> => {
  const present = new Set(command.itemIds.filter((id) => cart.items.some((item) => item.itemId === id)));
  if (present.size === 0) return ok([]);
  if (!teamIsWhole(cart, present)) return err(fullTeamOnly());
  return ok([
    {
      type: 'CartItemsRemoved',
      data: { clientId: command.clientId, itemIds: [...present] },
      metadata: command.metadata,
    },
  ]);
};

const recheckItems = (command: RecheckItems, cart: Cart): Result<CartEvent[], CartError> =>
  ok(
    cart.items.flatMap((item): CartEvent[] => {
      const { availability, priceCents } = itemAsOfNow(item, command.specialists);
      if (sameAvailability(availability, item.availability) && priceCents === item.priceCents) return [];
      return [
        {
          type: 'CartItemAvailabilityChanged',
          data: { clientId: command.clientId, itemId: item.itemId, priceCents, availability },
          metadata: command.metadata,
        },
      ];
    }),
  );

/**
 * The chosen items leave the cart for an interview request, once per request id: every one still in the cart, bookable
 * on the cards as they are now, and teams whole. The event carries the items at today's catalogue price.
 */
/**
 * A request id already sent is a repeat when it names the items it took then (nothing more happens; the caller answers
 * the first result); with other items it is another request under a used id, refused so that nothing is lost quietly.
 */
const submittedBefore = (command: SubmitItems, cart: Cart): Result<CartEvent[], CartError> | null => {
  if (!cart.requestIds.has(command.requestId)) return null;
  const first = new Set((cart.submissions.get(command.requestId) ?? []).map((item) => item.itemId));
  const chosen = new Set(command.itemIds);
  const same = first.size === chosen.size && [...chosen].every((itemId) => first.has(itemId));
  return same
    ? ok([])
    : err(
        domainError(
          'cart.request_already_sent',
          'This request was already sent with other specialists: open your request list again to send a new one',
        ),
      );
};

const submitItems = (command: SubmitItems, cart: Cart): Result<CartEvent[], CartError> => {
  const repeat = submittedBefore(command, cart);
  if (repeat) return repeat;
  const chosenIds = [...new Set(command.itemIds)];
  if (chosenIds.length === 0) return err(itemNotFound());
  if (!teamIsWhole(cart, new Set(chosenIds))) return err(fullTeamOnly());
  const submitted: CartItem[] = [];
  for (const itemId of chosenIds) {
    const item = cart.items.find((candidate) => candidate.itemId === itemId);
    if (!item) return err({ ...itemNotFound(), itemId });
    const now = itemAsOfNow(item, command.specialists);
    if (!now.availability.available) {
      return err({
        ...domainError(
          'cart.specialist_unavailable',
          `${unavailableMessages[now.availability.reason]}: change the dates or remove it first`,
        ),
        itemId,
      });
    }
    submitted.push(now);
  }
  return ok([
    {
      type: 'CartEmptiedBySubmission',
      data: { clientId: command.clientId, requestId: command.requestId, itemIds: chosenIds, items: submitted },
      metadata: command.metadata,
    },
  ]);
};

export const decide = (command: CartCommand, cart: Cart): Result<CartEvent[], CartError> => {
  switch (command.action) {
    case 'addSpecialist':
      return addSpecialist(command, cart);
    case 'addTeam':
      return addTeam(command, cart);
    case 'updateItem':
      return updateItem(command, cart);
    case 'removeItems':
      return removeItems(command, cart);
    case 'recheckItems':
      return recheckItems(command, cart);
    case 'submitItems':
      return submitItems(command, cart);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};

export const cartDecider: Decider<Cart, CartCommand, CartEvent, CartError> = { initialState, evolve, decide };
