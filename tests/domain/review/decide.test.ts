import { describe, expect, it } from 'vitest';
import type { WriteReview } from '../../../domain/review/review.commands';
import { reviewDecider } from '../../../domain/review/review.decide';
import type { ReviewEvent } from '../../../domain/review/review.events';
import {
  bestMatchReviewBand,
  oneMonthAfter,
  publicAverage,
  reviewRefusal,
  type Engagement,
} from '../../../domain/review/review.rules';
import {
  allowedReviewActions,
  reviewActions,
  reviewStatuses,
  reviewTransitions,
} from '../../../domain/review/review.status';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';
import { deciderSpecification } from '../../support/deciderSpecification';

const { given } = deciderSpecification(reviewDecider);

const startedWork = new Date('2026-10-15T09:00:00Z');
const as = (actorId: string, at: Date, role: EventMetadata['actorRole'] = 'client'): EventMetadata => ({
  actorId,
  actorRole: role,
  at,
});
const engagement = (over: Partial<Engagement> = {}): Engagement => ({
  candidateId: 'candidate-1',
  clientId: 'client-co',
  agencyId: 'agency-co',
  specialistId: 'card-1',
  status: 'working',
  workingSince: startedWork,
  finishedAt: null,
  ...over,
});
const scores = { overall: 5, skills: 4, communication: 5, reliability: 4, value: 3 };
const monthLater = new Date('2026-11-15T09:00:00Z');

const write = (over: Partial<WriteReview> = {}): WriteReview => ({
  action: 'write',
  companyId: 'client-co',
  engagement: engagement(),
  scores,
  text: '  Shipped the billing module on time.  ',
  showClientName: false,
  metadata: as('client-user', monthLater),
  ...over,
});

const written: ReviewEvent = {
  type: 'ReviewWritten',
  data: {
    reviewId: 'candidate-1',
    specialistId: 'card-1',
    clientId: 'client-co',
    agencyId: 'agency-co',
    scores,
    text: 'Shipped the billing module on time.',
    showClientName: false,
  },
  metadata: as('client-user', monthLater),
};
const answer = (text = 'Thank you, it was a pleasure', at = monthLater) => ({
  action: 'answer' as const,
  companyId: 'agency-co',
  text,
  metadata: as('agency-user', at, 'partner'),
});
const hide = (reason = 'Names a person') => ({
  action: 'hide' as const,
  companyId: 'platform',
  reason,
  metadata: as('manager', monthLater, 'manager'),
});

describe('writing a review', () => {
  it('a client reviews a specialist who has worked on its project for a month, text trimmed', () => {
    given([]).when(write()).then([written]);
  });

  it('a day short of the month is too early, and the refusal says from when', () => {
    const early = write({ metadata: as('client-user', new Date('2026-11-15T08:59:59Z')) });
    given([]).when(early).thenRejects('review.too_early');
    expect(reviewRefusal(engagement(), early.metadata.at)?.message).toContain('from 2026-11-15');
  });

  it('a finished project may be reviewed at once, whenever it started', () => {
    const finished = engagement({ status: 'finished', finishedAt: startedWork });
    given([])
      .when(write({ engagement: finished, metadata: as('client-user', startedWork) }))
      .thenState((review) => expect(review.status).toBe('visible'));
  });

  it('a candidate who never worked on the project is no engagement', () => {
    for (const status of ['interview', 'approved', 'waiting-start-work', 'rejected'])
      given([])
        .when(write({ engagement: engagement({ status, workingSince: null }) }))
        .thenRejects('review.no_engagement');
  });

  it("only the engagement's client company writes it", () => {
    given([])
      .when(write({ companyId: 'other-client' }))
      .thenRejects('review.not_your_engagement');
  });

  it('one review per engagement', () => {
    given([written]).when(write()).thenRejects('review.already_written');
  });

  it('every score is a whole number from 1 to 5', () => {
    for (const bad of [0, 6, 3.5, Number.NaN])
      for (const key of ['overall', 'skills', 'communication', 'reliability', 'value'] as const)
        given([])
          .when(write({ scores: { ...scores, [key]: bad } }))
          .thenRejects('review.score_out_of_range');
    given([])
      .when(write({ scores: { overall: 1, skills: 1, communication: 5, reliability: 5, value: 1 } }))
      .thenState((review) => expect(review.status).toBe('visible'));
  });

  it('the text is at most 2,000 characters, and may be empty (the scores speak)', () => {
    given([])
      .when(write({ text: 'x'.repeat(2001) }))
      .thenRejects('review.text_too_long');
    given([])
      .when(write({ text: 'x'.repeat(2000) }))
      .thenState((review) => expect(review.status).toBe('visible'));
    given([])
      .when(write({ text: '   ' }))
      .thenState((review) => expect(review.status === 'none' ? null : review.text).toBe(''));
  });

  it("the client company's name is shown only when the client allows it", () => {
    given([])
      .when(write({ showClientName: true }))
      .thenState((review) => expect(review.status !== 'none' && review.showClientName).toBe(true));
  });
});

