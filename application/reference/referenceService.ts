import { findCitiesByName } from './queries/findCitiesByName';
import { getPrices } from './queries/getPrices';
import { getReservationPeriodBoundaries } from './queries/getReservationPeriodBoundaries';
import { listCategories } from './queries/listCategories';
import { listCategoryTree } from './queries/listCategoryTree';
import { listCitiesOfCountry } from './queries/listCitiesOfCountry';
import { listCountries } from './queries/listCountries';
import { listEnumeration } from './queries/listEnumeration';
import { listKeySkills } from './queries/listKeySkills';
import { listPopularKeySkills } from './queries/listPopularKeySkills';
import { listSocialNetworks } from './queries/listSocialNetworks';
import { listSpecializations } from './queries/listSpecializations';
import { listWorkIndustries } from './queries/listWorkIndustries';
import type { ReferenceStore } from './referencePorts';

/** The reference lists bound to their store, for the transports. Reference data is public: no actor. */
export const referenceService = (deps: { store: ReferenceStore }) => ({
  listEnumeration: listEnumeration(deps),
  listCountries: listCountries(deps),
  listCitiesOfCountry: listCitiesOfCountry(deps),
  findCitiesByName: findCitiesByName(deps),
  listCategories: listCategories(deps),
  listCategoryTree: listCategoryTree(deps),
  listSpecializations: listSpecializations(deps),
  listPopularKeySkills: listPopularKeySkills(deps),
  listKeySkills: listKeySkills(deps),
  listWorkIndustries: listWorkIndustries(deps),
  listSocialNetworks: listSocialNetworks(deps),
  getReservationPeriodBoundaries: getReservationPeriodBoundaries(deps),
  getPrices: getPrices(deps),
});
export type ReferenceService = ReturnType<typeof referenceService>;
