import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SpecialistSnapshot } from '../../domain/cart/cart.availability';
import type { CartCommand } from '../../domain/cart/cart.commands';
import { decide } from '../../domain/cart/cart.decide';
import type { CartEvent } from '../../domain/cart/cart.events';
import { bookingDays } from '../../domain/cart/cart.period';
import { periodsOverlap, type DatePeriod } from '../../domain/shared/dates';
import { evolve, initialState, type Cart } from '../../domain/cart/cart.state';
import { amountsOfItem, cartTotals } from '../../domain/cart/cart.totals';
import {
  addSpecialist,
  addTeam,
  LIMITS,
  recheckItems,
  removeItems,
  submitItems,
  TODAY,
  updateItem,
} from '../support/cartFixtures';

const specialistIds = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];
const dayOffset = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Mostly allowed periods, some in the past, too short or too long, so both paths of every rule are taken. */
const allowedPeriod = fc
  .record({ start: fc.integer({ min: 0, max: 200 }), length: fc.integer({ min: 90, max: 364 }) })
  .map(({ start, length }) => ({ startPeriod: dayOffset(start), endPeriod: dayOffset(start + length) }));
const anyPeriod = fc
  .record({ start: fc.integer({ min: -5, max: 400 }), length: fc.integer({ min: -3, max: 400 }) })
  .map(({ start, length }) => ({ startPeriod: dayOffset(start), endPeriod: dayOffset(start + length) }));
const period: fc.Arbitrary<DatePeriod> = fc.oneof(
  { arbitrary: allowedPeriod, weight: 8 },
  { arbitrary: anyPeriod, weight: 2 },
);

const snapshot: fc.Arbitrary<SpecialistSnapshot> = fc.record({
  specialistId: fc.constantFrom(...specialistIds),
  status: fc.oneof(
    { arbitrary: fc.constant('published' as const), weight: 8 },
    {
      arbitrary: fc.constantFrom(
        'hidden' as const,
        'draft' as const,
        'moderation' as const,
        'rejected' as const,
        'missing' as const,
      ),
      weight: 2,
    },
  ),
  catalogPriceCents: fc.integer({ min: 100, max: 30_000 }),
  busy: fc.oneof(
    { arbitrary: fc.constant([]), weight: 7 },
    { arbitrary: fc.array(anyPeriod, { minLength: 1, maxLength: 2 }), weight: 3 },
  ),
});

const terms: fc.Arbitrary<Terms> = fc.record({
  period,
  workFormat: fc.constantFrom('full-time' as const, 'part-time' as const),
  hours: fc.oneof(
    { arbitrary: fc.integer({ min: 1, max: 40 }), weight: 8 },
    { arbitrary: fc.constantFrom(null, 0, 41), weight: 2 },
  ),
});
type Terms = { period: DatePeriod; workFormat: 'full-time' | 'part-time'; hours: number | null };
const itemRef = fc.nat({ max: 20 });
const requestRef = fc.nat({ max: 30 }).map((n) => `r${n}`);

type Step =
  | { kind: 'add'; specialist: SpecialistSnapshot; terms: Terms; request: string }
  | { kind: 'team'; members: SpecialistSnapshot[]; leaveOut: boolean; terms: Terms; request: string }
  | { kind: 'update'; item: number; specialist: SpecialistSnapshot; terms: Terms }
  | { kind: 'remove'; items: number[] }
  | { kind: 'recheck'; specialists: SpecialistSnapshot[] }
  | { kind: 'submit'; items: number[]; specialists: SpecialistSnapshot[]; request: string };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('add' as const), specialist: snapshot, terms, request: requestRef }),
    weight: 6,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('team' as const),
      members: fc.uniqueArray(snapshot, { minLength: 1, maxLength: 3, selector: (s) => s.specialistId }),
      leaveOut: fc.boolean(),
      terms,
      request: requestRef,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('update' as const), item: itemRef, specialist: snapshot, terms }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('remove' as const), items: fc.array(itemRef, { maxLength: 3 }) }),
    weight: 1,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('recheck' as const), specialists: fc.array(snapshot, { maxLength: 4 }) }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('submit' as const),
      items: fc.array(itemRef, { minLength: 1, maxLength: 2 }),
      specialists: fc.array(snapshot, { maxLength: 8 }),
      request: requestRef,
    }),
    weight: 2,
  },
);

/** Long enough sequences that carts fill up, empty and refill. */
const steps = fc.array(step, { minLength: 5, maxLength: 60, size: 'large' });