describe('answering and hiding', () => {
  it("the specialist's agency answers once, publicly", () => {
    given([written])
      .when(answer())
      .then([
        {
          type: 'ReviewAnswered',
          data: { reviewId: 'candidate-1', text: 'Thank you, it was a pleasure' },
          metadata: as('agency-user', monthLater, 'partner'),
        },
      ]);
    const answered: ReviewEvent = {
      type: 'ReviewAnswered',
      data: { reviewId: 'candidate-1', text: 'Thanks' },
      metadata: as('agency-user', monthLater, 'partner'),
    };
    given([written, answered]).when(answer('Once more')).thenRejects('review.already_answered');
  });

  it('another agency cannot answer; an answer is 1 to 2,000 characters', () => {
    given([written])
      .when({ ...answer(), companyId: 'other-agency' })
      .thenRejects('review.not_your_specialist');
    given([written]).when(answer('  ')).thenRejects('review.text_required');
    given([written])
      .when(answer('x'.repeat(2001)))
      .thenRejects('review.text_too_long');
  });

  it('a manager hides a review with a reason; the history keeps the review and the reason', () => {
    given([written]).when(hide('  ')).thenRejects('review.reason_required');
    given([written])
      .when(hide())
      .thenState((review) => {
        expect(review.status).toBe('hidden');
        expect(review.status !== 'none' && review.text).toBe('Shipped the billing module on time.');
        expect(review.status !== 'none' && review.hidden?.reason).toBe('Names a person');
      });
    const hidden: ReviewEvent = {
      type: 'ReviewHidden',
      data: { reviewId: 'candidate-1', reason: 'Names a person' },
      metadata: as('manager', monthLater, 'manager'),
    };
    given([written, hidden]).when(hide()).thenRejects('review.already_hidden');
    given([written, hidden]).when(answer()).thenRejects('review.hidden');
  });

  it('nothing is answered or hidden before the review exists', () => {
    given([]).when(answer()).thenRejects('review.not_found');
    given([]).when(hide()).thenRejects('review.not_found');
  });
});

describe('the status table', () => {
  it('every cell: only the actions the table holds lead anywhere', () => {
    for (const status of reviewStatuses)
      for (const action of reviewActions) {
        const next = reviewTransitions[status][action];
        expect(next === undefined || reviewStatuses.includes(next)).toBe(true);
      }
    expect(allowedReviewActions('none', 'client', false)).toEqual(['write']);
    expect(allowedReviewActions('visible', 'agency', false)).toEqual(['answer']);
    expect(allowedReviewActions('visible', 'agency', true)).toEqual([]);
    expect(allowedReviewActions('visible', 'manager', false)).toEqual(['hide']);
    expect(allowedReviewActions('hidden', 'manager', false)).toEqual([]);
    expect(allowedReviewActions('visible', 'client', false)).toEqual([]);
  });
});

describe('numbers the page and the catalogue read', () => {
  it('a calendar month later, on the last day of a shorter month', () => {
    expect(oneMonthAfter(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(oneMonthAfter(new Date('2026-12-15T10:00:00Z')).toISOString()).toBe('2027-01-15T10:00:00.000Z');
  });

  it('the average appears from three visible reviews, to one decimal', () => {
    expect(publicAverage([5, 4])).toBeNull();
    expect(publicAverage([5, 4, 4])).toBe(4.3);
  });

  it('the best-match term: none without enough reviews, stars above 2 lift, below 3 lower', () => {
    expect(bestMatchReviewBand(null)).toBe(0);
    expect(bestMatchReviewBand(5)).toBe(3);
    expect(bestMatchReviewBand(4.7)).toBe(2);
    expect(bestMatchReviewBand(3)).toBe(1);
    expect(bestMatchReviewBand(2.9)).toBe(-1);
    expect(bestMatchReviewBand(1)).toBe(-2);
  });
});
