import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matchCard,
  rankMatches,
  scoreCeiling,
  type MatchCard,
  type MatchRequest,
} from '../../domain/matching/matching';
import { addDays } from '../../domain/shared/dates';

const skills = ['ts', 'react', 'node', 'sql', 'aws', 'go', 'java', 'rust', 'k8s', 'figma'];
const someOf = (pool: readonly string[]) => fc.uniqueArray(fc.constantFrom(...pool), { maxLength: pool.length });
const day = fc.integer({ min: 0, max: 400 }).map((n) => addDays('2027-01-01', n));
const period = fc.tuple(day, fc.integer({ min: 0, max: 120 })).map(([start, length]) => ({
  startPeriod: start,
  endPeriod: addDays(start, length),
}));
const grade = fc.constantFrom('junior', 'middle', 'senior', 'lead');

const request: fc.Arbitrary<MatchRequest> = fc.record({
  keySkillIds: someOf(skills),
  categoryIds: someOf(['dev', 'design']),
  subcategoryIds: someOf(['web', 'mobile', 'ux']),
  grade: fc.option(grade),
  period,
  workFormat: fc.constantFrom('full-time' as const, 'part-time' as const),
  budgetPerHourCents: fc.option(fc.integer({ min: 1000, max: 20000 })),
});

const card: fc.Arbitrary<MatchCard> = fc.record({
  specialistId: fc.uuid(),
  agencyId: fc.constantFrom('agency-a', 'agency-b'),
  keySkillIds: someOf(skills),
  categoryIds: someOf(['dev', 'design']),
  subcategoryIds: someOf(['web', 'mobile', 'ux']),
  grade: fc.option(grade),
  languages: someOf(['en:B2', 'en:C1', 'de:A2']),
  workFormats: someOf(['full-time', 'part-time']),
  catalogPriceCents: fc.integer({ min: 1000, max: 20000 }),
  busy: fc.array(period, { maxLength: 3 }),
  teamOnly: fc.boolean(),
});

describe('matching, for any request and card', () => {
  it('adding a required skill never lowers a card’s score, nor drops a card that matched', () => {
    fc.assert(
      fc.property(request, card, fc.constantFrom(...skills), (asked, candidate, extra) => {
        const before = matchCard(asked, candidate);
        const wider = { ...asked, keySkillIds: [...new Set([...asked.keySkillIds, extra])] };
        const after = matchCard(wider, candidate);
        if (before === null) return;
        expect(after).not.toBeNull();
        expect(after!.score).toBeGreaterThanOrEqual(before.score);
      }),
    );
  });

  it('a card booked over the whole period (or any day of it) never appears', () => {
    fc.assert(
      fc.property(request, fc.array(card, { maxLength: 20 }), fc.nat(), (asked, cards, pick) => {
        if (cards.length === 0) return;
        const booked = cards[pick % cards.length]!;
        const withBooking = cards.map((c) =>
          c === booked ? { ...c, specialistId: 'booked-card', busy: [...c.busy, asked.period] } : c,
        );
        expect(rankMatches(asked, withBooking, 100).map((m) => m.specialistId)).not.toContain('booked-card');
      }),
    );
  });

  it('a card bookable only with its team never appears, and the others rank as they would without it', () => {
    fc.assert(
      fc.property(request, fc.array(card, { maxLength: 20 }), (asked, cards) => {
        const ranked = rankMatches(asked, cards, 100);
        const teamOnly = new Set(cards.filter((c) => c.teamOnly).map((c) => c.specialistId));
        expect(ranked.filter((m) => teamOnly.has(m.specialistId))).toEqual([]);
        // Marking a card team-only only ever removes it: the bookable cards' scores and order stay.
        const bookable = cards.filter((c) => !c.teamOnly);
        expect(ranked).toEqual(rankMatches(asked, bookable, 100));
        for (const c of bookable) expect(matchCard(asked, { ...c, teamOnly: true })).toBeNull();
      }),
    );
  });

  it('a card sharing no key skill and no subcategory never scores above the ceiling the read model skips it by', () => {
    fc.assert(
      fc.property(request, card, (asked, candidate) => {
        const apart = {
          ...candidate,
          keySkillIds: candidate.keySkillIds.filter((id) => !asked.keySkillIds.includes(id)),
          subcategoryIds: candidate.subcategoryIds.filter((id) => !asked.subcategoryIds.includes(id)),
        };
        const score = matchCard(asked, apart)?.score ?? 0;
        expect(score).toBeLessThanOrEqual(scoreCeiling(asked, { withoutGrade: false }));
        if (apart.grade !== asked.grade) expect(score).toBeLessThanOrEqual(scoreCeiling(asked, { withoutGrade: true }));
      }),
    );
  });

  it('every match is free over the period and listed best first', () => {
    fc.assert(
      fc.property(request, fc.array(card, { maxLength: 30 }), (asked, cards) => {
        const ranked = rankMatches(asked, cards, 100);
        for (const match of ranked) {
          const source = cards.find((c) => c.specialistId === match.specialistId)!;
          expect(
            source.busy.every((b) => b.endPeriod < asked.period.startPeriod || b.startPeriod > asked.period.endPeriod),
          ).toBe(true);
          expect(match.reasons).toContain('free for the whole period');
        }
        expect(ranked.map((m) => m.score)).toEqual([...ranked.map((m) => m.score)].sort((a, b) => b - a));
      }),
    );
  });
});
