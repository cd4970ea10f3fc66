import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { asReviewingClient, engagementNotFound } from '../policies';
import type { ReviewDeps } from '../reviewPorts';
import { toClientReview } from '../reviewViews';
import { WriteReviewInput, type ClientReviewOutput } from '../schemas';
import { reviewCommand } from './runCommand';

/**
 * A client user reviews one engagement of its company: another company's candidate (or an unknown id) is 404; a
 * candidate that is no engagement yet is refused with the reason (422); a second review of it is 409.
 */
export const writeReview =
  (deps: ReviewDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<z.output<typeof ClientReviewOutput>, AppError>> => {
    const client = asReviewingClient(actor);
    if (client.isErr()) return err(client.error);
    const input = parse(WriteReviewInput, raw);
    if (input.isErr()) return err(input.error);
    const { candidateId, overall, skills, communication, reliability, value, text, showClientName } = input.value;
    const engagement = await deps.engagements.engagementOf(candidateId);
    if (!engagement || engagement.clientId !== client.value.companyId) return err(engagementNotFound);
    const written = await reviewCommand(deps, candidateId, {
      action: 'write',
      companyId: client.value.companyId,
      engagement,
      scores: { overall, skills, communication, reliability, value },
      text,
      showClientName,
      metadata: metadataOf(client.value, deps.clock.now()),
    });
    if (written.isErr()) return err(written.error);
    const row = await deps.reviews.review(candidateId);
    return row ? ok(toClientReview(row)) : err(engagementNotFound);
  };
