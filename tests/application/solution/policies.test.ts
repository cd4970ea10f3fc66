import { describe, expect, it } from 'vitest';
import { allowedActionsFor } from '../../../application/solution/policies';
import type { Actor } from '../../../application/shared/actor';
import { agencyScopes } from '../../../domain/identity/scopes';

/** The side a caller acts on a solution is decided by scope: `solution:moderate` or the owner's `solution:manage-own`. */
const agencyId = 'a9e1c2d3-4b5f-4a6b-8c7d-9e0f1a2b3c4d';
const owner: Actor = {
  userId: 'u1',
  companyId: agencyId,
  companyType: 'agency',
  role: 'partner',
  scopes: [...agencyScopes],
  sessionId: 's1',
  emulatedBy: null,
};
const manager: Actor = {
  ...owner,
  companyId: 'platform',
  companyType: 'platform',
  role: 'manager',
  scopes: ['solution:moderate'],
};

describe('what a caller may do to a solution', () => {
  it('the owner gets the agency row, a moderator the manager row, a specialist moderator nothing', () => {
    const published = { status: 'published' as const, agencyId };
    expect(allowedActionsFor(owner, published)).toEqual(['editPublished', 'deactivate', 'moveToDraft', 'archive']);
    expect(allowedActionsFor(manager, published)).toEqual(['managerSave', 'managerArchive']);
    expect(allowedActionsFor({ ...manager, scopes: ['specialist:moderate'] }, published)).toEqual([]);
    expect(allowedActionsFor({ ...owner, companyId: 'another-agency' }, published)).toEqual([]);
  });

  it('an archived solution offers the agency nothing and the manager only the return to draft', () => {
    const archived = { status: 'archived' as const, agencyId };
    expect(allowedActionsFor(owner, archived)).toEqual([]);
    expect(allowedActionsFor(manager, archived)).toEqual(['restoreFromArchive']);
  });
});
