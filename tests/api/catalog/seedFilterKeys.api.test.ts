import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVariant } from '../../support/catalogFixtures';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

/**
 * `POST /api/specialist-catalog/list` takes the seeds' own filter keys (snake_case, ranges as `{ from, to }`) as well
 * as the web's camelCase ones, and refuses a filter key it does not know instead of ignoring it.
 */
describe("the catalogue list takes the seeds' filter keys", () => {
  let app: TestApp;
  const ids: Record<string, string> = {};
  const list = async (filters: object) => {
    const response = await app.api.post('/api/specialist-catalog/list', { filters, count: 24 });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body.data.items as { id: string }[])
      .map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0])
      .sort();
  };
  const refused = async (filters: object) => {
    const response = await app.api.post('/api/specialist-catalog/list', { filters });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    return response.body.errors as { field: string; title: string }[];
  };
  const idOf = async (table: string, title: string) =>
    (await app.pool.query(`select id from ${table} where lower(title) = lower($1)`, [title])).rows[0].id as string;

  beforeAll(async () => {
    app = await startTestApp({ clock: manualClock(new Date('2026-11-02T09:00:00Z')) });
    const tokens = { agency: await app.login('agency@demo.test'), manager: await app.login('manager@demo.test') };
    ids.Java = await publishVariant(app, tokens, {
      surname: 'Javaone',
      skills: ['Java', 'Spring'],
      hourPrice: 40,
      languages: [{ language: 'en', level: 'C1' }],
      birthDate: '1990-01-01',
    });
    ids.React = await publishVariant(app, tokens, {
      surname: 'Reactor',
      specialization: 'Frontend Developer',
      skills: ['React', 'JavaScript'],
      hourPrice: 60,
      grade: 'middle',
      languages: [{ language: 'de', level: 'native' }],
      gender: 'm',
      birthDate: '2000-06-01',
      workFormats: ['part-time'],
    });
    ids.Busy = await publishVariant(app, tokens, {
      surname: 'Busybee',
      skills: ['Java', 'Apache Kafka'],
      hourPrice: 80,
      reservations: [{ startPeriod: '2026-11-01', endPeriod: '2026-12-31' }],
    });
  });
  afterAll(() => app?.stop());

  it('each seed key filters as the camelCase key it stands for', async () => {
    const kafka = await idOf('key_skills', 'Apache Kafka');
    const frontend = await idOf('specializations', 'Frontend Developer');
    const pairs: [object, object, string[]][] = [
      [{ hour_price: { from: 60, to: 80 } }, { priceFrom: 60, priceTo: 80 }, ['React']],
      [{ hour_price: [60, 80] }, { priceFrom: 60, priceTo: 80 }, ['React']],
      [{ hour_price: { to: 50 } }, { priceTo: 50 }, ['Java']],
      [
        { reservation_date: { from: '2026-12-01', to: '2027-02-01' } },
        { availableFrom: '2026-12-01', availableTo: '2027-02-01' },
        ['Java', 'React'],
      ],
      [{ key_skill: [kafka] }, { keySkills: [kafka] }, ['Busy']],
      [{ specialization: [frontend] }, { role: [frontend] }, ['React']],
      [{ work_format: ['part-time'] }, { workFormat: ['part-time'] }, ['React']],
      [{ language: ['de:C1'] }, { languages: ['de:C1'] }, ['React']],
      [{ grade: ['middle'] }, { grade: ['middle'] }, ['React']],
      [{ gender: 'm' }, { gender: 'm' }, ['React']],
      [{ age: { from: 20, to: 30 } }, { ageFrom: 20, ageTo: 30 }, ['React']],
      [{ work_duration: { from: 50 } }, { experienceFrom: 50 }, []],
    ];
    for (const [seed, web, expected] of pairs) {
      expect(await list(seed), JSON.stringify(seed)).toEqual(expected);
      expect(await list(web), JSON.stringify(web)).toEqual(expected);
    }
    const category = (
      await app.pool.query(
        `select category_ids[1] as id, city_id, subcategory_ids[1] as sub from catalog_cards where id = $1`,
        [ids.Java],
      )
    ).rows[0];
    expect(await list({ category_id: [category.id] })).toEqual(await list({ category: [category.id] }));
    expect(await list({ sub_category_id: [category.sub] })).toEqual(await list({ subCategories: [category.sub] }));
    expect(await list({ city_id: [category.city_id] })).toEqual(await list({ city: [category.city_id] }));
  });

  it('answers 400 naming a filter key it does not know, instead of the unfiltered list', async () => {
    expect(await refused({ hourPrice: { from: 10 } })).toEqual([
      expect.objectContaining({ field: 'filters.hourPrice', title: 'Unknown filter "hourPrice"' }),
    ]);
    const errors = await refused({ category_ids: [], price: 5, grade: ['senior'] });
    expect(errors.map((e) => e.field).sort()).toEqual(['filters.category_ids', 'filters.price']);
  });

  it('answers 400 at the seed key for a bad value, a bad range or the same filter given twice', async () => {
    const fieldOf = async (filters: object) => (await refused(filters))[0]?.field;
    expect(await fieldOf({ hour_price: { from: -5 } })).toBe('filters.hour_price.from');
    expect(await fieldOf({ hour_price: { from: 10, upto: 20 } })).toBe('filters.hour_price');
    expect(await fieldOf({ hour_price: 'cheap' })).toBe('filters.hour_price');
    expect(await fieldOf({ key_skill: ['not-a-skill'] })).toMatch(/^filters\.key_skill\b/);
    expect(await fieldOf({ reservation_date: { from: '2027-02-01', to: '2027-01-01' } })).toBe(
      'filters.reservation_date',
    );
    expect(await fieldOf({ work_format: ['full-time'], workFormat: ['part-time'] })).toBe('filters.work_format');
  });
});
