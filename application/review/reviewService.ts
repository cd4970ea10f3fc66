import { answerReview } from './commands/answerReview';
import { hideReview } from './commands/hideReview';
import { writeReview } from './commands/writeReview';
import { agencyReviews, clientEngagements, managerReviews } from './queries/ownReviews';
import { specialistReviews } from './queries/specialistReviews';
import type { ReviewDeps } from './reviewPorts';

export const reviewService = (deps: ReviewDeps) => ({
  writeReview: writeReview(deps),
  answerReview: answerReview(deps),
  hideReview: hideReview(deps),
  specialistReviews: specialistReviews(deps),
  clientEngagements: clientEngagements(deps),
  agencyReviews: agencyReviews(deps),
  managerReviews: managerReviews(deps),
});
export type ReviewService = ReturnType<typeof reviewService>;
