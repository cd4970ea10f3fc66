import type { WorkFormat } from '../booking/workFormat';
import { nameBasedUuid } from '../shared/nameBasedUuid';
import type { Availability } from './cart.availability';
import type { CartEvent } from './cart.events';
import type { BookingPeriod } from './cart.period';

export type CartItem = {
  readonly itemId: string;
  readonly specialistId: string;
  /** Set when the item came with a team: the team is booked whole. */
  readonly teamId: string | null;
  readonly period: BookingPeriod;
  readonly workFormat: WorkFormat;
  /** Hours a week for part-time; null for full-time. */
  readonly hours: number | null;
  /** Catalogue price per hour in cents when the item was last added, changed or re-checked. */
  readonly priceCents: number;
  readonly availability: Availability;
};

export type Cart = {
  readonly items: readonly CartItem[];
  /** Request ids already carried out, so a repeated add changes nothing. */
  readonly requestIds: ReadonlySet<string>;
  /** Each interview request sent from this cart, by its id: the items it took (a repeat answers these). */
  readonly submissions: ReadonlyMap<string, readonly SubmittedItem[]>;
};

export type SubmittedItem = { readonly itemId: string; readonly specialistId: string };

export const initialState = (): Cart => ({ items: [], requestIds: new Set(), submissions: new Map() });

/**
 * The id of the interview request this cart is building (the answer's `listId`): a name-based id of the client and
 * the number of requests already sent, so it is new after every submission and the same until the next one. A client
 * that sends the list under its id sends each request once, and never repeats an earlier one by mistake.
 */
export const requestListIdOf = (clientId: string, cart: Cart): string =>
  nameBasedUuid(`request-list:${clientId}:${cart.submissions.size}`);

const withRequest = (ids: ReadonlySet<string>, requestId: string): ReadonlySet<string> => new Set([...ids, requestId]);

export const evolve = (cart: Cart, event: CartEvent): Cart => {
  switch (event.type) {
    case 'CartSpecialistAdded':
      return {
        ...cart,
        items: [...cart.items, event.data.item],
        requestIds: withRequest(cart.requestIds, event.data.requestId),
      };
    case 'CartTeamAdded':
      return {
        ...cart,
        items: [...cart.items, ...event.data.items],
        requestIds: withRequest(cart.requestIds, event.data.requestId),
      };
    case 'CartItemUpdated': {
      const { itemId, period, workFormat, hours, priceCents, availability } = event.data;
      return {
        ...cart,
        items: cart.items.map((item) =>
          item.itemId === itemId ? { ...item, period, workFormat, hours, priceCents, availability } : item,
        ),
      };
    }
    case 'CartItemAvailabilityChanged': {
      const { itemId, priceCents, availability } = event.data;
      return {
        ...cart,
        items: cart.items.map((item) => (item.itemId === itemId ? { ...item, priceCents, availability } : item)),
      };
    }
    case 'CartItemsRemoved': {
      const removed = new Set(event.data.itemIds);
      return { ...cart, items: cart.items.filter((item) => !removed.has(item.itemId)) };
    }
    case 'CartItemsTakenOver':
      return {
        ...cart,
        items: [...cart.items, ...event.data.items],
        requestIds: withRequest(cart.requestIds, event.data.requestId),
      };
    case 'CartHandedOver': {
      const left = new Set(event.data.itemIds);
      return {
        ...cart,
        items: cart.items.filter((item) => !left.has(item.itemId)),
        requestIds: withRequest(cart.requestIds, event.data.requestId),
      };
    }
    case 'CartEmptiedBySubmission': {
      const submitted = new Set(event.data.itemIds);
      // Events stored before the items were recorded name only ids: the cart still holds those items here.
      const taken = (event.data.items ?? cart.items.filter((item) => submitted.has(item.itemId))).map(
        ({ itemId, specialistId }): SubmittedItem => ({ itemId, specialistId }),
      );
      return {
        items: cart.items.filter((item) => !submitted.has(item.itemId)),
        requestIds: withRequest(cart.requestIds, event.data.requestId),
        submissions: new Map([...cart.submissions, [event.data.requestId, taken]]),
      };
    }
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
