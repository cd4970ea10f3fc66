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

export const initialState = (): Solution => ({ status: 'new', solutionId: null, agencyId: null, content: null, rejection: null, publishedAt: null, updatedAt: null });

/** The status each fact leaves a solution in; a manager's save keeps the one it had. */
export const statusAfter: { readonly [Type in SolutionEvent['type']]: SolutionStatus | null } = {
  SolutionDraftSaved: 'draft', SolutionSentToReview: 'moderation', PublishedSolutionEdited: 'published', SolutionDeactivated: 'deactivated', SolutionMovedToDraft: 'draft',
  SolutionDraftDeleted: 'deleted', SolutionArchived: 'archived', SolutionPublished: 'published', SolutionSavedByManager: null, SolutionRejected: 'rejected',
  SolutionRestoredFromArchive: 'draft',
};

/** Every kind of fact of a solution, for the projections that listen to them. */
export const eventTypes = Object.keys(statusAfter) as SolutionEvent['type'][];

export const evolve = (solution: Solution, event: SolutionEvent): Solution => {
  const at = new Date(event.metadata.at);
  const next: Solution = { ...solution, status: statusAfter[event.type] ?? solution.status, updatedAt: at };
  switch (event.type) {
    case 'SolutionDraftSaved':
    case 'SolutionSentToReview': {
      const { solutionId, agencyId, content } = event.data;
      return { ...next, solutionId, agencyId, content, rejection: event.type === 'SolutionSentToReview' ? null : solution.rejection };
    }
    case 'PublishedSolutionEdited':
    case 'SolutionSavedByManager':
      return { ...next, content: event.data.content };
    case 'SolutionPublished':
      return { ...next, content: event.data.content, rejection: null, publishedAt: at };
    case 'SolutionRejected':
      return { ...next, rejection: { reasons: event.data.reasons, comment: event.data.comment } };
    case 'SolutionDeactivated': case 'SolutionMovedToDraft': case 'SolutionDraftDeleted': case 'SolutionArchived': case 'SolutionRestoredFromArchive':
      return next;
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
