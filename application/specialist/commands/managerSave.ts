import { reviewSentBy } from '../savePayload';
import { ManagerSaveInput } from '../schemas';
import { commandKit } from './runCommand';

/** A manager saves changes and the review without moving the card; a draft is checked as a draft, anything else in full. */
export const managerSave = commandKit.byModerator(
  ManagerSaveInput,
  (card, { specialistId, review }, metadata, contentFor) =>
    contentFor(card.status).map((content) => ({
      action: 'managerSave' as const,
      specialistId,
      content,
      review: reviewSentBy(card, review, metadata.at),
      metadata,
    })),
  commandKit.editedContent,
);
