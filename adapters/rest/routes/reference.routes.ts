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
import type { AppServices } from '../../services';
import type { RestRoutes } from '../restRoute';

const tag = 'reference';

/** Query parameters written `name[]=` by some clients arrive under that key: read them as `name`. */
const withListParams = (query: Record<string, unknown>, ...names: string[]) =>
  Object.fromEntries(
    Object.entries(query).map(([key, value]) => {
      const plain = key.endsWith('[]') ? key.slice(0, -2) : key;
      return [names.includes(plain) ? plain : key, value];
    }),
  );

/** The public reference lists of the seeds: enumerations, places, categories, roles, skills, settings. */
export const referenceRoutes = (routes: RestRoutes, { reference, categoryEditor }: AppServices): void => {
  routes.add({
    method: 'get',
    path: '/api/enum/list',
    tag,
    summary:
      'A fixed list (Language, LanguageLevel, EducationLevel, EngagementType, EmployeesCount, WithoutVATArticle, DocumentStatus, SocialNetwork)',
    query: EnumerationInput,
    response: z.array(OptionOutput),
    handle: (r) => reference.listEnumeration(r.query),
  });
  routes.add({
    method: 'get',
    path: '/api/country/list',
    tag,
    summary: 'ISO 3166 countries with dial codes; optional search by name or code',
    query: CountriesInput,
    response: z.array(CountryOutput),
    handle: (r) => reference.listCountries(r.query),
  });
  routes.add({
    method: 'get',
    path: '/api/city/list/:country',
    tag,
    summary: 'Cities of a country (ISO alpha-2 code), by name',
    params: CitiesOfCountryInput,
    response: z.array(CityOutput),
    handle: (r) => reference.listCitiesOfCountry({ country: r.params.country }),
  });
  routes.add({
    method: 'get',
    path: '/api/city/get-by-name/:name',
    tag,
    summary: 'Up to 20 cities whose name starts with or resembles the text; optional country filter',
    params: CitiesByNameInput.pick({ name: true }),
    query: CitiesByNameInput.pick({ country: true }),
    response: z.array(CityOutput),
    handle: (r) => reference.findCitiesByName({ ...r.query, name: r.params.name }),
  });
  routes.add({
    method: 'get',
    path: '/api/categories/list/',
    tag,
    summary: 'Categories and subcategories as a flat list (type specialist or solution)',
    query: CategoriesInput,
    response: z.array(CategoryOutput),
    handle: (r) => reference.listCategories(r.query),
  });
  routes.add({
    method: 'get',
    path: '/api/categories/tree/',
    tag,
    summary: 'The category tree with published specialist counts (type specialist or solution)',
    query: CategoriesInput,
    response: z.array(CategoryNodeOutput),
    handle: (r) => reference.listCategoryTree(r.query),
  });
  routes.add({
    method: 'get',
    path: '/api/specialization/list',
    tag,
    summary: 'Specializations (roles), filtered by category ids (comma-separated or repeated)',
    query: SpecializationsInput,
    response: z.array(SpecializationOutput),
    handle: (r) => reference.listSpecializations(withListParams(r.query, 'categories')),
  });
  routes.add({
    method: 'get',
    path: '/api/specialization/popular-key-skills',
    tag,
    summary: 'At most 10 popular key skills of a specialization, without the excluded ids',
    query: PopularKeySkillsInput,
    response: z.array(OptionOutput),
    handle: (r) => reference.listPopularKeySkills(withListParams(r.query, 'exclude')),
  });
  routes.add({
    method: 'get',
    path: '/api/key-skill/list',
    tag,
    summary: 'Key skills by title, or the best matches of a search',
    query: KeySkillsInput,
    response: z.array(OptionOutput),
    handle: (r) => reference.listKeySkills(r.query),
  });
  routes.add({
    method: 'get',
    path: '/api/work-industry/list',
    tag,
    summary: 'Work industries (domains)',
    response: z.array(OptionOutput),
    handle: (r) => reference.listWorkIndustries(r.query),
  });
  routes.add({
    method: 'get',
    path: '/api/social-network/list',
    tag,
    summary: 'Social networks a profile can link to',
    response: z.array(SocialNetworkOutput),
    handle: (r) => reference.listSocialNetworks(r.query),
  });
  routes.add({
    method: 'get',
    path: '/api/settings/reservation-period-boundaries',
    tag,
    summary: 'Shortest and longest reservation, in days',
    response: ReservationPeriodBoundariesOutput,
    handle: (r) => reference.getReservationPeriodBoundaries(r.query),
  });
  routes.add({
    method: 'get',
    path: '/api/settings/prices',
    tag,
    summary: 'VAT rate and service fee in basis points (100 bp = 1 %)',
    response: PricesOutput,
    handle: (r) => reference.getPrices(r.query),
  });
  // The managers' category editor (scope category:manage). Every edit answers the tree as the editor shows it.
  const editorTag = 'category editor';
  routes.add({
    method: 'get',
    path: '/admin/api/category/tree',
    tag: editorTag,
    auth: true,
    summary:
      'One category tree (type specialist or solution) with hidden categories, what uses each, the actions allowed and the tree version',
    query: CategoryEditorTreeInput,
    response: CategoryEditorTreeOutput,
    handle: (r) => categoryEditor.tree(r.actor, r.query),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/category/history',
    tag: editorTag,
    auth: true,
    summary: 'The latest changes of one tree, newest first, with who made them',
    query: CategoryHistoryInput,
    response: CategoryHistoryOutput,
    handle: (r) => categoryEditor.history(r.actor, r.query),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/category/create',
    tag: editorTag,
    auth: true,
    summary:
      'Add a category (no parentId) or a subcategory, last among its siblings; without a slug one is made from the title. `version`: the tree version read (409 when stale)',
    body: CreateCategoryInput,
    response: CategoryEditOutput,
    handle: (r) => categoryEditor.create(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/category/update',
    tag: editorTag,
    auth: true,
    summary: 'Rename a category and/or change its slug (unique in its tree: 409 when taken)',
    body: UpdateCategoryInput,
    response: CategoryEditOutput,
    handle: (r) => categoryEditor.update(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/category/reorder',
    tag: editorTag,
    auth: true,
    summary: 'Put a category at a place among its siblings (position from 0)',
    body: ReorderCategoryInput,
    response: CategoryEditOutput,
    handle: (r) => categoryEditor.reorder(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/category/move',
    tag: editorTag,
    auth: true,
    summary:
      'Move a category under another top category, or to the top (parentId null); a category with subcategories cannot become one (422)',
    body: MoveCategoryInput,
    response: CategoryEditOutput,
    handle: (r) => categoryEditor.move(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/category/change-active',
    tag: editorTag,
    auth: true,
    summary: 'Hide a category from public lists and forms (cards keep it) or show it again',
    body: ChangeCategoryActiveInput,
    response: CategoryEditOutput,
    handle: (r) => categoryEditor.changeActive(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/category/delete',
    tag: editorTag,
    auth: true,
    summary: 'Delete a category no card, solution, specialization or subcategory uses (409 naming what uses it)',
    body: DeleteCategoryInput,
    response: CategoryEditOutput,
    handle: (r) => categoryEditor.delete(r.actor, r.body),
  });
};
