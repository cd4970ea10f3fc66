import { reviewSentBy } from '../savePayload';
import { ManagerSaveInput } from '../schemas';
import { commandKit } from './runCommand';

/**
 * The manager's one button on the card editor (`specialist.managerSubmit`): a card in moderation is published with
 * the edits and the review, any other card is saved in place and keeps its status. The answer says which happened.
 */
export const submitAsManager = commandKit.submitAsManager(
  ManagerSaveInput,
  (action, card, { specialistId, review }, metadata, content) => ({
    action,
    specialistId,
    content,
    review: reviewSentBy(card, review, metadata.at),
    metadata,
  }),
);
