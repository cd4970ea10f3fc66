import type { EventMetadata } from '../shared/eventMetadata';
import type { Engagement, ReviewScores } from './review.rules';

/** Who acts (the event's metadata, its `at` the platform's time) and for which company. */
type Context = { readonly metadata: EventMetadata; readonly companyId: string };

export type WriteReview = Context & {
  readonly action: 'write';
  readonly engagement: Engagement;
  readonly scores: ReviewScores;
  readonly text: string;
  readonly showClientName: boolean;
};
export type AnswerReview = Context & { readonly action: 'answer'; readonly text: string };
export type HideReview = Context & { readonly action: 'hide'; readonly reason: string };

export type ReviewCommand = WriteReview | AnswerReview | HideReview;
