import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOLUTION_LIMITS, solutionContentSchema } from '../../application/solution/schemas';
import { foldAsOf } from '../../domain/moderation/history';
import { decide, evolve, initialState, transitions } from '../../domain/solution/solution.decide';
import type { SolutionEvent } from '../../domain/solution/solution.events';
import * as solutionStatus from '../../domain/solution/solution.status';
import { crmCategoryId, solutionCommand } from '../support/solutionFixtures';
import { movesOnlyAlongTheTable } from '../support/statusTableSpecification';

const actions = fc.array(fc.constantFrom(...solutionStatus.actions), { maxLength: 40 });

describe('any sequence of commands on a solution', () => {
  it('moves only along the status table, and refuses the rest without changing the solution', () => {
    fc.assert(
      fc.property(
        actions,
        movesOnlyAlongTheTable({ transitions, initialState, evolve, decide, command: solutionCommand }),
      ),
    );
  });

  it('folding the stored events gives the same solution as the live aggregate, and as-of the last event too', () => {
    fc.assert(
      fc.property(actions, (sequence) => {
        let live = initialState();
        const stored: SolutionEvent[] = [];
        sequence.forEach((action, i) => {
          const at = new Date(Date.UTC(2026, 10, 2, 9, i));
          const command = { ...solutionCommand(action), metadata: { ...solutionCommand(action).metadata, at } };
          const result = decide(command, live);
          if (result.isOk()) {
            stored.push(...(JSON.parse(JSON.stringify(result.value)) as SolutionEvent[]));
            live = result.value.reduce(evolve, live);
          }
        });
        expect(stored.reduce(evolve, initialState())).toEqual(live);
        const asOf = foldAsOf(stored, new Date(Date.UTC(2030, 0, 1)), evolve, initialState);
        expect(asOf?.state ?? initialState()).toEqual(live);
        expect(asOf?.version ?? 0).toBe(stored.length);
      }),
    );
  });
});

describe('validation accepts exactly what the rules allow', () => {
  const schema = solutionContentSchema({ mode: 'review', solutionCategoryIds: new Set([crmCategoryId]) });
  const base = {
    link: '',
    categories: [crmCategoryId],
    description: 'A CRM.',
    contactEmail: 'sales@example.com',
    logoId: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
  };

  it('a title passes review exactly when it has 1 to 100 characters after trimming', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), (title) => {
        const trimmed = title.trim().length;
        expect(schema.safeParse({ ...base, title }).success).toBe(trimmed >= 1 && trimmed <= SOLUTION_LIMITS.title);
      }),
    );
  });

  it('a description passes review exactly when it has 1 to 2000 characters after trimming', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2100 }), fc.constantFrom('', ' ', '\n'), (length, pad) => {
        const description = pad + 'd'.repeat(length) + pad;
        expect(schema.safeParse({ ...base, title: 'T', description }).success).toBe(
          length >= 1 && length <= SOLUTION_LIMITS.description,
        );
      }),
    );
  });
});
