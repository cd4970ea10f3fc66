import {
  AgencyReviewsOutput,
  AgencyReviewOutput,
  AnswerReviewInput,
  ClientEngagementsOutput,
  ClientReviewOutput,
  HideReviewInput,
  ManagerReviewOutput,
  ManagerReviewsOutput,
  ReviewListInput,
  SpecialistReviewsInput,
  SpecialistReviewsOutput,
  WriteReviewInput,
} from '../../../application/review/schemas';
import { authedProcedure, inputOf, publicProcedure, router, unwrap } from '../trpc';

export const reviewRouter = router({
  ofSpecialist: publicProcedure
    .input(inputOf(SpecialistReviewsInput))
    .output(SpecialistReviewsOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.review.specialistReviews(ctx.actor, input))),
  engagements: authedProcedure
    .output(ClientEngagementsOutput)
    .query(({ ctx }) => unwrap(ctx.services.review.clientEngagements(ctx.actor))),
  agencyList: authedProcedure
    .input(inputOf(ReviewListInput.partial().optional()))
    .output(AgencyReviewsOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.review.agencyReviews(ctx.actor, input))),
  managerList: authedProcedure
    .input(inputOf(ReviewListInput.partial().optional()))
    .output(ManagerReviewsOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.review.managerReviews(ctx.actor, input))),
  write: authedProcedure
    .input(inputOf(WriteReviewInput))
    .output(ClientReviewOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.review.writeReview(ctx.actor, input))),
  answer: authedProcedure
    .input(inputOf(AnswerReviewInput))
    .output(AgencyReviewOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.review.answerReview(ctx.actor, input))),
  hide: authedProcedure
    .input(inputOf(HideReviewInput))
    .output(ManagerReviewOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.review.hideReview(ctx.actor, input))),
});
