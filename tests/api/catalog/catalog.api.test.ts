import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVariant } from '../../support/catalogFixtures';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

type Item = {
  id: string;
  name: string;
  surnameInitial: string;
  priceCents: number;
  specialization: string;
  keySkills: string[];
  availableNow: boolean;
};

describe('the public catalogue over REST', () => {
  let app: TestApp;
  let tokens: { agency: string; manager: string; client: string };
  const ids: Record<string, string> = {};
  const list = async (filters: object = {}, extra: object = {}) => {
    const response = await app.api.post('/api/specialist-catalog/list', { filters, count: 24, ...extra });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as { items: Item[]; meta: { total: number; page: number; count: number; pages: number } };
  };
  const surnamesOf = (items: Item[]) =>
    items
      .map((i) => Object.entries(ids).find(([, id]) => id === i.id)?.[0])
      .filter(Boolean)
      .sort();

  beforeAll(async () => {
    app = await startTestApp({ clock: manualClock(new Date('2026-11-02T09:00:00Z')) });
    const [agency, manager, client] = await Promise.all([
      app.login('agency@demo.test'),
      app.login('manager@demo.test'),
      app.login('client@demo.test'),
    ]);
    tokens = { agency, manager, client };
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
      skills: ['React', 'JavaScript', 'TypeScript'],
      hourPrice: 60,
      grade: 'middle',
      languages: [
        { language: 'en', level: 'B1' },
        { language: 'de', level: 'native' },
      ],
      gender: 'm',
      birthDate: '2000-06-01',
      workFormats: ['part-time'],
    });
    ids.Busy = await publishVariant(app, tokens, {
      surname: 'Busybee',
      skills: ['Java', 'Apache Kafka'],
      hourPrice: 80,
      reservations: [{ startPeriod: '2026-11-01', endPeriod: '2026-12-31' }],
      description: 'Event streaming specialist for trading platforms.',
    });
  });
  afterAll(() => app?.stop());

  it('lists published cards with the surname shortened and the catalogue price; sorts by specialization on request', async () => {
    const page = await list({}, { sort: 'specialization' });
    expect(surnamesOf(page.items)).toEqual(['Busy', 'Java', 'React']);
    const java = page.items.find((i) => i.id === ids.Java)!;
    expect(java).toMatchObject({
      name: 'Anna',
      surnameInitial: 'J.',
      priceCents: 5000,
      specialization: 'Java Developer',
      availableNow: true,
    });
    expect(page.items.find((i) => i.id === ids.Busy)).toMatchObject({ availableNow: false });
    const specs = page.items.map((i) => i.specialization);
    expect(specs).toEqual([...specs].sort());
    expect(page.meta).toMatchObject({ total: 3, totalCapped: false, page: 1, count: 24, pages: 1 });
  });

  it('narrows by each filter', async () => {
    expect(surnamesOf((await list({ priceFrom: 60, priceTo: 80 })).items)).toEqual(['React']); // catalogue prices $50, $75, $100
    expect(surnamesOf((await list({ grade: ['middle'] })).items)).toEqual(['React']);
    expect(surnamesOf((await list({ languages: ['de:C1'] })).items)).toEqual(['React']); // native is better than C1
    expect(surnamesOf((await list({ languages: ['en:C1'] })).items)).toEqual(['Busy', 'Java']);
    expect(surnamesOf((await list({ workFormat: ['part-time'] })).items)).toEqual(['React']);
    expect(surnamesOf((await list({ gender: 'm' })).items)).toEqual(['React']);
    expect(surnamesOf((await list({ ageFrom: 20, ageTo: 30 })).items)).toEqual(['React']);
    const javaSkill = (await app.pool.query(`select id from key_skills where lower(title) = 'apache kafka'`)).rows[0]
      .id;
    expect(surnamesOf((await list({ keySkills: [javaSkill] })).items)).toEqual(['Busy']);
    expect(surnamesOf((await list({ availableFrom: '2026-12-01', availableTo: '2027-02-01' })).items)).toEqual([
      'Java',
      'React',
    ]);
    expect(surnamesOf((await list({ availableFrom: '2027-01-05', availableTo: '2027-04-01' })).items)).toEqual([
      'Busy',
      'Java',
      'React',
    ]);
  });

  it('refuses a date no calendar has with a field error, on the list and the filter values (the fuzzer found a 500)', async () => {
    const listed = await app.api.post('/api/specialist-catalog/list', { filters: { availableFrom: '2026-74-15' } });
    expect(listed.status).toBe(400);
    expect(listed.body.errors[0]).toMatchObject({ field: 'filters.availableFrom' });
    const facets = await app.api.get('/api/specialist-catalog/filters?availableFrom=2026-12-01&availableTo=2027-02-30');
    expect(facets.status).toBe(400);
  });

  it('sorts by price and pages with the seeds sizes', async () => {
    expect(surnamesOf((await list({}, { sort: 'priceDesc', count: 8 })).items)).toHaveLength(3);
    const desc = (await list({}, { sort: 'priceDesc' })).items.map((i) => i.priceCents);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect((await app.api.post('/api/specialist-catalog/list', { count: 10 })).status).toBe(400);
    for (const [body, field] of [
      [{ filters: { priceFrom: -5 } }, 'filters.priceFrom'],
      [{ filters: { category: ['not-a-category'] } }, 'filters.category'],
      [{ page: 0 }, 'page'],
      [{ count: 10_000 }, 'count'],
      [{ filters: { availableFrom: '2027-02-01', availableTo: '2027-01-01' } }, 'filters.availableTo'],
      [{ sort: 'random' }, 'sort'],
    ] as const) {
      const refused = await app.api.post('/api/specialist-catalog/list', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors[0].field.startsWith(field)).toBe(true);
    }
    expect(
      (await app.api.post('/api/specialist-catalog/list', { filters: { priceFrom: 90, priceTo: 10 } })).body.errors[0],
    ).toMatchObject({ field: 'filters.priceTo' });
  });

  it('finds by full text, and a skill typed with a typo', async () => {
    expect(surnamesOf((await list({ search: 'trading platforms' })).items)).toEqual(['Busy']);
    expect(surnamesOf((await list({ search: 'reakt' })).items)).toEqual(['React']);
    expect(surnamesOf((await list({ search: 'javscript' })).items)).toEqual(['React']);
    const search = await app.api.get('/api/search?search=nothing-like-this-anywhere');
    expect(search.body.data).toMatchObject({ nothingFound: true });
  });

  it('suggests grouped by kind', async () => {
    const suggest = await app.api.get('/api/search/suggest?term=java');
    expect(suggest.status, JSON.stringify(suggest.body)).toBe(200);
    const groups = suggest.body.data.map((g: { group: string }) => g.group);
    expect(groups).toEqual(expect.arrayContaining(['keySkill', 'specialization']));
    expect(
      suggest.body.data
        .find((g: { group: string }) => g.group === 'keySkill')
        .items.map((i: { title: string }) => i.title),
    ).toContain('Java');
  });

  it('shows a card without contacts or agency; a manager sees the agency, a client the review in the verified variant', async () => {
    const visitor = (await app.api.get(`/api/specialist-catalog/info/${ids.Java}`)).body.data;
    expect(visitor).toMatchObject({ name: 'Anna', surnameInitial: 'J.', price: { catalogPriceCents: 5000 } });
    expect(JSON.stringify(visitor)).not.toMatch(/anna\.schmidt@example\.test|\+491701234567|Demo Agency|Javaone/);
    expect(visitor.review).toBeUndefined();
    expect(
      (await app.api.get(`/api/specialist-catalog/info/${ids.Java}`, { token: tokens.manager })).body.data.agencyName,
    ).toBe('Demo Agency');
    expect(
      (await app.api.get(`/api/specialist-catalog/verified/info/${ids.Java}`, { token: tokens.client })).body.data
        .review,
    ).toMatchObject({ hrReview: 'Reviewed Javaone' });
    expect((await app.api.get(`/api/specialist-catalog/verified/info/${ids.Java}`)).status).toBe(401);
    expect(
      (await app.api.get(`/api/specialist-catalog/verified/info/${ids.Java}`, { token: tokens.agency })).status,
    ).toBe(403);
    expect((await app.api.get('/api/specialist-catalog/info/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await app.api.get('/api/specialist-catalog/info/not-an-id')).status).toBe(400);
  });

  it('a card leaves the catalogue the moment it is hidden or blocked, and comes back when published', async () => {
    const id = await publishVariant(app, tokens, { surname: 'Comesandgoes' });
    expect((await list()).items.some((i) => i.id === id)).toBe(true);
    await app.api.post('/admin/api/specialist/hide', { specialistId: id }, { token: tokens.manager });
    expect((await list()).items.some((i) => i.id === id)).toBe(false);
    expect((await app.api.get(`/api/specialist-catalog/info/${id}`)).status).toBe(404);
    await app.api.post('/admin/api/specialist/publish', { specialistId: id }, { token: tokens.manager });
    expect((await list()).items.some((i) => i.id === id)).toBe(true);
    await app.api.post(
      '/admin/api/specialist/block',
      { specialistId: id, reason: 'Fake profile' },
      { token: tokens.manager },
    );
    expect((await list()).items.some((i) => i.id === id)).toBe(false);
  });

  it('counts per category, similar specialists, filter values, PDF, recently viewed', async () => {
    const counts = (await app.api.get('/api/specialist-catalog/specialists-count')).body.data;
    expect(counts.total).toBe(3);
    expect(counts.categories.find((c: { title: string }) => c.title === 'Development').count).toBe(3);
    const similar = (await app.api.get(`/api/specialist-catalog/similar/${ids.Java}`)).body.data.map((i: Item) => i.id);
    expect(similar).toEqual([ids.Busy]);
    const facets = (await app.api.get('/api/specialist-catalog/filters?workFormat=full-time')).body.data;
    expect(facets.total).toBe(2);
    expect(facets.grades).toEqual([{ id: 'senior', title: 'senior', count: 2 }]);
    const pdf = await app.api.raw(`/api/specialist-catalog/download/${ids.Java}`);
    expect(pdf.headers.get('content-disposition')).toMatch(/attachment; filename="anna-j-java-developer\.pdf"/);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await app.api.get(`/api/specialist-catalog/info/${ids.React}`, { token: tokens.client });
    await app.api.get(`/api/specialist-catalog/info/${ids.Java}`, { token: tokens.client });
    const recent = (await app.api.get('/api/history/specialists', { token: tokens.client })).body.data.map(
      (i: Item) => i.id,
    );
    expect(recent.slice(0, 2)).toEqual([ids.Java, ids.React]);
    expect((await app.api.get('/api/history/specialists')).status).toBe(401);
  });
});
