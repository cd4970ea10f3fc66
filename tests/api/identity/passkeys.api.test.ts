import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { softPasskey, type SoftPasskey } from '../../support/softAuthenticator';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

/**
 * Passkeys over REST and tRPC against the real relying party (@simplewebauthn/server) and PostgreSQL, answered by a
 * software authenticator written from the WebAuthn specification: several named passkeys, the login's second step,
 * a sign-in without a password, removal, and the refusals (a used or expired ceremony, another origin, a cloned key's
 * counter, another user's passkey) with the login throttle counting them.
 */
describe('passkeys', () => {
  const clock = manualClock(new Date('2026-11-29T09:00:00Z'));
  let app: TestApp;
  /** Sessions opened before any passkey: once one is added, the password alone no longer answers a token. */
  let tokens: { client: string; agency: string; manager: string };
  beforeAll(async () => {
    app = await startTestApp({ clock });
    tokens = await app.demoTokens();
  });
  afterAll(() => app.stop());

  const remove = (id: string, token: string) =>
    app.api.raw(`/api/user/two-factor/passkeys/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });

  /** Registers a software passkey for the signed-in user of `token`. */
  const register = async (token: string, name?: string, key: SoftPasskey = softPasskey(app.baseUrl)) => {
    const started = await app.api.post('/api/user/two-factor/passkeys/options', {}, { token });
    expect(started.status).toBe(200);
    const { ceremony, options } = started.body.data;
    const added = await app.api.post(
      '/api/user/two-factor/passkeys',
      { ceremony, name, credential: key.register(options) },
      { token },
    );
    expect(added.status).toBe(200);
    return { key, passkey: added.body.data as { id: string; name: string } };
  };

  const signInOptions = async (challenge?: string) => {
    const res = await app.api.post('/api/auth/login/passkey/options', challenge ? { challenge } : {});
    expect(res.status).toBe(200);
    return res.body.data as { ceremony: string; options: Record<string, any> };
  };

  const signIn = (ceremony: string, credential: unknown) =>
    app.api.post('/api/auth/login/passkey', { ceremony, credential });

  it('registers several named passkeys, lists them without keys, and signs in with one without a password', async () => {
    const token = tokens.client;
    expect((await app.api.post('/api/user/two-factor/passkeys/options', {})).status).toBe(401);
    const started = await app.api.post('/api/user/two-factor/passkeys/options', {}, { token });
    const options = started.body.data.options;
    expect(options.rp).toEqual({ id: '127.0.0.1', name: expect.any(String) });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required' });
    expect(options.user.name).toBe('client@demo.test');

    const phone = await register(token, '  My   phone ');
    expect(phone.passkey.name).toBe('My phone');
    const laptop = await register(token);
    expect(laptop.passkey.name).toMatch(/^Passkey on /);

    // The first one is excluded from the second registration, so one authenticator is not registered twice.
    const third = await app.api.post('/api/user/two-factor/passkeys/options', {}, { token });
    expect(third.body.data.options.excludeCredentials.map((c: { id: string }) => c.id).sort()).toEqual(
      [phone.key.credentialId, laptop.key.credentialId].sort(),
    );

    const listed = await app.api.get('/api/user/two-factor/passkeys', { token });
    expect(listed.status).toBe(200);
    expect(listed.body.data.items).toHaveLength(2);
    expect(listed.body.data.items).toEqual(
      expect.arrayContaining([
        { id: phone.passkey.id, name: 'My phone', createdAt: expect.any(String), lastUsedAt: null, backedUp: false },
        expect.objectContaining({ id: laptop.passkey.id }),
      ]),
    );
    expect(JSON.stringify(listed.body)).not.toContain(phone.key.credentialId);

    // Sign-in without a password: nothing names the user, the passkey does.
    const { ceremony, options: request } = await signInOptions();
    expect(request.allowCredentials).toEqual([]);
    expect(request.userVerification).toBe('required');
    const signedIn = await signIn(ceremony, phone.key.assert(request));
    expect(signedIn.status).toBe(200);
    const profile = await app.api.get('/api/user/profile', { token: signedIn.body.data.token });
    expect(profile.body.data.email).toBe('client@demo.test');
    const used = await app.pool.query<{ sign_count: string; last_used_at: Date | null }>(
      'select sign_count, last_used_at from user_passkeys where id = $1',
      [phone.passkey.id],
    );
    expect(used.rows.map((r) => [Number(r.sign_count), r.last_used_at])).toEqual([[1, expect.any(Date)]]);
  });

  it('refuses a used ceremony, another origin, a person not verified, a cloned counter and an expired ceremony', async () => {
    const { key } = await register(tokens.agency, 'Key');

    const first = await signInOptions();
    const answer = key.assert(first.options);
    expect((await signIn(first.ceremony, answer)).status).toBe(200);
    // The same answer again: the ceremony served once.
    const replay = await signIn(first.ceremony, answer);
    expect(replay.status).toBe(400);
    expect(replay.body.errors).toEqual([expect.objectContaining({ field: 'ceremony' })]);

    const phishing = await signInOptions();
    const elsewhere = await signIn(phishing.ceremony, key.assert(phishing.options, { origin: 'https://evil.test' }));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors).toEqual([
      expect.objectContaining({ field: 'credential', code: 'auth.passkey_invalid' }),
    ]);

    const notVerified = await signInOptions();
    expect((await signIn(notVerified.ceremony, key.assert(notVerified.options, { verified: false }))).status).toBe(400);

    // A clone answers with a count the server has seen already.
    const stored = Number(
      (
        await app.pool.query<{ sign_count: string }>('select sign_count from user_passkeys where credential_id = $1', [
          key.credentialId,
        ])
      ).rows[0]?.sign_count,
    );
    const cloned = await signInOptions();
    expect((await signIn(cloned.ceremony, key.assert(cloned.options, { count: stored }))).status).toBe(400);

    const late = await signInOptions();
    clock.advance(5 * 60_000 + 1_000);
    expect((await signIn(late.ceremony, key.assert(late.options))).status).toBe(400);
    const fresh = await signInOptions();
    expect((await signIn(fresh.ceremony, key.assert(fresh.options))).status).toBe(200);
  });

  it('a passkey answers the login challenge a password earns; another user’s passkey does not', async () => {
    const { key } = await register(tokens.manager, 'Laptop');
    const stranger = softPasskey(app.baseUrl);
    await register(tokens.client, 'Other', stranger);

    const login = await app.api.post('/api/auth/login', { email: 'manager@demo.test', password: 'demopass1' });
    expect(login.status).toBe(200);
    expect(login.body.data).toEqual({ twoFactorRequired: true, challenge: expect.any(String), methods: ['passkey'] });
    const { challenge } = login.body.data;

    // A code cannot answer: the manager has no authenticator app.
    const code = await app.api.post('/api/auth/login/two-factor', { challenge, code: '123456' });
    expect(code.status).toBe(400);

    const wrongUser = await signInOptions(challenge);
    expect(wrongUser.options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([key.credentialId]);
    expect((await signIn(wrongUser.ceremony, stranger.assert(wrongUser.options))).status).toBe(400);

    const second = await signInOptions(challenge);
    const done = await signIn(second.ceremony, key.assert(second.options));
    expect(done.status).toBe(200);
    expect((await app.api.get('/api/user/profile', { token: done.body.data.token })).body.data.email).toBe(
      'manager@demo.test',
    );
    // The challenge served once.
    const again = await app.api.post('/api/auth/login/passkey/options', { challenge });
    expect([200, 401]).toContain(again.status);
    if (again.status === 200) {
      const reused = await signIn(again.body.data.ceremony, key.assert(again.body.data.options));
      expect(reused.status).toBe(401);
    }
  });

  it('removing the passkeys ends the other sessions and the password alone signs in again; over tRPC too', async () => {
    const email = 'agency@demo.test';
    const token = tokens.agency;
    const first = await app.api.post('/api/auth/login', { email, password: 'demopass1' });
    expect(first.body.data.methods).toEqual(['passkey']);
    const listed = await app.api.get('/api/user/two-factor/passkeys', { token });
    const other = await app.api.post('/api/auth/login/passkey/options', {});
    expect(other.status).toBe(200);

    const trpcList = await app.api.get('/trpc/identity.passkeys', { token });
    expect(trpcList.body.result.data.items).toHaveLength(listed.body.data.items.length);

    for (const item of listed.body.data.items as { id: string }[])
      expect((await remove(item.id, token)).status).toBe(200);
    expect((await remove(listed.body.data.items[0].id, token)).status).toBe(404);
    expect((await app.api.get('/api/user/two-factor/passkeys', { token })).body.data.items).toEqual([]);
    const alone = await app.api.post('/api/auth/login', { email, password: 'demopass1' });
    expect(alone.body.data).toEqual({ token: expect.any(String) });
    const audit = await app.pool.query<{ action: string }>(
      `select action from audit_log a join users u on u.id = a.subject_id where u.email = $1 and action like 'user.passkey%'`,
      [email],
    );
    expect(audit.rows.map((r) => r.action).sort()).toEqual(['user.passkey_added', 'user.passkey_removed']);
  });

  it('refused passkey answers count as failed logins: the throttle refuses the tenth', async () => {
    const { key } = await register(tokens.client, 'Throttled');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const { ceremony, options } = await signInOptions();
      statuses.push((await signIn(ceremony, key.assert(options, { origin: 'https://evil.test' }))).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
