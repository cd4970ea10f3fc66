import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/testApp';

/** Company cards of the personal area: each company sees its own, another company's answers 404, staff see all. */
describe('GET /api/agency/info/{id} and /api/client/info/{id}', () => {
  let app: TestApp;
  let demoAgency: string;
  let demoClient: string;
  let otherAgency: string;

  beforeAll(async () => {
    app = await startTestApp();
    const ids = Object.fromEntries(
      (await app.pool.query('select name, id from companies')).rows.map((r) => [r.name, r.id]),
    );
    demoAgency = ids['Demo Agency'];
    demoClient = ids['Demo Client'];
    otherAgency = (
      await app.pool.query(`insert into companies (type, name) values ('agency', 'Rival Agency') returning id`)
    ).rows[0].id;
  });
  afterAll(() => app.stop());

  it('a partner reads its own agency with the personal manager', async () => {
    const token = await app.login('agency@demo.test');
    const res = await app.api.get(`/api/agency/info/${demoAgency}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: demoAgency,
      name: 'Demo Agency',
      type: 'agency',
      personalManager: { email: 'manager@demo.test' },
    });
  });

  it('a partner asking for another agency gets 404, exactly as for an id that does not exist', async () => {
    const token = await app.login('agency@demo.test');
    const rival = await app.api.get(`/api/agency/info/${otherAgency}`, { token });
    const missing = await app.api.get('/api/agency/info/00000000-0000-4000-8000-000000000000', { token });
    expect(rival.status).toBe(404);
    expect(rival.body).toEqual(missing.body);
  });

  it('a client token cannot reach the partner path, and a partner cannot reach the client path: neither company is theirs (404)', async () => {
    const client = await app.login('client@demo.test');
    expect((await app.api.get(`/api/agency/info/${demoAgency}`, { token: client })).status).toBe(404);
    expect((await app.api.get(`/api/agency/info/${demoClient}`, { token: client })).status).toBe(404);
    expect(
      (
        await app.api.get(`/trpc/company.agencyInfo?input=${encodeURIComponent(JSON.stringify({ id: demoAgency }))}`, {
          token: client,
        })
      ).status,
    ).toBe(404);
    const partner = await app.login('agency@demo.test');
    expect((await app.api.get(`/api/client/info/${demoClient}`, { token: partner })).status).toBe(404);
  });

  it('a manager reads any company; a malformed id is a 400 with the field', async () => {
    const token = await app.login('manager@demo.test');
    expect((await app.api.get(`/api/agency/info/${otherAgency}`, { token })).body.data.name).toBe('Rival Agency');
    expect((await app.api.get(`/api/client/info/${demoClient}`, { token })).body.data.name).toBe('Demo Client');
    const bad = await app.api.get(`/api/agency/info/${'z'.repeat(500)}`, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('id');
  });

  it('a visitor without a token gets 401', async () => {
    expect((await app.api.get(`/api/agency/info/${demoAgency}`)).status).toBe(401);
  });
});
