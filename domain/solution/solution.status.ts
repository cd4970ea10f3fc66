import {
  allowedActionsIn,
  nextStatusIn,
  type Side,
  type SideActions,
  type StatusTable,
} from '../moderation/statusTable';

/**
 * The solution's status machine as data: status x action -> next status.
 * `deactivated` is out of the catalogue by the agency's choice; `archived` is the manager's archive list.
 * Anything not in the table is refused by `decide` with a coded error.
 */
export const statuses = [
  'new',
  'draft',
  'moderation',
  'published',
  'rejected',
  'deactivated',
  'archived',
  'deleted',
] as const;
export type SolutionStatus = (typeof statuses)[number];

export const agencyActions = [
  'saveDraft',
  'sendToReview',
  'editPublished',
  'deactivate',
  'moveToDraft',
  'deleteDraft',
  'archive',
] as const;
export const managerActions = ['publish', 'managerSave', 'reject', 'managerArchive', 'restoreFromArchive'] as const;
export type SolutionAction = (typeof agencyActions)[number] | (typeof managerActions)[number];
export const actions: readonly SolutionAction[] = [...agencyActions, ...managerActions];
const actionsOf: SideActions<SolutionAction> = { agency: agencyActions, manager: managerActions };

export const transitions: StatusTable<SolutionStatus, SolutionAction> = {
  new: { saveDraft: 'draft', sendToReview: 'moderation' },
  draft: {
    saveDraft: 'draft',
    sendToReview: 'moderation',
    deleteDraft: 'deleted',
    archive: 'archived',
    managerSave: 'draft',
    managerArchive: 'archived',
  },
  moderation: {
    saveDraft: 'draft',
    sendToReview: 'moderation',
    moveToDraft: 'draft',
    publish: 'published',
    reject: 'rejected',
    managerSave: 'moderation',
    managerArchive: 'archived',
  },
  published: {
    editPublished: 'published',
    deactivate: 'deactivated',
    moveToDraft: 'draft',
    archive: 'archived',
    managerSave: 'published',
    managerArchive: 'archived',
  },
  rejected: {
    saveDraft: 'draft',
    sendToReview: 'moderation',
    moveToDraft: 'draft',
    archive: 'archived',
    managerSave: 'rejected',
    managerArchive: 'archived',
  },
  deactivated: {
    saveDraft: 'draft',
    sendToReview: 'moderation',
    moveToDraft: 'draft',
    archive: 'archived',
    managerSave: 'deactivated',
    managerArchive: 'archived',
  },
  archived: { restoreFromArchive: 'draft' },
  deleted: {},
};

export const nextStatus = (status: SolutionStatus, action: SolutionAction): SolutionStatus | null =>
  nextStatusIn(transitions, status, action);

/** The buttons a solution offers its agency or a manager: the table's row for that side (a new solution: the `new` row). */
export const allowedActions = (status: SolutionStatus, side: Side): SolutionAction[] =>
  allowedActionsIn(transitions, actionsOf, status, side);

/** Only a published solution shows in the public catalogue; a deactivated one does not. */
export const isInCatalogue = (status: SolutionStatus): boolean => status === 'published';
