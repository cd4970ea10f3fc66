import type { SolutionAction } from '../../../../domain/solution/solution.status';
import { moderatedButtons, sameNamed } from '../../kit/moderation/offeredButtons';

export type SolutionButton =
  | 'publish'
  | 'reject'
  | 'edit'
  | 'deactivate'
  | 'moveToDraft'
  | 'deleteDraft'
  | 'archive'
  | 'managerArchive'
  | 'restoreFromArchive';
export type SolutionEditorButton = 'saveDraft' | 'publish' | 'reject';

/**
 * A solution page's buttons in their order (Reject opens the rejection form, Edit the editor: the agency saves a
 * draft or sends it, a manager saves it) and the editor's footer, whose Publish is the agency's send or a
 * manager's one submit (it publishes a solution in moderation and saves any other).
 */
export const solutionButtons = moderatedButtons<SolutionAction, SolutionButton, SolutionEditorButton>(
  {
    publish: ['publish'],
    reject: ['reject'],
    edit: ['saveDraft', 'sendToReview', 'editPublished', 'managerSave'],
    ...sameNamed([
      'deactivate',
      'moveToDraft',
      'deleteDraft',
      'archive',
      'managerArchive',
      'restoreFromArchive',
    ] as const),
  },
  'edit',
  {
    saveDraft: ['saveDraft'],
    publish: ['sendToReview', 'editPublished', 'managerSave', 'publish'],
    reject: ['reject'],
  },
);
