import { err, ok } from 'neverthrow';
import { useCase } from '../../moderation/useCase';
import { conflict } from '../../shared/appError';
import { MarkFeedbackAnsweredInput } from '../articleSchemas';
import type { ContentDeps } from '../contentPorts';
import { toFeedbackMessage } from '../feedbackViews';
import { asFeedbackReader, feedbackMessageNotFound } from '../policies';

/**
 * A manager marks a feedback message answered, so no other manager writes to its sender again. Once only: a message
 * someone already marked answers 409 naming who, and the list shows them and when.
 */
export const markFeedbackAnswered = useCase(
  asFeedbackReader,
  MarkFeedbackAnsweredInput,
  async (deps: ContentDeps, caller, { id }) => {
    const marked = await deps.feedback.markAnswered(id, {
      actorId: caller.userId,
      emulatedBy: caller.emulatedBy,
      at: deps.clock.now(),
    });
    if (!marked) return err(feedbackMessageNotFound);
    if (!marked.markedNow) {
      const by =
        marked.row.answeredById === caller.userId ? 'You' : (marked.row.answeredByName ?? 'A former staff member');
      return err(conflict(`${by} already marked this message answered.`, 'feedback.already_answered'));
    }
    return ok(toFeedbackMessage(marked.row));
  },
);
