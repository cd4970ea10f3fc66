import {
  AddSpecialistInput,
  AddTeamInput,
  CartOutput,
  RemoveItemsInput,
  UpdateItemInput,
} from '../../../application/cart/schemas';
import { authedProcedure, inputOf, router, unwrap } from '../trpc';

export const cartRouter = router({
  get: authedProcedure.output(CartOutput).query(({ ctx }) => unwrap(ctx.services.cart.getCart(ctx.actor))),
  addSpecialist: authedProcedure
    .input(inputOf(AddSpecialistInput))
    .output(CartOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.cart.addSpecialist(ctx.actor, input))),
  addTeam: authedProcedure
    .input(inputOf(AddTeamInput))
    .output(CartOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.cart.addTeam(ctx.actor, input))),
  updateItem: authedProcedure
    .input(inputOf(UpdateItemInput))
    .output(CartOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.cart.updateItem(ctx.actor, input))),
  removeItems: authedProcedure
    .input(inputOf(RemoveItemsInput))
    .output(CartOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.cart.removeItems(ctx.actor, input))),
});
