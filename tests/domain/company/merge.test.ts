import { describe, expect, it } from 'vitest';
import { checkMerge, countsOf, planMerge, survivorOf, type MergeParty } from '../../../domain/company/merge';
import { takeOverCart } from '../../../domain/cart/cart.merge';
import { evolve as evolveCart, initialState as emptyCart, type CartItem } from '../../../domain/cart/cart.state';
import { transferCandidate } from '../../../domain/interview/interview.ownership';
import { evolve as evolveCandidate, initialState as newCandidate } from '../../../domain/interview/interview.state';
import { transferSpecialist } from '../../../domain/specialist/specialist.ownership';
import { evolve as evolveCard } from '../../../domain/specialist/specialist.state';
import { agencyActor, events as cardEvents, historyLeadingTo } from '../../support/specialistFixtures';
import { AVAILABLE } from '../../../domain/cart/cart.availability';
import { initialState as newCard } from '../../../domain/specialist/specialist.state';

const client = (id: string, over: Partial<MergeParty> = {}): MergeParty => ({
  id,
  type: 'client',
  name: `Client ${id}`,
  mergedInto: null,
  ...over,
});
const agency = (id: string, over: Partial<MergeParty> = {}): MergeParty => ({
  id,
  type: 'agency',
  name: `Agency ${id}`,
  mergedInto: null,
  ...over,
});
const noneOwned = { rows: [], streams: [], tombstones: [] };

describe('which merges are allowed', () => {
  it('refuses merging a company into itself', () => {
    expect(checkMerge(client('a'), client('a'))._unsafeUnwrapErr().code).toBe('company.merge_into_itself');
  });
  it('refuses merging a client into an agency and the other way round', () => {
    expect(checkMerge(client('a'), agency('b'))._unsafeUnwrapErr().code).toBe('company.merge_kind_mismatch');
    expect(checkMerge(agency('a'), client('b'))._unsafeUnwrapErr().code).toBe('company.merge_kind_mismatch');
  });
  it('refuses merging a tombstone again, and merging into a tombstone', () => {
    expect(checkMerge(client('a', { mergedInto: 'c' }), client('b'))._unsafeUnwrapErr().code).toBe(
      'company.already_merged',
    );
    expect(checkMerge(client('a'), client('b', { mergedInto: 'c' }))._unsafeUnwrapErr().code).toBe(
      'company.merge_survivor_merged',
    );
  });
  it('refuses the platform company', () => {
    expect(
      checkMerge({ id: 'p', type: 'platform', name: 'Platform', mergedInto: null }, client('b'))._unsafeUnwrapErr()
        .code,
    ).toBe('company.merge_platform');
  });
  it('allows two live companies of one kind', () => {
    expect(checkMerge(agency('a'), agency('b'))._unsafeUnwrap()).toBe('agency');
  });
  it('a tombstone stands for its survivor', () => {
    expect(survivorOf({ id: 'a', mergedInto: 'b' })).toBe('b');
    expect(survivorOf({ id: 'a', mergedInto: null })).toBe('a');
  });
});

describe('the plan', () => {
  it('moves only what the duplicate owns, and points tombstones of earlier merges to the survivor', () => {
    const plan = planMerge(client('a'), client('b'), {
      rows: [
        { table: 'users', column: 'company_id', key: 'u1', companyId: 'a' },
        { table: 'users', column: 'company_id', key: 'u2', companyId: 'b' },
        { table: 'solution_requests', column: 'client_id', key: 'r1', companyId: 'a' },
      ],
      streams: [
        { area: 'candidate', id: 'k1', side: 'client', companyId: 'a' },
        { area: 'candidate', id: 'k2', side: 'client', companyId: 'x' },
        { area: 'cart', id: 'a', side: 'client', companyId: 'a' },
      ],
      tombstones: [{ id: 'old', mergedInto: 'a' }],
    })._unsafeUnwrap();
    expect(plan.rowMoves).toEqual([
      { table: 'solution_requests', column: 'client_id', keys: ['r1'] },
      { table: 'users', column: 'company_id', keys: ['u1'] },
    ]);
    expect(plan.streamTransfers).toEqual([
      { area: 'candidate', id: 'k1', side: 'client' },
      { area: 'cart', id: 'a', side: 'client' },
    ]);
    expect(plan.repointedTombstones).toEqual(['old']);
    expect(countsOf(plan)).toEqual({ users: 1, solution_requests: 1, candidate: 1, cart: 1, mergedCompanies: 1 });
  });
  it('a refused merge has no plan', () => {
    expect(planMerge(client('a'), agency('b'), noneOwned).isErr()).toBe(true);
  });
});

