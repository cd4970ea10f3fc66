import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/testApp';

const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Where a user is signed in: each live session named by device and address, ending one, or all the others. */
describe('the own sessions over REST and tRPC', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => app.stop());

  const logInFrom = async (userAgent: string, address: string) => {
    const res = await app.api.post(
      '/api/auth/login',
      { email: 'client@demo.test', password: 'demopass1' },
      { headers: { 'user-agent': userAgent, 'x-forwarded-for': address } },
    );
    expect(res.status).toBe(200);
    return res.body.data.token as string;
  };

  it('lists the sessions, the asking one first, named by device and address; ends one, then all the others; each ended token stops working at once', async () => {
    const laptop = await logInFrom(firefoxOnLinux, '198.51.100.7');
    const phone = await logInFrom(safariOnIphone, '203.0.113.9');
    const third = await logInFrom('curl/8.5.0', '192.0.2.1');

    const listed = await app.api.get('/api/user/sessions', { token: laptop });
    expect(listed.status).toBe(200);
    const items = listed.body.data.items as { id: string; current: boolean; device: string; address: string }[];
    expect(items[0]).toMatchObject({ current: true, device: 'Firefox on Linux', address: '198.51.100.7' });
    expect(items.filter((s) => s.current)).toHaveLength(1);
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ current: false, device: 'Safari on iPhone', address: '203.0.113.9' }),
        expect.objectContaining({ current: false, device: 'A program: curl', address: '192.0.2.1' }),
      ]),
    );
    expect(JSON.stringify(listed.body)).not.toMatch(/token/i);

    // The lost phone: ended by its id, its token answers 401 on the next call.
    const phoneSession = items.find((s) => s.device === 'Safari on iPhone')!;
    expect((await app.api.get('/api/user/profile', { token: phone })).status).toBe(200);
    const ended = await app.api.post('/api/user/sessions/end', { id: phoneSession.id }, { token: laptop });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toEqual({ ended: 1 });
    expect((await app.api.get('/api/user/profile', { token: phone })).status).toBe(401);
    expect((await app.api.post('/api/user/sessions/end', { id: phoneSession.id }, { token: laptop })).status).toBe(404);

    // All the others: the asking session stays.
    const others = await app.api.post('/trpc/identity.endSessions', { allOthers: true }, { token: laptop });
    expect(others.status).toBe(200);
    expect(others.body.result.data.ended).toBeGreaterThanOrEqual(1);
    expect((await app.api.get('/api/user/profile', { token: third })).status).toBe(401);
    expect((await app.api.get('/api/user/profile', { token: laptop })).status).toBe(200);
    const left = await app.api.get('/trpc/identity.sessions', { token: laptop });
    expect(left.body.result.data.items).toEqual([expect.objectContaining({ current: true })]);

    const audit = await app.pool.query<{ action: string }>(
      `select action from audit_log a join users u on u.id = a.subject_id where u.email = 'client@demo.test'
        and action like 'user.%session%' order by a.id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['user.session_ended', 'user.other_sessions_ended']);
  });

  it("another user's session is unknown (404), and ending it changes nothing", async () => {
    const agency = await app.login('agency@demo.test');
    const client = await logInFrom(firefoxOnLinux, '198.51.100.8');
    const clientSession = (await app.api.get('/api/user/sessions', { token: client })).body.data.items[0].id;
    const refused = await app.api.post('/api/user/sessions/end', { id: clientSession }, { token: agency });
    expect(refused.status).toBe(404);
    expect((await app.api.get('/api/user/profile', { token: client })).status).toBe(200);
  });

  it('bad input names the field: neither or both of id and allOthers, an id that is not one', async () => {
    const token = await app.login('agency@demo.test');
    for (const body of [{}, { id: '00000000-0000-4000-8000-000000000001', allOthers: true }, { id: 'x' }]) {
      const res = await app.api.post('/api/user/sessions/end', body, { token });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain('id');
    }
    expect((await app.api.get('/api/user/sessions')).status).toBe(401);
  });

  it("a manager acting as a user sees none of that user's sessions and ends none", async () => {
    const manager = await app.login('manager@demo.test');
    const { rows } = await app.pool.query<{ id: string }>("select id from users where email = 'agency@demo.test'");
    expect(
      (await app.api.post('/admin/api/impersonation/start', { userId: rows[0]!.id }, { token: manager })).status,
    ).toBe(200);
    expect((await app.api.get('/api/user/sessions', { token: manager })).status).toBe(403);
    expect((await app.api.post('/api/user/sessions/end', { allOthers: true }, { token: manager })).status).toBe(403);
  });
});
