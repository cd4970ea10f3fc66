import type { Result } from 'neverthrow';
import type { DomainError } from './domainError';

/** An aggregate as three pure functions: the shape every event-sourced lifecycle follows. */
export type Decider<State, Command, Event, Error extends DomainError = DomainError> = {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  readonly decide: (command: Command, state: State) => Result<Event[], Error>;
};
