import { describe, expect, it } from 'vitest';
import { decide, evolve, initialState, transitions } from '../../../domain/solution/solution.decide';
import { allowedActions, isInCatalogue, statuses } from '../../../domain/solution/solution.status';
import { solutionCommand, solutionHistoryLeadingTo } from '../../support/solutionFixtures';
import { statusTableSpecification } from '../../support/statusTableSpecification';

/**
 * The agreed table, written out by hand: status x action -> next status, `-` where the action is refused.
 * The first seven columns are the agency's actions, the other five the manager's. A wrong cell in the domain fails here.
 */
const agency = [
  'saveDraft',
  'sendToReview',
  'editPublished',
  'deactivate',
  'moveToDraft',
  'deleteDraft',
  'archive',
] as const;
const manager = ['publish', 'managerSave', 'reject', 'managerArchive', 'restoreFromArchive'] as const;
const table = `
              saveDraft  sendToReview  editPublished  deactivate   moveToDraft  deleteDraft  archive   | publish    managerSave  reject    managerArchive  restoreFromArchive
  new         draft      moderation    -              -            -            -            -         | -          -            -         -               -
  draft       draft      moderation    -              -            -            deleted      archived  | -          draft        -         archived        -
  moderation  draft      moderation    -              -            draft        -            -         | published  moderation   rejected  archived        -
  published   -          -             published      deactivated  draft        -            archived  | -          published    -         archived        -
  rejected    draft      moderation    -              -            draft        -            archived  | -          rejected     -         archived        -
  deactivated draft      moderation    -              -            draft        -            archived  | -          deactivated  -         archived        -
  archived    -          -             -              -            -            -            -         | -          -            -         -               draft
  deleted     -          -             -              -            -            -            -         | -          -            -         -               -
`;

describe('solution status table', () => {
  statusTableSpecification({
    area: 'solution',
    written: table,
    agency,
    manager,
    statuses,
    transitions,
    allowedActions,
    historyLeadingTo: solutionHistoryLeadingTo,
    initialState,
    evolve,
    decide,
    command: solutionCommand,
  });

  it('a new solution offers the agency Save as draft and Publish, and the manager nothing', () => {
    expect(allowedActions('new', 'agency')).toEqual(['saveDraft', 'sendToReview']);
    expect(allowedActions('new', 'manager')).toEqual([]);
  });

  it('only a published solution is in the catalogue; a deactivated one is not', () => {
    expect(statuses.filter(isInCatalogue)).toEqual(['published']);
  });
});
