import { describe, expect, it } from 'vitest';
import { allowedActionsFor, asExporter, canReadCard } from '../../../application/specialist/policies';
import type { Actor } from '../../../application/shared/actor';
import { agencyScopes, clientScopes } from '../../../domain/identity/scopes';

/** The side a caller acts on a card is decided by scope, never by company type; anyone else is offered nothing. */
const agencyId = 'a9e1c2d3-4b5f-4a6b-8c7d-9e0f1a2b3c4d';
const actor = (overrides: Partial<Actor>): Actor => ({
  userId: 'u1',
  companyId: agencyId,
  companyType: 'agency',
  role: 'partner',
  scopes: [...agencyScopes],
  sessionId: 's1',
  emulatedBy: null,
  ...overrides,
});
const moderation = { status: 'moderation' as const, agencyId };

describe('what a caller may do to a card', () => {
  it('the owning agency gets the agency row of the status table', () => {
    expect(allowedActionsFor(actor({}), moderation)).toEqual(['saveDraft', 'sendToReview']);
    expect(allowedActionsFor(actor({}), { status: 'published', agencyId })).toEqual([
      'editPublished',
      'deactivate',
      'archive',
    ]);
  });

  it('a holder of specialist:moderate gets the manager row, whatever company it belongs to', () => {
    const manager = actor({
      companyId: 'platform',
      companyType: 'platform',
      role: 'manager',
      scopes: ['specialist:moderate'],
    });
    expect(allowedActionsFor(manager, moderation)).toEqual([
      'publish',
      'managerSave',
      'reject',
      'block',
      'managerArchive',
    ]);
    expect(allowedActionsFor(actor({ scopes: ['specialist:moderate'] }), moderation)).toEqual([
      'publish',
      'managerSave',
      'reject',
      'block',
      'managerArchive',
    ]);
  });

  it('another agency, an agency user without the scope, a client and a platform user without it are offered nothing', () => {
    expect(allowedActionsFor(actor({ companyId: 'another-agency' }), moderation)).toEqual([]);
    expect(allowedActionsFor(actor({ scopes: ['company:manage-own'] }), moderation)).toEqual([]);
    expect(
      allowedActionsFor(actor({ companyType: 'client', role: 'client', scopes: [...clientScopes] }), moderation),
    ).toEqual([]);
    expect(
      allowedActionsFor(actor({ companyType: 'platform', role: 'manager', scopes: ['solution:moderate'] }), moderation),
    ).toEqual([]);
  });

  it("a new card is the agency's to save or send, and only a moderator or the owner reads a card", () => {
    expect(allowedActionsFor(actor({}), { status: 'new', agencyId: null })).toEqual(['saveDraft', 'sendToReview']);
    expect(canReadCard(actor({}), agencyId)).toBe(true);
    expect(canReadCard(actor({ companyId: 'another-agency' }), agencyId)).toBe(false);
  });
});

describe('who downloads the whole card list', () => {
  it('needs excel:export besides specialist:moderate: a moderator without it is forbidden', () => {
    const moderatorOnly = actor({
      companyId: 'platform',
      companyType: 'platform',
      role: 'manager',
      scopes: ['specialist:moderate'],
    });
    expect(asExporter(moderatorOnly)._unsafeUnwrapErr().kind).toBe('forbidden');
    expect(asExporter({ ...moderatorOnly, scopes: ['specialist:moderate', 'excel:export'] }).isOk()).toBe(true);
    expect(asExporter(actor({}))._unsafeUnwrapErr().kind).toBe('forbidden');
  });

  it('reads a card by scope: an agency user of the same company without the agency scope reads nothing', () => {
    expect(canReadCard(actor({}), agencyId)).toBe(true);
    expect(canReadCard(actor({ scopes: [] }), agencyId)).toBe(false);
  });
});
