import { archive } from './commands/archive';
import { deactivate } from './commands/deactivate';
import { deleteDraft } from './commands/deleteDraft';
import { managerArchive } from './commands/managerArchive';
import { managerSave } from './commands/managerSave';
import { moveToDraft } from './commands/moveToDraft';
import { publish } from './commands/publish';
import { reject } from './commands/reject';
import { requestSolution } from './commands/requestSolution';
import { restoreFromArchive } from './commands/restoreFromArchive';
import { saveDraft } from './commands/saveDraft';
import { sendToReview } from './commands/sendToReview';
import { submitAsManager } from './commands/submitAsManager';
import { exportForManager } from './queries/exportForManager';
import { filtersForAgency } from './queries/filtersForAgency';
import { filtersForManager } from './queries/filtersForManager';
import { getCatalogEntry } from './queries/getCatalogEntry';
import { getSolution } from './queries/getSolution';
import { listCatalog } from './queries/listCatalog';
import { listCategoryTree } from './queries/listCategoryTree';
import { listForAgency } from './queries/listForAgency';
import { listForManager } from './queries/listForManager';
import { listRequests } from './queries/listRequests';
import { readAsOf } from './queries/readAsOf';
import { readHistory } from './queries/readHistory';
import type { SolutionDeps } from './solutionPorts';
import { withDeps } from '../moderation/wiring';

/** The solution's use cases, by the names both transports call them. */
const useCases = {
  // Agency
  saveDraft,
  sendToReview,
  deactivate,
  moveToDraft,
  deleteDraft,
  archive,
  listForAgency,
  filtersForAgency,
  // Manager
  publish,
  managerSave,
  submitAsManager,
  reject,
  managerArchive,
  restoreFromArchive,
  readHistory,
  readAsOf,
  exportForManager,
  listForManager: listForManager(false),
  listArchiveForManager: listForManager(true),
  filtersForManager: filtersForManager(false),
  archiveFiltersForManager: filtersForManager(true),
  // Both
  getSolution,
  // Public and clients
  listCatalog,
  getCatalogEntry,
  categoryTree: listCategoryTree,
  request: requestSolution,
  listRequests,
};

export const solutionService = (deps: SolutionDeps) => withDeps(useCases, deps);
export type SolutionService = ReturnType<typeof solutionService>;
