import type { DomainEvent } from '../shared/eventMetadata';
import type { SolutionContent } from './solution.content';

/** Facts of a solution's life, named by the business. Each carries what is needed to rebuild the solution. */
export type SolutionDraftSaved = DomainEvent<
  'SolutionDraftSaved',
  { solutionId: string; agencyId: string; content: SolutionContent }
>;
export type SolutionSentToReview = DomainEvent<
  'SolutionSentToReview',
  { solutionId: string; agencyId: string; content: SolutionContent }
>;
export type PublishedSolutionEdited = DomainEvent<
  'PublishedSolutionEdited',
  { solutionId: string; content: SolutionContent }
>;
export type SolutionDeactivated = DomainEvent<'SolutionDeactivated', { solutionId: string }>;
export type SolutionMovedToDraft = DomainEvent<'SolutionMovedToDraft', { solutionId: string }>;
export type SolutionDraftDeleted = DomainEvent<'SolutionDraftDeleted', { solutionId: string }>;
export type SolutionArchived = DomainEvent<'SolutionArchived', { solutionId: string }>;
export type SolutionPublished = DomainEvent<'SolutionPublished', { solutionId: string; content: SolutionContent }>;
export type SolutionSavedByManager = DomainEvent<
  'SolutionSavedByManager',
  { solutionId: string; content: SolutionContent }
>;
export type SolutionRejected = DomainEvent<
  'SolutionRejected',
  { solutionId: string; reasons: string[]; comment: string }
>;
export type SolutionRestoredFromArchive = DomainEvent<'SolutionRestoredFromArchive', { solutionId: string }>;
/** The solution's agency was merged into another: the solution belongs to the surviving agency from now on (any status). */
export type SolutionOwnershipTransferred = DomainEvent<
  'SolutionOwnershipTransferred',
  { solutionId: string; fromAgencyId: string; toAgencyId: string; mergeId: string }
>;

export type SolutionEvent =
  | SolutionDraftSaved
  | SolutionSentToReview
  | PublishedSolutionEdited
  | SolutionDeactivated
  | SolutionMovedToDraft
  | SolutionDraftDeleted
  | SolutionArchived
  | SolutionPublished
  | SolutionSavedByManager
  | SolutionRejected
  | SolutionRestoredFromArchive
  | SolutionOwnershipTransferred;
