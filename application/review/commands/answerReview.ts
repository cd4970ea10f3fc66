import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { asAnsweringAgency, reviewNotFound } from '../policies';
import type { ReviewDeps } from '../reviewPorts';
import { toAgencyReview } from '../reviewViews';
import { AnswerReviewInput, type AgencyReviewOutput } from '../schemas';
import { reviewCommand } from './runCommand';

/** The specialist's agency answers a review once, publicly; another agency's review is not there (404). */
export const answerReview =
  (deps: ReviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<z.output<typeof AgencyReviewOutput>, AppError>> => {
    const agency = asAnsweringAgency(actor);
    if (agency.isErr()) return err(agency.error);
    const input = parse(AnswerReviewInput, raw);
    if (input.isErr()) return err(input.error);
    const before = await deps.reviews.review(input.value.id);
    if (!before || before.agencyId !== agency.value.companyId) return err(reviewNotFound);
    const answered = await reviewCommand(deps, input.value.id, {
      action: 'answer',
      companyId: agency.value.companyId,
      text: input.value.text,
      metadata: metadataOf(agency.value, deps.clock.now()),
    });
    if (answered.isErr()) return err(answered.error);
    const row = await deps.reviews.review(input.value.id);
    return row ? ok(toAgencyReview(row)) : err(reviewNotFound);
  };
