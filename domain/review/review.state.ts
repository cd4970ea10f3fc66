import type { ReviewEvent } from './review.events';
import type { ReviewScores } from './review.rules';

export type Review =
  | { readonly status: 'none' }
  | {
      readonly status: 'visible' | 'hidden';
      readonly reviewId: string;
      readonly specialistId: string;
      readonly clientId: string;
      readonly agencyId: string;
      readonly authorId: string;
      readonly scores: ReviewScores;
      readonly text: string;
      readonly showClientName: boolean;
      readonly writtenAt: Date;
      readonly answer: { readonly text: string; readonly at: Date } | null;
      readonly hidden: { readonly reason: string; readonly at: Date } | null;
    };
export type WrittenReview = Extract<Review, { status: 'visible' | 'hidden' }>;

export const initialState = (): Review => ({ status: 'none' });

export const evolve = (review: Review, event: ReviewEvent): Review => {
  switch (event.type) {
    case 'ReviewWritten': {
      const d = event.data;
      return {
        status: 'visible',
        reviewId: d.reviewId,
        specialistId: d.specialistId,
        clientId: d.clientId,
        agencyId: d.agencyId,
        authorId: event.metadata.actorId,
        scores: d.scores,
        text: d.text,
        showClientName: d.showClientName,
        writtenAt: new Date(event.metadata.at),
        answer: null,
        hidden: null,
      };
    }
    case 'ReviewAnswered':
      return review.status === 'none'
        ? review
        : { ...review, answer: { text: event.data.text, at: new Date(event.metadata.at) } };
    case 'ReviewHidden':
      return review.status === 'none'
        ? review
        : { ...review, status: 'hidden', hidden: { reason: event.data.reason, at: new Date(event.metadata.at) } };
    case 'ReviewOwnershipTransferred':
      if (review.status === 'none') return review;
      return event.data.side === 'client'
        ? { ...review, clientId: event.data.toCompanyId }
        : { ...review, agencyId: event.data.toCompanyId };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
