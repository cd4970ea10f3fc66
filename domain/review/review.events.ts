import type { DomainEvent } from '../shared/eventMetadata';
import type { ReviewScores } from './review.rules';

/** A client user's review of one engagement (a candidate who worked on the client's project). */
export type ReviewWritten = DomainEvent<
  'ReviewWritten',
  {
    /** The engagement's candidate id: one review per engagement, one stream per review. */
    readonly reviewId: string;
    readonly specialistId: string;
    readonly clientId: string;
    readonly agencyId: string;
    readonly scores: ReviewScores;
    readonly text: string;
    /** The client allowed the public page to name its company. */
    readonly showClientName: boolean;
  }
>;
/** The agency's one public answer. */
export type ReviewAnswered = DomainEvent<'ReviewAnswered', { readonly reviewId: string; readonly text: string }>;
/** A manager hid the review from the public; the history keeps it and the reason. */
export type ReviewHidden = DomainEvent<'ReviewHidden', { readonly reviewId: string; readonly reason: string }>;

export type ReviewEvent = ReviewWritten | ReviewAnswered | ReviewHidden;

export const reviewEventTypes = [
  'ReviewWritten',
  'ReviewAnswered',
  'ReviewHidden',
] as const satisfies readonly ReviewEvent['type'][];
