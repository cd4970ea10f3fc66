import { describe, expect, it } from 'vitest';
import { decide } from '../../../domain/clientRequest/clientRequest.decide';
import { evolve, initialState } from '../../../domain/clientRequest/clientRequest.state';
import {
  allowedActions,
  clientActions,
  clientRequestStatuses,
  managerActions,
  systemActions,
  transitions,
  type ClientRequestAction,
  type ClientRequestStatus,
} from '../../../domain/clientRequest/clientRequest.status';
import { commandOf, historyLeadingTo } from './fixtures';

/**
 * The request's status table written out by hand, cell by cell: the domain's table, the decider and the buttons of
 * each side must all say the same. `-` is refused.
 */
const written = `
              saveDraft  sendToModeration  publish    reject    close   expire
  new         draft      moderation        -          -         -       -
  draft       draft      moderation        -          -         closed  closed
  moderation  draft      moderation        published  rejected  closed  closed
  published   -          -                 -          -         closed  closed
  rejected    draft      moderation        -          -         closed  closed
  closed      -          -                 -          -         -       -
`;

const [header = [], ...lines] = written
  .trim()
  .split('\n')
  .map((line) => line.trim().split(/\s+/));
const columns = header as ClientRequestAction[];
const rows = new Map(
  lines.map(([status, ...cells]) => [
    status as ClientRequestStatus,
    new Map(cells.map((cell, i) => [columns[i]!, cell === '-' ? null : (cell as ClientRequestStatus)])),
  ]),
);
const cell = (status: ClientRequestStatus, action: ClientRequestAction) => rows.get(status)!.get(action)!;

describe('client request status table', () => {
  it('the written table names every status and every action of every side', () => {
    expect([...rows.keys()]).toEqual([...clientRequestStatuses]);
    expect(new Set(columns)).toEqual(new Set([...clientActions, ...managerActions, ...systemActions]));
  });

  for (const status of clientRequestStatuses) {
    describe(status, () => {
      const state = historyLeadingTo[status].reduce(evolve, initialState());
      it(`a history leads to ${status}`, () => expect(state.status).toBe(status));

      for (const action of columns) {
        const next = cell(status, action);
        it(next ? `${status} --${action}--> ${next}` : `${status} refuses ${action}`, () => {
          expect(transitions[status][action] ?? null).toBe(next);
          const result = decide(commandOf(action), state);
          if (next) expect(result._unsafeUnwrap().reduce(evolve, state).status).toBe(next);
          else
            expect(result._unsafeUnwrapErr().code).toMatch(
              /^client_request\.(not_found|closed|not_in_moderation|transition_not_allowed)$/,
            );
        });
      }

      it('each side is offered exactly its allowed cells of the row', () => {
        expect(allowedActions(status, 'client')).toEqual(clientActions.filter((a) => cell(status, a) !== null));
        expect(allowedActions(status, 'manager')).toEqual(managerActions.filter((a) => cell(status, a) !== null));
        expect(allowedActions(status, 'system')).toEqual(systemActions.filter((a) => cell(status, a) !== null));
      });
    });
  }

  it('a client is never offered publish or reject', () => {
    for (const status of clientRequestStatuses)
      expect(allowedActions(status, 'client').filter((a) => a === 'publish' || a === 'reject')).toEqual([]);
  });
});
