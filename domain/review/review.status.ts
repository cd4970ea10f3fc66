import type { StatusTable } from '../moderation/statusTable';

/** A review is written once, answered once by the agency while visible, and hidden by a manager; never deleted. */
export const reviewStatuses = ['none', 'visible', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
export const reviewActions = ['write', 'answer', 'hide'] as const;
export type ReviewAction = (typeof reviewActions)[number];

export const reviewTransitions: StatusTable<ReviewStatus, ReviewAction> = {
  none: { write: 'visible' },
  visible: { answer: 'visible', hide: 'hidden' },
  hidden: {},
};

/** Who takes each action: the engagement's client writes, its agency answers, a manager hides. */
export const reviewSides = ['client', 'agency', 'manager'] as const;
export type ReviewSide = (typeof reviewSides)[number];
export const actionsOfSide: { readonly [S in ReviewSide]: readonly ReviewAction[] } = {
  client: ['write'],
  agency: ['answer'],
  manager: ['hide'],
};

/** What a side may do to a review now: the table's row for its status, the side's actions, one answer only. */
export const allowedReviewActions = (status: ReviewStatus, side: ReviewSide, answered: boolean): ReviewAction[] =>
  actionsOfSide[side].filter(
    (action) => reviewTransitions[status][action] !== undefined && !(action === 'answer' && answered),
  );
