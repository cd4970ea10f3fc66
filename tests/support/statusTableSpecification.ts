import type { Result } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Side, StatusTable } from '../../domain/moderation/statusTable';

type Area<Status extends string, Action extends string, State extends { status: Status }, Command, Event> = {
  /** The area's error prefix: `specialist`, `solution`. */
  readonly area: string;
  /** The table written out by hand: a header of actions, then a row per status; `-` is refused, `|` parts the sides. */
  readonly written: string;
  readonly agency: readonly Action[];
  readonly manager: readonly Action[];
  readonly statuses: readonly Status[];
  readonly transitions: StatusTable<Status, Action>;
  readonly allowedActions: (status: Status, side: Side) => Action[];
  readonly historyLeadingTo: Record<Status, Event[]>;
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  readonly decide: (command: Command, state: State) => Result<Event[], { code: string }>;
  readonly command: (action: Action) => Command;
};

/**
 * Every cell of a moderated area's status table against a table written out in the test, so a wrong cell in the
 * domain fails: the domain's table, the decider (allowed actions reach the cell's status, refused ones answer a code),
 * and the actions each side is offered in each status.
 */
export const statusTableSpecification = <
  Status extends string,
  Action extends string,
  State extends { status: Status },
  Command,
  Event,
>(
  spec: Area<Status, Action, State, Command, Event>,
) => {
  const [header = [], ...lines] = spec.written
    .trim()
    .split('\n')
    .map((line) => line.replace('|', ' ').trim().split(/\s+/));
  const columns = header as Action[];
  const rows = new Map(
    lines.map(([status, ...cells]) => [
      status as Status,
      new Map(cells.map((cell, i) => [columns[i]!, cell === '-' ? null : (cell as Status)])),
    ]),
  );
  const cell = (status: Status, action: Action) => rows.get(status)!.get(action)!;
  const refusal = new RegExp(
    `^${spec.area}\\.(not_found|deleted|not_in_moderation|not_a_draft|not_archived|not_published|transition_not_allowed)$`,
  );

  it('the written table names every status and every action', () => {
    expect([...rows.keys()]).toEqual([...spec.statuses]);
    expect(columns).toEqual([...spec.agency, ...spec.manager]);
  });

  for (const status of spec.statuses) {
    describe(status, () => {
      const state = spec.historyLeadingTo[status].reduce(spec.evolve, spec.initialState());

      it(`a history leads to ${status}`, () => {
        expect(state.status).toBe(status);
      });

      for (const action of columns) {
        const next = cell(status, action);
        it(next ? `${status} --${action}--> ${next}` : `${status} refuses ${action}`, () => {
          expect(spec.transitions[status][action] ?? null).toBe(next);
          const result = spec.decide(spec.command(action), state);
          if (next) expect(result._unsafeUnwrap().reduce(spec.evolve, state).status).toBe(next);
          else expect(result._unsafeUnwrapErr().code).toMatch(refusal);
        });
      }

      it('the agency is offered exactly its allowed cells of the row, and the manager exactly its own', () => {
        expect(spec.allowedActions(status, 'agency')).toEqual(
          spec.agency.filter((action) => cell(status, action) !== null),
        );
        expect(spec.allowedActions(status, 'manager')).toEqual(
          spec.manager.filter((action) => cell(status, action) !== null),
        );
      });
    });
  }
};

/** For fast-check: any sequence of actions moves the item only along the table, and a refused action changes nothing. */
export const movesOnlyAlongTheTable =
  <Status extends string, Action extends string, State extends { status: Status }, Command, Event>(
    spec: Pick<
      Area<Status, Action, State, Command, Event>,
      'transitions' | 'initialState' | 'evolve' | 'decide' | 'command'
    >,
  ) =>
  (sequence: readonly Action[]): boolean => {
    let state = spec.initialState();
    for (const action of sequence) {
      const allowed = spec.transitions[state.status][action];
      const result = spec.decide(spec.command(action), state);
      if (result.isErr()) {
        if (allowed) return false;
        continue;
      }
      const next = result.value.reduce(spec.evolve, state);
      if (next.status !== allowed) return false;
      state = next;
    }
    return true;
  };
