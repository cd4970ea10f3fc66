import type { FeedbackMessageOutput } from './articleSchemas';
import type { FeedbackRow } from './contentPorts';

/** A feedback message as staff read it: the sender, the text as typed, and who marked it answered, when. */
export const toFeedbackMessage = (row: FeedbackRow): FeedbackMessageOutput => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  receivedAt: row.at.toISOString(),
  status: row.answeredAt ? 'answered' : 'open',
  answeredAt: row.answeredAt?.toISOString() ?? null,
  answeredBy: row.answeredAt ? { id: row.answeredById, name: row.answeredByName ?? 'A former staff member' } : null,
});
