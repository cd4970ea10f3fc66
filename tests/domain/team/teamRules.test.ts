import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkMembers,
  isTeamBookable,
  TEAM_MAX_MEMBERS,
  TEAM_MIN_MEMBERS,
  type MemberCard,
} from '../../../domain/team/team.rules';

const AGENCY = 'agency-a';
const card = (specialistId: string, overrides: Partial<MemberCard> = {}): MemberCard => ({
  specialistId,
  agencyId: AGENCY,
  inCatalogue: true,
  teamOnly: false,
  ...overrides,
});
const codesOf = (result: ReturnType<typeof checkMembers>) =>
  result.isErr() ? result.error.map((i) => [i.code, i.index]) : [];

describe('who can be in a team', () => {
  it('takes two or more distinct published cards of the agency, in the order given', () => {
    const result = checkMembers(AGENCY, ['b', 'a', 'c'], [card('a'), card('b'), card('c')]);
    expect(result._unsafeUnwrap()).toEqual(['b', 'a', 'c']);
  });

  it('needs at least two specialists', () => {
    expect(codesOf(checkMembers(AGENCY, ['a'], [card('a')]))).toEqual([['team.too_few_members', null]]);
    expect(codesOf(checkMembers(AGENCY, [], []))).toEqual([['team.too_few_members', null]]);
  });

  it('holds at most twenty', () => {
    const ids = Array.from({ length: TEAM_MAX_MEMBERS + 1 }, (_, i) => `s${i}`);
    expect(
      codesOf(
        checkMembers(
          AGENCY,
          ids,
          ids.map((id) => card(id)),
        ),
      ),
    ).toEqual([['team.too_many_members', null]]);
  });

  it('names the same specialist once: a repeat is refused at its position, and does not count towards two', () => {
    expect(codesOf(checkMembers(AGENCY, ['a', 'a'], [card('a')]))).toEqual([
      ['team.duplicate_member', 1],
      ['team.too_few_members', null],
    ]);
  });

  it("refuses another agency's card exactly as one that does not exist", () => {
    const foreign = checkMembers(AGENCY, ['a', 'x'], [card('a'), card('x', { agencyId: 'agency-b' })]);
    const missing = checkMembers(AGENCY, ['a', 'x'], [card('a')]);
    expect(codesOf(foreign)).toEqual([['team.member_not_found', 1]]);
    expect(codesOf(missing)).toEqual(codesOf(foreign));
  });

  it('lets a card join only while it is in the catalogue', () => {
    expect(codesOf(checkMembers(AGENCY, ['a', 'hidden'], [card('a'), card('hidden', { inCatalogue: false })]))).toEqual(
      [['team.member_not_published', 1]],
    );
  });

  it('keeps a member whose card left the catalogue since it joined, so the agency can still edit the team', () => {
    const result = checkMembers(
      AGENCY,
      ['a', 'hidden'],
      [card('a'), card('hidden', { inCatalogue: false })],
      new Set(['a', 'hidden']),
    );
    expect(result._unsafeUnwrap()).toEqual(['a', 'hidden']);
  });

  it('takes team-only cards like any other: the flag matters when booking, not when grouping', () => {
    expect(
      checkMembers(AGENCY, ['a', 'b'], [card('a', { teamOnly: true }), card('b', { teamOnly: true })]).isOk(),
    ).toBe(true);
  });
});

describe('a team can be booked only whole', () => {
  it('is bookable while every member is in the catalogue', () => {
    expect(isTeamBookable([{ inCatalogue: true }, { inCatalogue: true }])).toBe(true);
  });

  it('is unavailable as soon as one member leaves the catalogue (hidden, blocked, archived)', () => {
    expect(isTeamBookable([{ inCatalogue: true }, { inCatalogue: false }, { inCatalogue: true }])).toBe(false);
  });

  it('is unavailable below two members', () => {
    expect(isTeamBookable([{ inCatalogue: true }])).toBe(false);
  });
});

describe('membership rules, over generated teams', () => {
  const cardArb = fc.record({
    specialistId: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
    agencyId: fc.constantFrom(AGENCY, 'agency-b'),
    inCatalogue: fc.boolean(),
    teamOnly: fc.boolean(),
  });
  const world = fc.record({
    cards: fc.uniqueArray(cardArb, { selector: (c) => c.specialistId }),
    chosen: fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'zz'), { maxLength: 8 }),
    already: fc.subarray(['a', 'b', 'c', 'd', 'e', 'f']),
  });

  it('accepts exactly the lists of 2 to 20 distinct own cards, each in the catalogue or already a member', () => {
    fc.assert(
      fc.property(world, ({ cards, chosen, already }) => {
        const alreadyMembers = new Set(already);
        const result = checkMembers(AGENCY, chosen, cards, alreadyMembers);
        const distinct = new Set(chosen);
        const acceptable =
          distinct.size === chosen.length &&
          distinct.size >= TEAM_MIN_MEMBERS &&
          distinct.size <= TEAM_MAX_MEMBERS &&
          chosen.every((id) => {
            const c = cards.find((x) => x.specialistId === id);
            return c !== undefined && c.agencyId === AGENCY && (c.inCatalogue || alreadyMembers.has(id));
          });
        expect(result.isOk()).toBe(acceptable);
        if (result.isOk()) expect(result.value).toEqual(chosen);
        // Every refusal at a position points into the list the agency sent.
        if (result.isErr())
          for (const issue of result.error) if (issue.index !== null) expect(issue.index).toBeLessThan(chosen.length);
      }),
    );
  });

  it('never lets a saved team hold a card of another agency', () => {
    fc.assert(
      fc.property(world, ({ cards, chosen, already }) => {
        const result = checkMembers(AGENCY, chosen, cards, new Set(already));
        if (result.isOk())
          for (const id of result.value) expect(cards.find((c) => c.specialistId === id)?.agencyId).toBe(AGENCY);
      }),
    );
  });
});
