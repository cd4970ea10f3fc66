import { err, ok, type Result } from 'neverthrow';
import { cartDecider } from '../../../domain/cart/cart.decide';
import type { CartEvent } from '../../../domain/cart/cart.events';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { cartStreamOf, type CartDeps } from '../cartPorts';
import type { CartView } from '../cartView';
import { viewOfCart } from '../commands/runCartCommand';
import { asCartOwner } from '../policies';

/** `GET /api/specialist-request-list/specialists`: the caller's own cart; there is no way to name another. */
export const getCart =
  (deps: CartDeps) =>
  async (actor: Actor | null): Promise<Result<CartView, AppError>> => {
    const owner = asCartOwner(actor);
    if (owner.isErr()) return err(owner.error);
    const { events } = await deps.events.readStream<CartEvent>(cartStreamOf(owner.value.companyId));
    return ok(await viewOfCart(deps, owner.value.companyId, events.reduce(cartDecider.evolve, cartDecider.initialState())));
  };
