import { BlockInput, LIMITS } from '../../../../../application/specialist/schemas';
import type { SpecialistAction } from '../../../../../domain/specialist/specialist.status';
import { useTRPC, useTRPCClient } from '../../../app/trpc';
import { zodValidate } from '../../../kit/form/zodValidate';
import type { ItemActions, ModeratedItem } from '../../../kit/moderation/itemActions';
import { useItemActions, type ItemActionRunner } from '../../../kit/moderation/useItemActions';
import type { CardButton } from './offeredActions';
import { cardPaths, fullNameOf, type SpecialistStatus, type Viewer } from './specialistLabels';

/** A card as its actions see it: the item, and the name the questions use. */
export type CardTarget = ModeratedItem<SpecialistStatus, SpecialistAction> & {
  readonly name: string;
  readonly surname: string;
};
export type CardActionRunner = ItemActionRunner<CardButton, CardTarget>;

/** Each button's words: the seeds' where they give them, ours in the same voice where not. */
const cardActionWords = (viewer: Viewer): ItemActions<CardButton, CardTarget> => {
  const paths = cardPaths(viewer);
  const archived = () => 'The specialist card was archived';
  return {
    publish: {
      label: 'Publish',
      colour: 'green',
      confirm: {
        title: 'Publish the specialist',
        message: () => 'Are you sure you want to publish a specialist card?',
        button: 'Publish',
      },
      success: (card) =>
        card.status === 'moderation'
          ? 'The specialist card was published in the catalog'
          : 'The specialist is back in the catalog',
    },
    decline: { label: 'Decline', colour: 'red', to: (card) => paths.reject(card.id) },
    edit: { label: 'Edit', to: (card) => paths.edit(card.id) },
    deactivate: {
      label: 'Deactivate',
      confirm: {
        title: 'Deactivate the specialist?',
        message: (name) => `${name} leaves the catalogue. You can edit the card and send it for review again later.`,
        button: 'Deactivate',
      },
      success: () => 'The specialist was deactivated',
    },
    hide: {
      label: 'Hide from catalogue',
      confirm: {
        title: 'Hide the specialist?',
        message: (name) =>
          `${name} stays on the platform but clients no longer find the card in the catalogue. Publish it again to show it.`,
        button: 'Hide',
      },
      success: () => 'The specialist was hidden from the catalog',
    },
    block: {
      label: 'Block',
      colour: 'red',
      reason: {
        title: 'Block the specialist',
        message: (name) => `${name} leaves the catalogue until a manager publishes the card again.`,
        label: 'Reason for blocking',
        button: 'Block',
        maxLength: LIMITS.text,
        validate: zodValidate(BlockInput.pick({ reason: true })),
      },
      success: () => 'The specialist was blocked',
    },
    deleteDraft: {
      label: 'Delete draft',
      colour: 'red',
      confirm: {
        title: 'Delete the draft?',
        message: (name) => `The draft of ${name} will be deleted for good. This cannot be undone.`,
        button: 'Delete draft',
      },
      success: () => 'The draft was deleted',
    },
    archive: {
      label: 'Archive',
      colour: 'red',
      confirm: {
        title: 'Archive the specialist?',
        message: (name) =>
          `${name} moves to the archive and leaves the catalogue for good. Only a platform manager can bring an archived card back.`,
        button: 'Archive',
      },
      success: archived,
    },
    managerArchive: {
      label: 'Archive',
      colour: 'red',
      confirm: {
        title: 'Archive the specialist?',
        message: (name) => `${name} moves to the archive. You can return it from the archive as a draft later.`,
        button: 'Archive',
      },
      success: archived,
    },
    restoreFromArchive: {
      label: 'Return to drafts',
      confirm: {
        title: 'Return the card from the archive?',
        message: (name) => `The card of ${name} becomes a draft of its agency again.`,
        button: 'Return to drafts',
      },
      success: () => 'The specialist card was returned from the archive as a draft',
    },
  };
};

/** Runs a card's actions for this viewer; each calls the `specialist` procedure of its name. `onDone` decides where the user goes next. */
export const useCardActions = (
  viewer: Viewer,
  onDone?: (action: CardButton, card: CardTarget) => void,
): CardActionRunner => {
  const trpc = useTRPC();
  const client = useTRPCClient();
  return useItemActions(cardActionWords(viewer), {
    call: (action, { id, version }, reason) => {
      const target = { specialistId: id, version };
      if (action === 'block') return client.specialist.block.mutate({ ...target, reason });
      if (action === 'decline' || action === 'edit') return Promise.resolve();
      return client.specialist[action].mutate(target);
    },
    nameOf: fullNameOf,
    requestPathOf: (action) => `specialist.${action}`,
    staleKey: trpc.specialist.pathKey(),
    ...(onDone ? { onDone } : {}),
  });
};
