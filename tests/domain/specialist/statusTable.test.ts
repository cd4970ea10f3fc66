import { describe, expect, it } from 'vitest';
import { decide, specialistDecider } from '../../../domain/specialist/specialist.decide';
import { evolve, initialState } from '../../../domain/specialist/specialist.state';
import { specialistActions, specialistStatuses, transitions } from '../../../domain/specialist/specialist.status';
import { command, historyLeadingTo } from '../../support/specialistFixtures';

/** Every cell of the status table: allowed actions reach the table's next status, every other one is refused with a code. */
describe('specialist card status table', () => {
  for (const status of specialistStatuses) {
    const state = historyLeadingTo[status].reduce(evolve, initialState());

    it(`a history leads to ${status}`, () => {
      expect(state.status).toBe(status);
    });

    for (const action of specialistActions) {
      const next = transitions[status][action];
      if (next) {
        it(`${status} --${action}--> ${next}`, () => {
          const result = decide(command(action), state);
          expect(result.isOk()).toBe(true);
          expect(result._unsafeUnwrap().reduce(specialistDecider.evolve, state).status).toBe(next);
        });
      } else {
        it(`${status} refuses ${action}`, () => {
          const result = decide(command(action), state);
          expect(result.isErr()).toBe(true);
          expect(result._unsafeUnwrapErr().code).toMatch(/^specialist\./);
        });
      }
    }
  }
});
