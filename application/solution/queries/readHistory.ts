import type { SolutionEvent } from '../../../domain/solution/solution.events';
import { historyQuery, type HistoryEntry } from '../../moderation/history';
import { policies } from '../policies';
import { SolutionHistoryInput } from '../schemas';
import { streamOf } from '../solutionPorts';

export type SolutionHistoryEntry = HistoryEntry<SolutionEvent['type']>;

const detailsOf = (event: SolutionEvent): Record<string, unknown> => {
  switch (event.type) {
    case 'SolutionRejected':
      return { reasons: event.data.reasons, comment: event.data.comment };
    case 'SolutionDraftSaved':
    case 'SolutionSentToReview':
    case 'PublishedSolutionEdited':
    case 'SolutionPublished':
    case 'SolutionSavedByManager':
      return { title: event.data.content.title };
    default:
      return {};
  }
};

/** Every event of a solution with who acted, as whom, and when (`/admin/api/solution/history/{id}`), newest first. */
export const readHistory = historyQuery({
  idKey: 'solutionId',
  policies,
  streamOf,
  schema: SolutionHistoryInput,
  detailsOf,
});
