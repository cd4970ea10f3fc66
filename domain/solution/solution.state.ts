import type { Rejection } from '../moderation/rejection';
import type { SolutionContent } from './solution.content';
import type { SolutionEvent } from './solution.events';
import type { SolutionStatus } from './solution.status';

/** The solution as its events leave it. */
export type Solution = {
  readonly status: SolutionStatus;
  readonly solutionId: string | null;
  readonly agencyId: string | null;
  readonly content: SolutionContent | null;
  readonly rejection: Rejection | null;
  readonly publishedAt: Date | null;
  readonly updatedAt: Date | null;
};

export const initialSolution = (): Solution => ({ status: 'new', solutionId: null, agencyId: null, content: null, rejection: null, publishedAt: null, updatedAt: null });

export const evolveSolution = (solution: Solution, event: SolutionEvent): Solution => {
  const at = new Date(event.metadata.at);
  const base = { ...solution, updatedAt: at };
  switch (event.type) {
    case 'SolutionDraftSaved':
      return { ...base, status: 'draft', solutionId: event.data.solutionId, agencyId: event.data.agencyId, content: event.data.content };
    case 'SolutionSentToReview':
      return { ...base, status: 'moderation', solutionId: event.data.solutionId, agencyId: event.data.agencyId, content: event.data.content, rejection: null };
    case 'PublishedSolutionEdited':
      return { ...base, status: 'published', content: event.data.content };
    case 'SolutionDeactivated':
      return { ...base, status: 'deactivated' };
    case 'SolutionMovedToDraft':
      return { ...base, status: 'draft' };
    case 'SolutionDraftDeleted':
      return { ...base, status: 'deleted' };
    case 'SolutionArchived':
      return { ...base, status: 'archived' };
    case 'SolutionPublished':
      return { ...base, status: 'published', content: event.data.content, rejection: null, publishedAt: at };
    case 'SolutionSavedByManager':
      return { ...base, content: event.data.content };
    case 'SolutionRejected':
      return { ...base, status: 'rejected', rejection: { reasons: event.data.reasons, comment: event.data.comment } };
    case 'SolutionRestoredFromArchive':
      return { ...base, status: 'draft' };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
