import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, latestMailTo } from '../../support/mailbox';
import { manualClock } from '../../support/testClock';
import { startTestApp, type TestApp } from '../../support/testApp';

/** Registration, verification, login, profile, logout and password reset against the real database. */
describe('accounts', () => {
  const clock = manualClock(new Date());
  let app: TestApp;
  const context = { address: '10.0.0.1', userAgent: 'vitest' };

  beforeAll(async () => {
    app = await startTestApp({ clock });
  });
  afterAll(() => app.stop());

  const register = (email: string, companyType: 'agency' | 'client' = 'agency') =>
    app.services.identity.registerCompany({
      companyType,
      companyName: 'Northwind Staffing',
      firstName: 'Olga',
      lastName: 'Petrova',
      email,
      password: 'Str0ng!pass',
      acceptTerms: true,
    });

  it('registers an agency, mails a verification link that works once, then lets the user in', async () => {
    const registered = await register('olga@northwind.test');
    expect(registered.isOk()).toBe(true);

    const beforeVerification = await app.services.identity.logIn(
      { email: 'olga@northwind.test', password: 'Str0ng!pass' },
      context,
    );
    expect(beforeVerification._unsafeUnwrapErr().code).toBe('auth.email_not_verified');

    const mail = await latestMailTo(app.pool, 'olga@northwind.test');
    expect(mail?.subject).toBe('Confirm your e-mail');
    const [, , userId, code] = linkIn(mail!.text, '/verify-email/').split('/');
    expect((await app.services.identity.verifyEmail({ userId, code })).isOk()).toBe(true);
    expect((await app.services.identity.verifyEmail({ userId, code }))._unsafeUnwrapErr().code).toBe(
      'identity.verification_invalid',
    );

    const login = await app.services.identity.logIn({ email: 'OLGA@northwind.test', password: 'Str0ng!pass' }, context);
    const actor = await app.services.identity.authenticate((login._unsafeUnwrap() as { token: string }).token);
    expect(actor).toMatchObject({ role: 'partner', companyType: 'agency', emulatedBy: null });
    expect(actor?.scopes).toContain('specialist:manage-own');

    const profile = (await app.services.identity.getProfile(actor))._unsafeUnwrap();
    expect(profile).toMatchObject({
      name: 'Olga',
      surname: 'Petrova',
      companyName: 'Northwind Staffing',
      agencyId: actor?.companyId,
      clientId: null,
      isPlatformEmployee: false,
      isAuthEmulator: false,
    });
    expect(profile.personalManager?.email).toBe('manager@demo.test');
  });

  it('refuses a second account with the same e-mail, whatever its case, and writes nothing', async () => {
    await register('dup@northwind.test');
    const before = await app.pool.query('select count(*)::int as n from companies');
    const again = await register('DUP@northwind.test', 'client');
    expect(again._unsafeUnwrapErr()).toMatchObject({ kind: 'conflict', code: 'identity.email_taken' });
    const after = await app.pool.query('select count(*)::int as n from companies');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('stores only hashes: the password as argon2id, the token as a digest', async () => {
    const token = await app.login('client@demo.test');
    const { rows } = await app.pool.query(`select password_hash from users where email = 'client@demo.test'`);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const sessions = await app.pool.query('select token_hash from sessions where token_hash = $1', [token]);
    expect(sessions.rowCount).toBe(0);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
  });

  it('logs out: the token stops working at once', async () => {
    const token = await app.login('client@demo.test');
    const actor = await app.services.identity.authenticate(token);
    expect(actor).toMatchObject({ companyType: 'client', role: expect.any(String), emulatedBy: null });
    await app.services.identity.logOut(actor);
    expect(await app.services.identity.authenticate(token)).toBeNull();
  });

  it('ends a session after the idle timeout, and at its absolute lifetime however busy', async () => {
    const idle = await app.login('client@demo.test');
    clock.advance(app.config.session.idleMs + 1_000);
    expect(await app.services.identity.authenticate(idle)).toBeNull();

    const busy = await app.login('client@demo.test');
    const step = app.config.session.idleMs / 2;
    for (let elapsed = 0; elapsed < app.config.session.absoluteMs - step; elapsed += step) {
      clock.advance(step);
      expect(await app.services.identity.authenticate(busy)).toMatchObject({ companyType: 'client' });
    }
    clock.advance(step);
    expect(await app.services.identity.authenticate(busy)).toBeNull();
  });

  it('resets a forgotten password with a single-use link and ends every session', async () => {
    const oldToken = await app.login('agency@demo.test');
    expect((await app.services.identity.requestPasswordReset({ email: 'agency@demo.test' })).isOk()).toBe(true);
    const slug = linkIn((await latestMailTo(app.pool, 'agency@demo.test'))!.text, '/reset-password/').split('/')[2];

    expect((await app.services.identity.resetPassword({ slug, password: 'N3w-password' })).isOk()).toBe(true);
    expect(await app.services.identity.authenticate(oldToken)).toBeNull();
    expect((await app.services.identity.resetPassword({ slug, password: 'Other-pass1' }))._unsafeUnwrapErr().code).toBe(
      'identity.reset_link_used',
    );
    expect(
      (await app.services.identity.logIn({ email: 'agency@demo.test', password: 'demopass1' }, context)).isErr(),
    ).toBe(true);
    expect(
      (await app.services.identity.logIn({ email: 'agency@demo.test', password: 'N3w-password' }, context)).isOk(),
    ).toBe(true);
  });

  it('refuses an expired reset link', async () => {
    await app.services.identity.requestPasswordReset({ email: 'client@demo.test' });
    const slug = linkIn((await latestMailTo(app.pool, 'client@demo.test'))!.text, '/reset-password/').split('/')[2];
    clock.advance(61 * 60_000);
    expect(
      (await app.services.identity.resetPassword({ slug, password: 'N3w-password' }))._unsafeUnwrapErr().code,
    ).toBe('identity.reset_link_expired');
  });

  it('answers a reset request for an unknown e-mail the same way, and sends nothing', async () => {
    const result = await app.services.identity.requestPasswordReset({ email: 'nobody@nowhere.test' });
    expect(result._unsafeUnwrap()).toEqual({ sent: true });
    expect(await latestMailTo(app.pool, 'nobody@nowhere.test')).toBeNull();
  });

  it('changing the password ends the other sessions but keeps the current one', async () => {
    await register('change@northwind.test', 'client');
    await app.pool.query(`update users set status = 'active' where email = 'change@northwind.test'`);
    const here = (
      (
        await app.services.identity.logIn({ email: 'change@northwind.test', password: 'Str0ng!pass' }, context)
      )._unsafeUnwrap() as { token: string }
    ).token;
    const elsewhere = (
      (
        await app.services.identity.logIn({ email: 'change@northwind.test', password: 'Str0ng!pass' }, context)
      )._unsafeUnwrap() as { token: string }
    ).token;
    const actor = await app.services.identity.authenticate(here);
    const wrong = await app.services.identity.changePassword(actor, {
      currentPassword: 'nope-nope',
      newPassword: 'An0ther-pass',
    });
    expect(wrong._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', issues: [{ field: 'currentPassword' }] });
    expect(
      (
        await app.services.identity.changePassword(actor, {
          currentPassword: 'Str0ng!pass',
          newPassword: 'An0ther-pass',
        })
      ).isOk(),
    ).toBe(true);
    expect(await app.services.identity.authenticate(here)).toMatchObject({ userId: actor?.userId });
    expect(await app.services.identity.authenticate(elsewhere)).toBeNull();
  });
});
