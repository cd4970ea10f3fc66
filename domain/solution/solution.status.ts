import { nextStatusIn, type StatusTable } from '../moderation/statusTable';

/**
 * The solution's status machine as data: status x action -> next status.
 * `deactivated` is out of the catalogue by the agency's choice; `archived` is the manager's archive list.
 * Anything not in the table is refused by `decide` with a coded error.
 */
export const solutionStatuses = ['new', 'draft', 'moderation', 'published', 'rejected', 'deactivated', 'archived', 'deleted'] as const;
export type SolutionStatus = (typeof solutionStatuses)[number];

export const solutionAgencyActions = ['saveDraft', 'sendToReview', 'editPublished', 'deactivate', 'moveToDraft', 'deleteDraft', 'archive'] as const;
export const solutionManagerActions = ['publish', 'managerSave', 'reject', 'managerArchive', 'restoreFromArchive'] as const;
export type SolutionAction = (typeof solutionAgencyActions)[number] | (typeof solutionManagerActions)[number];
export const solutionActions: readonly SolutionAction[] = [...solutionAgencyActions, ...solutionManagerActions];

export const solutionTransitions: StatusTable<SolutionStatus, SolutionAction> = {
  new: { saveDraft: 'draft', sendToReview: 'moderation' },
  draft: { saveDraft: 'draft', sendToReview: 'moderation', deleteDraft: 'deleted', archive: 'archived', managerSave: 'draft', managerArchive: 'archived' },
  moderation: { saveDraft: 'draft', sendToReview: 'moderation', moveToDraft: 'draft', publish: 'published', reject: 'rejected', managerSave: 'moderation', managerArchive: 'archived' },
  published: { editPublished: 'published', deactivate: 'deactivated', moveToDraft: 'draft', archive: 'archived', managerSave: 'published', managerArchive: 'archived' },
  rejected: { saveDraft: 'draft', sendToReview: 'moderation', moveToDraft: 'draft', archive: 'archived', managerSave: 'rejected', managerArchive: 'archived' },
  deactivated: { saveDraft: 'draft', sendToReview: 'moderation', moveToDraft: 'draft', archive: 'archived', managerSave: 'deactivated', managerArchive: 'archived' },
  archived: { restoreFromArchive: 'draft' },
  deleted: {},
};

export const nextSolutionStatus = (status: SolutionStatus, action: SolutionAction): SolutionStatus | null => nextStatusIn(solutionTransitions, status, action);

/** Only a published solution shows in the public catalogue; a deactivated one does not. */
export const isInSolutionCatalogue = (status: SolutionStatus): boolean => status === 'published';
