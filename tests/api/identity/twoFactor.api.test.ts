import { Secret, TOTP, URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

/**
 * Two-factor sign-in over REST and tRPC, with codes computed by the real `otpauth` library as an authenticator app
 * would: enrolment, confirmation, the login's challenge, wrong codes, replays, recovery codes and throttling.
 */
describe('two-factor sign-in (TOTP)', () => {
  const clock = manualClock(new Date('2026-11-29T09:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ clock });
  });
  afterAll(() => app.stop());

  const codeNow = (secret: string, offsetSteps = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({
      timestamp: clock.now().getTime() + offsetSteps * 30_000,
    });
  const nextStep = () => clock.advance(30_000);

  /** Turns two-factor on for a demo user; answers the secret and the recovery codes. */
  const enrol = async (email: string) => {
    const token = await app.login(email);
    const started = await app.api.post('/api/user/two-factor/totp', {}, { token });
    expect(started.status).toBe(200);
    const { secret, url } = started.body.data as { secret: string; url: string };
    const confirmed = await app.api.post('/api/user/two-factor/totp/confirm', { code: codeNow(secret) }, { token });
    expect(confirmed.status).toBe(200);
    return { token, secret, url, recoveryCodes: confirmed.body.data.recoveryCodes as string[] };
  };

  const challengeFor = async (email: string) => {
    const res = await app.api.post('/api/auth/login', { email, password: 'demopass1' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      twoFactorRequired: true,
      challenge: expect.stringMatching(/^[\w-]{43}$/),
      methods: ['totp'],
    });
    expect(res.body.data.token).toBeUndefined();
    return res.body.data.challenge as string;
  };

  it('enrolment answers a secret and an otpauth:// address an authenticator app reads; pending until a code confirms it', async () => {
    const token = await app.login('client@demo.test');
    expect((await app.api.post('/api/user/two-factor/totp', {})).status).toBe(401);
    const started = await app.api.post('/api/user/two-factor/totp', {}, { token });
    expect(started.status).toBe(200);
    const { secret, url } = started.body.data;
    const parsed = URI.parse(url) as TOTP;
    expect(parsed.secret.base32).toBe(secret);
    expect(parsed.label).toBe('client@demo.test');
    expect(parsed.digits).toBe(6);
    expect(parsed.period).toBe(30);

    // Pending: the password alone still signs in.
    expect(
      (await app.api.post('/api/auth/login', { email: 'client@demo.test', password: 'demopass1' })).body.data,
    ).toEqual({ token: expect.any(String) });
    const wrong = await app.api.post('/api/user/two-factor/totp/confirm', { code: '000000' }, { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([expect.objectContaining({ field: 'code' })]);
    const missing = await app.api.post('/api/user/two-factor/totp/confirm', {}, { token });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual(['code']);

    const confirmed = await app.api.post('/api/user/two-factor/totp/confirm', { code: codeNow(secret) }, { token });
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);

    // Once on, the secret is never answered again.
    const again = await app.api.post('/api/user/two-factor/totp', {}, { token });
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).not.toContain(secret);
    const stored = await app.pool.query<{ code_hash: string }>(
      'select code_hash from user_recovery_codes r join users u on u.id = r.user_id where u.email = $1',
      ['client@demo.test'],
    );
    expect(stored.rows).toHaveLength(10);
    for (const row of stored.rows) expect(codes.map((c) => c.replace('-', ''))).not.toContain(row.code_hash);
  });

  it('login gives a challenge; a wrong code is 400 on the field; the right one gives a token; the same code again is refused', async () => {
    const { rows } = await app.pool.query<{ secret: string }>(
      "select secret from user_totp t join users u on u.id = t.user_id where u.email = 'client@demo.test'",
    );
    const secret = rows[0]!.secret;
    nextStep();
    const challenge = await challengeFor('client@demo.test');

    const wrong = await app.api.post('/api/auth/login/two-factor', { challenge, code: '123456' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([expect.objectContaining({ field: 'code' })]);
    const noChallenge = await app.api.post('/api/auth/login/two-factor', { code: codeNow(secret) });
    expect(noChallenge.status).toBe(400);
    expect(noChallenge.body.errors.map((e: { field: string }) => e.field)).toEqual(['challenge']);
    const forged = await app.api.post('/api/auth/login/two-factor', {
      challenge: 'x'.repeat(43),
      code: codeNow(secret),
    });
    expect(forged.status).toBe(401);

    const code = codeNow(secret);
    const right = await app.api.post('/api/auth/login/two-factor', { challenge, code });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ success: true, data: { token: expect.stringMatching(/^[\w-]{43}$/) } });
    const profile = await app.api.get('/api/user/profile', { token: right.body.data.token });
    expect(profile.body.data.email).toBe('client@demo.test');

    // The challenge is used, and the code is used: neither works again, even together with a fresh challenge.
    expect((await app.api.post('/api/auth/login/two-factor', { challenge, code: codeNow(secret, 1) })).status).toBe(
      401,
    );
    const fresh = await challengeFor('client@demo.test');
    const replay = await app.api.post('/api/auth/login/two-factor', { challenge: fresh, code });
    expect(replay.status).toBe(400);
    expect(replay.body.errors[0].field).toBe('code');
    // The previous step's code is older than the one used: refused as well; the next step's code is good.
    expect(
      (await app.api.post('/api/auth/login/two-factor', { challenge: fresh, code: codeNow(secret, -1) })).status,
    ).toBe(400);
    expect(
      (await app.api.post('/api/auth/login/two-factor', { challenge: fresh, code: codeNow(secret, 1) })).status,
    ).toBe(200);
  });

  it('a challenge expires after 5 minutes', async () => {
    const { rows } = await app.pool.query<{ secret: string }>(
      "select secret from user_totp t join users u on u.id = t.user_id where u.email = 'client@demo.test'",
    );
    const challenge = await challengeFor('client@demo.test');
    clock.advance(5 * 60_000 + 1000);
    const late = await app.api.post('/api/auth/login/two-factor', { challenge, code: codeNow(rows[0]!.secret) });
    expect(late.status).toBe(401);
    expect(late.body.exception.code).toBe('auth.two_factor_challenge_invalid');
  });

  it('a recovery code signs in once, typed in any case and grouping', async () => {
    const { recoveryCodes } = await enrol('manager@demo.test');
    const [first, second] = recoveryCodes as [string, string];
    const challenge = await challengeFor('manager@demo.test');
    const used = await app.api.post('/api/auth/login/two-factor', { challenge, code: first.toUpperCase() });
    expect(used.status).toBe(200);
    expect(used.body.data.token).toEqual(expect.any(String));

    const again = await challengeFor('manager@demo.test');
    const reused = await app.api.post('/api/auth/login/two-factor', { challenge: again, code: first });
    expect(reused.status).toBe(400);
    expect(reused.body.errors[0].field).toBe('code');
    const other = await app.api.post('/api/auth/login/two-factor', {
      challenge: again,
      code: second.replace('-', ' '),
    });
    expect(other.status).toBe(200);
  });

  it('the tRPC procedures do the same', async () => {
    const token = await app.login('agency@demo.test');
    const started = await app.api.post('/trpc/identity.startTotpEnrolment', {}, { token });
    expect(started.status).toBe(200);
    const { secret } = started.body.result.data;
    const confirmed = await app.api.post('/trpc/identity.confirmTotp', { code: codeNow(secret) }, { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.result.data.recoveryCodes).toHaveLength(10);
    nextStep();
    const login = await app.api.post('/trpc/identity.login', { email: 'agency@demo.test', password: 'demopass1' });
    expect(login.body.result.data).toEqual({
      twoFactorRequired: true,
      challenge: expect.any(String),
      methods: ['totp'],
    });
    const done = await app.api.post('/trpc/identity.loginTwoFactor', {
      challenge: login.body.result.data.challenge,
      code: codeNow(secret),
    });
    expect(done.status).toBe(200);
    expect(done.body.result.data).toEqual({ token: expect.any(String) });
  });

  it('wrong codes count as failed logins: the throttle refuses with 429, even the right code, until the window passes', async () => {
    const { rows } = await app.pool.query<{ secret: string }>(
      "select secret from user_totp t join users u on u.id = t.user_id where u.email = 'client@demo.test'",
    );
    const secret = rows[0]!.secret;
    nextStep();
    const challenge = await challengeFor('client@demo.test');
    const wrongCode = () => String((Number(codeNow(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await app.api.post('/api/auth/login/two-factor', { challenge, code: wrongCode() })).status);
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);

    const right = await app.api.post('/api/auth/login/two-factor', { challenge, code: codeNow(secret) });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    // The password step shares the count: guessing codes cannot go on through fresh challenges.
    expect((await app.api.post('/api/auth/login', { email: 'client@demo.test', password: 'demopass1' })).status).toBe(
      429,
    );

    clock.advance(15 * 60_000 + 1000);
    const later = await challengeFor('client@demo.test');
    expect((await app.api.post('/api/auth/login/two-factor', { challenge: later, code: codeNow(secret) })).status).toBe(
      200,
    );
  });
});

/** The profile's side of two-factor after it is on: its state, new recovery codes, and turning it off. */
describe('two-factor sign-in, once on', () => {
  const clock = manualClock(new Date('2026-11-29T09:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ clock });
  });
  afterAll(() => app.stop());

  const codeNow = (secret: string) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.now().getTime() });
  const nextStep = () => clock.advance(30_000);
  const passwordLogin = () => app.api.post('/api/auth/login', { email: 'agency@demo.test', password: 'demopass1' });

  it('the state says off, then on since the confirmation with ten codes left; renewing needs a code and ends the old codes; turning off needs a code, and then the password alone signs in', async () => {
    const token = await app.login('agency@demo.test');
    const state = async () => (await app.api.get('/api/user/two-factor', { token })).body.data;
    expect(await state()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    // Neither is possible while it is off.
    expect((await app.api.post('/api/user/two-factor/totp/disable', { code: '123456' }, { token })).status).toBe(409);
    expect((await app.api.post('/api/user/two-factor/recovery-codes', { code: '123456' }, { token })).status).toBe(409);

    // A change of how the user signs in ends their sessions elsewhere, as a password change does.
    const elsewhere = await app.login('agency@demo.test');
    const { secret } = (await app.api.post('/api/user/two-factor/totp', {}, { token })).body.data;
    const confirmed = await app.api.post('/api/user/two-factor/totp/confirm', { code: codeNow(secret) }, { token });
    const oldCodes = confirmed.body.data.recoveryCodes as string[];
    expect((await app.api.get('/api/user/profile', { token: elsewhere })).status).toBe(401);
    expect((await app.api.get('/api/user/profile', { token })).status).toBe(200);
    expect(await state()).toEqual({ enabled: true, enabledAt: clock.now().toISOString(), recoveryCodesLeft: 10 });
    expect(JSON.stringify(await state())).not.toContain(secret);

    // Renewing: a wrong code or the code just used is refused on the field; a recovery code is spent by it.
    const wrong = await app.api.post('/api/user/two-factor/recovery-codes', { code: '000000' }, { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].field).toBe('code');
    const replay = await app.api.post('/api/user/two-factor/recovery-codes', { code: codeNow(secret) }, { token });
    expect(replay.status).toBe(400);
    const renewed = await app.api.post('/api/user/two-factor/recovery-codes', { code: oldCodes[0] }, { token });
    expect(renewed.status).toBe(200);
    const newCodes = renewed.body.data.recoveryCodes as string[];
    expect(newCodes).toHaveLength(10);
    expect(newCodes.filter((code) => oldCodes.includes(code))).toEqual([]);
    expect((await state()).recoveryCodesLeft).toBe(10);

    // An old code no longer signs in; a new one does.
    const challenge = (await passwordLogin()).body.data.challenge;
    expect((await app.api.post('/api/auth/login/two-factor', { challenge, code: oldCodes[1] })).status).toBe(400);
    expect((await app.api.post('/api/auth/login/two-factor', { challenge, code: newCodes[0] })).status).toBe(200);
    expect((await state()).recoveryCodesLeft).toBe(9);

    // A manager acting as the agency reads its state but cannot turn it off, even with a good code.
    const manager = await app.login('manager@demo.test');
    const { rows } = await app.pool.query<{ id: string }>("select id from users where email = 'agency@demo.test'");
    const acting = await app.api.post('/admin/api/impersonation/start', { userId: rows[0]!.id }, { token: manager });
    expect(acting.status).toBe(200);
    expect((await app.api.get('/api/user/two-factor', { token: manager })).body.data.enabled).toBe(true);
    nextStep();
    const refused = await app.api.post(
      '/api/user/two-factor/totp/disable',
      { code: codeNow(secret) },
      { token: manager },
    );
    expect(refused.status).toBe(403);
    expect((await state()).enabled).toBe(true);

    const signedInAfter = (
      await app.api.post('/api/auth/login/two-factor', {
        challenge: (await passwordLogin()).body.data.challenge,
        code: newCodes[1],
      })
    ).body.data.token as string;
    nextStep();
    const off = await app.api.post('/api/user/two-factor/totp/disable', { code: codeNow(secret) }, { token });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ enabled: false });
    expect((await app.api.get('/api/user/profile', { token: signedInAfter })).status).toBe(401);
    expect(await state()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect((await passwordLogin()).body.data).toEqual({ token: expect.any(String) });
    const audit = await app.pool.query<{ action: string }>(
      `select action from audit_log a join users u on u.id = a.subject_id where u.email = 'agency@demo.test' order by a.at`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['user.two_factor_enabled', 'user.recovery_codes_renewed', 'user.two_factor_disabled']),
    );
  });
});
