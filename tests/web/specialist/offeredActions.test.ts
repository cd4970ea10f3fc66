import { describe, expect, it } from 'vitest';
import { sides } from '../../../domain/moderation/statusTable';
import { allowedActions, statuses } from '../../../domain/specialist/specialist.status';
import { cardButtons } from '../../../web/src/features/specialist/card/offeredActions';

const cells = statuses.flatMap((status) => sides.map((side) => [status, side] as const));

describe('the buttons a card offers come from the status table', () => {
  it.each(cells)('a card in %s offers the %s exactly what the table allows', (status, side) => {
    const allowed = allowedActions(status, side);
    expect(cardButtons.reachable(allowed)).toEqual(allowed);
  });

  // Written out, so a wrong cell of the mapping (a missing or an extra button) fails here.
  const pageButtons = {
    agency: {
      new: ['edit'],
      draft: ['edit', 'deleteDraft', 'archive'],
      moderation: ['edit'],
      published: ['edit', 'deactivate', 'archive'],
      rejected: ['edit', 'archive'],
      blocked: [],
      hidden: ['deactivate'],
      deactivated: ['edit', 'archive'],
      archived: [],
      deleted: [],
    },
    manager: {
      new: [],
      draft: ['edit', 'managerArchive'],
      moderation: ['publish', 'decline', 'edit', 'block', 'managerArchive'],
      published: ['edit', 'hide', 'block', 'managerArchive'],
      rejected: ['edit', 'managerArchive'],
      blocked: ['publish', 'edit', 'managerArchive'],
      hidden: ['publish', 'edit', 'block', 'managerArchive'],
      deactivated: ['edit', 'managerArchive'],
      archived: ['restoreFromArchive'],
      deleted: [],
    },
  } as const;

  it.each(cells)('the page of a card in %s shows the %s the written-out buttons', (status, side) => {
    expect(cardButtons.onPage(allowedActions(status, side))).toEqual(pageButtons[side][status]);
  });

  it('the agency may save a draft from a new card, a draft, one in moderation, a rejected and a deactivated card', () => {
    const withDraft = statuses.filter((status) =>
      cardButtons.inEditor(allowedActions(status, 'agency')).includes('saveDraft'),
    );
    expect(withDraft).toEqual(['new', 'draft', 'moderation', 'rejected', 'deactivated']);
  });

  it('a manager never saves drafts; the editor offers Decline only for a card in moderation', () => {
    for (const status of statuses)
      expect(cardButtons.inEditor(allowedActions(status, 'manager'))).not.toContain('saveDraft');
    expect(
      statuses.filter((status) => cardButtons.inEditor(allowedActions(status, 'manager')).includes('decline')),
    ).toEqual(['moderation']);
  });
});
