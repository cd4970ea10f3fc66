import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { asReviewModerator, reviewNotFound } from '../policies';
import type { ReviewDeps } from '../reviewPorts';
import { toManagerReview } from '../reviewViews';
import { HideReviewInput, type ManagerReviewOutput } from '../schemas';
import { reviewCommand } from './runCommand';

/** A manager takes a review off the public page with a reason; the stream keeps both. */
export const hideReview =
  (deps: ReviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<z.output<typeof ManagerReviewOutput>, AppError>> => {
    const manager = asReviewModerator(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(HideReviewInput, raw);
    if (input.isErr()) return err(input.error);
    if (!(await deps.reviews.review(input.value.id))) return err(reviewNotFound);
    const hidden = await reviewCommand(deps, input.value.id, {
      action: 'hide',
      companyId: manager.value.companyId,
      reason: input.value.reason,
      metadata: metadataOf(manager.value, deps.clock.now()),
    });
    if (hidden.isErr()) return err(hidden.error);
    const row = await deps.reviews.review(input.value.id);
    return row ? ok(toManagerReview(row)) : err(reviewNotFound);
  };
