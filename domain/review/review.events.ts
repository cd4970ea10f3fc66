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

/**
 * A company merge put the surviving company in the merged one's place on the review: the client's side (its reviews
 * and their engagements are the survivor's) or the agency's (the answer is the survivor's to give, as the specialist is).
 */
export type ReviewOwnershipTransferred = DomainEvent<
  'ReviewOwnershipTransferred',
  {
    readonly reviewId: string;
    readonly side: 'client' | 'agency';
    readonly fromCompanyId: string;
    readonly toCompanyId: string;
    readonly mergeId: string;
  }
>;

export type ReviewEvent = ReviewWritten | ReviewAnswered | ReviewHidden | ReviewOwnershipTransferred;

export const reviewEventTypes = [
  'ReviewWritten',
  'ReviewAnswered',
  'ReviewHidden',
  'ReviewOwnershipTransferred',
] as const satisfies readonly ReviewEvent['type'][];
