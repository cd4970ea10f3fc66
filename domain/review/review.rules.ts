/** The review's rules in numbers: the schemas, the page and the catalogue's order take them from here. */
export const reviewRules = {
  minScore: 1,
  maxScore: 5,
  maxTextLength: 2_000,
  maxAnswerLength: 2_000,
  maxReasonLength: 1_000,
  /** The public page shows the average and the count from this many visible reviews on. */
  minReviewsForAverage: 3,
} as const;

export const reviewCriteria = ['skills', 'communication', 'reliability', 'value'] as const;
export type ReviewCriterion = (typeof reviewCriteria)[number];
export type ReviewScores = { readonly overall: number } & { readonly [C in ReviewCriterion]: number };

/**
 * What the review area reads of a candidate: its status, when it reached the project (started working) and when its
 * project finished. A candidate never started is not an engagement.
 */
export type Engagement = {
  readonly candidateId: string;
  readonly clientId: string;
  readonly agencyId: string;
  readonly specialistId: string;
  readonly status: string;
  readonly workingSince: Date | null;
  readonly finishedAt: Date | null;
};

/** The same day one calendar month later (the last day of a shorter month), at the same time of day, in UTC. */
export const oneMonthAfter = (moment: Date): Date => {
  const year = moment.getUTCFullYear();
  const month = moment.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = new Date(moment.getTime());
  next.setUTCFullYear(year, month, Math.min(moment.getUTCDate(), lastDay));
  return next;
};

export type ReviewableRefusal = { readonly code: string; readonly message: string };

/**
 * Whether a real engagement may be reviewed at `now`: the project finished, or the specialist has worked on it for a
 * calendar month. Null when it may; otherwise why not, in words the client reads beside the action.
 */
export const reviewRefusal = (engagement: Engagement, now: Date): ReviewableRefusal | null => {
  if (engagement.status === 'finished') return null;
  if (engagement.status !== 'working' || engagement.workingSince === null)
    return {
      code: 'review.no_engagement',
      message: 'A review can be written only about a specialist who worked on your project',
    };
  const from = oneMonthAfter(engagement.workingSince);
  if (now.getTime() < from.getTime())
    return {
      code: 'review.too_early',
      message: `A review can be written after a month on the project, from ${from.toISOString().slice(0, 10)}, or once the project finished`,
    };
  return null;
};

/** The average shown on the public page: one decimal, only from `minReviewsForAverage` visible reviews on. */
export const publicAverage = (overallScores: readonly number[]): number | null =>
  averageOfTotals(
    overallScores.length,
    overallScores.reduce((total, score) => total + score, 0),
  );

/** The same average from what the summary keeps: the count of visible reviews and the sum of their overall scores. */
export const averageOfTotals = (count: number, overallSum: number): number | null =>
  count < reviewRules.minReviewsForAverage ? null : Math.round((overallSum / count) * 10) / 10;

/**
 * The review term of the catalogue's 'Best match' order (its documented weight): 0 while a card has fewer than
 * `minReviewsForAverage` visible reviews; from there the whole stars of the average above 2 (3 stars: 1, 4: 2, 5: 3)
 * and below 3 a negative term (2 stars: -1, 1 star: -2), so a poorly reviewed card sorts below one nobody reviewed
 * yet. The term sorts after 'verified' and 'available today' and before the most recent change: reviews order cards
 * of equal verification and availability and never outrank either; no filter reads it.
 */
export const bestMatchReviewBand = (average: number | null): number => {
  if (average === null) return 0;
  const stars = Math.floor(average);
  return stars >= 3 ? stars - 2 : stars - 3;
};
