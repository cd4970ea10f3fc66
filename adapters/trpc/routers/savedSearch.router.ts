import * as schemas from '../../../application/savedSearch/schemas';
import { authedProcedure, inputOf, publicProcedure, router, unwrap } from '../trpc';

/** Saved searches for the React app: the catalogue's 'Save this search', the profile's list, the unsubscribe page. */
export const savedSearchRouter = router({
  list: authedProcedure
    .output(schemas.SavedSearchListOutput)
    .query(({ ctx }) => unwrap(ctx.services.savedSearch.listSavedSearches(ctx.actor, {}))),
  create: authedProcedure
    .input(inputOf(schemas.CreateSavedSearchInput))
    .output(schemas.SavedSearchOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.savedSearch.createSavedSearch(ctx.actor, input))),
  delete: authedProcedure
    .input(inputOf(schemas.SavedSearchIdInput))
    .output(schemas.SavedSearchDeletedOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.savedSearch.deleteSavedSearch(ctx.actor, input))),
  unsubscribeInfo: publicProcedure
    .input(inputOf(schemas.UnsubscribeInput))
    .output(schemas.UnsubscribeOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.savedSearch.readUnsubscribe(input))),
  unsubscribe: publicProcedure
    .input(inputOf(schemas.UnsubscribeInput))
    .output(schemas.UnsubscribeOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.savedSearch.unsubscribe(input))),
});
