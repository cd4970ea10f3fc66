import type { ReviewCriterion } from '../../../../domain/review/review.rules';

/** Each score in words: the labels of the rating radios and of a review's scores. */
export const scoreWords: Readonly<Record<number, string>> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

export const criterionWords: Readonly<Record<ReviewCriterion | 'overall', string>> = {
  overall: 'Overall',
  skills: 'Skills',
  communication: 'Communication',
  reliability: 'Reliability',
  value: 'Value for money',
};

/** '4 of 5' with its word, as a screen reader and a reader both take it. */
export const scoreInWords = (score: number): string => `${score} of 5, ${scoreWords[score] ?? ''}`.trim();
