import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import { averageOfTotals } from '../../../domain/review/review.rules';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { specialistNotFound } from '../policies';
import type { ReviewDeps } from '../reviewPorts';
import { toPublicReview } from '../reviewViews';
import { SpecialistReviewsInput, type SpecialistReviewsOutput } from '../schemas';

/** At most this many reviews on the page, newest first; the count and the average take every visible one. */
const shownOnPage = 100;

/**
 * A published specialist's visible reviews, as anyone reads them (signed in or not: the same answer). The average
 * appears from `minReviewsForAverage` reviews on; a card not in the catalogue is not there (404).
 */
export const specialistReviews =
  (deps: ReviewDeps) =>
  async (_actor: Actor | null, raw: unknown): Promise<Result<z.output<typeof SpecialistReviewsOutput>, AppError>> => {
    const input = parse(SpecialistReviewsInput, raw);
    if (input.isErr()) return err(input.error);
    if (!(await deps.reviews.inCatalogue(input.value.id))) return err(specialistNotFound);
    const [{ items }, { count, overallSum }] = await Promise.all([
      deps.reviews.list({ kind: 'specialist', specialistId: input.value.id }, { page: 1, count: shownOnPage }),
      deps.reviews.visibleTotals(input.value.id),
    ]);
    return ok({ count, average: averageOfTotals(count, overallSum), items: items.map(toPublicReview) });
  };
