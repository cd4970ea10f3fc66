import type { BackOfficeDeps } from './backOfficePorts';
import { assignPersonalManager } from './commands/assignPersonalManager';
import { finishMerge, finishUnfinishedMerges, mergeCompanies, previewMerge } from './commands/mergeCompanies';
import { companyFilters, listCompanies, listForDocument, listForDropdown, listForMerge } from './queries/companyLists';
import { companyOverview, listCompanyChanges, listEmployees, listPersonalManagerChoices } from './queries/companyPage';
import { exportCompanies, exportEmployees } from './queries/exportCompanies';

/**
 * The managers' back office for companies (`company:manage`): the seeds' `/admin/api/agencies/*` and
 * `/admin/api/clients/*` lists and merges, the personal manager, exports (`excel:export` too) and the history.
 * The profile and payment details of a company are the company area's own use cases (`companyService.backOffice`).
 */
export const backOfficeService = (deps: BackOfficeDeps) => ({
  list: listCompanies(deps, null),
  filters: companyFilters(deps, null),
  listAgencies: listCompanies(deps, 'agency'),
  listClients: listCompanies(deps, 'client'),
  agencyFilters: companyFilters(deps, 'agency'),
  clientFilters: companyFilters(deps, 'client'),
  agencyDropdown: listForDropdown(deps, 'agency'),
  clientDropdown: listForDropdown(deps, 'client'),
  agencyDocumentParties: listForDocument(deps, 'agency'),
  clientDocumentParties: listForDocument(deps, 'client'),
  mergeTargets: listForMerge(deps, null),
  agencyMergeTargets: listForMerge(deps, 'agency'),
  clientMergeTargets: listForMerge(deps, 'client'),
  previewMerge: previewMerge(deps, null),
  agencyMergePreview: previewMerge(deps, 'agency'),
  clientMergePreview: previewMerge(deps, 'client'),
  merge: mergeCompanies(deps, null),
  mergeAgency: mergeCompanies(deps, 'agency'),
  mergeClient: mergeCompanies(deps, 'client'),
  finishMerge: (mergeId: string) => finishMerge(deps, mergeId),
  finishUnfinishedMerges: () => finishUnfinishedMerges(deps),
  overview: companyOverview(deps),
  employees: listEmployees(deps),
  changes: listCompanyChanges(deps),
  personalManagerChoices: listPersonalManagerChoices(deps),
  assignPersonalManager: assignPersonalManager(deps),
  exportAgencies: exportCompanies(deps, 'agency'),
  exportClients: exportCompanies(deps, 'client'),
  exportAgencyEmployees: exportEmployees(deps, 'agency'),
  exportClientEmployees: exportEmployees(deps, 'client'),
});
export type BackOfficeService = ReturnType<typeof backOfficeService>;
