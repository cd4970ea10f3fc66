import type { DomainEvent } from '../shared/eventMetadata';
import type { WorkFormat } from '../booking/workFormat';
import type { Availability } from './cart.availability';
import type { BookingPeriod } from './cart.period';
import type { CartItem } from './cart.state';

export type CartSpecialistAdded = DomainEvent<
  'CartSpecialistAdded',
  { readonly clientId: string; readonly requestId: string; readonly item: CartItem }
>;
export type CartTeamAdded = DomainEvent<
  'CartTeamAdded',
  {
    readonly clientId: string;
    readonly requestId: string;
    readonly teamId: string;
    readonly items: readonly CartItem[];
  }
>;
export type CartItemUpdated = DomainEvent<
  'CartItemUpdated',
  {
    readonly clientId: string;
    readonly itemId: string;
    readonly period: BookingPeriod;
    readonly workFormat: WorkFormat;
    readonly hours: number | null;
    readonly priceCents: number;
    readonly availability: Availability;
  }
>;
export type CartItemAvailabilityChanged = DomainEvent<
  'CartItemAvailabilityChanged',
  {
    readonly clientId: string;
    readonly itemId: string;
    readonly priceCents: number;
    readonly availability: Availability;
  }
>;
export type CartItemsRemoved = DomainEvent<
  'CartItemsRemoved',
  { readonly clientId: string; readonly itemIds: readonly string[] }
>;
/**
 * The items went into an interview request and left the cart. `items` holds them as submitted (terms and the catalogue
 * price at that moment), the candidates are made from them; events stored before it was recorded have only the ids.
 */
export type CartEmptiedBySubmission = DomainEvent<
  'CartEmptiedBySubmission',
  {
    readonly clientId: string;
    readonly requestId: string;
    readonly itemIds: readonly string[];
    readonly items?: readonly CartItem[];
  }
>;
/**
 * The client merged into this one had items in its cart: they join this cart (`requestId` is the merge's id, so the
 * merge is taken once); `skippedItemIds` were already here for overlapping dates and stay out.
 */
export type CartItemsTakenOver = DomainEvent<
  'CartItemsTakenOver',
  {
    readonly clientId: string;
    readonly requestId: string;
    readonly fromClientId: string;
    readonly items: readonly CartItem[];
    readonly skippedItemIds: readonly string[];
  }
>;
/** This client was merged into another: its items left for the survivor's cart (`requestId` is the merge's id). */
export type CartHandedOver = DomainEvent<
  'CartHandedOver',
  {
    readonly clientId: string;
    readonly requestId: string;
    readonly toClientId: string;
    readonly itemIds: readonly string[];
  }
>;

export type CartEvent =
  | CartSpecialistAdded
  | CartTeamAdded
  | CartItemUpdated
  | CartItemAvailabilityChanged
  | CartItemsRemoved
  | CartEmptiedBySubmission
  | CartItemsTakenOver
  | CartHandedOver;
