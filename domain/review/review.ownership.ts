import type { EventMetadata } from '../shared/eventMetadata';
import type { ReviewEvent } from './review.events';
import type { Review } from './review.state';

/** A merge of one party of a review (the client that wrote it, or the specialist's agency) into the company that stays. */
export type TransferReview = {
  readonly reviewId: string;
  readonly side: 'client' | 'agency';
  readonly fromCompanyId: string;
  readonly toCompanyId: string;
  readonly mergeId: string;
  readonly metadata: EventMetadata;
};

/**
 * A merge puts the surviving company in the merged one's place on the review, visible or hidden (not an action of the
 * status table: a hidden review follows its companies too). Only a review whose party is still the merged company
 * changes, so a repeated transfer records nothing.
 */
export const transferReview = (review: Review, transfer: TransferReview): ReviewEvent[] => {
  if (review.status === 'none' || transfer.fromCompanyId === transfer.toCompanyId) return [];
  const party = transfer.side === 'client' ? review.clientId : review.agencyId;
  if (party !== transfer.fromCompanyId) return [];
  const { reviewId, side, fromCompanyId, toCompanyId, mergeId, metadata } = transfer;
  return [
    { type: 'ReviewOwnershipTransferred', data: { reviewId, side, fromCompanyId, toCompanyId, mergeId }, metadata },
  ];
};
