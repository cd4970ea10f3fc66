import { err, ok, type Result } from 'neverthrow';
import type { CartCommand } from '../../../domain/cart/cart.commands';
import { cartDecider } from '../../../domain/cart/cart.decide';
import type { Cart } from '../../../domain/cart/cart.state';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { handleCommand } from '../../shared/handleCommand';
import { cartStreamOf, type CartDeps } from '../cartPorts';
import { cartViewOf, type CartView } from '../cartView';

/** Decide on the client's cart stream, append, and answer with the whole cart as it now stands. */
export const runCartCommand = async (
  deps: CartDeps,
  actor: Actor,
  build: (cart: Cart) => Result<CartCommand, AppError>,
): Promise<Result<CartView, AppError>> => {
  const result = await handleCommand(deps.events, cartDecider, cartStreamOf(actor.companyId), (cart: Cart) => build(cart));
  if (result.isErr()) return err(result.error);
  return ok(await viewOfCart(deps, actor.companyId, result.value.state));
};

export const viewOfCart = async (deps: CartDeps, clientId: string, cart: Cart): Promise<CartView> => {
  const ids = [...new Set(cart.items.map((item) => item.specialistId))];
  const [snapshots, info, limits] = await Promise.all([deps.specialists.snapshots(ids), deps.specialists.info(ids), deps.bookingLimits()]);
  return cartViewOf(clientId, cart, snapshots, info, limits);
};
