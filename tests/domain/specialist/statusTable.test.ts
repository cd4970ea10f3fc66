import { describe, expect, it } from 'vitest';
import { decide, evolve, initialState, transitions } from '../../../domain/specialist/specialist.decide';
import { allowedActions, isInCatalogue, statuses } from '../../../domain/specialist/specialist.status';
import { command, historyLeadingTo } from '../../support/specialistFixtures';
import { statusTableSpecification } from '../../support/statusTableSpecification';

/**
 * The agreed table, written out by hand: status x action -> next status, `-` where the action is refused.
 * The first six columns are the agency's actions, the other seven the manager's. A wrong cell in the domain fails here.
 */
const agency = ['saveDraft', 'sendToReview', 'editPublished', 'deactivate', 'deleteDraft', 'archive'] as const;
const manager = ['publish', 'managerSave', 'reject', 'block', 'hide', 'managerArchive', 'restoreFromArchive'] as const;
const table = `
              saveDraft  sendToReview  editPublished  deactivate   deleteDraft  archive   | publish    managerSave  reject    block    hide    managerArchive  restoreFromArchive
  new         draft      moderation    -              -            -            -         | -          -            -         -        -       -               -
  draft       draft      moderation    -              -            deleted      archived  | -          draft        -         -        -       archived        -
  moderation  draft      moderation    -              -            -            -         | published  moderation   rejected  blocked  -       archived        -
  published   -          -             published      deactivated  -            archived  | -          published    -         blocked  hidden  archived        -
  rejected    draft      moderation    -              -            -            archived  | -          rejected     -         -        -       archived        -
  blocked     -          -             -              -            -            -         | published  blocked      -         -        -       archived        -
  hidden      -          -             -              deactivated  -            -         | published  hidden       -         blocked  -       archived        -
  deactivated draft      moderation    -              -            -            archived  | -          deactivated  -         -        -       archived        -
  archived    -          -             -              -            -            -         | -          -            -         -        -       -               draft
  deleted     -          -             -              -            -            -         | -          -            -         -        -       -               -
`;

describe('specialist card status table', () => {
  statusTableSpecification({
    area: 'specialist',
    written: table,
    agency,
    manager,
    statuses,
    transitions,
    allowedActions,
    historyLeadingTo,
    initialState,
    evolve,
    decide,
    command,
  });

  it('a new card offers the agency Save as draft and Publish, and the manager nothing', () => {
    expect(allowedActions('new', 'agency')).toEqual(['saveDraft', 'sendToReview']);
    expect(allowedActions('new', 'manager')).toEqual([]);
  });

  it('only a published card is in the catalogue', () => {
    expect(statuses.filter(isInCatalogue)).toEqual(['published']);
  });
});
