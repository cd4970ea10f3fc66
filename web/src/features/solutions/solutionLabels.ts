import type { SolutionStatus } from '../../../../domain/solution/solution.status';
import type { RouterOutputs } from '../../app/trpc';

export type { SolutionStatus };
export type SolutionRow = RouterOutputs['solution']['listForAgency']['items'][number];
export type SolutionDetails = RouterOutputs['solution']['info'];
export type Viewer = 'agency' | 'manager';

/** How each solution status reads to people. */
export const solutionStatusLabels: Record<SolutionStatus, string> = {
  new: 'New',
  draft: 'Draft',
  moderation: 'In moderation',
  published: 'Published',
  rejected: 'Rejected',
  deactivated: 'Deactivated',
  archived: 'Archived',
  deleted: 'Deleted',
};

/** The seeds' tag keys: draft and not-active grey, moderation pale orange, rejected red, published green. */
const tagKeys: Record<SolutionStatus, string> = {
  new: 'draft',
  draft: 'draft',
  moderation: 'moderation',
  published: 'published',
  rejected: 'rejected',
  deactivated: 'not-active',
  archived: 'not-active',
  deleted: 'not-active',
};

export const isSolutionStatus = (value: string): value is SolutionStatus => value in solutionStatusLabels;
export const solutionStatusLabelOf = (status: string): string => (isSolutionStatus(status) ? solutionStatusLabels[status] : status);
export const solutionTagKeyOf = (status: string): string => (isSolutionStatus(status) ? tagKeys[status] : status);

export const solutionTitleOf = (solution: { readonly title: string }): string => solution.title.trim() || 'Untitled solution';

export const listPathOf = (viewer: Viewer): string => (viewer === 'agency' ? '/pa/solutions/list' : '/manager/solutions/list');
export const areaOf = (viewer: Viewer): string => (viewer === 'agency' ? '/pa/solutions' : '/manager/solutions');
