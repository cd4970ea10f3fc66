import { ok } from 'neverthrow';
import { reviewSentBy } from '../savePayload';
import { PublishInput } from '../schemas';
import { commandKit } from './runCommand';

/** A manager publishes a card in moderation (or returns a hidden or blocked one), optionally with edits checked in full and the review. */
export const publish = commandKit.byModerator(
  PublishInput,
  (card, { specialistId, review }, metadata, content) =>
    ok({
      action: 'publish' as const,
      specialistId,
      content,
      review: reviewSentBy(card, review, metadata.at),
      metadata,
    }),
  commandKit.reviewedContent,
);
