import type { SpecialistStatus } from './specialistLabels';

export type Viewer = 'agency' | 'manager';

/** Actions that change the card through a call. */
export type CallAction = 'deactivate' | 'deleteDraft' | 'archive' | 'publish' | 'block' | 'hide' | 'managerArchive' | 'restoreFromArchive';
/** Actions that open another page. */
export type LinkAction = 'view' | 'edit' | 'decline';
export type CardAction = LinkAction | CallAction;

/**
 * The buttons each status offers, by who looks. They mirror the status table in
 * domain/specialist/specialist.status.ts (the server refuses anything else with a coded error).
 */
const agencyActions: Record<SpecialistStatus, readonly CardAction[]> = {
  new: [],
  draft: ['edit', 'deleteDraft', 'archive'],
  moderation: ['edit'],
  published: ['edit', 'deactivate', 'archive'],
  rejected: ['edit', 'archive'],
  blocked: [],
  hidden: ['deactivate'],
  deactivated: ['edit', 'archive'],
  archived: [],
  deleted: [],
};

const managerActions: Record<SpecialistStatus, readonly CardAction[]> = {
  new: [],
  draft: ['edit', 'managerArchive'],
  moderation: ['publish', 'decline', 'edit', 'block', 'managerArchive'],
  published: ['edit', 'hide', 'block', 'managerArchive'],
  rejected: ['edit', 'managerArchive'],
  blocked: ['publish', 'edit', 'managerArchive'],
  hidden: ['publish', 'edit', 'block', 'managerArchive'],
  deactivated: ['edit', 'managerArchive'],
  archived: ['restoreFromArchive'],
  deleted: [],
};

export const actionsFor = (viewer: Viewer, status: SpecialistStatus): readonly CardAction[] =>
  (viewer === 'agency' ? agencyActions : managerActions)[status];

export const isCallAction = (action: CardAction): action is CallAction => action !== 'view' && action !== 'edit' && action !== 'decline';

export const areaOf = (viewer: Viewer): string => (viewer === 'agency' ? '/pa/specialists' : '/manager/specialists');

export const listPathOf = (viewer: Viewer): string => (viewer === 'agency' ? '/pa/specialists' : '/manager/specialists/list');

export const linkOf = (viewer: Viewer, action: LinkAction, specialistId: string): string => {
  const base = `${areaOf(viewer)}/${specialistId}`;
  switch (action) {
    case 'view':
      return base;
    case 'edit':
      return `${base}/update`;
    case 'decline':
      return `${base}/reject`;
    default: {
      const _exhaustive: never = action;
      return _exhaustive;
    }
  }
};

type ActionText = {
  readonly label: string;
  /** Destructive or hard to undo: asks first. */
  readonly confirm?: { readonly title: string; readonly message: (name: string) => string; readonly button: string };
  readonly colour?: string;
};

export const actionTexts: Record<CardAction, ActionText> = {
  view: { label: 'View' },
  edit: { label: 'Edit' },
  decline: { label: 'Decline', colour: 'red' },
  deactivate: {
    label: 'Deactivate',
    confirm: {
      title: 'Deactivate the specialist?',
      message: (name) => `${name} leaves the catalogue. You can edit the card and send it for review again later.`,
      button: 'Deactivate',
    },
  },
  deleteDraft: {
    label: 'Delete draft',
    colour: 'red',
    confirm: { title: 'Delete the draft?', message: (name) => `The draft of ${name} will be deleted for good. This cannot be undone.`, button: 'Delete draft' },
  },
  archive: {
    label: 'Archive',
    colour: 'red',
    confirm: {
      title: 'Archive the specialist?',
      message: (name) => `${name} moves to the archive and leaves the catalogue for good. Only a platform manager can bring an archived card back.`,
      button: 'Archive',
    },
  },
  publish: {
    label: 'Publish',
    colour: 'green',
    confirm: { title: 'Publish the specialist', message: () => 'Are you sure you want to publish a specialist card?', button: 'Publish' },
  },
  block: { label: 'Block', colour: 'red' },
  hide: {
    label: 'Hide from catalogue',
    confirm: {
      title: 'Hide the specialist?',
      message: (name) => `${name} stays on the platform but clients no longer find the card in the catalogue. Publish it again to show it.`,
      button: 'Hide',
    },
  },
  managerArchive: {
    label: 'Archive',
    colour: 'red',
    confirm: {
      title: 'Archive the specialist?',
      message: (name) => `${name} moves to the archive. You can return it from the archive as a draft later.`,
      button: 'Archive',
    },
  },
  restoreFromArchive: {
    label: 'Return to drafts',
    confirm: {
      title: 'Return the card from the archive?',
      message: (name) => `The card of ${name} becomes a draft of its agency again.`,
      button: 'Return to drafts',
    },
  },
};

/** The seeds' success texts where they give one; ours, in the same voice, where they do not. */
export const successTextOf = (action: CallAction, statusBefore: SpecialistStatus): string => {
  switch (action) {
    case 'deactivate':
      return 'The specialist was deactivated';
    case 'deleteDraft':
      return 'The draft was deleted';
    case 'archive':
    case 'managerArchive':
      return 'The specialist card was archived';
    case 'publish':
      return statusBefore === 'moderation' ? 'The specialist card was published in the catalog' : 'The specialist is back in the catalog';
    case 'block':
      return 'The specialist was blocked';
    case 'hide':
      return 'The specialist was hidden from the catalog';
    case 'restoreFromArchive':
      return 'The specialist card was returned from the archive as a draft';
    default: {
      const _exhaustive: never = action;
      return _exhaustive;
    }
  }
};
