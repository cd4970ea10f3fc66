import { z } from 'zod';
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
import type { AppServices } from '../../services';
import type { RestRoutes } from '../restRoute';

const tag = 'reference';

const option = z.object({ id: z.string(), title: z.string() });
const city = z.object({ id: z.uuid(), name: z.string(), countryCode: z.string(), countryName: z.string(), lat: z.number(), lng: z.number() });
const category = z.object({ id: z.uuid(), slug: z.string(), title: z.string(), parentId: z.uuid().nullable(), publishedSpecialistsCount: z.number() });
// The tree is two levels deep (category, subcategory); a recursive schema would loop the OpenAPI generator.
const subcategoryNode = z.object({ id: z.uuid(), slug: z.string(), title: z.string(), children: z.array(z.unknown()), publishedSpecialistsCount: z.number() });
const categoryNode = subcategoryNode.extend({ children: z.array(subcategoryNode) });

/** Query parameters written `name[]=` by some clients arrive under that key: read them as `name`. */
const withListParams = (query: Record<string, unknown>, ...names: string[]) =>
  Object.fromEntries(
    Object.entries(query).map(([key, value]) => {
      const plain = key.endsWith('[]') ? key.slice(0, -2) : key;
      return [names.includes(plain) ? plain : key, value];
    }),
  );

/** The public reference lists of the seeds: enumerations, places, categories, roles, skills, settings. */
export const referenceRoutes = (routes: RestRoutes, { reference }: AppServices): void => {
  routes.add({
    method: 'get', path: '/api/enum/list', tag, summary: 'A fixed list (Language, LanguageLevel, EducationLevel, EngagementType, EmployeesCount, WithoutVATArticle, DocumentStatus, SocialNetwork)',
    query: EnumerationInput, response: z.array(option),
    handle: (r) => reference.listEnumeration(r.query),
  });
  routes.add({
    method: 'get', path: '/api/country/list', tag, summary: 'ISO 3166 countries with dial codes; optional search by name or code',
    query: CountriesInput, response: z.array(z.object({ id: z.string(), title: z.string(), dialCodes: z.array(z.string()) })),
    handle: (r) => reference.listCountries(r.query),
  });
  routes.add({
    method: 'get', path: '/api/city/list/:country', tag, summary: 'Cities of a country (ISO alpha-2 code), by name',
    params: CitiesOfCountryInput, response: z.array(city),
    handle: (r) => reference.listCitiesOfCountry({ country: r.params.country }),
  });
  routes.add({
    method: 'get', path: '/api/city/get-by-name/:name', tag, summary: 'Up to 20 cities whose name starts with or resembles the text; optional country filter',
    params: CitiesByNameInput.pick({ name: true }), query: CitiesByNameInput.pick({ country: true }), response: z.array(city),
    handle: (r) => reference.findCitiesByName({ ...r.query, name: r.params.name }),
  });
  routes.add({
    method: 'get', path: '/api/categories/list/', tag, summary: 'Categories and subcategories as a flat list (type specialist or solution)',
    query: CategoriesInput, response: z.array(category),
    handle: (r) => reference.listCategories(r.query),
  });
  routes.add({
    method: 'get', path: '/api/categories/tree/', tag, summary: 'The category tree with published specialist counts (type specialist or solution)',
    query: CategoriesInput, response: z.array(categoryNode),
    handle: (r) => reference.listCategoryTree(r.query),
  });
  routes.add({
    method: 'get', path: '/api/specialization/list', tag, summary: 'Specializations (roles), filtered by category ids (comma-separated or repeated)',
    query: SpecializationsInput, response: z.array(z.object({ id: z.uuid(), slug: z.string(), title: z.string(), categoryIds: z.array(z.uuid()) })),
    handle: (r) => reference.listSpecializations(withListParams(r.query, 'categories')),
  });
  routes.add({
    method: 'get', path: '/api/specialization/popular-key-skills', tag, summary: 'At most 10 popular key skills of a specialization, without the excluded ids',
    query: PopularKeySkillsInput, response: z.array(option),
    handle: (r) => reference.listPopularKeySkills(withListParams(r.query, 'exclude')),
  });
  routes.add({
    method: 'get', path: '/api/key-skill/list', tag, summary: 'Key skills by title, or the best matches of a search',
    query: KeySkillsInput, response: z.array(option),
    handle: (r) => reference.listKeySkills(r.query),
  });
  routes.add({
    method: 'get', path: '/api/work-industry/list', tag, summary: 'Work industries (domains)',
    response: z.array(option), handle: (r) => reference.listWorkIndustries(r.query),
  });
  routes.add({
    method: 'get', path: '/api/social-network/list', tag, summary: 'Social networks a profile can link to',
    response: z.array(option.extend({ linkPrefix: z.string().nullable() })), handle: (r) => reference.listSocialNetworks(r.query),
  });
  routes.add({
    method: 'get', path: '/api/settings/reservation-period-boundaries', tag, summary: 'Shortest and longest reservation, in days',
    response: z.object({ minReservationDays: z.number(), maxReservationDays: z.number() }),
    handle: (r) => reference.getReservationPeriodBoundaries(r.query),
  });
  routes.add({
    method: 'get', path: '/api/settings/prices', tag, summary: 'VAT rate and service fee in basis points (100 bp = 1 %)',
    response: z.object({ currency: z.string(), vatRateBasisPoints: z.number(), serviceFeeBasisPoints: z.number(), commissionBasisPoints: z.number() }),
    handle: (r) => reference.getPrices(r.query),
  });
};
