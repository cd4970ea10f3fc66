import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { softPasskey } from '../../support/softAuthenticator';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

/**
 * Step-up over REST and tRPC on the real database: the sign-in counts as a proof for 5 minutes; after that the acts
 * that bind answer 403 auth.step_up_required until the session's person proves it is them again, by the password
 * where no second factor is enrolled, by a code or a passkey where one is (the password then is refused); a manager
 * acting as a user proves it is the manager; wrong answers count in the login throttle.
 */
describe('step-up before the acts that bind', () => {
  const clock = manualClock(new Date('2026-11-29T09:00:00Z'));
  let app: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    app = await startTestApp({ clock });
    for (const { email, id } of (await app.pool.query('select email, id from users')).rows) ids[email] = id;
  });
  afterAll(() => app.stop());

  const impersonate = (token: string, email = 'agency@demo.test') =>
    app.api.post('/admin/api/impersonation/start', { userId: ids[email] }, { token });
  const stop = (token: string) => app.api.post('/admin/api/impersonation/stop', {}, { token });
  const later = () => clock.advance(5 * 60_000 + 1_000);

  it('within 5 minutes of signing in the acts need nothing more; after, 403 auth.step_up_required until the password is typed again', async () => {
    const token = await app.login('manager@demo.test');
    expect((await impersonate(token)).status).toBe(200);
    expect((await stop(token)).status).toBe(200);

    later();
    const refused = await impersonate(token);
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([expect.objectContaining({ code: 'auth.step_up_required' })]);
    const trpcRefused = await app.api.post(
      '/trpc/identity.startImpersonation',
      { userId: ids['agency@demo.test'] },
      { token },
    );
    expect(trpcRefused.status).toBe(403);
    expect(JSON.stringify(trpcRefused.body)).toContain('auth.step_up_required');

    const methods = await app.api.get('/api/auth/step-up', { token });
    expect(methods.body.data).toEqual({ methods: ['password'], freshUntil: null });
    const wrong = await app.api.post('/api/auth/step-up', { password: 'not-the-password' }, { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([expect.objectContaining({ field: 'password' })]);
    const right = await app.api.post('/api/auth/step-up', { password: 'demopass1' }, { token });
    expect(right.status).toBe(200);
    expect(right.body.data.freshUntil).toBe(new Date(clock.now().getTime() + 5 * 60_000).toISOString());
    expect((await impersonate(token)).status).toBe(200);

    // Acting as the agency, the manager is the one who proves it: with the manager's password.
    later();
    expect((await app.api.post('/api/auth/step-up', { password: 'demopass1' }, { token })).status).toBe(200);
    expect((await stop(token)).status).toBe(200);
    const audit = await app.pool.query<{ details: { method: string } }>(
      `select details from audit_log where action = 'user.step_up' and actor_id = $1`,
      [ids['manager@demo.test']],
    );
    expect(audit.rows.map((r) => r.details.method)).toEqual(['password', 'password']);
  });

  it('with two-factor on, the password does not do: a code or a passkey does', async () => {
    const token = await app.login('manager@demo.test');
    const started = await app.api.post('/api/user/two-factor/totp', {}, { token });
    const totp = new TOTP({ secret: Secret.fromBase32(started.body.data.secret) });
    const codeNow = () => totp.generate({ timestamp: clock.now().getTime() });
    expect((await app.api.post('/api/user/two-factor/totp/confirm', { code: codeNow() }, { token })).status).toBe(200);
    const key = softPasskey(app.baseUrl);
    const options = await app.api.post('/api/user/two-factor/passkeys/options', {}, { token });
    const added = await app.api.post(
      '/api/user/two-factor/passkeys',
      { ceremony: options.body.data.ceremony, credential: key.register(options.body.data.options) },
      { token },
    );
    expect(added.status).toBe(200);

    later();
    expect((await app.api.get('/api/auth/step-up', { token })).body.data).toEqual({
      methods: ['totp', 'passkey'],
      freshUntil: null,
    });
    const password = await app.api.post('/api/auth/step-up', { password: 'demopass1' }, { token });
    expect(password.status).toBe(400);
    expect(password.body.errors).toEqual([expect.objectContaining({ code: 'auth.step_up_second_factor_required' })]);
    expect((await impersonate(token)).status).toBe(403);
    clock.advance(30_000);
    expect((await app.api.post('/api/auth/step-up', { code: codeNow() }, { token })).status).toBe(200);
    expect((await impersonate(token)).status).toBe(200);
    expect((await stop(token)).status).toBe(200);

    later();
    const ceremony = await app.api.post('/api/auth/step-up/passkey/options', {}, { token });
    expect(ceremony.status).toBe(200);
    const { ceremony: id, options: request } = ceremony.body.data;
    const answer = key.assert(request);
    expect((await app.api.post('/api/auth/step-up', { ceremony: id, credential: answer }, { token })).status).toBe(200);
    // The ceremony served once.
    expect((await app.api.post('/api/auth/step-up', { ceremony: id, credential: answer }, { token })).status).toBe(400);
    expect((await impersonate(token)).status).toBe(200);
    expect((await stop(token)).status).toBe(200);
  });

  it("an owner's change of a colleague's role and a client's payment details ask too; wrong answers are throttled", async () => {
    const token = await app.login('client@demo.test');
    later();
    const role = await app.api.post(
      '/api/company/employees/change-role',
      { id: ids['client@demo.test'], role: 'owner' },
      { token },
    );
    expect(role.status).toBe(403);
    expect(role.body.errors).toEqual([expect.objectContaining({ code: 'auth.step_up_required' })]);
    const payment = await app.api.post(
      '/api/client/payment-info/delete/',
      { id: '00000000-0000-4000-8000-000000000001' },
      { token },
    );
    expect(payment.status).toBe(403);

    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await app.api.post('/api/auth/step-up', { password: `wrong-${i}` }, { token })).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
