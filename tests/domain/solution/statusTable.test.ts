import { describe, expect, it } from 'vitest';
import { decideSolution, solutionDecider } from '../../../domain/solution/solution.decide';
import { evolveSolution, initialSolution } from '../../../domain/solution/solution.state';
import { isInSolutionCatalogue, solutionActions, solutionStatuses, solutionTransitions } from '../../../domain/solution/solution.status';
import { solutionCommand, solutionHistoryLeadingTo } from '../../support/solutionFixtures';

/** Every cell of the solution's status table: allowed actions reach the table's next status, every other one is refused with a code. */
describe('solution status table', () => {
  for (const status of solutionStatuses) {
    const state = solutionHistoryLeadingTo[status].reduce(evolveSolution, initialSolution());

    it(`a history leads to ${status}`, () => {
      expect(state.status).toBe(status);
    });

    for (const action of solutionActions) {
      const next = solutionTransitions[status][action];
      if (next) {
        it(`${status} --${action}--> ${next}`, () => {
          const result = decideSolution(solutionCommand(action), state);
          expect(result.isOk()).toBe(true);
          expect(result._unsafeUnwrap().reduce(solutionDecider.evolve, state).status).toBe(next);
        });
      } else {
        it(`${status} refuses ${action}`, () => {
          const result = decideSolution(solutionCommand(action), state);
          expect(result.isErr()).toBe(true);
          expect(result._unsafeUnwrapErr().code).toMatch(/^solution\.(not_found|deleted|not_in_moderation|not_a_draft|not_archived|not_published|transition_not_allowed)$/);
        });
      }
    }
  }

  it('only a published solution is in the catalogue; a deactivated one is not', () => {
    expect(solutionStatuses.filter(isInSolutionCatalogue)).toEqual(['published']);
  });

  it('the table matches the agreed lifecycle', () => {
    expect(solutionTransitions.published).toEqual({ editPublished: 'published', deactivate: 'deactivated', moveToDraft: 'draft', archive: 'archived', managerSave: 'published', managerArchive: 'archived' });
    expect(solutionTransitions.archived).toEqual({ restoreFromArchive: 'draft' });
    expect(solutionTransitions.deleted).toEqual({});
  });
});
