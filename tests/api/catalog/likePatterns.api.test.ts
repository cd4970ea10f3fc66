import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedSolution } from '../../support/solutionFixtures';
import { cardPayload } from '../../support/specialistPayloads';
import { startTestApp, type TestApp } from '../../support/testApp';

/**
 * Search text is matched as typed: `%`, `_` and `\` in it are characters, never LIKE wildcards. A search for `%`
 * finds only what contains a percent sign, on every path that matches text with LIKE.
 */
describe('LIKE patterns escape the wildcards of the search text', () => {
  let app: TestApp;
  let agency: string;
  let manager: string;
  const titles: Record<string, string> = {};
  const search = encodeURIComponent;

  beforeAll(async () => {
    app = await startTestApp();
    agency = await app.login('agency@demo.test');
    manager = await app.login('manager@demo.test');
    for (const title of ['Uptime 99% Monitor', 'snake_case Linter', 'Back\\slash Tools', 'Plain Helpdesk'])
      titles[await publishedSolution(app, agency, manager, { title })] = title;
    const card = await app.api.post(
      '/api/specialist/send-to-publish',
      { content: await cardPayload(app.pool, { surname: 'Percenta' }) },
      { token: agency },
    );
    expect(card.status).toBe(200);
  });
  afterAll(() => app?.stop());

  const solutionTitlesOf = (items: { id?: string; title: string }[]) => items.map((item) => item.title).sort();

  it('the site search finds only the solutions whose text holds the typed wildcard character', async () => {
    const found = async (term: string) => {
      const response = await app.api.get(`/api/search?search=${search(term)}`);
      expect(response.status).toBe(200);
      return solutionTitlesOf(response.body.data.solutions);
    };
    expect(await found('%')).toEqual(['Uptime 99% Monitor']);
    expect(await found('_')).toEqual(['snake_case Linter']);
    expect(await found('\\')).toEqual(['Back\\slash Tools']);
    expect(await found('99%')).toEqual(['Uptime 99% Monitor']);
  });

  it('suggestions for a wildcard name nothing that does not contain it', async () => {
    for (const term of ['%', '_', '%_%']) {
      const response = await app.api.get(`/api/search/suggest?term=${search(term)}`);
      expect(response.status).toBe(200);
      const titles = (response.body.data as { items: { title: string }[] }[]).flatMap((group) =>
        group.items.map((item) => item.title),
      );
      expect(titles.filter((title) => !title.includes(term))).toEqual([]);
    }
  });

  it('the lists and the solution catalogue match the wildcard as a character too', async () => {
    const catalogue = await app.api.post('/api/solution-catalog/list', { search: '%' });
    expect(solutionTitlesOf(catalogue.body.data.items)).toEqual(['Uptime 99% Monitor']);
    const managerSolutions = await app.api.get(`/admin/api/solution/list?search=${search('_')}`, { token: manager });
    expect(solutionTitlesOf(managerSolutions.body.data.items)).toEqual(['snake_case Linter']);
    const cards = await app.api.get(`/admin/api/specialist/list-v2?search=${search('%')}`, { token: manager });
    expect(cards.body.data.items).toEqual([]);
    const countries = await app.api.get(`/api/country/list?search=${search('%')}`);
    expect(countries.body.data).toEqual([]);
  });
});
