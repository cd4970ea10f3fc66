import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp';

type Node = { id: string; slug: string; title: string; children: Node[]; publishedSpecialistsCount: number };
type Option = { id: string; title: string };

/** The public reference paths as a black-box contract: envelope, shapes, field errors, never a 500. */
describe('REST reference paths', () => {
  let app: TestApp;
  let tree: Node[];
  const categoryId = (title: string): string => {
    const found = tree.flatMap((top) => [top, ...top.children]).find((node) => node.title === title);
    if (!found) throw new Error(`no category ${title}`);
    return found.id;
  };
  const data = async <T = any>(path: string): Promise<T> => {
    const res = await app.api.get(path);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    expect(res.body.success).toBe(true);
    return res.body.data as T;
  };
  const fieldsOf = (body: { errors: { field?: string }[] }) => body.errors.map((e) => e.field);
  const specializationId = async (title: string) =>
    (await data<Option[]>('/api/specialization/list')).find((s) => s.title === title)!.id;

  beforeAll(async () => {
    app = await startTestApp();
    tree = await data<Node[]>('/api/categories/tree/');
  });
  afterAll(() => app.stop());

  describe('categories', () => {
    it('GET /api/categories/tree/ gives Development with Backend inside, each node with a count', async () => {
      const development = tree.find((n) => n.title === 'Development')!;
      expect(development).toMatchObject({ slug: 'development', publishedSpecialistsCount: 0 });
      expect(development.children.find((c) => c.title === 'Backend')).toEqual({
        id: expect.any(String),
        slug: 'backend',
        title: 'Backend',
        children: [],
        publishedSpecialistsCount: 0,
      });
    });

    it('answers with and without the trailing slash, and as a flat list with parentId', async () => {
      expect(await data('/api/categories/tree')).toEqual(tree);
      const flat = await data<{ id: string; title: string; parentId: string | null }[]>('/api/categories/list/');
      expect(await data('/api/categories/list')).toEqual(flat);
      expect(flat.find((c) => c.title === 'Backend')?.parentId).toBe(categoryId('Development'));
      expect(flat.find((c) => c.title === 'Development')?.parentId).toBeNull();
    });

    it('serves the solution categories with type=solution and refuses an unknown type', async () => {
      const solutions = await data<Node[]>('/api/categories/tree/?type=solution');
      expect(solutions.map((n) => n.title)).toContain('CRM');
      const wrong = await app.api.get('/api/categories/list/?type=planets');
      expect(wrong.status).toBe(400);
      expect(fieldsOf(wrong.body)).toEqual(['type']);
    });
  });

  describe('specializations and key skills', () => {
    it('filters specializations by categories, comma-separated or repeated', async () => {
      const backend = categoryId('Backend');
      const design = categoryId('Design');
      const ofBackend = await data<Option[]>(`/api/specialization/list?categories=${backend}`);
      expect(ofBackend.map((s) => s.title)).toContain('PHP Developer');
      const ofDesign = await data<Option[]>(`/api/specialization/list?categories=${design}`);
      expect(ofDesign.map((s) => s.title)).toContain('UX/UI Designer');
      expect(ofDesign.map((s) => s.title)).not.toContain('PHP Developer');

      const comma = await data<Option[]>(`/api/specialization/list?categories=${backend},${design}`);
      const repeated = await data<Option[]>(`/api/specialization/list?categories=${backend}&categories=${design}`);
      const bracketed = await data<Option[]>(`/api/specialization/list?categories[]=${backend}&categories[]=${design}`);
      expect(repeated).toEqual(comma);
      expect(bracketed).toEqual(comma);
      expect(comma.length).toBe(new Set([...ofBackend, ...ofDesign].map((s) => s.id)).size);
    });

    it('refuses a malformed or unknown category id with a field error', async () => {
      const malformed = await app.api.get('/api/specialization/list?categories=42');
      expect(malformed.status).toBe(400);
      expect(fieldsOf(malformed.body)[0]).toMatch(/^categories/);
      const unknown = await app.api.get('/api/specialization/list?categories=7b0c5a52-1111-4222-8333-944455556666');
      expect(unknown.status).toBe(400);
      expect(fieldsOf(unknown.body)).toEqual(['categories']);
    });

    it('suggests at most 10 popular key skills, without the excluded ids', async () => {
      const php = await specializationId('PHP Developer');
      const popular = await data<Option[]>(`/api/specialization/popular-key-skills?id=${php}`);
      expect(popular.length).toBeLessThanOrEqual(10);
      expect(popular[0]).toEqual({ id: expect.any(String), title: 'PHP' });
      const excluded = popular.slice(0, 3).map((s) => s.id);
      const rest = await data<Option[]>(
        `/api/specialization/popular-key-skills?id=${php}&exclude=${excluded.join(',')}`,
      );
      expect(rest.length).toBeLessThanOrEqual(10);
      expect(rest.map((s) => s.id).filter((id) => excluded.includes(id))).toEqual([]);
      const bracketed = await data<Option[]>(
        `/api/specialization/popular-key-skills?id=${php}&${excluded.map((id) => `exclude[]=${id}`).join('&')}`,
      );
      expect(bracketed).toEqual(rest);
    });

    it('answers 400 for a malformed specialization id and 404 for an unknown one', async () => {
      const malformed = await app.api.get('/api/specialization/popular-key-skills?id=php');
      expect(malformed.status).toBe(400);
      expect(fieldsOf(malformed.body)).toEqual(['id']);
      const missing = await app.api.get('/api/specialization/popular-key-skills');
      expect(missing.status).toBe(400);
      const unknown = await app.api.get(
        '/api/specialization/popular-key-skills?id=7b0c5a52-1111-4222-8333-944455556666',
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body.success).toBe(false);
    });

    it('lists and searches key skills as options', async () => {
      const some = await data<Option[]>('/api/key-skill/list');
      expect(some.length).toBe(50);
      expect(Object.keys(some[0]!).sort()).toEqual(['id', 'title']);
      expect((await data<Option[]>('/api/key-skill/list?limit=1000')).length).toBeGreaterThanOrEqual(300);
      expect((await data<Option[]>('/api/key-skill/list?search=typescr'))[0]?.title).toBe('TypeScript');
      expect((await data<Option[]>(`/api/key-skill/list?search=${encodeURIComponent('C#')}`))[0]?.title).toBe('C#');
    });

    it.each([
      ['a huge search', `search=${'x'.repeat(5000)}`, 'search'],
      ['a repeated search', 'search=a&search=b', 'search'],
      ['a limit that is not a number', 'limit=many', 'limit'],
      ['a limit too large', 'limit=100000', 'limit'],
    ])('refuses %s with a field error', async (_, query, field) => {
      const res = await app.api.get(`/api/key-skill/list?${query}`);
      expect(res.status).toBe(400);
      expect(fieldsOf(res.body)).toEqual([field]);
    });
  });

  describe('places', () => {
    it('lists countries with dial codes and searches them', async () => {
      const countries = await data<{ id: string; title: string; dialCodes: string[] }[]>('/api/country/list');
      expect(countries.length).toBeGreaterThanOrEqual(249);
      expect(countries).toContainEqual({ id: 'GB', title: 'United Kingdom', dialCodes: ['+44'] });
      expect((await data<Option[]>('/api/country/list?search=polan')).map((c) => c.id)).toEqual(['PL']);
    });

    it('lists the cities of a country by its code, with coordinates', async () => {
      const cities =
        await data<{ id: string; name: string; lat: number; lng: number; countryCode: string }[]>('/api/city/list/DE');
      const berlin = cities.find((c) => c.name === 'Berlin');
      expect(berlin).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        countryCode: 'DE',
        countryName: 'Germany',
      });
      expect(berlin!.lat).toBeCloseTo(52.5, 0);
      expect(await data('/api/city/list/de')).toEqual(cities);
    });

    it('answers 404 for an unknown country and 400 for something that is not a code', async () => {
      const unknown = await app.api.get('/api/city/list/ZZ');
      expect(unknown.status).toBe(404);
      const notACode = await app.api.get('/api/city/list/Germany');
      expect(notACode.status).toBe(400);
      expect(fieldsOf(notACode.body)).toEqual(['country']);
    });

    it('finds at most 20 cities by name', async () => {
      const found = await data<{ name: string; countryCode: string }[]>('/api/city/get-by-name/ber');
      expect(found.length).toBeLessThanOrEqual(20);
      expect(found.map((c) => c.name)).toContain('Berlin');
      expect(
        (await data<{ name: string }[]>(`/api/city/get-by-name/${encodeURIComponent('São Paulo')}`))[0]?.name,
      ).toBe('São Paulo');
      expect((await data<{ name: string }[]>('/api/city/get-by-name/sao%20paulo'))[0]?.name).toBe('São Paulo');
      const tooLong = await app.api.get(`/api/city/get-by-name/${'x'.repeat(500)}`);
      expect(tooLong.status).toBe(400);
      expect(fieldsOf(tooLong.body)).toEqual(['name']);
    });
  });

  describe('enumerations and settings', () => {
    it.each([
      'Language',
      'LanguageLevel',
      'EducationLevel',
      'EngagementType',
      'EmployeesCount',
      'WithoutVATArticle',
      'DocumentStatus',
      'SocialNetwork',
    ])('GET /api/enum/list?type=%s gives options', async (type) => {
      const options = await data<Option[]>(`/api/enum/list?type=${type}`);
      expect(options.length).toBeGreaterThan(0);
      for (const option of options) expect(option).toEqual({ id: expect.any(String), title: expect.any(String) });
    });

    it('refuses a missing or unknown enumeration type with a field error on type', async () => {
      for (const path of [
        '/api/enum/list',
        '/api/enum/list?type=Planet',
        '/api/enum/list?type=Language&type=Language',
      ]) {
        const res = await app.api.get(path);
        expect(res.status, path).toBe(400);
        expect(res.body).toMatchObject({ success: false, errors: [{ field: 'type' }] });
      }
    });

    it('lists work industries and social networks', async () => {
      expect((await data<Option[]>('/api/work-industry/list')).map((i) => i.title)).toContain('Fintech');
      expect(await data('/api/social-network/list')).toContainEqual({
        id: 'linkedin',
        title: 'LinkedIn',
        linkPrefix: 'https://www.linkedin.com/',
      });
    });

    it('gives reservation boundaries and prices', async () => {
      expect(await data('/api/settings/reservation-period-boundaries')).toEqual({
        minReservationDays: 90,
        maxReservationDays: 365,
      });
      expect(await data('/api/settings/prices')).toEqual({
        currency: 'USD',
        vatRateBasisPoints: 2000,
        serviceFeeBasisPoints: 2500,
        commissionBasisPoints: 2000,
      });
    });
  });

  describe('tRPC', () => {
    const trpc = (procedure: string, input?: unknown) =>
      app.api.get(
        `/trpc/reference.${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
      );

    it('serves the same lists as REST', async () => {
      const res = await trpc('categoryTree');
      expect(res.status).toBe(200);
      expect(res.body.result.data).toEqual(tree);
      const cities = await trpc('cities', { country: 'DE' });
      expect(cities.body.result.data).toEqual(await data('/api/city/list/DE'));
      const specializations = await trpc('specializations', { categories: [categoryId('Backend')] });
      expect(specializations.body.result.data.map((s: Option) => s.title)).toContain('PHP Developer');
    });

    it('answers bad input with BAD_REQUEST and field issues', async () => {
      const res = await trpc('enumeration', { type: 'Planet' });
      expect(res.status).toBe(400);
      expect(res.body.error.data.issues).toEqual([expect.objectContaining({ field: 'type' })]);
    });
  });

  it.each([
    '/api/key-skill/list?search=%',
    '/api/key-skill/list?search[a]=1',
    '/api/specialization/list?categories=,,,',
    `/api/specialization/popular-key-skills?id=${'f'.repeat(3000)}`,
    '/api/enum/list?type[]=Language',
    '/api/country/list?search=%27%3B%20drop%20table%20countries%3B--',
  ])('answers odd input %s without a server error', async (path) => {
    const res = await app.api.get(path);
    // Either the odd value is read as plain text (200, a list) or refused as bad input (400 naming the field).
    expect([200, 400]).toContain(res.status);
    if (res.status === 200) expect(res.body).toMatchObject({ success: true, data: expect.anything() });
    else
      expect(res.body).toMatchObject({
        success: false,
        errors: [expect.objectContaining({ field: expect.any(String) })],
      });
  });

  it('documents the reference paths in the OpenAPI document', async () => {
    const res = await app.api.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/enum/list',
        '/api/city/list/{country}',
        '/api/categories/tree/',
        '/api/settings/prices',
      ]),
    );
  });
});
