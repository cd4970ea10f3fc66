import { z } from 'zod';
import { reviewRules } from '../../domain/review/review.rules';
import { reviewActions } from '../../domain/review/review.status';
import { IsoDateTimeOutput } from '../shared/outputs';

const uuid = z.uuid('Must be a UUID');
const score = z
  .number('Choose a score from 1 to 5')
  .int('Choose a score from 1 to 5')
  .min(reviewRules.minScore, 'Choose a score from 1 to 5')
  .max(reviewRules.maxScore, 'Choose a score from 1 to 5');

/** A client's review of one engagement (the candidate who worked on its project): the seeds' flat body style. */
export const WriteReviewInput = z.object({
  candidateId: uuid,
  overall: score,
  skills: score,
  communication: score,
  reliability: score,
  value: score,
  text: z.string().max(reviewRules.maxTextLength, `At most ${reviewRules.maxTextLength} characters`).default(''),
  /** The public page may name the client's company (off unless the client turns it on). */
  showClientName: z.boolean().default(false),
});
export type WriteReviewInput = z.input<typeof WriteReviewInput>;

export const AnswerReviewInput = z.object({
  id: uuid,
  text: z
    .string()
    .trim()
    .min(1, 'Write the answer')
    .max(reviewRules.maxAnswerLength, `At most ${reviewRules.maxAnswerLength} characters`),
});
export const HideReviewInput = z.object({
  id: uuid,
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the review is hidden')
    .max(reviewRules.maxReasonLength, `At most ${reviewRules.maxReasonLength} characters`),
});
export const SpecialistReviewsInput = z.object({ id: uuid });
export const ReviewListInput = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(20),
});

const ScoresOutput = z.object({
  overall: z.number(),
  skills: z.number(),
  communication: z.number(),
  reliability: z.number(),
  value: z.number(),
});
const AnswerOutput = z.object({ text: z.string(), at: IsoDateTimeOutput }).nullable();
const ActionsOutput = z.array(z.enum(reviewActions));

/** What anyone reads on the specialist's page: no author, no agency, the client's company only when it allowed it. */
export const PublicReviewOutput = z.object({
  id: z.string(),
  scores: ScoresOutput,
  text: z.string(),
  clientCompanyName: z.string().nullable(),
  writtenAt: IsoDateTimeOutput,
  answer: AnswerOutput,
});
export const SpecialistReviewsOutput = z.object({
  /** Visible reviews. */
  count: z.number(),
  /** The average overall score to one decimal, from 3 visible reviews on; null before. */
  average: z.number().nullable(),
  items: z.array(PublicReviewOutput).readonly(),
});

/** The client's own review of an engagement, as it wrote it; `hidden` says the platform took it off the page. */
export const ClientReviewOutput = z.object({
  id: z.string(),
  scores: ScoresOutput,
  text: z.string(),
  showClientName: z.boolean(),
  writtenAt: IsoDateTimeOutput,
  answer: AnswerOutput,
  hidden: z.boolean(),
});
/** One of the client's engagements, with its review or why it cannot be written yet. */
export const ClientEngagementOutput = z.object({
  candidateId: z.string(),
  allowedActions: ActionsOutput,
  /** Why 'Write a review' is not offered, in words; null when it is, or when the review exists. */
  refusal: z.string().nullable(),
  review: ClientReviewOutput.nullable(),
});
export const ClientEngagementsOutput = z.object({ items: z.array(ClientEngagementOutput).readonly() });

/** The agency reads the reviews of its specialists; the client's company only when it allowed it. */
export const AgencyReviewOutput = z.object({
  id: z.string(),
  specialistId: z.string(),
  specialistName: z.string(),
  scores: ScoresOutput,
  text: z.string(),
  clientCompanyName: z.string().nullable(),
  writtenAt: IsoDateTimeOutput,
  answer: AnswerOutput,
  hidden: z.boolean(),
  allowedActions: ActionsOutput,
});
export const AgencyReviewsOutput = z.object({
  items: z.array(AgencyReviewOutput).readonly(),
  meta: z.object({ page: z.number(), count: z.number(), total: z.number() }),
});

/** Staff read everything, the hidden reason included. */
export const ManagerReviewOutput = AgencyReviewOutput.extend({
  clientCompanyName: z.string(),
  showClientName: z.boolean(),
  agencyName: z.string(),
  candidateId: z.string(),
  hiddenReason: z.string().nullable(),
  hiddenAt: IsoDateTimeOutput.nullable(),
});
export const ManagerReviewsOutput = z.object({
  items: z.array(ManagerReviewOutput).readonly(),
  meta: z.object({ page: z.number(), count: z.number(), total: z.number() }),
});
