import { AddSpecialistInput, AddTeamInput, RemoveItemsInput, UpdateItemInput } from '../../../application/cart/schemas';
import { authedProcedure, inputOf, router, unwrap } from '../trpc';

export const cartRouter = router({
  get: authedProcedure.query(({ ctx }) => unwrap(ctx.services.cart.getCart(ctx.actor))),
  addSpecialist: authedProcedure.input(inputOf(AddSpecialistInput)).mutation(({ ctx, input }) => unwrap(ctx.services.cart.addSpecialist(ctx.actor, input))),
  addTeam: authedProcedure.input(inputOf(AddTeamInput)).mutation(({ ctx, input }) => unwrap(ctx.services.cart.addTeam(ctx.actor, input))),
  updateItem: authedProcedure.input(inputOf(UpdateItemInput)).mutation(({ ctx, input }) => unwrap(ctx.services.cart.updateItem(ctx.actor, input))),
  removeItems: authedProcedure.input(inputOf(RemoveItemsInput)).mutation(({ ctx, input }) => unwrap(ctx.services.cart.removeItems(ctx.actor, input))),
});
