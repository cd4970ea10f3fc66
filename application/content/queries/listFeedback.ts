import { err, ok } from 'neverthrow';
import { useCase } from '../../moderation/useCase';
import { FeedbackListInput, type FeedbackListOutput } from '../articleSchemas';
import type { ContentDeps } from '../contentPorts';
import { toFeedbackMessage } from '../feedbackViews';
import { asFeedbackReader, feedbackMessageNotFound } from '../policies';

/**
 * The back office's feedback messages, newest first, open or answered ones or all. With `message` (the e-mail's
 * and the notification's link), the page that holds it; a message not in the list asked for is 404.
 */
export const listFeedback = useCase(
  asFeedbackReader,
  FeedbackListInput,
  async (deps: ContentDeps, _caller, { page, count, status, message }) => {
    const found = await deps.feedback.list(status ? { status } : {}, { page, count }, message);
    if (!found) return err(feedbackMessageNotFound);
    return ok<FeedbackListOutput>({
      items: found.items.map(toFeedbackMessage),
      meta: { page: found.page, count, total: found.total },
    });
  },
);
