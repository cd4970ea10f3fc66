import { describe, expect, it } from 'vitest';
import type { ReviewEvent } from '../../../domain/review/review.events';
import { transferReview } from '../../../domain/review/review.ownership';
import { evolve, initialState } from '../../../domain/review/review.state';

const metadata = { actorId: 'manager-1', actorRole: 'manager' as const, at: new Date('2027-02-01T09:00:00Z') };
const written: ReviewEvent = {
  type: 'ReviewWritten',
  data: {
    reviewId: 'candidate-1',
    specialistId: 'specialist-1',
    clientId: 'client-1',
    agencyId: 'agency-1',
    scores: { overall: 5, skills: 5, communication: 5, reliability: 5, value: 5 },
    text: '',
    showClientName: false,
  },
  metadata: { ...metadata, actorId: 'author-1', actorRole: 'client' },
};
const review = evolve(initialState(), written);
const transfer = (side: 'client' | 'agency', fromCompanyId: string) => ({
  reviewId: 'candidate-1',
  side,
  fromCompanyId,
  toCompanyId: `${side}-survivor`,
  mergeId: 'merge-1',
  metadata,
});

/** A company merge moves a review's side to the surviving company once; the state then answers to the survivor. */
describe('a review follows its companies through a merge', () => {
  it("the merged client's review becomes the survivor's; the merged agency's answer right becomes the survivor's", () => {
    const toClient = transferReview(review, transfer('client', 'client-1'));
    expect(toClient).toEqual([
      {
        type: 'ReviewOwnershipTransferred',
        data: {
          reviewId: 'candidate-1',
          side: 'client',
          fromCompanyId: 'client-1',
          toCompanyId: 'client-survivor',
          mergeId: 'merge-1',
        },
        metadata,
      },
    ]);
    const moved = [...toClient, ...transferReview(review, transfer('agency', 'agency-1'))].reduce(evolve, review);
    expect(moved).toMatchObject({ clientId: 'client-survivor', agencyId: 'agency-survivor', authorId: 'author-1' });
  });

  it('a repeated or stale transfer, or one of a review never written, records nothing', () => {
    const moved = transferReview(review, transfer('client', 'client-1')).reduce(evolve, review);
    expect(transferReview(moved, transfer('client', 'client-1'))).toEqual([]);
    expect(transferReview(review, transfer('agency', 'another-agency'))).toEqual([]);
    expect(transferReview(initialState(), transfer('client', 'client-1'))).toEqual([]);
  });
});
