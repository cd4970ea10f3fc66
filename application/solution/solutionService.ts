import { saveSolutionDraft, sendSolutionToReview } from './commands/agencyEdits';
import { publishSolution, rejectSolution, saveSolutionAsManager } from './commands/moderation';
import { requestSolution } from './commands/requestSolution';
import { archiveSolution, archiveSolutionAsManager, deactivateSolution, deleteSolutionDraft, moveSolutionToDraft, restoreSolutionFromArchive } from './commands/simpleActions';
import { getSolutionCatalogEntry, listSolutionCatalog, solutionCategoryTree } from './queries/catalog';
import { exportSolutions } from './queries/exportSolutions';
import { getSolution } from './queries/getSolution';
import { getSolutionAsOf, getSolutionHistory } from './queries/history';
import { listSolutionRequests } from './queries/listSolutionRequests';
import { listSolutionsForAgency, listSolutionsForManager, solutionFiltersForAgency, solutionFiltersForManager } from './queries/listSolutions';
import type { SolutionDeps } from './solutionPorts';

export const solutionService = (deps: SolutionDeps) => ({
  // Agency
  saveDraft: saveSolutionDraft(deps),
  sendToReview: sendSolutionToReview(deps),
  deactivate: deactivateSolution(deps),
  moveToDraft: moveSolutionToDraft(deps),
  deleteDraft: deleteSolutionDraft(deps),
  archive: archiveSolution(deps),
  listForAgency: listSolutionsForAgency(deps),
  filtersForAgency: solutionFiltersForAgency(deps),
  // Manager
  publish: publishSolution(deps),
  managerSave: saveSolutionAsManager(deps),
  reject: rejectSolution(deps),
  managerArchive: archiveSolutionAsManager(deps),
  restoreFromArchive: restoreSolutionFromArchive(deps),
  listForManager: listSolutionsForManager(deps, false),
  listArchiveForManager: listSolutionsForManager(deps, true),
  filtersForManager: solutionFiltersForManager(deps, false),
  archiveFiltersForManager: solutionFiltersForManager(deps, true),
  getHistory: getSolutionHistory(deps),
  getAsOf: getSolutionAsOf(deps),
  exportForManager: exportSolutions(deps),
  // Both
  getSolution: getSolution(deps),
  // Public and clients
  listCatalog: listSolutionCatalog(deps),
  getCatalogEntry: getSolutionCatalogEntry(deps),
  categoryTree: solutionCategoryTree(deps),
  request: requestSolution(deps),
  listRequests: listSolutionRequests(deps),
});
export type SolutionService = ReturnType<typeof solutionService>;
