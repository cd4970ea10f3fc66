import { describe, expect, it } from 'vitest';
import { decider } from '../../../domain/solution/solution.decide';
import { deciderSpecification } from '../../support/deciderSpecification';
import {
  agencyActor,
  agencyId,
  completeSolution,
  managerActor,
  solutionCommand,
  solutionEvents as events,
  solutionId,
} from '../../support/solutionFixtures';

const spec = deciderSpecification(decider);

describe('solution rules', () => {
  it('the agency saves a draft, then sends it to review', () => {
    spec
      .given([])
      .when(solutionCommand('saveDraft'))
      .then([
        {
          type: 'SolutionDraftSaved',
          data: { solutionId, agencyId, content: completeSolution },
          metadata: agencyActor,
        },
      ]);
    spec
      .given([events.draftSaved])
      .when(solutionCommand('sendToReview'))
      .then([
        {
          type: 'SolutionSentToReview',
          data: { solutionId, agencyId, content: completeSolution },
          metadata: agencyActor,
        },
      ]);
  });

  it('a manager publishes a solution in moderation, keeping its content, and it is published from then on', () => {
    spec
      .given([events.sentToReview])
      .when(solutionCommand('publish'))
      .then([{ type: 'SolutionPublished', data: { solutionId, content: completeSolution }, metadata: managerActor }]);
    spec
      .given([events.sentToReview])
      .when(solutionCommand('publish'))
      .thenState((s) => {
        expect(s.status).toBe('published');
        expect(s.publishedAt).toEqual(managerActor.at);
      });
  });

  it('publishing twice, or rejecting a published solution, is refused: it is no longer in moderation', () => {
    spec
      .given([events.sentToReview, events.published])
      .when(solutionCommand('publish'))
      .thenRejects('solution.not_in_moderation');
    spec
      .given([events.sentToReview, events.published])
      .when(solutionCommand('reject'))
      .thenRejects('solution.not_in_moderation');
  });

  it('rejecting needs a reason or a comment; the reasons stay until the solution is sent again', () => {
    spec
      .given([events.sentToReview])
      .when({ action: 'reject', solutionId, metadata: managerActor, reasons: [], comment: '  ' })
      .thenRejects('solution.reasons_required');
    spec
      .given([events.sentToReview])
      .when({ action: 'reject', solutionId, metadata: managerActor, reasons: [], comment: 'Add screenshots' })
      .thenState((s) => expect(s.rejection).toEqual({ reasons: [], comment: 'Add screenshots' }));
    spec
      .given([events.sentToReview, events.rejected])
      .when(solutionCommand('sendToReview'))
      .thenState((s) => {
        expect(s.status).toBe('moderation');
        expect(s.rejection).toBeNull();
      });
  });

  it('editing a published solution keeps it published; only a published one is edited in place or deactivated', () => {
    spec
      .given([events.sentToReview, events.published])
      .when(solutionCommand('editPublished'))
      .thenState((s) => expect(s.status).toBe('published'));
    spec.given([events.draftSaved]).when(solutionCommand('editPublished')).thenRejects('solution.not_published');
    spec.given([events.draftSaved]).when(solutionCommand('deactivate')).thenRejects('solution.not_published');
  });

  it('a deactivated solution goes back to draft or to moderation, never straight to the catalogue', () => {
    const deactivated = [events.sentToReview, events.published, events.deactivated];
    spec
      .given(deactivated)
      .when(solutionCommand('moveToDraft'))
      .thenState((s) => expect(s.status).toBe('draft'));
    spec
      .given(deactivated)
      .when(solutionCommand('sendToReview'))
      .thenState((s) => expect(s.status).toBe('moderation'));
    spec.given(deactivated).when(solutionCommand('publish')).thenRejects('solution.not_in_moderation');
  });

  it('only a draft is deleted, and a deleted solution takes no more commands', () => {
    spec.given([events.sentToReview]).when(solutionCommand('deleteDraft')).thenRejects('solution.not_a_draft');
    spec.given([events.draftSaved, events.deleted]).when(solutionCommand('saveDraft')).thenRejects('solution.deleted');
    spec
      .given([events.draftSaved, events.deleted])
      .when(solutionCommand('restoreFromArchive'))
      .thenRejects('solution.deleted');
  });

  it('a solution that does not exist cannot be published, deactivated or archived', () => {
    spec.given([]).when(solutionCommand('publish')).thenRejects('solution.not_found');
    spec.given([]).when(solutionCommand('deactivate')).thenRejects('solution.not_found');
    spec.given([]).when(solutionCommand('managerArchive')).thenRejects('solution.not_found');
  });

  it("the manager's delete archives; only the manager returns it, as a draft", () => {
    spec
      .given([events.sentToReview, events.published])
      .when(solutionCommand('managerArchive'))
      .thenState((s) => expect(s.status).toBe('archived'));
    spec
      .given([events.draftSaved, events.archived])
      .when(solutionCommand('saveDraft'))
      .thenRejects('solution.transition_not_allowed');
    spec
      .given([events.draftSaved, events.archived])
      .when(solutionCommand('restoreFromArchive'))
      .thenState((s) => expect(s.status).toBe('draft'));
    spec.given([events.draftSaved]).when(solutionCommand('restoreFromArchive')).thenRejects('solution.not_archived');
  });

  it('a new solution keeps its agency however later commands name it', () => {
    spec
      .given([events.draftSaved])
      .when({ ...solutionCommand('saveDraft'), agencyId: 'another-agency' } as never)
      .thenState((s) => expect(s.agencyId).toBe(agencyId));
  });

  it('every event records who acted, in which role, as whom, and when', () => {
    const impersonated = { ...agencyActor, emulatedBy: 'manager-user' };
    const result = decider.decide(solutionCommand('saveDraft', impersonated), decider.initialState());
    expect(result._unsafeUnwrap()[0]?.metadata).toEqual({
      actorId: 'agency-user',
      actorRole: 'partner',
      emulatedBy: 'manager-user',
      at: agencyActor.at,
    });
  });
});
