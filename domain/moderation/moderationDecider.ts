import { err, type Result } from 'neverthrow';
import type { Decider } from '../shared/decider';
import type { DomainError } from '../shared/domainError';
import { nextStatusIn, type StatusTable } from './statusTable';

/**
 * The decider of a moderated lifecycle: the status table says whether the action is allowed here (a refusal
 * with a code otherwise); the area says which facts an allowed action records.
 */
export const moderationDecider = <
  State extends { readonly status: Status },
  Command extends { readonly action: Action },
  Event,
  Status extends string,
  Action extends string,
  Error extends DomainError,
>(parts: {
  readonly table: StatusTable<Status, Action>;
  readonly refuse: (action: Action, status: Status) => Error;
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  readonly facts: (command: Command, state: State) => Result<Event[], Error>;
}): Decider<State, Command, Event, Error> => ({
  initialState: parts.initialState,
  evolve: parts.evolve,
  decide: (command, state) =>
    nextStatusIn(parts.table, state.status, command.action) === null
      ? err(parts.refuse(command.action, state.status))
      : parts.facts(command, state),
});
