import type { UnavailabilityReason } from '../../../../domain/cart/cart.availability';

/** What the cart says about an item that cannot be booked now, and what the client can do about it. */
export const unavailableReasonText: Record<UnavailabilityReason, string> = {
  deleted: 'The agency has removed this specialist. Remove the item to continue.',
  draft: 'The agency took this card back to draft. Remove the item or wait until it is published again.',
  temporarily_unavailable: 'This specialist is temporarily unavailable. Remove the item or try again later.',
  moderation: 'The card is being checked by a manager. Remove the item or wait until it is published again.',
  declined: 'The card was declined by the platform. Remove the item to continue.',
  booked: 'Specialist already booked for these dates. Change the dates or remove the item.',
  team_only:
    'This specialist can be booked only with their team. Remove the item and book the whole team from the specialist page.',
};
