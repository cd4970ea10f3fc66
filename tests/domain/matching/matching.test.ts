import { describe, expect, it } from 'vitest';
import {
  MATCH_LIMIT,
  MATCH_WEIGHTS,
  matchCard,
  rankMatches,
  type MatchCard,
  type MatchRequest,
} from '../../../domain/matching/matching';

const request: MatchRequest = {
  keySkillIds: ['ts', 'react', 'node', 'sql', 'aws', 'docker', 'k8s', 'go'],
  categoryIds: ['dev'],
  subcategoryIds: ['web'],
  grade: 'senior',
  period: { startPeriod: '2027-03-01', endPeriod: '2027-05-31' },
  workFormat: 'full-time',
  budgetPerHourCents: 6000,
};

const card = (overrides: Partial<MatchCard> = {}): MatchCard => ({
  specialistId: 'card-1',
  agencyId: 'agency-1',
  keySkillIds: ['ts', 'react', 'node', 'sql', 'aws', 'docker', 'k8s', 'python'],
  categoryIds: ['dev'],
  subcategoryIds: ['web'],
  grade: 'senior',
  languages: ['en:C1', 'de:B2'],
  workFormats: ['full-time'],
  catalogPriceCents: 5500,
  busy: [],
  teamOnly: false,
  ...overrides,
});

describe('matching a card to a client request', () => {
  it('scores a strong card and says why in words', () => {
    expect(matchCard(request, card())).toEqual({
      specialistId: 'card-1',
      agencyId: 'agency-1',
      score: 7 * 10 + 4 + 2 + 1 + 1,
      reasons: [
        '7 of 8 skills',
        'in the subcategory asked',
        'free for the whole period',
        'Senior as asked',
        'within budget',
        'full-time as asked',
        'English C1',
      ],
    });
  });

  it('leaves out a card booked on any day of the period, even the last one', () => {
    expect(matchCard(request, card({ busy: [{ startPeriod: '2027-05-31', endPeriod: '2027-06-30' }] }))).toBeNull();
    expect(matchCard(request, card({ busy: [{ startPeriod: '2027-01-01', endPeriod: '2027-02-28' }] }))).not.toBeNull();
  });

  it('leaves out a card bookable only with its team, however well it fits: the cart would refuse it alone', () => {
    expect(matchCard(request, card({ teamOnly: true }))).toBeNull();
    expect(
      rankMatches(request, [card({ specialistId: 'team', teamOnly: true }), card()]).map((m) => m.specialistId),
    ).toEqual(['card-1']);
  });

  it('leaves out a card with no skill, subcategory or category in common', () => {
    expect(
      matchCard(request, card({ keySkillIds: ['cobol'], categoryIds: ['design'], subcategoryIds: ['ux'] })),
    ).toBeNull();
  });

  it('a card only in the category asked scores its category point and says it', () => {
    const match = matchCard(
      request,
      card({ keySkillIds: [], subcategoryIds: ['mobile'], grade: 'junior', catalogPriceCents: 9000, workFormats: [] }),
    );
    expect(match?.score).toBe(MATCH_WEIGHTS.category);
    expect(match?.reasons).toEqual([
      '0 of 8 skills',
      'in the category asked',
      'free for the whole period',
      'over budget: $90/h for $60/h',
      'English C1',
    ]);
  });

  it('says by how much a card is over the budget, as the catalogue writes prices, and scores nothing for it', () => {
    const over = matchCard(request, card({ catalogPriceCents: 6250 }));
    expect(over?.reasons).toContain('over budget: $62.50/h for $60/h');
    expect(over?.reasons).not.toContain('within budget');
    expect(over?.score).toBe(7 * 10 + 4 + 2 + 1);
  });

  it('says nothing of skills, grade or budget when the request names none', () => {
    const open = { ...request, keySkillIds: [], grade: null, budgetPerHourCents: null };
    expect(matchCard(open, card({ languages: [] }))?.reasons).toEqual([
      'in the subcategory asked',
      'free for the whole period',
      'full-time as asked',
    ]);
  });

  it('one skill in common outweighs every other reason together (the read model narrows by skills on this)', () => {
    const { skill, ...others } = MATCH_WEIGHTS;
    const bestOthers = others.subcategory + others.grade + others.budget + others.workFormat;
    expect(skill).toBeGreaterThan(bestOthers);
    expect(others.subcategory).toBeGreaterThanOrEqual(others.category);
  });

  it('ranks best first, ties by id, at most the limit', () => {
    const cards = [
      card({ specialistId: 'b', keySkillIds: ['ts'] }),
      card({ specialistId: 'a', keySkillIds: ['ts'] }),
      card({ specialistId: 'c' }),
      card({ specialistId: 'd', busy: [request.period] }),
    ];
    expect(rankMatches(request, cards).map((m) => m.specialistId)).toEqual(['c', 'a', 'b']);
    expect(rankMatches(request, cards, 1).map((m) => m.specialistId)).toEqual(['c']);
    const many = Array.from({ length: MATCH_LIMIT + 5 }, (_, i) => card({ specialistId: `card-${i}` }));
    expect(rankMatches(request, many)).toHaveLength(MATCH_LIMIT);
  });
});
