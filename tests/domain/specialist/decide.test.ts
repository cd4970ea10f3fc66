import { describe, expect, it } from 'vitest';
import { decider } from '../../../domain/specialist/specialist.decide';
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

describe('specialist card rules', () => {
  it('a manager publishes a card in moderation, keeping its content', () => {
    spec
      .given([events.draftSaved, events.sentToReview])
      .when(command('publish'))
      .then([
        {
          type: 'SpecialistPublished',
          data: {
            specialistId,
            content: completeContent,
            review: { verified: false, hrReview: '', hrReviewDate: null, forEarlierVersion: false },
          },
          metadata: managerActor,
        },
      ]);
  });

  it('publishing twice is refused because the card is no longer in moderation', () => {
    spec
      .given([events.sentToReview, events.published])
      .when(command('publish'))
      .thenRejects('specialist.not_in_moderation');
  });

  it('declining needs a reason', () => {
    spec
      .given([events.sentToReview])
      .when({ action: 'reject', specialistId, metadata: managerActor, reasons: [], comment: ' ' })
      .thenRejects('specialist.reasons_required');
  });

  it('a declined card remembers the reasons until it is sent again', () => {
    spec
      .given([events.sentToReview])
      .when(command('reject'))
      .thenState((card) => {
        expect(card.status).toBe('rejected');
        expect(card.rejection?.reasons).toEqual(['Projects are not described']);
      });
    spec
      .given([events.sentToReview, events.rejected])
      .when(command('sendToReview'))
      .thenState((card) => expect(card.rejection).toBeNull());
  });

  it('only a draft is deleted; a deleted card takes no more commands', () => {
    spec.given([events.sentToReview]).when(command('deleteDraft')).thenRejects('specialist.not_a_draft');
    spec.given([events.draftSaved, events.deleted]).when(command('saveDraft')).thenRejects('specialist.deleted');
  });

  it('a card that does not exist cannot be published or archived', () => {
    spec.given([]).when(command('publish')).thenRejects('specialist.not_found');
    spec.given([]).when(command('archive')).thenRejects('specialist.not_found');
  });

  it('an archived card returns to draft only through the manager', () => {
    spec
      .given([events.draftSaved, events.archived])
      .when(command('saveDraft'))
      .thenRejects('specialist.transition_not_allowed');
    spec
      .given([events.draftSaved, events.archived])
      .when(command('restoreFromArchive'))
      .thenState((card) => expect(card.status).toBe('draft'));
  });

  it('every event records who acted, in which role, and when', () => {
    const impersonated = { ...agencyActor, emulatedBy: 'manager-user' };
    spec
      .given([])
      .when(command('saveDraft', impersonated))
      .thenState(() => {});
    const result = decider.decide(command('saveDraft', impersonated), decider.initialState());
    expect(result._unsafeUnwrap()[0]?.metadata).toEqual({
      actorId: 'agency-user',
      actorRole: 'partner',
      emulatedBy: 'manager-user',
      at: agencyActor.at,
    });
  });
});
