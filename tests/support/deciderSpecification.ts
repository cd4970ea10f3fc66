import { expect } from 'vitest';
import type { Decider } from '../../domain/shared/decider';
import type { DomainError } from '../../domain/shared/domainError';

/**
 * Tests of deciders read as specifications:
 * `given([draftSaved]).when(sendToReview).then([sentToReview])` or `.thenRejects('card.not_a_draft')`.
 */
export const deciderSpecification = <State, Command, Event>(decider: Decider<State, Command, Event, DomainError>) => ({
  given: (events: readonly Event[]) => ({
    when: (command: Command) => {
      const decide = () => decider.decide(command, events.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected: readonly Event[]) => {
          const result = decide();
          if (result.isErr())
            throw new Error(`expected events, got error ${result.error.code}: ${result.error.message}`);
          expect(result.value).toEqual(expected);
        },
        thenRejects: (code: string) => {
          const result = decide();
          if (result.isOk()) throw new Error(`expected error ${code}, got events ${JSON.stringify(result.value)}`);
          expect(result.error.code).toBe(code);
        },
        thenState: (check: (state: State) => void) => {
          const result = decide();
          if (result.isErr()) throw new Error(`expected events, got error ${result.error.code}`);
          check([...events, ...result.value].reduce(decider.evolve, decider.initialState()));
        },
      };
    },
  }),
});
