import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ClientRequestContentInput } from '../../application/clientRequest/schemas';
import { decide } from '../../domain/clientRequest/clientRequest.decide';
import { evolve, initialState } from '../../domain/clientRequest/clientRequest.state';
import {
  clientRequestActions,
  clientRequestStatuses,
  transitions,
} from '../../domain/clientRequest/clientRequest.status';
import {
  responseDecider,
  responseTransitions,
  type OfferedSpecialist,
  type ResponseCommand,
} from '../../domain/clientRequest/requestResponse';
import { commandOf, content } from '../domain/clientRequest/fixtures';

/** A command on one of a few days around the period's start (before, on its first day, after). */
const step = fc.record({
  action: fc.constantFrom(...clientRequestActions),
  day: fc.constantFrom('2027-01-10', '2027-02-28', content.periodFrom, '2027-04-01'),
});

describe('any sequence of commands on a client request', () => {
  it('moves only along the status table (or stays), refuses the rest without change, and never publishes once the period started', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (sequence) => {
        let state = initialState();
        for (const { action, day } of sequence) {
          const result = decide({ ...commandOf(action, day), today: day }, state);
          const allowed = transitions[state.status][action];
          if (result.isErr()) continue;
          expect(allowed).toBeDefined();
          const next = result.value.reduce(evolve, state);
          expect([allowed, state.status]).toContain(next.status);
          if (result.value.length > 0) expect(next.status).toBe(allowed);
          if (action === 'publish') expect(day < content.periodFrom).toBe(true);
          expect(clientRequestStatuses).toContain(next.status);
          if (state.status === 'closed') expect(next).toEqual(state);
          state = next;
        }
      }),
    );
  });

  it('a request reaches published only through moderation, and a closed one never opens again', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (sequence) => {
        let state = initialState();
        for (const { action, day } of sequence) {
          const result = decide({ ...commandOf(action, day), today: day }, state);
          if (result.isErr()) continue;
          const next = result.value.reduce(evolve, state);
          if (next.status === 'published' && state.status !== 'published') expect(state.status).toBe('moderation');
          if (state.status === 'closed') expect(next.status).toBe('closed');
          state = next;
        }
      }),
    );
  });
});

describe('any sequence of answers of one agency', () => {
  const offered: OfferedSpecialist = {
    specialistId: 's1',
    agencyId: 'a',
    name: 'Anna',
    surname: 'Smith',
    specialization: 'QA',
    catalogPriceCents: 5000,
    teamId: null,
  };
  const requestStatus = fc.constantFrom(...clientRequestStatuses.filter((s) => s !== 'new'));
  it('changes the response only while the request is published, only along its table, and keeps one response id', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            action: fc.constantFrom('respond' as const, 'withdraw' as const),
            status: requestStatus,
            id: fc.uuid(),
          }),
          { maxLength: 30 },
        ),
        (sequence) => {
          let state = responseDecider.initialState();
          let firstId: string | null = null;
          for (const { action, status, id } of sequence) {
            const base = {
              responseId: id,
              agencyId: 'a',
              request: { requestId: 'r', clientId: 'c', status, periodFrom: content.periodFrom },
              today: '2027-01-10',
              metadata: { actorId: 'u', actorRole: 'partner' as const, at: new Date(0) },
            };
            const command: ResponseCommand =
              action === 'respond' ? { ...base, action, offered: [offered], comment: '' } : { ...base, action };
            const result = responseDecider.decide(command, state);
            if (result.isErr()) continue;
            expect(status).toBe('published');
            const next = result.value.reduce(responseDecider.evolve, state);
            expect(next.status).toBe(responseTransitions[state.status][action]);
            firstId ??= next.responseId;
            expect(next.responseId).toBe(firstId);
            state = next;
          }
        },
      ),
    );
  });
});

describe('the request form rules', () => {
  it('accept exactly 1 to 50 specialists and a positive whole budget in cents (or none)', () => {
    const base = {
      title: 'Title',
      description: 'Text',
      categoryIds: ['f63ce946-26d7-5ff0-9ca5-fb31160fb696'],
      periodFrom: '2027-03-01',
      periodTo: '2027-04-01',
    };
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 60 }),
        fc.option(fc.integer({ min: -100, max: 2_000_000 })),
        (count, budget) => {
          const parsed = ClientRequestContentInput.safeParse({
            ...base,
            specialistsCount: count,
            budgetPerHourCents: budget,
          });
          expect(parsed.success).toBe(
            count >= 1 && count <= 50 && (budget === null || (budget > 0 && budget <= 1_000_000)),
          );
        },
      ),
    );
  });
});
