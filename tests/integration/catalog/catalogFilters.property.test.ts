import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageLevels } from '../../../application/catalog/catalogChoices';
import type { Actor } from '../../../application/shared/actor';
import { catalogPriceOf } from '../../../domain/specialist/catalogPrice';
import { cents } from '../../../domain/shared/money';
import { cardPayload } from '../../support/specialistPayloads';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

/** Today of these tests. */
const TODAY = '2026-11-02';
const grades = ['junior', 'middle', 'senior', 'lead'] as const;

type Generated = {
  grade: (typeof grades)[number];
  hourPrice: number;
  gender: 'm' | 'f';
  birthYear: number;
  formats: ('full-time' | 'part-time')[];
  language: { language: 'en' | 'de'; level: (typeof languageLevels)[number] };
  /** Days from today of an agency 'not available' period, or null. */
  busy: { start: number; length: number } | null;
};

const day = (offset: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

const card: fc.Arbitrary<Generated> = fc.record({
  grade: fc.constantFrom(...grades),
  hourPrice: fc.integer({ min: 10, max: 150 }),
  gender: fc.constantFrom('m' as const, 'f' as const),
  birthYear: fc.integer({ min: 1960, max: 2004 }),
  formats: fc.constantFrom<('full-time' | 'part-time')[]>(['full-time'], ['part-time'], ['full-time', 'part-time']),
  language: fc.record({
    language: fc.constantFrom('en' as const, 'de' as const),
    level: fc.constantFrom(...languageLevels),
  }),
  busy: fc.option(fc.record({ start: fc.integer({ min: 0, max: 60 }), length: fc.integer({ min: 1, max: 30 }) }), {
    nil: null,
  }),
});

type Filters = {
  grade?: string[];
  priceFrom?: number;
  priceTo?: number;
  languages?: string[];
  workFormat?: string[];
  gender?: 'm' | 'f';
  ageFrom?: number;
  ageTo?: number;
  availableFrom?: string;
  availableTo?: string;
};

const filters: fc.Arbitrary<Filters> = fc
  .record(
    {
      grade: fc.subarray([...grades], { minLength: 1 }),
      price: fc
        .tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }))
        .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const),
      language: fc.tuple(fc.constantFrom('en', 'de'), fc.option(fc.constantFrom(...languageLevels), { nil: null })),
      workFormat: fc.subarray(['full-time', 'part-time'], { minLength: 1 }),
      gender: fc.constantFrom('m' as const, 'f' as const),
      age: fc
        .tuple(fc.integer({ min: 18, max: 70 }), fc.integer({ min: 18, max: 70 }))
        .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const),
      available: fc.tuple(fc.integer({ min: -5, max: 90 }), fc.integer({ min: 0, max: 40 })),
    },
    { requiredKeys: [] },
  )
  .map((f) => ({
    ...(f.grade ? { grade: f.grade } : {}),
    ...(f.price ? { priceFrom: f.price[0], priceTo: f.price[1] } : {}),
    ...(f.language ? { languages: [f.language[1] ? `${f.language[0]}:${f.language[1]}` : f.language[0]] } : {}),
    ...(f.workFormat ? { workFormat: f.workFormat } : {}),
    ...(f.gender ? { gender: f.gender } : {}),
    ...(f.age ? { ageFrom: f.age[0], ageTo: f.age[1] } : {}),
    ...(f.available ? { availableFrom: day(f.available[0]), availableTo: day(f.available[0] + f.available[1]) } : {}),
  }));

/** The filters' meaning, written plainly, over the generated cards. */
const matches = (c: Generated, f: Filters): boolean => {
  const price =
    catalogPriceOf(cents(c.hourPrice * 100), { serviceFeeBasisPoints: 2500, vatBasisPoints: 2000 }).catalogPrice / 100;
  const birth = `${c.birthYear}-06-15`;
  const yearsBefore = (years: number) => `${Number(TODAY.slice(0, 4)) - years}${TODAY.slice(4)}`;
  if (f.grade && !f.grade.includes(c.grade)) return false;
  if (f.priceFrom !== undefined && price < f.priceFrom) return false;
  if (f.priceTo !== undefined && price > f.priceTo) return false;
  if (f.languages) {
    const [language, level] = (f.languages[0] as string).split(':');
    if (c.language.language !== language) return false;
    if (
      level &&
      languageLevels.indexOf(c.language.level) < languageLevels.indexOf(level as (typeof languageLevels)[number])
    )
      return false;
  }
  if (f.workFormat && !f.workFormat.some((w) => c.formats.includes(w as 'full-time'))) return false;
  if (f.gender && c.gender !== f.gender) return false;
  if (f.ageFrom !== undefined && !(birth <= yearsBefore(f.ageFrom))) return false;
  if (f.ageTo !== undefined && !(birth > yearsBefore(f.ageTo + 1))) return false;
  if (f.availableFrom && f.availableTo && c.busy) {
    const start = day(c.busy.start);
    const end = day(c.busy.start + c.busy.length);
    if (start <= f.availableTo && f.availableFrom <= end) return false;
  }
  return true;
};

