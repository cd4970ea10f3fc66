import { err, type Result } from 'neverthrow';
import type { ReviewCommand } from '../../../domain/review/review.commands';
import { reviewDecider, reviewStreamOf } from '../../../domain/review/review.decide';
import type { Review } from '../../../domain/review/review.state';
import { conflict, type AppError } from '../../shared/appError';
import { handleCommand } from '../../shared/handleCommand';
import type { ReviewDeps } from '../reviewPorts';

/** One command on an engagement's review stream; a second review of one engagement is a conflict (409). */
export const reviewCommand = async (
  deps: ReviewDeps,
  reviewId: string,
  command: ReviewCommand,
): Promise<Result<Review, AppError>> => {
  const result = await handleCommand(deps.events, reviewDecider, reviewStreamOf(reviewId), command);
  if (result.isErr())
    return result.error.code === 'review.already_written'
      ? err(conflict(result.error.message, result.error.code))
      : err(result.error);
  return result.map(({ state }) => state);
};
