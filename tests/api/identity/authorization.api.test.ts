import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/testApp';

/** Who may call what: checked over both transports, so neither can be a back door. */
describe('authorization over REST and tRPC', () => {
  let app: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    app = await startTestApp();
    for (const { email, id } of (await app.pool.query('select email, id from users')).rows) ids[email] = id;
  });
  afterAll(() => app.stop());

  const trpc = (procedure: string, token: string, input?: unknown, kind: 'query' | 'mutation' = 'mutation') =>
    kind === 'query'
      ? app.api.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input ?? {}))}`, { token })
      : app.api.post(`/trpc/${procedure}`, input ?? {}, { token });

  it('a client or partner token cannot reach manager procedures, over either transport', async () => {
    for (const email of ['client@demo.test', 'agency@demo.test']) {
      const token = await app.login(email);
      expect(
        (await app.api.post('/admin/api/impersonation/start', { userId: ids['agency@demo.test'] }, { token })).status,
      ).toBe(403);
      expect((await app.api.get('/admin/api/impersonation/candidates', { token })).status).toBe(403);
      const viaTrpc = await trpc('identity.startImpersonation', token, { userId: ids['client@demo.test'] });
      expect(viaTrpc.status).toBe(403);
      expect(viaTrpc.body.error.data.appCode).toBe('auth.forbidden');
    }
  });

  it('a manager impersonates over REST; the profile says who acts; stop returns', async () => {
    const token = await app.login('manager@demo.test');
    const start = await app.api.post('/admin/api/impersonation/start', { userId: ids['agency@demo.test'] }, { token });
    expect(start.status).toBe(200);
    const profile = await app.api.get('/api/user/profile', { token });
    expect(profile.body.data).toMatchObject({
      name: 'Alex',
      isAuthEmulator: true,
      emulatedBy: { email: 'manager@demo.test' },
      isPlatformEmployee: false,
    });
    expect((await app.api.post('/admin/api/impersonation/stop', {}, { token })).status).toBe(200);
    expect((await app.api.get('/api/user/profile', { token })).body.data).toMatchObject({
      name: 'Maria',
      isAuthEmulator: false,
      isPlatformEmployee: true,
    });
  });

  it('impersonation input is checked: bad and unknown ids answer 400 and 404', async () => {
    const token = await app.login('manager@demo.test');
    const bad = await app.api.post('/admin/api/impersonation/start', { userId: 'nope' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('userId');
    expect(
      (
        await app.api.post(
          '/admin/api/impersonation/start',
          { userId: '00000000-0000-4000-8000-000000000000' },
          { token },
        )
      ).status,
    ).toBe(404);
  });

  it('tRPC maps validation errors to field issues and unauthenticated calls to 401', async () => {
    const invalid = await app.api.post('/trpc/identity.login', { email: '', password: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.data.issues.map((i: { field: string }) => i.field).sort()).toEqual(['email', 'password']);
    const anonymous = await app.api.get('/trpc/identity.profile');
    expect(anonymous.status).toBe(401);
  });
});
