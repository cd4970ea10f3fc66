import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SpecialistContentInput } from '../../application/specialist/schemas';
import { normalizeSavePayload } from '../../application/specialist/savePayload';
import { catalogPriceOf } from '../../domain/specialist/catalogPrice';
import { normalizeReservations, periodsOverlap } from '../../domain/specialist/reservations';
import { decide } from '../../domain/specialist/specialist.decide';
import type { SpecialistEvent } from '../../domain/specialist/specialist.events';
import { evolve, initialState } from '../../domain/specialist/specialist.state';
import * as specialistStatus from '../../domain/specialist/specialist.status';
import { cents } from '../../domain/shared/money';
import { command } from '../support/specialistFixtures';
import { movesOnlyAlongTheTable } from '../support/statusTableSpecification';

const actions = fc.array(fc.constantFrom(...specialistStatus.actions), { maxLength: 40 });

describe('any sequence of commands on a card', () => {
  it('moves only along the status table, and refuses the rest without changing the card', () => {
    fc.assert(
      fc.property(
        actions,
        movesOnlyAlongTheTable({ transitions: specialistStatus.transitions, initialState, evolve, decide, command }),
      ),
    );
  });

  it('folding the stored events gives the same card as the live aggregate', () => {
    fc.assert(
      fc.property(actions, (sequence) => {
        let live = initialState();
        const stored: SpecialistEvent[] = [];
        for (const action of sequence) {
          const result = decide(command(action), live);
          if (result.isOk()) {
            stored.push(...(JSON.parse(JSON.stringify(result.value)) as SpecialistEvent[]));
            live = result.value.reduce(evolve, live);
          }
        }
        expect(stored.reduce(evolve, initialState())).toEqual(live);
      }),
    );
  });
});

const isoDay = fc
  .integer({ min: 0, max: 800 })
  .map((d) => new Date(Date.UTC(2026, 0, 1) + d * 86_400_000).toISOString().slice(0, 10));
const period = fc
  .tuple(isoDay, isoDay)
  .filter(([a, b]) => a < b)
  .map(([startPeriod, endPeriod]) => ({ startPeriod, endPeriod }));

describe('agency reservation periods', () => {
  it('merge into sorted periods that do not overlap and cover the same days', () => {
    fc.assert(
      fc.property(fc.array(period, { maxLength: 12 }), isoDay, (periods, day) => {
        const merged = normalizeReservations(periods)._unsafeUnwrap();
        for (let i = 1; i < merged.length; i++)
          if (periodsOverlap(merged[i - 1]!, merged[i]!) || merged[i - 1]!.endPeriod >= merged[i]!.startPeriod)
            return false;
        const covered = (list: typeof periods) => list.some((p) => p.startPeriod <= day && day <= p.endPeriod);
        return covered(merged) === covered(periods);
      }),
    );
  });

  it('are idempotent once merged', () => {
    fc.assert(
      fc.property(fc.array(period, { maxLength: 12 }), (periods) => {
        const once = normalizeReservations(periods)._unsafeUnwrap();
        expect(normalizeReservations(once)._unsafeUnwrap()).toEqual(once);
      }),
    );
  });
});

describe('catalogue price', () => {
  it('is never below the agency rate plus the fee, is whole dollars, and VAT is added on top', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        (rate, fee, vat) => {
          const price = catalogPriceOf(cents(rate), { serviceFeeBasisPoints: fee, vatBasisPoints: vat });
          return (
            price.catalogPrice * 10_000 >= rate * (10_000 + fee) - 10_000 &&
            price.catalogPrice % 100 === 0 &&
            price.catalogPriceWithVat === price.catalogPrice + price.vat
          );
        },
      ),
    );
  });
});

const row = fc.record({
  id: fc.constantFrom('', 'new-1', 'new-7', 'p-9'),
  title: fc.constantFrom('', 'Payments'),
  role: fc.constantFrom('', 'Lead'),
  description: fc.constantFrom('', 'Built it'),
  untilNow: fc.boolean(),
});
const payload = fc.record({
  texts: fc.record({
    en: fc.record({
      surname: fc.constantFrom('', 'Schmidt'),
      projects: fc.array(row, { maxLength: 5 }),
      education: fc.array(fc.record({ id: fc.constantFrom('', 'new-2'), school: fc.constantFrom('', 'TU Berlin') }), {
        maxLength: 4,
      }),
    }),
  }),
  shared: fc.record({
    countryCode: fc.constantFrom(null, 'DE'),
    cityId: fc.constantFrom(null, 'berlin'),
    languages: fc.array(fc.record({ language: fc.constantFrom('', 'en'), level: fc.constantFrom('', 'B2') }), {
      maxLength: 4,
    }),
    keySkills: fc.array(fc.record({ id: fc.constant(null), title: fc.constantFrom('Java', 'java', 'Go') }), {
      maxLength: 5,
    }),
  }),
  workingConditions: fc.record({
    workFormats: fc.subarray(['full-time', 'part-time'] as ('full-time' | 'part-time')[]),
    hoursPerWeek: fc.integer({ min: 0, max: 99 }),
  }),
  agencyReservations: fc.array(
    fc.record({ startPeriod: fc.constantFrom(null, '2027-01-01'), endPeriod: fc.constantFrom(null, '2027-02-01') }),
    { maxLength: 3 },
  ),
});

describe('the save-payload normaliser', () => {
  it('is idempotent: normalising a normalised card changes nothing', () => {
    fc.assert(
      fc.property(payload, (raw) => {
        let counter = 0;
        const newId = () => `id-${++counter}`;
        const once = normalizeSavePayload(SpecialistContentInput.parse(raw), newId);
        expect(normalizeSavePayload(once, newId)).toEqual(once);
        expect(once.texts.en.projects.every((p) => p.id && !p.id.startsWith('new-'))).toBe(true);
      }),
    );
  });
});
