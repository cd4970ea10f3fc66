import type { Side } from '../../../../domain/moderation/statusTable';
import { statuses, type SolutionStatus } from '../../../../domain/solution/solution.status';
import type { RouterOutputs } from '../../app/trpc';
import { moderationStatusLabels, moderationTagKeys } from '../../kit/moderation/moderationStatus';
import { itemPaths } from '../../kit/moderation/itemPaths';
import type { RejectionWords } from '../../kit/moderation/RejectPage';

export type { SolutionStatus };
export type SolutionDetails = RouterOutputs['solution']['info'];
/** Who looks at a solution: its agency or a platform manager (the side of the status table). */
export type Viewer = Side;

/** A solution has exactly the moderated statuses. */
export const solutionStatusLabels: Record<SolutionStatus, string> = moderationStatusLabels;
const tagKeys: Record<SolutionStatus, string> = moderationTagKeys;

export const isSolutionStatus = (value: string): value is SolutionStatus =>
  (statuses as readonly string[]).includes(value);
export const solutionStatusLabelOf = (status: string): string =>
  isSolutionStatus(status) ? solutionStatusLabels[status] : status;
export const solutionTagKeyOf = (status: string): string => (isSolutionStatus(status) ? tagKeys[status] : status);

export const solutionTitleOf = (solution: { readonly title: string }): string =>
  solution.title.trim() || 'Untitled solution';

/** Where a solution lives in the viewer's area. */
export const solutionPaths = (viewer: Viewer) => {
  const area = viewer === 'agency' ? '/pa/solutions' : '/manager/solutions';
  return itemPaths(area, `${area}/list`);
};

/** How the manager's rejection page speaks of a solution. */
export const solutionRejectionWords: RejectionWords = {
  title: 'Reject solution',
  submit: 'Reject',
  done: 'The solution was rejected',
  requestPath: 'solution.reject',
  item: 'solution',
  rejected: 'rejected',
  loading: 'Loading the solution',
  outcome: 'The solution goes back to the agency with status Rejected; it can fix it and publish it again.',
};
