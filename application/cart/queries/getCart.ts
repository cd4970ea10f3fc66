import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import type { CartDeps } from '../cartPorts';
import { cartOf, viewOfCart, type CartView } from '../cartView';
import { asCartOwner } from '../policies';

/** `GET /api/specialist-request-list/specialists`: the caller's own cart; there is no way to name another. */
export const getCart =
  (deps: CartDeps) =>
  async (actor: Actor | null): Promise<Result<CartView, AppError>> => {
    const owner = asCartOwner(actor);
    if (owner.isErr()) return err(owner.error);
    return ok(await viewOfCart(deps, owner.value.companyId, await cartOf(deps, owner.value.companyId)));
  };
