import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSolutions } from '../../../adapters/demo/demoSolutions';
import { postgresIdentityStore } from '../../../adapters/postgres/identity/identityStore';
import { startTestApp, type TestApp } from '../../support/testApp';

/** `npm start` publishes the demo agency's solutions once, through the use cases, with generated logos and screenshots. */
describe('demo solutions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('are published once, with logos, screenshots and a history; a second start adds nothing', async () => {
    const seed = () =>
      seedDemoSolutions(app.pool, postgresIdentityStore(app.pool, app.boss), app.services.solution, app.services.files);
    expect(await seed()).toBe(7);
    expect(await seed()).toBe(0);

    const catalog = (await app.api.post('/api/solution-catalog/list', {})).body.data;
    expect(catalog.meta.total).toBe(7);
    const page = (await app.api.get(`/api/solution-catalog/info/${catalog.items[0].id}`)).body.data;
    expect(page.screens).toHaveLength(2);
    const logo = await app.api.raw(page.logo.url);
    expect([logo.status, logo.headers.get('content-type')]).toEqual([200, 'image/png']);

    const manager = await app.login('manager@demo.test');
    const history = (await app.api.get(`/admin/api/solution/history/${page.id}`, { token: manager })).body.data.items;
    expect(history.map((e: { type: string; actor: { email: string } }) => [e.type, e.actor.email])).toEqual([
      ['SolutionPublished', 'manager@demo.test'],
      ['SolutionSentToReview', 'agency@demo.test'],
    ]);
    const tree = (await app.api.get('/api/solution-categories/tree/')).body.data as {
      publishedSolutionsCount: number;
    }[];
    expect(tree.filter((c) => c.publishedSolutionsCount > 0).length).toBeGreaterThanOrEqual(7);
  });
});
