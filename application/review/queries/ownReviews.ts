import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import { reviewRefusal } from '../../../domain/review/review.rules';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { asAnsweringAgency, asReviewingClient, asReviewModerator } from '../policies';
import type { ReviewDeps } from '../reviewPorts';
import { toAgencyReview, toClientReview, toManagerReview } from '../reviewViews';
import {
  ReviewListInput,
  type AgencyReviewsOutput,
  type ClientEngagementsOutput,
  type ManagerReviewsOutput,
} from '../schemas';

/**
 * The client's engagements (candidates that reached its projects), each with its review, or 'write' when the rule
 * allows it now, or the reason it does not yet.
 */
export const clientEngagements =
  (deps: ReviewDeps) =>
  async (actor: Actor | null): Promise<Result<z.output<typeof ClientEngagementsOutput>, AppError>> => {
    const client = asReviewingClient(actor);
    if (client.isErr()) return err(client.error);
    const engagements = await deps.engagements.engagementsOfClient(client.value.companyId);
    const { items: reviews } = await deps.reviews.list(
      { kind: 'client', clientId: client.value.companyId },
      { page: 1, count: Math.max(1, engagements.length) },
    );
    const byId = new Map(reviews.map((row) => [row.id, row]));
    const now = deps.clock.now();
    return ok({
      items: engagements.map((engagement) => {
        const review = byId.get(engagement.candidateId);
        const refusal = review ? null : reviewRefusal(engagement, now);
        return {
          candidateId: engagement.candidateId,
          allowedActions: review || refusal ? [] : ['write' as const],
          refusal: refusal?.message ?? null,
          review: review ? toClientReview(review) : null,
        };
      }),
    });
  };

/** The reviews of the agency's specialists, newest first, each with 'answer' while it may still answer. */
export const agencyReviews =
  (deps: ReviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<z.output<typeof AgencyReviewsOutput>, AppError>> => {
    const agency = asAnsweringAgency(actor);
    if (agency.isErr()) return err(agency.error);
    const input = parse(ReviewListInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const { items, total } = await deps.reviews.list({ kind: 'agency', agencyId: agency.value.companyId }, input.value);
    return ok({ items: items.map(toAgencyReview), meta: { ...input.value, total } });
  };

/** Every review for the staff, the hidden ones with their reason, newest first. */
export const managerReviews =
  (deps: ReviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<z.output<typeof ManagerReviewsOutput>, AppError>> => {
    const manager = asReviewModerator(actor);
    if (manager.isErr()) return err(manager.error);
    const input = parse(ReviewListInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const { items, total } = await deps.reviews.list({ kind: 'all' }, input.value);
    return ok({ items: items.map(toManagerReview), meta: { ...input.value, total } });
  };
