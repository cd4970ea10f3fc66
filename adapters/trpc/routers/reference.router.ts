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
import { publicProcedure, router, unwrap } from '../trpc';

/** The public reference lists the forms and filters load. */
export const referenceRouter = router({
  enumeration: publicProcedure.input(EnumerationInput).query(({ ctx, input }) => unwrap(ctx.services.reference.listEnumeration(input))),
  countries: publicProcedure.input(CountriesInput.optional()).query(({ ctx, input }) => unwrap(ctx.services.reference.listCountries(input))),
  cities: publicProcedure.input(CitiesOfCountryInput).query(({ ctx, input }) => unwrap(ctx.services.reference.listCitiesOfCountry(input))),
  citiesByName: publicProcedure.input(CitiesByNameInput).query(({ ctx, input }) => unwrap(ctx.services.reference.findCitiesByName(input))),
  categories: publicProcedure.input(CategoriesInput.optional()).query(({ ctx, input }) => unwrap(ctx.services.reference.listCategories(input))),
  categoryTree: publicProcedure.input(CategoriesInput.optional()).query(({ ctx, input }) => unwrap(ctx.services.reference.listCategoryTree(input))),
  specializations: publicProcedure
    .input(SpecializationsInput.optional())
    .query(({ ctx, input }) => unwrap(ctx.services.reference.listSpecializations(input))),
  popularKeySkills: publicProcedure
    .input(PopularKeySkillsInput)
    .query(({ ctx, input }) => unwrap(ctx.services.reference.listPopularKeySkills(input))),
  keySkills: publicProcedure.input(KeySkillsInput.optional()).query(({ ctx, input }) => unwrap(ctx.services.reference.listKeySkills(input))),
  workIndustries: publicProcedure.query(({ ctx }) => unwrap(ctx.services.reference.listWorkIndustries())),
  socialNetworks: publicProcedure.query(({ ctx }) => unwrap(ctx.services.reference.listSocialNetworks())),
  reservationPeriodBoundaries: publicProcedure.query(({ ctx }) => unwrap(ctx.services.reference.getReservationPeriodBoundaries())),
  prices: publicProcedure.query(({ ctx }) => unwrap(ctx.services.reference.getPrices())),
});