describe('catalogue filters, against a plain filter over the same cards', () => {
  let app: TestApp;
  const published = new Map<string, Generated>();

  beforeAll(async () => {
    app = await startTestApp({ clock: manualClock(new Date(`${TODAY}T09:00:00Z`)) });
    const agency = (await app.services.identity.authenticate(await app.login('agency@demo.test'))) as Actor;
    const manager = (await app.services.identity.authenticate(await app.login('manager@demo.test'))) as Actor;
    const base = await cardPayload(app.pool);
    const cards = fc.sample(card, { numRuns: 40, seed: 4242 });
    // Cards that must never show: a draft, one in moderation, a hidden one, an archived one.
    for (const [index, c] of cards.entries()) {
      const content = {
        ...base,
        shared: {
          ...base.shared,
          grade: c.grade,
          gender: c.gender,
          birthDate: `${c.birthYear}-06-15`,
          languages: [c.language],
        },
        workingConditions: {
          ...base.workingConditions,
          hourPrice: c.hourPrice,
          workFormats: c.formats,
          hoursPerWeek: c.formats.includes('part-time') ? 20 : 0,
        },
        agencyReservations: c.busy
          ? [{ startPeriod: day(c.busy.start), endPeriod: day(c.busy.start + c.busy.length) }]
          : [],
      };
      const id = (await app.services.specialist.sendToReview(agency, { content }))._unsafeUnwrap().specialistId;
      if (index % 10 === 1) continue; // stays in moderation
      (await app.services.specialist.publish(manager, { specialistId: id }))._unsafeUnwrap();
      if (index % 10 === 3) {
        (await app.services.specialist.hide(manager, { specialistId: id }))._unsafeUnwrap();
        continue;
      }
      if (index % 10 === 5) {
        (await app.services.specialist.managerArchive(manager, { specialistId: id }))._unsafeUnwrap();
        continue;
      }
      published.set(id, c);
    }
    await app.services.specialist.saveDraft(agency, { content: base });
  }, 120_000);
  afterAll(() => app?.stop());

  const listed = async (f: Filters): Promise<string[]> => {
    const response = await app.api.post('/api/specialist-catalog/list', { filters: f, count: 24, page: 1 });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const second =
      response.body.data.meta.total > 24
        ? (await app.api.post('/api/specialist-catalog/list', { filters: f, count: 24, page: 2 })).body.data.items
        : [];
    return [...response.body.data.items, ...second].map((i: { id: string }) => i.id).sort();
  };

  it('holds exactly the published, visible cards', async () => {
    expect(await listed({})).toEqual([...published.keys()].sort());
  });

  it('each filter alone and combined returns exactly the matching cards', async () => {
    await fc.assert(
      fc.asyncProperty(filters, async (f) => {
        const expected = [...published]
          .filter(([, c]) => matches(c, f))
          .map(([id]) => id)
          .sort();
        expect(await listed(f)).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('availability excludes a period touching a reservation on its first or last day', async () => {
    const [id, c] = [...published].find(([, g]) => g.busy !== null) as [string, Generated];
    const busy = c.busy as { start: number; length: number };
    const first = day(busy.start);
    const last = day(busy.start + busy.length);
    expect(await listed({ availableFrom: day(busy.start - 10), availableTo: first })).not.toContain(id);
    expect(await listed({ availableFrom: last, availableTo: day(busy.start + busy.length + 10) })).not.toContain(id);
    expect(
      await listed({
        availableFrom: day(busy.start + busy.length + 1),
        availableTo: day(busy.start + busy.length + 20),
      }),
    ).toContain(id);
  });
});
