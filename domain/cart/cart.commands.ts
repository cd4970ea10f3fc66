import type { EventMetadata } from '../shared/eventMetadata';
import type { WorkFormat } from '../booking/workFormat';
import type { SpecialistSnapshot } from './cart.availability';
import type { BookingLimits, BookingPeriod } from './cart.period';

/** What every cart command carries: whose cart, the day it is today for the platform, the limits, who acts. */
type CartContext = {
  readonly clientId: string;
  readonly today: string;
  readonly limits: BookingLimits;
  readonly metadata: EventMetadata;
};
type Terms = { readonly period: BookingPeriod; readonly workFormat: WorkFormat; readonly hours: number | null };

export type AddSpecialist = CartContext &
  Terms & {
    readonly action: 'addSpecialist';
    readonly requestId: string;
    readonly itemId: string;
    readonly specialist: SpecialistSnapshot;
  };
export type AddTeam = CartContext &
  Terms & {
    readonly action: 'addTeam';
    readonly requestId: string;
    readonly teamId: string;
    /** Every member of the team, as the card store knows them now. */
    readonly members: readonly SpecialistSnapshot[];
    /** The members the client chose: the team is booked only whole. */
    readonly chosenSpecialistIds: readonly string[];
    /** One new item id per member, in the order of `members`. */
    readonly itemIds: readonly string[];
  };
export type UpdateItem = CartContext &
  Terms & { readonly action: 'updateItem'; readonly itemId: string; readonly specialist: SpecialistSnapshot };
export type RemoveItems = CartContext & { readonly action: 'removeItems'; readonly itemIds: readonly string[] };
/** Re-checks the items against the cards as they are now; records only what changed. */
export type RecheckItems = CartContext & {
  readonly action: 'recheckItems';
  readonly specialists: readonly SpecialistSnapshot[];
};
/**
 * The chosen items go into an interview request: each must still be in the cart and bookable on the cards as they are
 * now (`specialists`), and a team goes only whole.
 */
export type SubmitItems = CartContext & {
  readonly action: 'submitItems';
  readonly requestId: string;
  readonly itemIds: readonly string[];
  readonly specialists: readonly SpecialistSnapshot[];
};

export type CartCommand = AddSpecialist | AddTeam | UpdateItem | RemoveItems | RecheckItems | SubmitItems;