let counter = 0;
const commandOf = (s: Step, cart: Cart): CartCommand => {
  const pick = (n: number) => cart.items[n % Math.max(cart.items.length, 1)]?.itemId ?? `gone-${n}`;
  counter += 1;
  switch (s.kind) {
    case 'add':
      return addSpecialist(s.specialist, { ...s.terms, requestId: s.request, itemId: `i${counter}` });
    case 'team':
      return addTeam(`team-${s.request}`, s.members, {
        ...s.terms,
        requestId: s.request,
        itemIds: s.members.map((m) => `i${counter}-${m.specialistId}`),
        chosenSpecialistIds: s.leaveOut
          ? s.members.slice(1).map((m) => m.specialistId)
          : s.members.map((m) => m.specialistId),
      });
    case 'update': {
      const item = cart.items[s.item % Math.max(cart.items.length, 1)];
      return updateItem(
        item?.itemId ?? 'gone',
        item ? { ...s.specialist, specialistId: item.specialistId } : s.specialist,
        s.terms,
      );
    }
    case 'remove':
      return removeItems(s.items.map(pick));
    case 'recheck':
      return recheckItems(s.specialists);
    case 'submit':
      return submitItems([...new Set(s.items.map(pick))], s.specialists, s.request);
  }
};

const run = (steps: Step[]) => {
  let cart = initialState();
  const stored: CartEvent[] = [];
  for (const s of steps) {
    const result = decide(commandOf(s, cart), cart);
    if (result.isOk()) {
      stored.push(...result.value);
      cart = result.value.reduce(evolve, cart);
    }
  }
  return { cart, stored };
};

describe('any sequence of cart commands', () => {
  it('keeps the totals equal to the sum of the bookable items', () => {
    fc.assert(
      fc.property(steps, (sequence) => {
        const { cart } = run(sequence);
        const bookable = cart.items.filter((item) => item.availability.available);
        const totals = cartTotals(cart);
        expect(totals.amountTotal).toBe(bookable.reduce((sum, item) => sum + amountsOfItem(item).amountTotal, 0));
        expect(totals.amountMonth).toBe(bookable.reduce((sum, item) => sum + amountsOfItem(item).amountMonth, 0));
        expect(totals.amountSpecialists + totals.amountTeams).toBe(totals.amountTotal);
        for (const value of Object.values(totals)) expect(Number.isSafeInteger(value)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('never holds the same specialist twice for overlapping periods', () => {
    fc.assert(
      fc.property(steps, (sequence) => {
        const { cart } = run(sequence);
        cart.items.forEach((a, i) =>
          cart.items.slice(i + 1).forEach((b) => {
            expect(a.specialistId === b.specialistId && periodsOverlap(a.period, b.period)).toBe(false);
          }),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('never holds a period outside the limits', () => {
    fc.assert(
      fc.property(steps, (sequence) => {
        for (const item of run(sequence).cart.items) {
          const days = bookingDays(item.period);
          expect(item.period.startPeriod >= TODAY).toBe(true);
          expect(days >= LIMITS.minReservationDays && days < LIMITS.maxReservationDays).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps teams whole', () => {
    fc.assert(
      fc.property(steps, (sequence) => {
        const { cart } = run(sequence);
        const teamSizes = new Map<string, number>();
        for (const item of cart.items)
          if (item.teamId) teamSizes.set(item.teamId, (teamSizes.get(item.teamId) ?? 0) + 1);
        for (const [teamId, size] of teamSizes) {
          const added = run(sequence).stored.find((e) => e.type === 'CartTeamAdded' && e.data.teamId === teamId);
          expect(added?.type === 'CartTeamAdded' && added.data.items.length).toBe(size);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('lets an item leave for an interview only when it was bookable on the cards as they were then, teams whole', () => {
    fc.assert(
      fc.property(steps, (sequence) => {
        let cart = initialState();
        for (const s of sequence) {
          const command = commandOf(s, cart);
          const result = decide(command, cart);
          if (result.isErr()) continue;
          for (const event of result.value) {
            if (event.type !== 'CartEmptiedBySubmission' || command.action !== 'submitItems') continue;
            for (const item of event.data.items ?? []) {
              const card = command.specialists.find((specialist) => specialist.specialistId === item.specialistId);
              expect(card?.status).toBe('published');
              expect(card?.busy.some((busy) => periodsOverlap(busy, item.period))).toBe(false);
              expect(item.priceCents).toBe(card?.catalogPriceCents);
            }
            const left = new Set(event.data.itemIds);
            const teams = new Set(
              cart.items.filter((item) => left.has(item.itemId) && item.teamId).map((item) => item.teamId),
            );
            expect(
              cart.items.filter((item) => item.teamId && teams.has(item.teamId)).every((item) => left.has(item.itemId)),
            ).toBe(true);
          }
          cart = result.value.reduce(evolve, cart);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('rebuilds the same cart from the stored events', () => {
    fc.assert(
      fc.property(steps, (sequence) => {
        const { cart, stored } = run(sequence);
        const replayed = JSON.parse(JSON.stringify(stored), (key, value) =>
          key === 'at' ? new Date(value) : value,
        ) as CartEvent[];
        expect(replayed.reduce(evolve, initialState())).toEqual(cart);
      }),
      { numRuns: 300 },
    );
  });
});
