import type { Rejection } from '../moderation/rejection';
import type { ManagerReview, SpecialistContent } from './specialist.content';
import type { SpecialistEvent } from './specialist.events';
import type { SpecialistStatus } from './specialist.status';

/** The card as its events leave it. */
export type SpecialistCard = {
  readonly status: SpecialistStatus;
  readonly specialistId: string | null;
  readonly agencyId: string | null;
  readonly content: SpecialistContent | null;
  readonly review: ManagerReview;
  readonly rejection: Rejection | null;
  readonly blockReason: string | null;
  readonly publishedAt: Date | null;
  readonly updatedAt: Date | null;
};

export const noReview: ManagerReview = { verified: false, hrReview: '', hrReviewDate: null };

export const initialState = (): SpecialistCard => ({
  status: 'new',
  specialistId: null,
  agencyId: null,
  content: null,
  review: noReview,
  rejection: null,
  blockReason: null,
  publishedAt: null,
  updatedAt: null,
});

export const evolve = (card: SpecialistCard, event: SpecialistEvent): SpecialistCard => {
  const at = new Date(event.metadata.at);
  const base = { ...card, updatedAt: at };
  switch (event.type) {
    case 'SpecialistDraftSaved':
      return { ...base, status: 'draft', specialistId: event.data.specialistId, agencyId: event.data.agencyId, content: event.data.content };
    case 'SpecialistSentToReview':
      return { ...base, status: 'moderation', specialistId: event.data.specialistId, agencyId: event.data.agencyId, content: event.data.content, rejection: null };
    case 'PublishedSpecialistEdited':
      return { ...base, status: 'published', content: event.data.content };
    case 'SpecialistDeactivated':
      return { ...base, status: 'deactivated' };
    case 'SpecialistDraftDeleted':
      return { ...base, status: 'deleted' };
    case 'SpecialistArchived':
      return { ...base, status: 'archived' };
    case 'SpecialistPublished':
      return { ...base, status: 'published', content: event.data.content, review: event.data.review, rejection: null, blockReason: null, publishedAt: at };
    case 'SpecialistSavedByManager':
      return { ...base, content: event.data.content, review: event.data.review };
    case 'SpecialistRejected':
      return { ...base, status: 'rejected', rejection: { reasons: event.data.reasons, comment: event.data.comment } };
    case 'SpecialistBlocked':
      return { ...base, status: 'blocked', blockReason: event.data.reason };
    case 'SpecialistHidden':
      return { ...base, status: 'hidden' };
    case 'SpecialistRestoredFromArchive':
      return { ...base, status: 'draft' };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
