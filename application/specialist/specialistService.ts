import { managerSave, block, publish, reject } from './commands/moderation';
import { saveDraft } from './commands/saveDraft';
import { sendToReview } from './commands/sendToReview';
import { archive, deactivate, deleteDraft, hide, managerArchive, restoreFromArchive } from './commands/simpleActions';
import { estimatePrice } from './queries/estimatePrice';
import { exportForAgency, exportForManager } from './queries/exportCards';
import { getCard } from './queries/getCard';
import { getCardAsOf, getHistory } from './queries/history';
import { filtersForAgency, filtersForManager, listForAgency, listForManager } from './queries/listCards';
import type { SpecialistDeps } from './specialistPorts';

export const specialistService = (deps: SpecialistDeps) => ({
  saveDraft: saveDraft(deps),
  sendToReview: sendToReview(deps),
  deactivate: deactivate(deps),
  deleteDraft: deleteDraft(deps),
  archive: archive(deps),
  publish: publish(deps),
  managerSave: managerSave(deps),
  reject: reject(deps),
  block: block(deps),
  hide: hide(deps),
  managerArchive: managerArchive(deps),
  restoreFromArchive: restoreFromArchive(deps),
  listForAgency: listForAgency(deps),
  listForManager: listForManager(deps, false),
  listArchiveForManager: listForManager(deps, true),
  filtersForAgency: filtersForAgency(deps),
  filtersForManager: filtersForManager(deps, false),
  archiveFiltersForManager: filtersForManager(deps, true),
  getCard: getCard(deps),
  getHistory: getHistory(deps),
  getCardAsOf: getCardAsOf(deps),
  estimatePrice: estimatePrice(deps),
  exportForAgency: exportForAgency(deps),
  exportForManager: exportForManager(deps),
});
export type SpecialistService = ReturnType<typeof specialistService>;
