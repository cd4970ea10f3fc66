import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import type { CartCommand } from '../../../domain/cart/cart.commands';
import { cartDecider } from '../../../domain/cart/cart.decide';
import type { Cart } from '../../../domain/cart/cart.state';
import type { BookingLimits } from '../../../domain/cart/cart.period';
import type { Actor } from '../../shared/actor';
import { notFound, type AppError } from '../../shared/appError';
import { handleCommand } from '../../shared/handleCommand';
import { cardsReadOnce } from '../cardsReadOnce';
import { cartStreamOf, type CartDeps } from '../cartPorts';
import { parseTermsCommand, type ParsedTerms, type TermsInput } from '../cartTerms';
import { viewOfCart, type CartView } from '../cartView';

export const cartItemNotFound = notFound('Cart item', 'cart.item_not_found');

/**
 * Decide on the client's cart stream, append, and answer with the whole cart as it now stands. An item no longer in
 * the cart is not there (404), however the use case learnt it. The command gets deps whose card reads also take the
 * cart's own cards in the same statement, and the answer's view uses the same deps, so it needs no read of its own.
 */
export const runCartCommand = async (
  deps: CartDeps,
  actor: Actor,
  build: (cart: Cart, scoped: CartDeps) => Result<CartCommand, AppError> | Promise<Result<CartCommand, AppError>>,
  knownLimits?: BookingLimits,
): Promise<Result<CartView, AppError>> => {
  let scoped = deps;
  const result = await handleCommand(deps.events, cartDecider, cartStreamOf(actor.companyId), (cart) => {
    scoped = {
      ...deps,
      specialists: cardsReadOnce(
        deps.specialists,
        cart.items.map((item) => item.specialistId),
      ),
    };
    return build(cart, scoped);
  });
  if (result.isErr()) return err(result.error.code === 'cart.item_not_found' ? cartItemNotFound : result.error);
  return ok(await viewOfCart(scoped, actor.companyId, result.value.state, knownLimits));
};

/**
 * A cart command with booking terms: the terms parsed and checked as field errors, then the use case reads what the
 * command needs (`commandOf`, given the cart as loaded for the decision: the stream is read once), the cart decides,
 * and the answer is the whole cart.
 */
export const termsCommand =
  <Schema extends z.ZodType<TermsInput>>(
    schema: Schema,
    commandOf: (
      deps: CartDeps,
      parsed: ParsedTerms<z.output<Schema>>,
      cart: Cart,
    ) => Promise<Result<CartCommand, AppError>>,
  ) =>
  (deps: CartDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CartView, AppError>> => {
    const parsed = await parseTermsCommand(deps, actor, schema, raw);
    if (parsed.isErr()) return err(parsed.error);
    return runCartCommand(
      deps,
      parsed.value.owner,
      (cart, scoped) => commandOf(scoped, parsed.value, cart),
      parsed.value.context.limits,
    );
  };
