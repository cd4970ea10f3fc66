import { areaOf, type SolutionStatus, type Viewer } from './solutionLabels';

/** Actions that change the solution through a call. */
export type SolutionCallAction = 'deactivate' | 'moveToDraft' | 'deleteDraft' | 'archive' | 'publish' | 'managerArchive' | 'restoreFromArchive';
/** Actions that open another page. */
export type SolutionLinkAction = 'view' | 'edit' | 'reject';
export type SolutionAction = SolutionLinkAction | SolutionCallAction;

/**
 * The buttons each status offers, by who looks. They mirror domain/solution/solution.status.ts
 * (the server refuses anything else with a coded error).
 */
const agencyActions: Record<SolutionStatus, readonly SolutionAction[]> = {
  new: [],
  draft: ['edit', 'deleteDraft', 'archive'],
  moderation: ['edit', 'moveToDraft'],
  published: ['edit', 'deactivate', 'moveToDraft', 'archive'],
  rejected: ['edit', 'moveToDraft', 'archive'],
  deactivated: ['edit', 'moveToDraft', 'archive'],
  archived: [],
  deleted: [],
};

const managerActions: Record<SolutionStatus, readonly SolutionAction[]> = {
  new: [],
  draft: ['edit', 'managerArchive'],
  moderation: ['publish', 'reject', 'edit', 'managerArchive'],
  published: ['edit', 'managerArchive'],
  rejected: ['edit', 'managerArchive'],
  deactivated: ['edit', 'managerArchive'],
  archived: ['restoreFromArchive'],
  deleted: [],
};

export const solutionActionsFor = (viewer: Viewer, status: SolutionStatus): readonly SolutionAction[] =>
  (viewer === 'agency' ? agencyActions : managerActions)[status];

export const isCallAction = (action: SolutionAction): action is SolutionCallAction => action !== 'view' && action !== 'edit' && action !== 'reject';

export const solutionLinkOf = (viewer: Viewer, action: SolutionLinkAction, solutionId: string): string => {
  const base = `${areaOf(viewer)}/${solutionId}`;
  switch (action) {
    case 'view':
      return base;
    case 'edit':
      return `${base}/update`;
    case 'reject':
      return `${base}/reject`;
    default: {
      const _exhaustive: never = action;
      return _exhaustive;
    }
  }
};

type ActionText = {
  readonly label: string;
  readonly confirm?: { readonly title: string; readonly message: (title: string) => string; readonly button: string };
  readonly colour?: string;
};

export const solutionActionTexts: Record<SolutionAction, ActionText> = {
  view: { label: 'View' },
  edit: { label: 'Edit' },
  reject: { label: 'Reject', colour: 'red' },
  deactivate: {
    label: 'Deactivate',
    confirm: {
      title: 'Deactivate the solution?',
      message: (title) => `"${title}" leaves the catalogue at once. To show it again, edit it and send it for review.`,
      button: 'Deactivate',
    },
  },
  moveToDraft: {
    label: 'Move to draft',
    confirm: {
      title: 'Move the solution to drafts?',
      message: (title) => `"${title}" becomes a draft and is not shown in the catalogue until it is published again.`,
      button: 'Move to draft',
    },
  },
  deleteDraft: {
    label: 'Delete',
    colour: 'red',
    confirm: { title: 'Delete the draft?', message: (title) => `The draft "${title}" will be deleted for good. This cannot be undone.`, button: 'Delete' },
  },
  archive: {
    label: 'Archive',
    colour: 'red',
    confirm: {
      title: 'Archive the solution?',
      message: (title) => `"${title}" moves to the archive and leaves the catalogue. Only a platform manager can bring it back.`,
      button: 'Archive',
    },
  },
  publish: {
    label: 'Publish',
    colour: 'green',
    confirm: { title: 'Publish the solution', message: () => 'Are you sure you want to publish the solution?', button: 'Publish' },
  },
  managerArchive: {
    label: 'Delete',
    colour: 'red',
    confirm: {
      title: 'Delete the solution?',
      message: (title) => `"${title}" moves to the archive. You can return it from the archive as a draft later.`,
      button: 'Delete',
    },
  },
  restoreFromArchive: {
    label: 'Return to drafts',
    confirm: {
      title: 'Return the solution from the archive?',
      message: (title) => `"${title}" becomes a draft of its agency again.`,
      button: 'Return to drafts',
    },
  },
};

export const solutionSuccessTextOf = (action: SolutionCallAction): string => {
  switch (action) {
    case 'deactivate':
      return 'The solution was deactivated';
    case 'moveToDraft':
      return 'The solution was moved to drafts';
    case 'deleteDraft':
      return 'The draft was deleted';
    case 'archive':
    case 'managerArchive':
      return 'The solution was moved to the archive';
    case 'publish':
      return 'The solution was published in the catalog';
    case 'restoreFromArchive':
      return 'The solution was returned from the archive as a draft';
    default: {
      const _exhaustive: never = action;
      return _exhaustive;
    }
  }
};
