import type { SpecialistAction } from '../../../../../domain/specialist/specialist.status';
import { moderatedButtons, sameNamed } from '../../../kit/moderation/offeredButtons';

export type CardButton =
  | 'publish'
  | 'decline'
  | 'edit'
  | 'deactivate'
  | 'hide'
  | 'block'
  | 'deleteDraft'
  | 'archive'
  | 'managerArchive'
  | 'restoreFromArchive';
export type CardEditorButton = 'saveDraft' | 'publish' | 'decline';

/**
 * A card page's buttons in their order (Decline opens the rejection form, Edit the editor: the agency saves a
 * draft, sends it or edits the published card, a manager saves it) and the editor's footer, whose Publish is the
 * agency's send or a manager's one submit (it publishes a card in moderation and saves any other).
 */
export const cardButtons = moderatedButtons<SpecialistAction, CardButton, CardEditorButton>(
  {
    publish: ['publish'],
    decline: ['reject'],
    edit: ['saveDraft', 'sendToReview', 'editPublished', 'managerSave'],
    ...sameNamed([
      'deactivate',
      'hide',
      'block',
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
    decline: ['reject'],
  },
);
