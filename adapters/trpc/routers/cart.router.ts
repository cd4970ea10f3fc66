import { AddSpecialistInput, AddTeamInput, RemoveItemsInput, UpdateItemInput } from '../../../application/cart/schemas';
import { publicProcedure, router, unwrap } from '../trpc';

export const cartRouter = router({
  get: publicProcedure.query(({ ctx }) => unwrap(ctx.services.cart.getCart(ctx.actor))),
  addSpecialist: publicProcedure.input(AddSpecialistInput).mutation(({ ctx, input }) => unwrap(ctx.services.cart.addSpecialist(ctx.actor, input))),
  addTeam: publicProcedure.input(AddTeamInput).mutation(({ ctx, input }) => unwrap(ctx.services.cart.addTeam(ctx.actor, input))),
  updateItem: publicProcedure.input(UpdateItemInput).mutation(({ ctx, input }) => unwrap(ctx.services.cart.updateItem(ctx.actor, input))),
  removeItems: publicProcedure.input(RemoveItemsInput).mutation(({ ctx, input }) => unwrap(ctx.services.cart.removeItems(ctx.actor, input))),
});
