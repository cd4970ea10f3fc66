import { CatalogFilters, CatalogIdInput, CatalogListInput, SearchInput, SuggestInput } from '../../../application/catalog/schemas';
import { publicProcedure, inputOf, router, unwrap } from '../trpc';

export const catalogRouter = router({
  list: publicProcedure.input(inputOf(CatalogListInput)).query(({ ctx, input }) => unwrap(ctx.services.catalog.list(ctx.actor, input))),
  filters: publicProcedure.input(inputOf(CatalogFilters.optional())).query(({ ctx, input }) => unwrap(ctx.services.catalog.facets(ctx.actor, input))),
  info: publicProcedure.input(inputOf(CatalogIdInput)).query(({ ctx, input }) => unwrap(ctx.services.catalog.info(ctx.actor, input))),
  verifiedInfo: publicProcedure.input(inputOf(CatalogIdInput)).query(({ ctx, input }) => unwrap(ctx.services.catalog.verifiedInfo(ctx.actor, input))),
  similar: publicProcedure.input(inputOf(CatalogIdInput)).query(({ ctx, input }) => unwrap(ctx.services.catalog.similar(ctx.actor, input))),
  counts: publicProcedure.query(({ ctx }) => unwrap(ctx.services.catalog.counts())),
  suggest: publicProcedure.input(inputOf(SuggestInput)).query(({ ctx, input }) => unwrap(ctx.services.catalog.suggest(ctx.actor, input))),
  search: publicProcedure.input(inputOf(SearchInput)).query(({ ctx, input }) => unwrap(ctx.services.catalog.search(ctx.actor, input))),
  recentlyViewed: publicProcedure.query(({ ctx }) => unwrap(ctx.services.catalog.recentlyViewed(ctx.actor))),
});
