import { err, ok, type Result } from 'neverthrow';
import { metadataOf, type Actor } from '../../shared/actor';
import { notFound, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { cartStreamOf, todayOf, type CartDeps } from '../cartPorts';
import type { CartView } from '../cartView';
import { asCartOwner } from '../policies';
import { UpdateItemInput } from '../schemas';
import { checkTerms } from '../termsErrors';
import { runCartCommand } from './runCartCommand';
import { cartDecider } from '../../../domain/cart/cart.decide';
import type { CartEvent } from '../../../domain/cart/cart.events';

const itemNotFound = notFound('Cart item', 'cart.item_not_found');

/** `update-specialist`: new dates, work format or hours; an unavailable item becomes available again with free dates. */
export const updateItem =
  (deps: CartDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CartView, AppError>> => {
    const owner = asCartOwner(actor);
    if (owner.isErr()) return err(owner.error);
    const input = parse(UpdateItemInput, raw);
    if (input.isErr()) return err(input.error);
    const { id, startPeriod, endPeriod, workFormat, hours } = input.value;
    const today = todayOf(deps.clock);
    const limits = await deps.bookingLimits();
    const terms = checkTerms(input.value, today, limits);
    if (terms.isErr()) return err(terms.error);
    // Which specialist the item holds decides which card to read; the decision itself re-reads the stream.
    const { events } = await deps.events.readStream<CartEvent>(cartStreamOf(owner.value.companyId));
    const item = events.reduce(cartDecider.evolve, cartDecider.initialState()).items.find((i) => i.itemId === id);
    if (!item) return err(itemNotFound);
    const [specialist] = await deps.specialists.snapshots([item.specialistId]);
    return runCartCommand(deps, owner.value, () => ok({
      action: 'updateItem', clientId: owner.value.companyId, today, limits, metadata: metadataOf(owner.value, deps.clock.now()),
      itemId: id, specialist: specialist ?? { specialistId: item.specialistId, status: 'missing', catalogPriceCents: 0, busy: [] },
      period: { startPeriod, endPeriod }, workFormat, hours: workFormat === 'part-time' ? hours : null,
    }));
  };
