import type { SolutionEvent } from '../../../../../domain/solution/solution.events';

/** Each fact of a solution's life in the words of the business. */
export const solutionEventWords: Record<SolutionEvent['type'], string> = {
  SolutionDraftSaved: 'Saved as a draft',
  SolutionSentToReview: 'Sent for review',
  PublishedSolutionEdited: 'Edited the published solution',
  SolutionDeactivated: 'Deactivated',
  SolutionMovedToDraft: 'Moved to drafts',
  SolutionDraftDeleted: 'Deleted the draft',
  SolutionArchived: 'Archived by the agency',
  SolutionPublished: 'Published',
  SolutionSavedByManager: 'Saved changes as a manager',
  SolutionRejected: 'Rejected',
  SolutionRestoredFromArchive: 'Returned from the archive to drafts',
  SolutionOwnershipTransferred: 'Moved to another agency when its agency was merged',
};

export const solutionEventWordsOf = (type: string): string =>
  type in solutionEventWords ? solutionEventWords[type as SolutionEvent['type']] : type;

/** The details an event carries (a rejection's reasons and comment), as sentences. */
export const solutionDetailLinesOf = (details: Record<string, unknown>): string[] => {
  const lines: string[] = [];
  if (Array.isArray(details.reasons) && details.reasons.length > 0)
    lines.push(`Reasons: ${details.reasons.map(String).join('; ')}`);
  if (typeof details.comment === 'string' && details.comment) lines.push(`Comment: ${details.comment}`);
  return lines;
};
