import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReviewCommand } from '../../domain/review/review.commands';
import { reviewDecider } from '../../domain/review/review.decide';
import type { ReviewEvent } from '../../domain/review/review.events';
import { bestMatchReviewBand, oneMonthAfter, publicAverage, reviewRefusal } from '../../domain/review/review.rules';
import type { Review } from '../../domain/review/review.state';
import { reviewTransitions } from '../../domain/review/review.status';

const start = new Date('2026-11-10T09:00:00Z').getTime();
const day = 86_400_000;
const engagement = (status: string, workingSince: Date | null) => ({
  candidateId: 'c1',
  clientId: 'client',
  agencyId: 'agency',
  specialistId: 's1',
  status,
  workingSince,
  finishedAt: status === 'finished' ? workingSince : null,
});
const meta = (at: number, role: 'client' | 'partner' | 'manager' = 'client') => ({
  actorId: `${role}-user`,
  actorRole: role,
  at: new Date(at),
});
const anyScore = fc.oneof(fc.integer({ min: -3, max: 9 }), fc.double({ min: 0, max: 6, noNaN: true }));
const scoresOf = fc.record({
  overall: anyScore,
  skills: anyScore,
  communication: anyScore,
  reliability: anyScore,
  value: anyScore,
});
const isScore = (n: number) => Number.isInteger(n) && n >= 1 && n <= 5;

const command = fc.oneof(
  fc.record({
    action: fc.constant('write' as const),
    companyId: fc.constantFrom('client', 'other'),
    engagement: fc.constant(engagement('finished', new Date(start))),
    scores: fc.constant({ overall: 4, skills: 4, communication: 4, reliability: 4, value: 4 }),
    text: fc.string({ maxLength: 20 }),
    showClientName: fc.boolean(),
    metadata: fc.constant(meta(start + 40 * day)),
  }),
  fc.record({
    action: fc.constant('answer' as const),
    companyId: fc.constantFrom('agency', 'other'),
    text: fc.string({ maxLength: 20 }),
    metadata: fc.constant(meta(start + 41 * day, 'partner')),
  }),
  fc.record({
    action: fc.constant('hide' as const),
    companyId: fc.constant('platform'),
    reason: fc.string({ maxLength: 20 }),
    metadata: fc.constant(meta(start + 42 * day, 'manager')),
  }),
);

/** Runs commands in order, keeping the events of the accepted ones. */
const run = (commands: readonly ReviewCommand[]) => {
  let state: Review = reviewDecider.initialState();
  const events: ReviewEvent[] = [];
  for (const c of commands) {
    const decided = reviewDecider.decide(c, state);
    if (decided.isErr()) continue;
    events.push(...decided.value);
    state = decided.value.reduce(reviewDecider.evolve, state);
  }
  return { state, events };
};

describe('review rules, for any input', () => {
  it('a review is written only with five whole scores from 1 to 5', () => {
    fc.assert(
      fc.property(scoresOf, (scores) => {
        const decided = reviewDecider.decide(
          {
            action: 'write',
            companyId: 'client',
            engagement: engagement('finished', new Date(start)),
            scores,
            text: '',
            showClientName: false,
            metadata: meta(start),
          },
          reviewDecider.initialState(),
        );
        expect(decided.isOk()).toBe(Object.values(scores).every(isScore));
      }),
    );
  });

  it('a working engagement may be reviewed exactly from a calendar month after work started', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 365 }), fc.integer({ min: 0, max: 90 * day }), (offsetDays, after) => {
        const since = new Date(start + offsetDays * day);
        const at = new Date(since.getTime() + after);
        const allowed = reviewRefusal(engagement('working', since), at) === null;
        expect(allowed).toBe(at.getTime() >= oneMonthAfter(since).getTime());
        expect(oneMonthAfter(since).getTime() - since.getTime()).toBeGreaterThanOrEqual(28 * day);
      }),
    );
  });

  it('whatever the commands: at most one review, one answer and one hide; replay gives the same state; the table is never left', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 12 }), (commands) => {
        const { state, events } = run(commands);
        const count = (type: ReviewEvent['type']) => events.filter((e) => e.type === type).length;
        expect(count('ReviewWritten')).toBeLessThanOrEqual(1);
        expect(count('ReviewAnswered')).toBeLessThanOrEqual(1);
        expect(count('ReviewHidden')).toBeLessThanOrEqual(1);
        // Nothing happens to a review before it is written; the agency of another company never answers.
        if (events.length > 0) expect(events[0]!.type).toBe('ReviewWritten');
        expect(events.every((e) => e.type !== 'ReviewAnswered' || e.metadata.actorRole === 'partner')).toBe(true);
        expect(events.reduce(reviewDecider.evolve, reviewDecider.initialState())).toEqual(state);
        expect(Object.keys(reviewTransitions)).toContain(state.status);
      }),
    );
  });

  it('the public average and the best-match term: none under three reviews; a higher average never sorts lower', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 30 }),
        fc.integer({ min: 1, max: 5 }),
        (scores, extra) => {
          const average = publicAverage(scores);
          expect(average === null).toBe(scores.length < 3);
          if (average !== null) {
            expect(average).toBeGreaterThanOrEqual(1);
            expect(average).toBeLessThanOrEqual(5);
          }
          const a = publicAverage([...scores, extra, extra, extra]) ?? 0;
          const b = publicAverage([...scores, 5, 5, 5]) ?? 0;
          expect(bestMatchReviewBand(b)).toBeGreaterThanOrEqual(bestMatchReviewBand(a));
        },
      ),
    );
  });
});
