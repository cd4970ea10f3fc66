import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoClientRequests } from '../../../adapters/demo/demoClientRequests';
import { postgresIdentityStore } from '../../../adapters/postgres/identity/identityStore';
import { startTestApp, type TestApp } from '../../support/testApp';

/** The demo has open client requests of the demo client and one response of the demo agency, made through the use cases. */
describe('demo client requests', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { SEED_DEMO_CARDS: 'true' } });
  });
  afterAll(() => app.stop());

  it('three published requests of the demo client, one answered by the demo agency with two of its specialists', async () => {
    const list = (await app.api.get('/api/client-request/public-list')).body.data;
    expect(list.meta.total).toBe(3);
    const agency = await app.login('agency@demo.test');
    const responses = (await app.api.get('/api/agency/client-request-response/list', { token: agency })).body.data
      .items;
    expect(responses).toHaveLength(1);
    expect(responses[0].proposals).toHaveLength(2);
    const manager = await app.login('manager@demo.test');
    const history = (
      await app.api.get(`/admin/api/client-request/history/${responses[0].requestId}`, { token: manager })
    ).body.data.items;
    expect(history.map((e: { type: string; actor: { email: string } }) => [e.type, e.actor.email])).toEqual([
      ['ClientRequestPublished', 'manager@demo.test'],
      ['ClientRequestSentToModeration', 'client@demo.test'],
    ]);
  });

  it('runs once: a second start adds nothing', async () => {
    expect(
      await seedDemoClientRequests(app.pool, postgresIdentityStore(app.pool, app.boss), app.services.clientRequest),
    ).toBe(0);
  });
});
