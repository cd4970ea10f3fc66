import { z } from 'zod';
import {
  CategoriesInput,
  CategoryNodeOutput,
  CategoryOutput,
  CityOutput,
  CountryOutput,
  OptionOutput,
  PricesOutput,
  ReservationPeriodBoundariesOutput,
  SocialNetworkOutput,
  SpecializationOutput,
  CategoryEditOutput,
  CategoryEditorTreeInput,
  CategoryEditorTreeOutput,
  CategoryHistoryInput,
  CategoryHistoryOutput,
  ChangeCategoryActiveInput,
  CreateCategoryInput,
  DeleteCategoryInput,
  MoveCategoryInput,
  ReorderCategoryInput,
  UpdateCategoryInput,
  CitiesByNameInput,
  CitiesOfCountryInput,
  CountriesInput,
  EnumerationInput,
  KeySkillsInput,
  PopularKeySkillsInput,
  SpecializationsInput,
} from '../../../application/reference/schemas';
import { authedProcedure, publicProcedure, inputOf, router, unwrap } from '../trpc';

/** The public reference lists the forms and filters load, and the managers' category editor. */
export const referenceRouter = router({
  enumeration: publicProcedure
    .input(inputOf(EnumerationInput))
    .output(z.array(OptionOutput))
    .query(({ ctx, input }) => unwrap(ctx.services.reference.listEnumeration(input))),
  countries: publicProcedure
    .input(inputOf(CountriesInput.optional()))
    .output(z.array(CountryOutput))
    .query(({ ctx, input }) => unwrap(ctx.services.reference.listCountries(input))),
  cities: publicProcedure
    .input(inputOf(CitiesOfCountryInput))
    .output(z.array(CityOutput))
    .query(({ ctx, input }) => unwrap(ctx.services.reference.listCitiesOfCountry(input))),
  citiesByName: publicProcedure
    .input(inputOf(CitiesByNameInput))
    .output(z.array(CityOutput))
    .query(({ ctx, input }) => unwrap(ctx.services.reference.findCitiesByName(input))),
  categories: publicProcedure
    .input(inputOf(CategoriesInput.optional()))
    .output(z.array(CategoryOutput))
    .query(({ ctx, input }) => unwrap(ctx.services.reference.listCategories(input))),
  categoryTree: publicProcedure
    .input(inputOf(CategoriesInput.optional()))
    .output(z.array(CategoryNodeOutput))
    .query(({ ctx, input }) => unwrap(ctx.services.reference.listCategoryTree(input))),
  specializations: publicProcedure
    .input(inputOf(SpecializationsInput.optional()))
    .output(z.array(SpecializationOutput))
    .query(({ ctx, input }) => unwrap(ctx.services.reference.listSpecializations(input))),
  popularKeySkills: publicProcedure
    .input(inputOf(PopularKeySkillsInput))
    .output(z.array(OptionOutput))
    .query(({ ctx, input }) => unwrap(ctx.services.reference.listPopularKeySkills(input))),
  keySkills: publicProcedure
    .input(inputOf(KeySkillsInput.optional()))
    .output(z.array(OptionOutput))
    .query(({ ctx, input }) => unwrap(ctx.services.reference.listKeySkills(input))),
  workIndustries: publicProcedure
    .output(z.array(OptionOutput))
    .query(({ ctx }) => unwrap(ctx.services.reference.listWorkIndustries())),
  socialNetworks: publicProcedure
    .output(z.array(SocialNetworkOutput))
    .query(({ ctx }) => unwrap(ctx.services.reference.listSocialNetworks())),
  reservationPeriodBoundaries: publicProcedure
    .output(ReservationPeriodBoundariesOutput)
    .query(({ ctx }) => unwrap(ctx.services.reference.getReservationPeriodBoundaries())),
  prices: publicProcedure.output(PricesOutput).query(({ ctx }) => unwrap(ctx.services.reference.getPrices())),

  // The category editor (scope category:manage): every edit answers the tree as the editor shows it.
  categoryEditorTree: authedProcedure
    .input(inputOf(CategoryEditorTreeInput))
    .output(CategoryEditorTreeOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.categoryEditor.tree(ctx.actor, input))),
  categoryHistory: authedProcedure
    .input(inputOf(CategoryHistoryInput))
    .output(CategoryHistoryOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.categoryEditor.history(ctx.actor, input))),
  createCategory: authedProcedure
    .input(inputOf(CreateCategoryInput))
    .output(CategoryEditOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.categoryEditor.create(ctx.actor, input))),
  updateCategory: authedProcedure
    .input(inputOf(UpdateCategoryInput))
    .output(CategoryEditOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.categoryEditor.update(ctx.actor, input))),
  reorderCategory: authedProcedure
    .input(inputOf(ReorderCategoryInput))
    .output(CategoryEditOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.categoryEditor.reorder(ctx.actor, input))),
  moveCategory: authedProcedure
    .input(inputOf(MoveCategoryInput))
    .output(CategoryEditOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.categoryEditor.move(ctx.actor, input))),
  changeCategoryActive: authedProcedure
    .input(inputOf(ChangeCategoryActiveInput))
    .output(CategoryEditOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.categoryEditor.changeActive(ctx.actor, input))),
  deleteCategory: authedProcedure
    .input(inputOf(DeleteCategoryInput))
    .output(CategoryEditOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.categoryEditor.delete(ctx.actor, input))),
});
