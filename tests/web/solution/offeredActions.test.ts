import { describe, expect, it } from 'vitest';
import { sides } from '../../../domain/moderation/statusTable';
import { allowedActions, statuses } from '../../../domain/solution/solution.status';
import { solutionButtons } from '../../../web/src/features/solution/offeredActions';

const cells = statuses.flatMap((status) => sides.map((side) => [status, side] as const));

describe('the buttons a solution offers come from the status table', () => {
  it.each(cells)('a solution in %s offers the %s exactly what the table allows', (status, side) => {
    const allowed = allowedActions(status, side);
    expect(solutionButtons.reachable(allowed)).toEqual(allowed);
  });

  // Written out, so a wrong cell of the mapping (a missing or an extra button) fails here.
  const pageButtons = {
    agency: {
      new: ['edit'],
      draft: ['edit', 'deleteDraft', 'archive'],
      moderation: ['edit', 'moveToDraft'],
      published: ['edit', 'deactivate', 'moveToDraft', 'archive'],
      rejected: ['edit', 'moveToDraft', 'archive'],
      deactivated: ['edit', 'moveToDraft', 'archive'],
      archived: [],
      deleted: [],
    },
    manager: {
      new: [],
      draft: ['edit', 'managerArchive'],
      moderation: ['publish', 'reject', 'edit', 'managerArchive'],
      published: ['edit', 'managerArchive'],
      rejected: ['edit', 'managerArchive'],
      deactivated: ['edit', 'managerArchive'],
      archived: ['restoreFromArchive'],
      deleted: [],
    },
  } as const;

  it.each(cells)('the page of a solution in %s shows the %s the written-out buttons', (status, side) => {
    expect(solutionButtons.onPage(allowedActions(status, side))).toEqual(pageButtons[side][status]);
  });

  it('the agency may save a draft from a new solution, a draft, one in moderation, a rejected and a deactivated one', () => {
    const withDraft = statuses.filter((status) =>
      solutionButtons.inEditor(allowedActions(status, 'agency')).includes('saveDraft'),
    );
    expect(withDraft).toEqual(['new', 'draft', 'moderation', 'rejected', 'deactivated']);
  });

  it('the editor offers Reject only to a manager, only for a solution in moderation', () => {
    const rejectable = cells.filter(([status, side]) =>
      solutionButtons.inEditor(allowedActions(status, side)).includes('reject'),
    );
    expect(rejectable).toEqual([['moderation', 'manager']]);
  });
});
