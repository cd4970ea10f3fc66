import type { Rejection } from '../moderation/rejection';
import { notVerified, verificationAfter, type Verification, type VerificationEffect } from '../moderation/verification';
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
  /**
   * When a manager last published or saved the solution, and whether the agency edited it in the catalogue since.
   * Solutions carry no 'verified' mark: this is what the manager's list shows as 'changed since publication'.
   */
  readonly verification: Verification;
  readonly publishedAt: Date | null;
  readonly updatedAt: Date | null;
};

export const initialState = (): Solution => ({
  status: 'new',
  solutionId: null,
  agencyId: null,
  content: null,
  rejection: null,
  verification: notVerified,
  publishedAt: null,
  updatedAt: null,
});

/** The status each fact leaves a solution in; a manager's save keeps the one it had. */
export const statusAfter: { readonly [Type in SolutionEvent['type']]: SolutionStatus | null } = {
  SolutionDraftSaved: 'draft',
  SolutionSentToReview: 'moderation',
  PublishedSolutionEdited: 'published',
  SolutionDeactivated: 'deactivated',
  SolutionMovedToDraft: 'draft',
  SolutionDraftDeleted: 'deleted',
  SolutionArchived: 'archived',
  SolutionPublished: 'published',
  SolutionSavedByManager: null,
  SolutionRejected: 'rejected',
  SolutionRestoredFromArchive: 'draft',
  SolutionOwnershipTransferred: null,
};

/** What each fact does to the manager's verification: the agency's edit in the catalogue undoes it, a manager's publish or save gives it. */
export const verificationEffect: { readonly [Type in SolutionEvent['type']]: VerificationEffect } = {
  SolutionDraftSaved: null,
  SolutionSentToReview: null,
  PublishedSolutionEdited: 'agencyEdit',
  SolutionDeactivated: null,
  SolutionMovedToDraft: null,
  SolutionDraftDeleted: null,
  SolutionArchived: null,
  SolutionPublished: 'managerLook',
  SolutionSavedByManager: 'managerLook',
  SolutionRejected: null,
  SolutionRestoredFromArchive: null,
  SolutionOwnershipTransferred: null,
};

/** Every kind of fact of a solution, for the projections that listen to them. */
export const eventTypes = Object.keys(statusAfter) as SolutionEvent['type'][];

export const evolve = (solution: Solution, event: SolutionEvent): Solution => {
  const at = new Date(event.metadata.at);
  const verification = verificationAfter(solution.verification, verificationEffect[event.type], at);
  const next: Solution = {
    ...solution,
    status: statusAfter[event.type] ?? solution.status,
    verification,
    updatedAt: at,
  };
  switch (event.type) {
    case 'SolutionDraftSaved':
    case 'SolutionSentToReview': {
      const { solutionId, agencyId, content } = event.data;
      return {
        ...next,
        solutionId,
        agencyId,
        content,
        rejection: event.type === 'SolutionSentToReview' ? null : solution.rejection,
      };
    }
    case 'PublishedSolutionEdited':
    case 'SolutionSavedByManager':
      return { ...next, content: event.data.content };
    case 'SolutionPublished':
      return { ...next, content: event.data.content, rejection: null, publishedAt: at };
    case 'SolutionRejected':
      return { ...next, rejection: { reasons: event.data.reasons, comment: event.data.comment } };
    case 'SolutionOwnershipTransferred':
      return { ...next, agencyId: event.data.toAgencyId, updatedAt: solution.updatedAt };
    case 'SolutionDeactivated':
    case 'SolutionMovedToDraft':
    case 'SolutionDraftDeleted':
    case 'SolutionArchived':
    case 'SolutionRestoredFromArchive':
      return next;
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
