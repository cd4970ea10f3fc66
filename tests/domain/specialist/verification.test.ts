import { describe, expect, it } from 'vitest';
import { decider } from '../../../domain/specialist/specialist.decide';
import type { ManagerReview } from '../../../domain/specialist/specialist.content';
import type { SpecialistEvent } from '../../../domain/specialist/specialist.events';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';
import { deciderSpecification } from '../../support/deciderSpecification';
import {
  agencyActor,
  command,
  completeContent,
  events,
  managerActor,
  specialistId,
} from '../../support/specialistFixtures';

const spec = deciderSpecification(decider);

const review: ManagerReview = {
  verified: true,
  hrReview: 'Interviewed: strong payments background.',
  hrReviewDate: '2026-11-02',
  forEarlierVersion: false,
};
const publishedVerified: SpecialistEvent = {
  type: 'SpecialistPublished',
  data: { specialistId, content: completeContent, review },
  metadata: managerActor,
};
const later = (metadata: EventMetadata, minutes: number): EventMetadata => ({
  ...metadata,
  at: new Date(new Date(metadata.at).getTime() + minutes * 60_000),
});
const edited: SpecialistEvent = {
  type: 'PublishedSpecialistEdited',
  data: {
    specialistId,
    content: { ...completeContent, workingConditions: { ...completeContent.workingConditions, hourPriceCents: 9_000 } },
  },
  metadata: later(agencyActor, 120),
};
const verifiedCardEdited = [events.sentToReview, publishedVerified, edited];

describe('moderation cannot be bypassed after approval', () => {
  it("an agency edit of a published card keeps it published but clears the 'verified' mark and marks the review as for an earlier version", () => {
    spec
      .given([events.sentToReview, publishedVerified])
      .when(command('editPublished', later(agencyActor, 120)))
      .thenState((card) => {
        expect(card.status).toBe('published');
        expect(card.review).toEqual({ ...review, verified: false, forEarlierVersion: true });
        expect(card.verification).toEqual({ verifiedAt: managerActor.at, changedSinceVerification: true });
      });
  });

  it('a manager who saves the card with a review verifies it again, from that moment', () => {
    const at = later(managerActor, 180);
    spec
      .given(verifiedCardEdited)
      .when({
        action: 'managerSave',
        specialistId,
        content: completeContent,
        review: { ...review, hrReviewDate: '2026-11-03' },
        metadata: at,
      })
      .thenState((card) => {
        expect(card.status).toBe('published');
        expect(card.review).toEqual({ ...review, hrReviewDate: '2026-11-03', forEarlierVersion: false });
        expect(card.verification).toEqual({ verifiedAt: at.at, changedSinceVerification: false });
      });
  });

  it('a manager who saves without a review has looked at the card, but the mark comes back only with a review', () => {
    spec
      .given(verifiedCardEdited)
      .when(command('managerSave', later(managerActor, 180)))
      .thenState((card) => {
        expect(card.verification.changedSinceVerification).toBe(false);
        expect(card.review).toEqual({ ...review, verified: false, forEarlierVersion: true });
      });
  });

  it('a manager who publishes the card again (after hiding it) has looked at it too', () => {
    const hidden: SpecialistEvent = { ...events.hidden, metadata: later(managerActor, 150) };
    spec
      .given([...verifiedCardEdited, hidden])
      .when(command('publish', later(managerActor, 180)))
      .thenState((card) => {
        expect(card.status).toBe('published');
        expect(card.verification.changedSinceVerification).toBe(false);
      });
  });

  it('other facts leave the verification as it is', () => {
    spec
      .given(verifiedCardEdited)
      .when(command('deactivate', later(agencyActor, 200)))
      .thenState((card) => {
        expect(card.status).toBe('deactivated');
        expect(card.verification.changedSinceVerification).toBe(true);
      });
    spec
      .given([events.sentToReview, publishedVerified])
      .when(command('hide', later(managerActor, 60)))
      .thenState((card) => {
        expect(card.verification).toEqual({ verifiedAt: managerActor.at, changedSinceVerification: false });
        expect(card.review).toEqual(review);
      });
  });

  it('a card published without a review is changed since verification after an edit, with no review to mark', () => {
    spec
      .given([events.sentToReview, events.published])
      .when(command('editPublished'))
      .thenState((card) => {
        expect(card.verification.changedSinceVerification).toBe(true);
        expect(card.review).toEqual({ verified: false, hrReview: '', hrReviewDate: null, forEarlierVersion: false });
      });
  });

  it('a card no manager has seen yet is not changed since verification', () => {
    spec
      .given([events.draftSaved])
      .when(command('sendToReview'))
      .thenState((card) => expect(card.verification).toEqual({ verifiedAt: null, changedSinceVerification: false }));
  });

  it('reviews stored before the mark existed read as reviews of the current version', () => {
    const stored = {
      ...publishedVerified,
      data: { ...publishedVerified.data, review: { verified: true, hrReview: 'Old', hrReviewDate: '2025-01-01' } },
    } as unknown as SpecialistEvent;
    const card = [events.sentToReview, stored].reduce(decider.evolve, decider.initialState());
    expect(card.review).toEqual({
      verified: true,
      hrReview: 'Old',
      hrReviewDate: '2025-01-01',
      forEarlierVersion: false,
    });
  });
});
