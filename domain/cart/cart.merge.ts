import type { EventMetadata } from '../shared/eventMetadata';
import { periodsOverlap } from '../shared/dates';
import { itemAsOfNow, type SpecialistSnapshot } from './cart.availability';
import type { CartEvent } from './cart.events';
import type { Cart, CartItem } from './cart.state';

export type CartTakeover = {
  readonly survivorId: string;
  readonly mergedId: string;
  readonly mergeId: string;
  /** The cards of the merged cart's items as they are now. */
  readonly specialists: readonly SpecialistSnapshot[];
  readonly metadata: EventMetadata;
};

/** A team's items go together (a team is booked whole); an item without a team goes alone. */
const groupsOf = (items: readonly CartItem[]): CartItem[][] => {
  const groups = new Map<string, CartItem[]>();
  for (const item of items) {
    const key = item.teamId ? `team:${item.teamId}` : `item:${item.itemId}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()];
};

/**
 * When a duplicate client is merged, its cart's items join the survivor's cart under the cart's own rule: a specialist
 * already in the survivor's cart for overlapping dates is not added twice (with a team, the whole team stays out).
 * The items keep their terms and are re-checked against the cards now. The merged cart is emptied. Each side is
 * recorded once per merge (the merge id is the request id), so a merge finished again records nothing new.
 */
export const takeOverCart = (
  survivor: Cart,
  merged: Cart,
  takeover: CartTakeover,
): { readonly survivorEvents: CartEvent[]; readonly mergedEvents: CartEvent[] } => {
  const { survivorId, mergedId, mergeId, specialists, metadata } = takeover;
  const survivorEvents: CartEvent[] = [];
  if (!survivor.requestIds.has(mergeId) && merged.items.length > 0) {
    const held: CartItem[] = [...survivor.items];
    const taken: CartItem[] = [];
    const skipped: string[] = [];
    for (const group of groupsOf(merged.items)) {
      const clash = group.some((item) =>
        held.some((other) => other.specialistId === item.specialistId && periodsOverlap(other.period, item.period)),
      );
      if (clash) {
        skipped.push(...group.map((item) => item.itemId));
        continue;
      }
      const now = group.map((item) => itemAsOfNow(item, specialists));
      held.push(...now);
      taken.push(...now);
    }
    survivorEvents.push({
      type: 'CartItemsTakenOver',
      data: { clientId: survivorId, requestId: mergeId, fromClientId: mergedId, items: taken, skippedItemIds: skipped },
      metadata,
    });
  }
  const mergedEvents: CartEvent[] =
    merged.requestIds.has(mergeId) || merged.items.length === 0
      ? []
      : [
          {
            type: 'CartHandedOver',
            data: {
              clientId: mergedId,
              requestId: mergeId,
              toClientId: survivorId,
              itemIds: merged.items.map((item) => item.itemId),
            },
            metadata,
          },
        ];
  return { survivorEvents, mergedEvents };
};
