import {
  CatalogCountsOutput,
  PopularSpecializationsOutput,
  CatalogFacetsOutput,
  CatalogFilters,
  CatalogIdInput,
  CatalogItemsOutput,
  CatalogListInput,
  CatalogPageOutput,
  SearchInput,
  SearchOutput,
  SpecialistPageOutput,
  SuggestInput,
  SuggestionsOutput,
} from '../../../application/catalog/schemas';
import { CatalogStatsOutput } from '../../../application/catalog/queries/catalogStats';
import { publicProcedure, inputOf, router, unwrap } from '../trpc';

export const catalogRouter = router({
  list: publicProcedure
    .input(inputOf(CatalogListInput))
    .output(CatalogPageOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.catalog.list(ctx.actor, input))),
  filters: publicProcedure
    .input(inputOf(CatalogFilters.optional()))
    .output(CatalogFacetsOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.catalog.facets(ctx.actor, input))),
  info: publicProcedure
    .input(inputOf(CatalogIdInput))
    .output(SpecialistPageOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.catalog.info(ctx.actor, input))),
  verifiedInfo: publicProcedure
    .input(inputOf(CatalogIdInput))
    .output(SpecialistPageOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.catalog.verifiedInfo(ctx.actor, input))),
  similar: publicProcedure
    .input(inputOf(CatalogIdInput))
    .output(CatalogItemsOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.catalog.similar(ctx.actor, input))),
  stats: publicProcedure.output(CatalogStatsOutput).query(({ ctx }) => unwrap(ctx.services.catalogStats())),
  popularSpecializations: publicProcedure
    .output(PopularSpecializationsOutput)
    .query(({ ctx }) => unwrap(ctx.services.catalog.popularSpecializations())),
  counts: publicProcedure.output(CatalogCountsOutput).query(({ ctx }) => unwrap(ctx.services.catalog.counts())),
  suggest: publicProcedure
    .input(inputOf(SuggestInput))
    .output(SuggestionsOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.catalog.suggest(ctx.actor, input))),
  search: publicProcedure
    .input(inputOf(SearchInput))
    .output(SearchOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.catalog.search(ctx.actor, input))),
  recentlyViewed: publicProcedure
    .output(CatalogItemsOutput)
    .query(({ ctx }) => unwrap(ctx.services.catalog.recentlyViewed(ctx.actor))),
});
