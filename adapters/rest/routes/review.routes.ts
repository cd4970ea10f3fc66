import {
  AgencyReviewOutput,
  AnswerReviewInput,
  ClientReviewOutput,
  HideReviewInput,
  ManagerReviewOutput,
  ManagerReviewsOutput,
  ReviewListInput,
  SpecialistReviewsInput,
  SpecialistReviewsOutput,
  WriteReviewInput,
} from '../../../application/review/schemas';
import type { AppServices } from '../../services';
import type { RestRoutes } from '../restRoute';

const tag = 'reviews';

/** Reviews of engagements: the client writes, the agency answers once, a manager hides, anyone reads the visible ones. */
export const reviewRoutes = (routes: RestRoutes, { review }: AppServices): void => {
  routes.add({
    method: 'get',
    path: '/api/specialist-catalog/reviews/:id',
    tag,
    params: SpecialistReviewsInput,
    response: SpecialistReviewsOutput,
    summary:
      "A published specialist's visible reviews, newest first: scores, text, the agency's answer, the date, the client's company only when it allowed it; the average from 3 reviews on",
    handle: (r) => review.specialistReviews(r.actor, r.params),
  });
  routes.add({
    method: 'post',
    path: '/api/review/create',
    tag,
    auth: true,
    body: WriteReviewInput,
    response: ClientReviewOutput,
    summary:
      "A client user reviews one engagement of its company (a candidate who finished, or has worked on the project for a month): overall score and four criteria 1-5, text up to 2,000 characters; one per engagement (409), another company's candidate 404, not yet an engagement 422 with the reason",
    handle: (r) => review.writeReview(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/review/answer',
    tag,
    auth: true,
    body: AnswerReviewInput,
    response: AgencyReviewOutput,
    summary:
      "The specialist's agency answers a review once, publicly (up to 2,000 characters); another agency's review 404",
    handle: (r) => review.answerReview(r.actor, r.body),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/review/list',
    tag,
    auth: true,
    query: ReviewListInput,
    response: ManagerReviewsOutput,
    summary: 'Every review, newest first, the hidden ones with their reason',
    handle: (r) => review.managerReviews(r.actor, r.query),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/review/hide',
    tag,
    auth: true,
    body: HideReviewInput,
    response: ManagerReviewOutput,
    summary: 'A manager hides a review from the public with a reason; its history keeps both',
    handle: (r) => review.hideReview(r.actor, r.body),
  });
};
