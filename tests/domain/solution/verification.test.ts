import { describe, expect, it } from 'vitest';
import { decider } from '../../../domain/solution/solution.decide';
import type { EventMetadata } from '../../../domain/shared/eventMetadata';
import { deciderSpecification } from '../../support/deciderSpecification';
import { agencyActor, managerActor, solutionCommand, solutionEvents as events } from '../../support/solutionFixtures';

const spec = deciderSpecification(decider);
const later = (metadata: EventMetadata, minutes: number): EventMetadata => ({
  ...metadata,
  at: new Date(new Date(metadata.at).getTime() + minutes * 60_000),
});
const editedInCatalogue = {
  ...events.published,
  type: 'PublishedSolutionEdited' as const,
  metadata: later(agencyActor, 120),
};
const publishedThenEdited = [events.sentToReview, events.published, editedInCatalogue];

describe('a published solution edited by its agency', () => {
  it('stays published and is changed since its last publication by a manager', () => {
    spec
      .given([events.sentToReview, events.published])
      .when(solutionCommand('editPublished', later(agencyActor, 120)))
      .thenState((s) => {
        expect(s.status).toBe('published');
        expect(s.verification).toEqual({ verifiedAt: managerActor.at, changedSinceVerification: true });
      });
  });

  it("is verified again by a manager's save, from that moment", () => {
    const at = later(managerActor, 180);
    spec
      .given(publishedThenEdited)
      .when(solutionCommand('managerSave', at))
      .thenState((s) => {
        expect(s.status).toBe('published');
        expect(s.verification).toEqual({ verifiedAt: at.at, changedSinceVerification: false });
      });
  });

  it("is verified again by a manager's publication after it went back through moderation", () => {
    const at = later(managerActor, 240);
    spec
      .given([...publishedThenEdited, { ...events.sentToReview, metadata: later(agencyActor, 200) }])
      .when(solutionCommand('publish', at))
      .thenState((s) => {
        expect(s.verification).toEqual({ verifiedAt: at.at, changedSinceVerification: false });
      });
  });

  it('stays changed while the agency deactivates it or moves it to draft', () => {
    spec
      .given(publishedThenEdited)
      .when(solutionCommand('deactivate', later(agencyActor, 200)))
      .thenState((s) => expect(s.verification.changedSinceVerification).toBe(true));
    spec
      .given(publishedThenEdited)
      .when(solutionCommand('moveToDraft', later(agencyActor, 200)))
      .thenState((s) => expect(s.verification.changedSinceVerification).toBe(true));
  });

  it('a solution no manager has published yet is not changed since verification', () => {
    spec
      .given([events.draftSaved])
      .when(solutionCommand('sendToReview'))
      .thenState((s) => expect(s.verification).toEqual({ verifiedAt: null, changedSinceVerification: false }));
  });
});