describe('ownership transfers', () => {
  it('a card of the merged agency moves to the survivor in any status, and a second transfer records nothing', () => {
    const card = historyLeadingTo.published.reduce(evolveCard, newCard());
    const from = card.agencyId as string;
    const transfer = {
      specialistId: card.specialistId as string,
      fromAgencyId: from,
      toAgencyId: 'survivor',
      mergeId: 'm1',
      metadata: agencyActor,
    };
    const events = transferSpecialist(card, transfer);
    expect(events.map((e) => e.type)).toEqual(['SpecialistOwnershipTransferred']);
    const moved = events.reduce(evolveCard, card);
    expect(moved).toMatchObject({ agencyId: 'survivor', status: 'published' });
    expect(transferSpecialist(moved, transfer)).toEqual([]);
    expect(cardEvents).toBeDefined();
  });
  it("a candidate's client is replaced, its agency and status stay", () => {
    const submitted = evolveCandidate(newCandidate(), {
      type: 'CandidateSubmitted',
      data: {
        candidateId: 'k1',
        requestId: 'r1',
        clientId: 'dup',
        agencyId: 'ag',
        specialistId: 's1',
        period: { startPeriod: '2027-01-01', endPeriod: '2027-04-01' },
        workFormat: 'full-time',
        hours: null,
        clientHourPriceCents: 100,
        slots: [],
        contact: { name: 'A', email: 'a@b.test', phone: '' },
        comment: '',
      },
      metadata: agencyActor,
    });
    const transfer = {
      candidateId: 'k1',
      side: 'client' as const,
      fromCompanyId: 'dup',
      toCompanyId: 'keep',
      mergeId: 'm1',
      metadata: agencyActor,
    };
    const moved = transferCandidate(submitted, transfer).reduce(evolveCandidate, submitted);
    expect(moved.status).toBe(submitted.status);
    expect(moved.status !== 'new' && moved.terms).toMatchObject({ clientId: 'keep', agencyId: 'ag' });
    expect(transferCandidate(moved, transfer)).toEqual([]);
  });
});

describe("the merged client's cart", () => {
  const item = (
    itemId: string,
    specialistId: string,
    startPeriod: string,
    endPeriod: string,
    teamId: string | null = null,
  ): CartItem => ({
    itemId,
    specialistId,
    teamId,
    period: { startPeriod, endPeriod },
    workFormat: 'full-time',
    hours: null,
    priceCents: 5000,
    availability: AVAILABLE,
  });
  const cartWith = (clientId: string, items: CartItem[]) =>
    evolveCart(emptyCart(), {
      type: 'CartTeamAdded',
      data: { clientId, requestId: `seed-${clientId}`, teamId: 'seed', items },
      metadata: agencyActor,
    });
  const takeover = { survivorId: 'keep', mergedId: 'dup', mergeId: 'm1', specialists: [], metadata: agencyActor };

  it("joins the survivor's cart, skipping a specialist it already has for overlapping dates, and empties the merged cart", () => {
    const survivor = cartWith('keep', [item('i1', 's1', '2027-01-01', '2027-04-01')]);
    const merged = cartWith('dup', [
      item('i2', 's1', '2027-03-01', '2027-06-01'),
      item('i3', 's2', '2027-01-01', '2027-04-01'),
      item('i4', 's1', '2027-05-01', '2027-08-01'),
    ]);
    const { survivorEvents, mergedEvents } = takeOverCart(survivor, merged, takeover);
    const after = survivorEvents.reduce(evolveCart, survivor);
    expect(after.items.map((i) => i.itemId)).toEqual(['i1', 'i3', 'i4']);
    expect(survivorEvents[0]?.type === 'CartItemsTakenOver' && survivorEvents[0].data.skippedItemIds).toEqual(['i2']);
    expect(mergedEvents.reduce(evolveCart, merged).items).toEqual([]);
    // Finished again (a crash in between): nothing new on either side.
    const again = takeOverCart(after, mergedEvents.reduce(evolveCart, merged), takeover);
    expect(again).toEqual({ survivorEvents: [], mergedEvents: [] });
  });
  it('a team stays out whole when one member clashes', () => {
    const survivor = cartWith('keep', [item('i1', 's1', '2027-01-01', '2027-04-01')]);
    const merged = cartWith('dup', [
      item('t1', 's1', '2027-02-01', '2027-05-01', 'team'),
      item('t2', 's9', '2027-02-01', '2027-05-01', 'team'),
    ]);
    const { survivorEvents } = takeOverCart(survivor, merged, takeover);
    expect(survivorEvents.reduce(evolveCart, survivor).items.map((i) => i.itemId)).toEqual(['i1']);
  });
});
