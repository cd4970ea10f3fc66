import { err, ok } from 'neverthrow';
import { UpdateItemInput } from '../schemas';
import { cartItemNotFound, termsCommand } from './runCommand';

/** `update-specialist`: new dates, work format or hours; an unavailable item becomes available again with free dates. */
export const updateItem = termsCommand(UpdateItemInput, async (deps, { input, context }, cart) => {
  // Which specialist the item holds decides which card to read.
  const item = cart.items.find((i) => i.itemId === input.id);
  if (!item) return err(cartItemNotFound);
  const [specialist] = await deps.specialists.snapshots([item.specialistId]);
  return ok({
    ...context,
    action: 'updateItem',
    itemId: input.id,
    specialist: specialist ?? { specialistId: item.specialistId, status: 'missing', catalogPriceCents: 0, busy: [] },
  });
});
