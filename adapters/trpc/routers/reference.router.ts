import {
  CategoriesInput,
  CitiesByNameInput,
  CitiesOfCountryInput,
  CountriesInput,
  EnumerationInput,
  KeySkillsInput,
  PopularKeySkillsInput,
  SpecializationsInput,
} from '../../../application/reference/schemas';
import { publicProcedure, inputOf, router, unwrap } from '../trpc';

/** The public reference lists the forms and filters load. */
export const referenceRouter = router({
  enumeration: publicProcedure.input(inputOf(EnumerationInput)).query(({ ctx, input }) => unwrap(ctx.services.reference.listEnumeration(input))),
  countries: publicProcedure.input(inputOf(CountriesInput.optional())).query(({ ctx, input }) => unwrap(ctx.services.reference.listCountries(input))),
  cities: publicProcedure.input(inputOf(CitiesOfCountryInput)).query(({ ctx, input }) => unwrap(ctx.services.reference.listCitiesOfCountry(input))),
  citiesByName: publicProcedure.input(inputOf(CitiesByNameInput)).query(({ ctx, input }) => unwrap(ctx.services.reference.findCitiesByName(input))),
  categories: publicProcedure.input(inputOf(CategoriesInput.optional())).query(({ ctx, input }) => unwrap(ctx.services.reference.listCategories(input))),
  categoryTree: publicProcedure.input(inputOf(CategoriesInput.optional())).query(({ ctx, input }) => unwrap(ctx.services.reference.listCategoryTree(input))),
  specializations: publicProcedure
    .input(inputOf(SpecializationsInput.optional()))
    .query(({ ctx, input }) => unwrap(ctx.services.reference.listSpecializations(input))),
  popularKeySkills: publicProcedure
    .input(inputOf(PopularKeySkillsInput))
    .query(({ ctx, input }) => unwrap(ctx.services.reference.listPopularKeySkills(input))),
  keySkills: publicProcedure.input(inputOf(KeySkillsInput.optional())).query(({ ctx, input }) => unwrap(ctx.services.reference.listKeySkills(input))),
  workIndustries: publicProcedure.query(({ ctx }) => unwrap(ctx.services.reference.listWorkIndustries())),
  socialNetworks: publicProcedure.query(({ ctx }) => unwrap(ctx.services.reference.listSocialNetworks())),
  reservationPeriodBoundaries: publicProcedure.query(({ ctx }) => unwrap(ctx.services.reference.getReservationPeriodBoundaries())),
  prices: publicProcedure.query(({ ctx }) => unwrap(ctx.services.reference.getPrices())),
});
