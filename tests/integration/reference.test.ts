import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryNode, Option, Specialization } from '../../application/reference/referencePorts';
import { referenceService, type ReferenceService } from '../../application/reference/referenceService';
import { enumerationTypes } from '../../application/reference/schemas';
import { postgresReferenceStore } from '../../adapters/postgres/reference/referenceStore';
import { stableId } from '../../scripts/reference/stableId';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

/** The reference lists read from the migrated data in a real PostgreSQL. */
describe('reference data', () => {
  let database: TestDatabase;
  let reference: ReferenceService;

  beforeAll(async () => {
    database = await createTestDatabase();
    reference = referenceService({ store: postgresReferenceStore(database.pool) });
  });
  afterAll(() => database.drop());

  const titles = (items: readonly Option[] | readonly Specialization[]) => items.map((item) => item.title);
  const tree = async () => (await reference.listCategoryTree({}))._unsafeUnwrap();
  const node = (nodes: readonly CategoryNode[], title: string) => {
    const found = nodes.find((n) => n.title === title);
    if (!found) throw new Error(`no category ${title} among ${nodes.map((n) => n.title).join(', ')}`);
    return found;
  };

  describe('categories', () => {
    it('form a tree of at least 8 top categories, each with subcategories, Development holding Backend', async () => {
      const top = await tree();
      expect(top.length).toBeGreaterThanOrEqual(8);
      expect(top.slice(0, 8).map((n) => n.title)).toEqual([
        'Development',
        'Design',
        'QA',
        'DevOps',
        'Data and AI',
        'Management',
        'Analytics',
        'Support',
      ]);
      for (const category of top) expect(category.children.length).toBeGreaterThan(0);
      const development = node(top, 'Development');
      expect(development).toMatchObject({ slug: 'development', publishedSpecialistsCount: 0 });
      expect(development.children.map((c) => c.title)).toEqual(
        expect.arrayContaining(['Backend', 'Frontend', 'Mobile', 'Fullstack', 'Game dev', 'Embedded']),
      );
      expect(node(development.children, 'Backend')).toEqual({
        id: expect.any(String),
        slug: 'backend',
        title: 'Backend',
        children: [],
        publishedSpecialistsCount: 0,
      });
      expect(node(top, 'Design').children.map((c) => c.title)).toEqual(
        expect.arrayContaining(['UX/UI', 'Graphic', 'Motion']),
      );
      expect(node(top, 'QA').children.map((c) => c.title)).toEqual(expect.arrayContaining(['Manual', 'Automation']));
    });

    it('list flat with each subcategory pointing at its parent, parents first', async () => {
      const flat = (await reference.listCategories({ type: 'specialist' }))._unsafeUnwrap();
      const byId = new Map(flat.map((c) => [c.id, c]));
      const backend = flat.find((c) => c.slug === 'backend')!;
      expect(byId.get(backend.parentId!)?.title).toBe('Development');
      flat.forEach((category, index) => {
        if (category.parentId) expect(flat.findIndex((c) => c.id === category.parentId)).toBeLessThan(index);
      });
    });

    it('show the counts the catalogue projection keeps on the categories table', async () => {
      await database.pool.query(
        "update categories set published_specialists_count = 7 where slug = 'development' and kind = 'specialist'",
      );
      expect(node(await tree(), 'Development').publishedSpecialistsCount).toBe(7);
      await database.pool.query(
        "update categories set published_specialists_count = 0 where slug = 'development' and kind = 'specialist'",
      );
    });

    it('keep the solution catalogue categories apart from the specialist tree', async () => {
      const solutions = (await reference.listCategoryTree({ type: 'solution' }))._unsafeUnwrap();
      expect(solutions.map((c) => c.title)).toEqual(expect.arrayContaining(['CRM', 'ERP']));
      expect(solutions.map((c) => c.title)).not.toContain('Development');
    });

    it('have the same ids on every machine, derived from their slug', async () => {
      const development = node(await tree(), 'Development');
      expect(development.id).toBe(stableId('category:specialist:development'));
    });
  });

  describe('specializations', () => {
    const categoryId = (slug: string) => stableId(`category:specialist:${slug}`);

    it('number at least 40 and include the titles the seeds use', async () => {
      const all = (await reference.listSpecializations({}))._unsafeUnwrap();
      expect(all.length).toBeGreaterThanOrEqual(40);
      expect(titles(all)).toEqual(
        expect.arrayContaining(['PHP Developer', 'Java Developer', 'UX/UI Designer', 'Project manager']),
      );
      for (const role of all) expect(role.categoryIds.length).toBeGreaterThan(0);
    });

    it('filter by a subcategory, and by a top category including its subcategories', async () => {
      const backend = titles(
        (await reference.listSpecializations({ categories: [categoryId('backend')] }))._unsafeUnwrap(),
      );
      expect(backend).toEqual(expect.arrayContaining(['PHP Developer', 'Java Developer']));
      expect(backend).not.toContain('UX/UI Designer');

      const development = titles(
        (await reference.listSpecializations({ categories: categoryId('development') }))._unsafeUnwrap(),
      );
      expect(development).toEqual(expect.arrayContaining(['PHP Developer', 'iOS Developer', 'Unity Developer']));

      const design = titles(
        (await reference.listSpecializations({ categories: [categoryId('design')] }))._unsafeUnwrap(),
      );
      expect(design).toContain('UX/UI Designer');
      expect(design).not.toContain('PHP Developer');

      const both = titles(
        (
          await reference.listSpecializations({ categories: `${categoryId('backend')},${categoryId('ux-ui')}` })
        )._unsafeUnwrap(),
      );
      expect(both).toEqual(expect.arrayContaining(['PHP Developer', 'UX/UI Designer']));
      expect(both).not.toContain('Project manager');
    });

    it('refuse an unknown category with a field error instead of an empty list', async () => {
      const unknown = await reference.listSpecializations({ categories: ['7b0c5a52-1111-4222-8333-944455556666'] });
      expect(unknown._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', issues: [{ field: 'categories' }] });
      const solutionCategory = stableId('category:solution:crm');
      expect((await reference.listSpecializations({ categories: [solutionCategory] })).isErr()).toBe(true);
    });
  });

  describe('key skills', () => {
    const php = stableId('specialization:php-developer');

    it('offer at least 300 skills in title order', async () => {
      const all = (await reference.listKeySkills({ limit: 1000 }))._unsafeUnwrap();
      expect(all.length).toBeGreaterThanOrEqual(300);
      const lowered = all.map((s) => s.title.toLowerCase());
      expect(lowered).toEqual([...lowered].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('find by prefix first, and forgive a typo', async () => {
      expect(titles((await reference.listKeySkills({ search: 'postgre' }))._unsafeUnwrap())[0]).toBe('PostgreSQL');
      expect(titles((await reference.listKeySkills({ search: 'react' }))._unsafeUnwrap()).slice(0, 2)).toEqual([
        'React',
        'React Native',
      ]);
      expect(titles((await reference.listKeySkills({ search: 'kubernets' }))._unsafeUnwrap())).toContain('Kubernetes');
      expect(titles((await reference.listKeySkills({ search: 'c++' }))._unsafeUnwrap())[0]).toBe('C++');
    });

    it('treat LIKE wildcards in a search as plain text', async () => {
      expect((await reference.listKeySkills({ search: '%' }))._unsafeUnwrap()).toEqual([]);
      expect((await reference.listKeySkills({ search: '_' }))._unsafeUnwrap()).toEqual([]);
    });

    it('suggest at most 10 popular skills of a role in order, without the chosen ones', async () => {
      const popular = (await reference.listPopularKeySkills({ id: php }))._unsafeUnwrap();
      expect(popular).toHaveLength(10);
      expect(titles(popular).slice(0, 3)).toEqual(['PHP', 'Laravel', 'Symfony']);

      const chosen = popular.slice(0, 2).map((s) => s.id);
      const rest = (await reference.listPopularKeySkills({ id: php, exclude: chosen }))._unsafeUnwrap();
      expect(rest).toHaveLength(10);
      expect(rest.map((s) => s.id)).not.toEqual(expect.arrayContaining([chosen[0]]));
      expect(titles(rest)[0]).toBe('Symfony');
    });

    it('answer not found for an unknown specialization', async () => {
      const missing = await reference.listPopularKeySkills({ id: '7b0c5a52-1111-4222-8333-944455556666' });
      expect(missing._unsafeUnwrapErr().kind).toBe('not_found');
    });
  });

  describe('places', () => {
    it('list every ISO country with dial codes', async () => {
      const countries = (await reference.listCountries({}))._unsafeUnwrap();
      expect(countries.length).toBeGreaterThanOrEqual(249);
      expect(countries.find((c) => c.id === 'DE')).toEqual({ id: 'DE', title: 'Germany', dialCodes: ['+49'] });
      expect(countries.find((c) => c.id === 'US')?.dialCodes).toEqual(['+1']);
    });

    it('search countries by name or code, accents ignored', async () => {
      expect(titles((await reference.listCountries({ search: 'germ' }))._unsafeUnwrap())).toEqual(['Germany']);
      expect(titles((await reference.listCountries({ search: 'de' }))._unsafeUnwrap())[0]).toBe('Germany');
      expect(titles((await reference.listCountries({ search: 'turkiye' }))._unsafeUnwrap())).toEqual(['Türkiye']);
      expect((await reference.listCountries({ search: 'Atlantis' }))._unsafeUnwrap()).toEqual([]);
    });

    it('have cities for at least 30 countries, Berlin among the German ones', async () => {
      const { rows } = await database.pool.query<{ countries: number }>(
        'select count(distinct country_code)::int as countries from cities',
      );
      expect(rows[0]!.countries).toBeGreaterThanOrEqual(30);
      const german = (await reference.listCitiesOfCountry({ country: 'de' }))._unsafeUnwrap();
      expect(german.length).toBeGreaterThan(30);
      const berlin = german.find((c) => c.name === 'Berlin');
      expect(berlin).toMatchObject({ countryCode: 'DE', countryName: 'Germany' });
      expect(berlin!.lat).toBeCloseTo(52.52, 1);
      expect(berlin!.lng).toBeCloseTo(13.4, 1);
    });

    it('answer not found for an unknown country and an empty list for a country without cities', async () => {
      expect((await reference.listCitiesOfCountry({ country: 'ZZ' }))._unsafeUnwrapErr().kind).toBe('not_found');
      expect((await reference.listCitiesOfCountry({ country: 'AQ' }))._unsafeUnwrap()).toEqual([]);
    });

    it('find cities by the start of their name, without accents, and despite a typo', async () => {
      const ber = (await reference.findCitiesByName({ name: 'Ber' }))._unsafeUnwrap();
      expect(ber.length).toBeLessThanOrEqual(20);
      expect(ber.map((c) => c.name)).toContain('Berlin');
      expect((await reference.findCitiesByName({ name: 'zurich' }))._unsafeUnwrap()[0]?.name).toBe('Zurich');
      expect((await reference.findCitiesByName({ name: 'krakow' }))._unsafeUnwrap()[0]?.name).toBe('Kraków');
      expect((await reference.findCitiesByName({ name: 'Amsterdm' }))._unsafeUnwrap().map((c) => c.name)).toContain(
        'Amsterdam',
      );
      const londonInCanada = (await reference.findCitiesByName({ name: 'London', country: 'CA' }))._unsafeUnwrap();
      expect(londonInCanada.every((c) => c.countryCode === 'CA')).toBe(true);
    });
  });

  describe('enumerations and settings', () => {
    it('serve every enumeration type as a non-empty option list', async () => {
      for (const type of enumerationTypes) {
        const options = (await reference.listEnumeration({ type }))._unsafeUnwrap();
        expect(options.length, type).toBeGreaterThan(0);
        for (const option of options) expect(Object.keys(option).sort()).toEqual(['id', 'title']);
      }
    });

    it('offer the CEFR language levels and at least 40 languages', async () => {
      const levels = (await reference.listEnumeration({ type: 'LanguageLevel' }))._unsafeUnwrap();
      expect(levels.map((l) => l.id)).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native']);
      const languages = (await reference.listEnumeration({ type: 'Language' }))._unsafeUnwrap();
      expect(languages.length).toBeGreaterThanOrEqual(40);
      expect(languages).toContainEqual({ id: 'en', title: 'English' });
      expect(languages).toContainEqual({ id: 'uk', title: 'Ukrainian' });
    });

    it('refuse an unknown enumeration type with a field error on type', async () => {
      const wrong = await reference.listEnumeration({ type: 'Planet' });
      expect(wrong._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', issues: [{ field: 'type' }] });
    });

    it('list work industries, social networks and the document statuses contracts use', async () => {
      expect(titles((await reference.listWorkIndustries())._unsafeUnwrap())).toEqual(
        expect.arrayContaining(['Fintech', 'E-commerce', 'Healthcare']),
      );
      expect((await reference.listWorkIndustries())._unsafeUnwrap().length).toBeGreaterThanOrEqual(20);
      expect((await reference.listSocialNetworks())._unsafeUnwrap()).toContainEqual({
        id: 'github',
        title: 'GitHub',
        linkPrefix: 'https://github.com/',
      });
      const statuses = (await reference.listEnumeration({ type: 'DocumentStatus' }))._unsafeUnwrap().map((s) => s.id);
      expect(statuses).toEqual(expect.arrayContaining(['pending_signature', 'signed']));
    });

    it('give the reservation boundaries and prices of the platform', async () => {
      expect((await reference.getReservationPeriodBoundaries())._unsafeUnwrap()).toEqual({
        minReservationDays: 90,
        maxReservationDays: 365,
      });
      expect((await reference.getPrices())._unsafeUnwrap()).toEqual({
        currency: 'USD',
        vatRateBasisPoints: 2000,
        serviceFeeBasisPoints: 2500,
        commissionBasisPoints: 2000,
      });
    });
  });
});
