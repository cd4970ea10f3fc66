import { archive } from './commands/archive';
import { block } from './commands/block';
import { deactivate } from './commands/deactivate';
import { deleteDraft } from './commands/deleteDraft';
import { hide } from './commands/hide';
import { managerArchive } from './commands/managerArchive';
import { managerSave } from './commands/managerSave';
import { publish } from './commands/publish';
import { reject } from './commands/reject';
import { restoreFromArchive } from './commands/restoreFromArchive';
import { saveDraft } from './commands/saveDraft';
import { sendToReview } from './commands/sendToReview';
import { submitAsManager } from './commands/submitAsManager';
import { estimatePrice } from './queries/estimatePrice';
import { exportForAgency } from './queries/exportForAgency';
import { exportForManager } from './queries/exportForManager';
import { filtersForAgency } from './queries/filtersForAgency';
import { filtersForManager } from './queries/filtersForManager';
import { getCard } from './queries/getCard';
import { listForAgency } from './queries/listForAgency';
import { listForManager } from './queries/listForManager';
import { readAsOf } from './queries/readAsOf';
import { readHistory } from './queries/readHistory';
import type { SpecialistDeps } from './specialistPorts';
import { withDeps } from '../moderation/wiring';

/** The card's use cases, by the names both transports call them. */
const useCases = {
  // Agency
  saveDraft,
  sendToReview,
  deactivate,
  deleteDraft,
  archive,
  listForAgency,
  filtersForAgency,
  exportForAgency,
  estimatePrice,
  // Manager
  publish,
  managerSave,
  submitAsManager,
  reject,
  block,
  hide,
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
  getCard,
};

export const specialistService = (deps: SpecialistDeps) => withDeps(useCases, deps);
export type SpecialistService = ReturnType<typeof specialistService>;
