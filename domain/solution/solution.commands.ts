import type { EventMetadata } from '../shared/eventMetadata';
import type { SolutionContent } from './solution.content';
import type { SolutionAction } from './solution.status';

/** What agencies and managers ask of a solution. Time and ids arrive on the command; `decide` makes none. */
type Command<Action extends SolutionAction, Data = object> = {
  readonly action: Action;
  readonly solutionId: string;
  readonly metadata: EventMetadata;
} & Data;

export type SaveSolutionDraft = Command<'saveDraft', { agencyId: string; content: SolutionContent }>;
export type SendSolutionToReview = Command<'sendToReview', { agencyId: string; content: SolutionContent }>;
export type EditPublishedSolution = Command<'editPublished', { content: SolutionContent }>;
export type DeactivateSolution = Command<'deactivate'>;
export type MoveSolutionToDraft = Command<'moveToDraft'>;
export type DeleteSolutionDraft = Command<'deleteDraft'>;
export type ArchiveSolution = Command<'archive'>;
export type PublishSolution = Command<'publish', { content: SolutionContent | null }>;
export type SaveSolutionAsManager = Command<'managerSave', { content: SolutionContent }>;
export type RejectSolution = Command<'reject', { reasons: string[]; comment: string }>;
export type ArchiveSolutionAsManager = Command<'managerArchive'>;
export type RestoreSolutionFromArchive = Command<'restoreFromArchive'>;

export type SolutionCommand =
  | SaveSolutionDraft
  | SendSolutionToReview
  | EditPublishedSolution
  | DeactivateSolution
  | MoveSolutionToDraft
  | DeleteSolutionDraft
  | ArchiveSolution
  | PublishSolution
  | SaveSolutionAsManager
  | RejectSolution
  | ArchiveSolutionAsManager
  | RestoreSolutionFromArchive;
