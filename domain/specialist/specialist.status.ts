import {
  allowedActionsIn,
  nextStatusIn,
  type Side,
  type SideActions,
  type StatusTable,
} from '../moderation/statusTable';

/**
 * The specialist card's status machine as data: status x action -> next status.
 * Anything not in the table is refused by `decide` with a coded error.
 */
export const statuses = [
  'new',
  'draft',
  'moderation',
  'published',
  'rejected',
  'blocked',
  'hidden',
  'deactivated',
  'archived',
  'deleted',
] as const;
export type SpecialistStatus = (typeof statuses)[number];

export const agencyActions = [
  'saveDraft',
  'sendToReview',
  'editPublished',
  'deactivate',
  'deleteDraft',
  'archive',
] as const;
export const managerActions = [
  'publish',
  'managerSave',
  'reject',
  'block',
  'hide',
  'managerArchive',
  'restoreFromArchive',
] as const;
export type SpecialistAction = (typeof agencyActions)[number] | (typeof managerActions)[number];
export const actions: readonly SpecialistAction[] = [...agencyActions, ...managerActions];
const actionsOf: SideActions<SpecialistAction> = { agency: agencyActions, manager: managerActions };

export const transitions: StatusTable<SpecialistStatus, SpecialistAction> = {
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
    publish: 'published',
    reject: 'rejected',
    managerSave: 'moderation',
    block: 'blocked',
    managerArchive: 'archived',
  },
  published: {
    editPublished: 'published',
    deactivate: 'deactivated',
    archive: 'archived',
    managerSave: 'published',
    hide: 'hidden',
    block: 'blocked',
    managerArchive: 'archived',
  },
  rejected: {
    saveDraft: 'draft',
    sendToReview: 'moderation',
    archive: 'archived',
    managerSave: 'rejected',
    managerArchive: 'archived',
  },
  blocked: { publish: 'published', managerSave: 'blocked', managerArchive: 'archived' },
  hidden: {
    publish: 'published',
    managerSave: 'hidden',
    block: 'blocked',
    deactivate: 'deactivated',
    managerArchive: 'archived',
  },
  deactivated: {
    saveDraft: 'draft',
    sendToReview: 'moderation',
    archive: 'archived',
    managerSave: 'deactivated',
    managerArchive: 'archived',
  },
  archived: { restoreFromArchive: 'draft' },
  deleted: {},
};

export const nextStatus = (status: SpecialistStatus, action: SpecialistAction): SpecialistStatus | null =>
  nextStatusIn(transitions, status, action);

/** The buttons a card offers its agency or a manager: the table's row for that side (a new card: the `new` row). */
export const allowedActions = (status: SpecialistStatus, side: Side): SpecialistAction[] =>
  allowedActionsIn(transitions, actionsOf, status, side);

/** Statuses in which the card shows in the public catalogue. */
export const isInCatalogue = (status: SpecialistStatus): boolean => status === 'published';
