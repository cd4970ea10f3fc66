import { CatalogFilters, CatalogIdInput, CatalogListInput, SearchInput, SuggestInput } from '../../../application/catalog/catalogContracts';
import { publicProcedure, router, unwrap } from '../trpc';

export const catalogRouter = router({
  list: publicProcedure.input(CatalogListInput).query(({ ctx, input }) => unwrap(ctx.services.catalog.list(ctx.actor, input))),
  filters: publicProcedure.input(CatalogFilters.prefault({})).query(({ ctx, input }) => unwrap(ctx.services.catalog.facets(ctx.actor, input))),
  info: publicProcedure.input(CatalogIdInput).query(({ ctx, input }) => unwrap(ctx.services.catalog.info(ctx.actor, input))),
  verifiedInfo: publicProcedure.input(CatalogIdInput).query(({ ctx, input }) => unwrap(ctx.services.catalog.verifiedInfo(ctx.actor, input))),
  similar: publicProcedure.input(CatalogIdInput).query(({ ctx, input }) => unwrap(ctx.services.catalog.similar(ctx.actor, input))),
  counts: publicProcedure.query(({ ctx }) => unwrap(ctx.services.catalog.counts())),
  suggest: publicProcedure.input(SuggestInput).query(({ ctx, input }) => unwrap(ctx.services.catalog.suggest(ctx.actor, input))),
  search: publicProcedure.input(SearchInput).query(({ ctx, input }) => unwrap(ctx.services.catalog.search(ctx.actor, input))),
  recentlyViewed: publicProcedure.query(({ ctx }) => unwrap(ctx.services.catalog.recentlyViewed(ctx.actor))),
});
