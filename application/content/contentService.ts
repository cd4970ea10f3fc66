import { acceptTerms, acceptTermsAtRegistration, needsTermsAcceptance } from './commands/acceptTerms';
import { createTermsVersion, updateTermsVersion } from './commands/saveTermsVersion';
import type { ContentDeps } from './contentPorts';
import { exportTermsAcceptances } from './queries/exportTermsAcceptances';
import { getActiveTerms, getTermsInfo } from './queries/getTermsInfo';
import { getTermsVersion, listTermsVersions } from './queries/listTermsVersions';

/** The use cases of content (terms and conditions) bound to their dependencies, for the transports. */
export const contentService = (deps: ContentDeps) => ({
  activeTerms: getActiveTerms(deps),
  termsInfo: getTermsInfo(deps),
  acceptTerms: acceptTerms(deps),
  needsTermsAcceptance: needsTermsAcceptance(deps),
  acceptTermsAtRegistration: acceptTermsAtRegistration(deps),
  listTermsVersions: listTermsVersions(deps),
  getTermsVersion: getTermsVersion(deps),
  createTermsVersion: createTermsVersion(deps),
  updateTermsVersion: updateTermsVersion(deps),
  exportTermsAcceptances: exportTermsAcceptances(deps),
});
export type ContentService = ReturnType<typeof contentService>;
