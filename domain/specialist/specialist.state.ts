import type { Rejection } from '../moderation/rejection';
import { notVerified, verificationAfter, type Verification, type VerificationEffect } from '../moderation/verification';
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
  /** When a manager last published or saved the card, and whether the agency edited it in the catalogue since. */
  readonly verification: Verification;
  readonly rejection: Rejection | null;
  readonly blockReason: string | null;
  readonly publishedAt: Date | null;
  readonly updatedAt: Date | null;
};

export const noReview: ManagerReview = { verified: false, hrReview: '', hrReviewDate: null, forEarlierVersion: false };

/** A review as an event carries it; events stored before `forEarlierVersion` existed lack it. */
export const reviewOf = (review: Partial<ManagerReview> | null | undefined): ManagerReview => ({
  ...noReview,
  ...review,
});

/**
 * An agency's edit of the published card keeps it in the catalogue without the 'verified' mark: a review given stays,
 * marked as given for an earlier version, until a manager sends a review again.
 */
export const reviewAfterAgencyEdit = (review: ManagerReview): ManagerReview => ({
  ...review,
  verified: false,
  forEarlierVersion: review.forEarlierVersion || review.verified || review.hrReview !== '',
});

export const initialState = (): SpecialistCard => ({
  status: 'new',
  specialistId: null,
  agencyId: null,
  content: null,
  review: noReview,
  verification: notVerified,
  rejection: null,
  blockReason: null,
  publishedAt: null,
  updatedAt: null,
});

/** The status each fact leaves a card in; a manager's save keeps the one it had. */
export const statusAfter: { readonly [Type in SpecialistEvent['type']]: SpecialistStatus | null } = {
  SpecialistDraftSaved: 'draft',
  SpecialistSentToReview: 'moderation',
  PublishedSpecialistEdited: 'published',
  SpecialistDeactivated: 'deactivated',
  SpecialistDraftDeleted: 'deleted',
  SpecialistArchived: 'archived',
  SpecialistPublished: 'published',
  SpecialistSavedByManager: null,
  SpecialistRejected: 'rejected',
  SpecialistBlocked: 'blocked',
  SpecialistHidden: 'hidden',
  SpecialistRestoredFromArchive: 'draft',
  SpecialistOwnershipTransferred: null,
};

/** What each fact does to the manager's verification: the agency's edit in the catalogue undoes it, a manager's publish or save gives it. */
export const verificationEffect: { readonly [Type in SpecialistEvent['type']]: VerificationEffect } = {
  SpecialistDraftSaved: null,
  SpecialistSentToReview: null,
  PublishedSpecialistEdited: 'agencyEdit',
  SpecialistDeactivated: null,
  SpecialistDraftDeleted: null,
  SpecialistArchived: null,
  SpecialistPublished: 'managerLook',
  SpecialistSavedByManager: 'managerLook',
  SpecialistRejected: null,
  SpecialistBlocked: null,
  SpecialistHidden: null,
  SpecialistRestoredFromArchive: null,
  SpecialistOwnershipTransferred: null,
};

/** Every kind of fact of a card, for the projections that listen to them. */
export const eventTypes = Object.keys(statusAfter) as SpecialistEvent['type'][];

export const evolve = (card: SpecialistCard, event: SpecialistEvent): SpecialistCard => {
  const at = new Date(event.metadata.at);
  const verification = verificationAfter(card.verification, verificationEffect[event.type], at);
  const next: SpecialistCard = { ...card, status: statusAfter[event.type] ?? card.status, verification, updatedAt: at };
  switch (event.type) {
    case 'SpecialistDraftSaved':
      return {
        ...next,
        specialistId: event.data.specialistId,
        agencyId: event.data.agencyId,
        content: event.data.content,
      };
    case 'SpecialistSentToReview':
      return {
        ...next,
        specialistId: event.data.specialistId,
        agencyId: event.data.agencyId,
        content: event.data.content,
        rejection: null,
      };
    case 'PublishedSpecialistEdited':
      return { ...next, content: event.data.content, review: reviewAfterAgencyEdit(card.review) };
    case 'SpecialistPublished':
      return {
        ...next,
        content: event.data.content,
        review: reviewOf(event.data.review),
        rejection: null,
        blockReason: null,
        publishedAt: at,
      };
    case 'SpecialistSavedByManager':
      return { ...next, content: event.data.content, review: reviewOf(event.data.review) };
    case 'SpecialistRejected':
      return { ...next, rejection: { reasons: event.data.reasons, comment: event.data.comment } };
    case 'SpecialistBlocked':
      return { ...next, blockReason: event.data.reason };
    case 'SpecialistOwnershipTransferred':
      return { ...next, agencyId: event.data.toAgencyId, updatedAt: card.updatedAt };
    case 'SpecialistDeactivated':
    case 'SpecialistDraftDeleted':
    case 'SpecialistArchived':
    case 'SpecialistHidden':
    case 'SpecialistRestoredFromArchive':
      return next;
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};
