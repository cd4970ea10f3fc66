import { isFreeOver } from '../booking/availability';
import type { DatePeriod } from '../shared/dates';
import type { CartItem } from './cart.state';

/** What the cart needs to know of a specialist card when an item is added, changed or re-checked. */
export type SpecialistSnapshot = {
  readonly specialistId: string;
  /** The card's lifecycle status; `missing` when no such card exists. */
  readonly status:
    | 'published'
    | 'hidden'
    | 'blocked'
    | 'deactivated'
    | 'draft'
    | 'moderation'
    | 'rejected'
    | 'archived'
    | 'deleted'
    | 'missing';
  /** The catalogue price per hour, in cents. */
  readonly catalogPriceCents: number;
  /** Periods the specialist cannot take: client reservations and the agency's 'not available' periods. */
  readonly busy: readonly DatePeriod[];
  /** The card's `teamOnlyReserve`: it can be booked only with a team it belongs to, never alone. */
  readonly teamOnly?: boolean;
};

/**
 * The seeds' reasons for an unavailable cart item, plus `booked` when the dates were taken by another booking and
 * `team_only` when the card may be booked only with its team but sits in the cart alone.
 */
export const unavailabilityReasons = [
  'deleted',
  'draft',
  'temporarily_unavailable',
  'moderation',
  'declined',
  'booked',
  'team_only',
] as const;
export type UnavailabilityReason = (typeof unavailabilityReasons)[number];

export type Availability =
  { readonly available: true } | { readonly available: false; readonly reason: UnavailabilityReason };

export const AVAILABLE: Availability = { available: true };

const reasonOfStatus: Record<Exclude<SpecialistSnapshot['status'], 'published'>, UnavailabilityReason> = {
  missing: 'deleted',
  deleted: 'deleted',
  archived: 'deleted',
  draft: 'draft',
  hidden: 'temporarily_unavailable',
  blocked: 'temporarily_unavailable',
  deactivated: 'temporarily_unavailable',
  moderation: 'moderation',
  rejected: 'declined',
};

/**
 * Whether the specialist can be booked for the period now, and if not, the reason the cart shows. `alone`: booked
 * on its own rather than with a team, which a team-only card refuses.
 */
export const availabilityFor = (specialist: SpecialistSnapshot, period: DatePeriod, alone = false): Availability => {
  if (specialist.status !== 'published') return { available: false, reason: reasonOfStatus[specialist.status] };
  if (alone && specialist.teamOnly === true) return { available: false, reason: 'team_only' };
  if (!isFreeOver(specialist.busy, period)) return { available: false, reason: 'booked' };
  return AVAILABLE;
};

export const sameAvailability = (a: Availability, b: Availability): boolean =>
  a.available === b.available &&
  (a.available || b.available || a.reason === (b as { reason: UnavailabilityReason }).reason);

/**
 * An item as the cards stand now: availability re-checked and priced at today's catalogue price. A card no longer
 * found counts as deleted and keeps the price the item had; a team-only card in the cart alone is unavailable.
 */
export const itemAsOfNow = (item: CartItem, specialists: readonly SpecialistSnapshot[]): CartItem => {
  const specialist = specialists.find((card) => card.specialistId === item.specialistId) ?? {
    specialistId: item.specialistId,
    status: 'missing' as const,
    catalogPriceCents: item.priceCents,
    busy: [],
  };
  return {
    ...item,
    availability: availabilityFor(specialist, item.period, item.teamId === null),
    priceCents: specialist.status === 'missing' ? item.priceCents : specialist.catalogPriceCents,
  };
};
