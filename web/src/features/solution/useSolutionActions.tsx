import type { SolutionAction } from '../../../../domain/solution/solution.status';
import { useTRPC, useTRPCClient } from '../../app/trpc';
import type { ItemActions, ModeratedItem } from '../../kit/moderation/itemActions';
import { useItemActions, type ItemActionRunner } from '../../kit/moderation/useItemActions';
import type { SolutionButton } from './offeredActions';
import { solutionPaths, solutionTitleOf, type SolutionStatus, type Viewer } from './solutionLabels';

/** A solution as its actions see it: the item, and the title the questions quote. */
export type SolutionTarget = ModeratedItem<SolutionStatus, SolutionAction> & { readonly title: string };
export type SolutionActionRunner = ItemActionRunner<SolutionButton, SolutionTarget>;

/** Each button's words; the manager's Delete moves a solution to the archive list, from where it can return. */
const solutionActionWords = (viewer: Viewer): ItemActions<SolutionButton, SolutionTarget> => {
  const paths = solutionPaths(viewer);
  const toArchive = () => 'The solution was moved to the archive';
  return {
    publish: {
      label: 'Publish',
      colour: 'green',
      confirm: {
        title: 'Publish the solution',
        message: () => 'Are you sure you want to publish the solution?',
        button: 'Publish',
      },
      success: () => 'The solution was published in the catalog',
    },
    reject: { label: 'Reject', colour: 'red', to: (solution) => paths.reject(solution.id) },
    edit: { label: 'Edit', to: (solution) => paths.edit(solution.id) },
    deactivate: {
      label: 'Deactivate',
      confirm: {
        title: 'Deactivate the solution?',
        message: (title) => `${title} leaves the catalogue at once. To show it again, edit it and send it for review.`,
        button: 'Deactivate',
      },
      success: () => 'The solution was deactivated',
    },
    moveToDraft: {
      label: 'Move to draft',
      confirm: {
        title: 'Move the solution to drafts?',
        message: (title) => `${title} becomes a draft and is not shown in the catalogue until it is published again.`,
        button: 'Move to draft',
      },
      success: () => 'The solution was moved to drafts',
    },
    deleteDraft: {
      label: 'Delete',
      colour: 'red',
      confirm: {
        title: 'Delete the draft?',
        message: (title) => `The draft ${title} will be deleted for good. This cannot be undone.`,
        button: 'Delete',
      },
      success: () => 'The draft was deleted',
    },
    archive: {
      label: 'Archive',
      colour: 'red',
      confirm: {
        title: 'Archive the solution?',
        message: (title) =>
          `${title} moves to the archive and leaves the catalogue. Only a platform manager can bring it back.`,
        button: 'Archive',
      },
      success: toArchive,
    },
    managerArchive: {
      label: 'Delete',
      colour: 'red',
      confirm: {
        title: 'Delete the solution?',
        message: (title) => `${title} moves to the archive. You can return it from the archive as a draft later.`,
        button: 'Delete',
      },
      success: toArchive,
    },
    restoreFromArchive: {
      label: 'Return to drafts',
      confirm: {
        title: 'Return the solution from the archive?',
        message: (title) => `${title} becomes a draft of its agency again.`,
        button: 'Return to drafts',
      },
      success: () => 'The solution was returned from the archive as a draft',
    },
  };
};

/** Runs a solution's actions for this viewer; each calls the `solution` procedure of its name. `onDone` decides where the user goes next. */
export const useSolutionActions = (
  viewer: Viewer,
  onDone?: (action: SolutionButton, solution: SolutionTarget) => void,
): SolutionActionRunner => {
  const trpc = useTRPC();
  const client = useTRPCClient();
  return useItemActions(solutionActionWords(viewer), {
    call: (action, { id, version }) =>
      action === 'reject' || action === 'edit'
        ? Promise.resolve()
        : client.solution[action].mutate({ solutionId: id, version }),
    // The questions quote a solution's title.
    nameOf: (solution) => `"${solutionTitleOf(solution)}"`,
    requestPathOf: (action) => `solution.${action}`,
    staleKey: trpc.solution.pathKey(),
    ...(onDone ? { onDone } : {}),
  });
};
