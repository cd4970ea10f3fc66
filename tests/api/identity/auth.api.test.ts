import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, latestMailTo } from '../../support/mailbox';
import { startTestApp, type TestApp } from '../../support/testApp';
import { captchaSolution } from '../../support/captcha';

/** The identity REST paths as a black-box contract: envelope, statuses, field errors, never a 500. */
describe('REST identity paths', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('POST /api/auth/login returns a token in the envelope', async () => {
    const res = await app.api.post('/api/auth/login', { email: 'client@demo.test', password: 'demopass1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { token: expect.stringMatching(/^[\w-]{43}$/) } });
  });

  it('answers a wrong password and an unknown e-mail with the same 401 message', async () => {
    const wrong = await app.api.post('/api/auth/login', { email: 'client@demo.test', password: 'not-the-password' });
    const unknown = await app.api.post('/api/auth/login', { email: 'ghost@demo.test', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ success: false, exception: { message: 'Wrong e-mail or password' } });
  });

  it.each([
    ['missing fields', {}, ['email', 'password']],
    ['wrong types', { email: 42, password: ['x'] }, ['email', 'password']],
    ['a huge password', { email: 'a@b.test', password: 'x'.repeat(5000) }, ['password']],
  ])('login with %s answers 400 with field errors', async (_, body, fields) => {
    const res = await app.api.post('/api/auth/login', body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(fields);
  });

  it('refuses a body that is not JSON, or too large, with a clear error', async () => {
    const broken = await app.api.post('/api/auth/login', '{"email":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0].code).toBe('request.invalid_json');
    const huge = await app.api.post('/api/auth/registration', { companyName: 'x'.repeat(2_000_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.success).toBe(false);
  });

  it('GET /api/user/profile needs a token and returns the user as the seeds list', async () => {
    expect((await app.api.get('/api/user/profile')).status).toBe(401);
    expect((await app.api.get('/api/user/profile', { token: 'not-a-real-token-at-all-123456' })).status).toBe(401);
    const token = await app.login('agency@demo.test');
    const res = await app.api.get('/api/user/profile', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: expect.any(String),
      name: 'Alex',
      surname: 'Archer',
      avatar: null,
      status: 'active',
      agencyId: expect.any(String),
      clientId: null,
      isPlatformEmployee: false,
      scope: expect.arrayContaining(['specialist:manage-own']),
      showModalTaC: false,
      isAuthEmulator: false,
      personalManager: { email: 'manager@demo.test', name: 'Maria', surname: 'Manning' },
    });
  });

  it('registration: bad input gets every field error; a good one sends the verification link; the link works once', async () => {
    const bad = await app.api.post('/api/auth/registration', {
      companyType: 'bank',
      companyName: '',
      firstName: 'R2D2',
      lastName: 'x'.repeat(51),
      email: 'not-mail',
      password: 'short',
      acceptTerms: false,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'acceptTerms',
      'companyName',
      'companyType',
      'email',
      'firstName',
      'lastName',
      'password',
    ]);

    const good = await app.api.post('/api/auth/registration', {
      companyType: 'client',
      companyName: 'Acme Retail',
      firstName: 'Ivy',
      lastName: 'Stone',
      email: 'ivy@acme.test',
      password: 'ivy-pass-2026',
      acceptTerms: true,
      captcha: await captchaSolution(app, 'registration'),
    });
    expect(good.status).toBe(200);
    const again = await app.api.post('/api/auth/registration', {
      companyType: 'client',
      companyName: 'Acme Two',
      firstName: 'Ivy',
      lastName: 'Stone',
      email: 'ivy@acme.test',
      password: 'ivy-pass-2026',
      acceptTerms: true,
      captcha: await captchaSolution(app, 'registration'),
    });
    expect(again.status).toBe(409);

    const link = linkIn((await latestMailTo(app.pool, 'ivy@acme.test'))!.text, '/verify-email/');
    expect((await app.api.post(`/api/auth${link}`)).status).toBe(200);
    expect((await app.api.post(`/api/auth${link}`)).status).toBe(422);
    expect((await app.api.post('/api/auth/verify-email/not-a-uuid/short')).status).toBe(422);
    expect((await app.api.post('/api/auth/login', { email: 'ivy@acme.test', password: 'ivy-pass-2026' })).status).toBe(
      200,
    );
  });

  it('logout revokes the token', async () => {
    const token = await app.login('client@demo.test');
    expect((await app.api.post('/api/auth/logout', {}, { token })).status).toBe(200);
    expect((await app.api.get('/api/user/profile', { token })).status).toBe(401);
    expect((await app.api.post('/api/auth/logout', {}, { token })).status).toBe(401);
  });

  it('forgot and reset password, with field errors for a weak password', async () => {
    expect((await app.api.post('/api/auth/forgot-password', { email: 'nope' })).status).toBe(400);
    expect(
      (
        await app.api.post('/api/auth/forgot-password', {
          email: 'client@demo.test',
          captcha: await captchaSolution(app, 'passwordReset'),
        })
      ).status,
    ).toBe(200);
    const slug = linkIn((await latestMailTo(app.pool, 'client@demo.test'))!.text, '/reset-password/').split('/')[2];
    const weak = await app.api.post('/api/auth/reset-password', { slug, password: 'пароль-пароль' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0]).toMatchObject({
      field: 'password',
      title: 'Password may contain only latin letters, digits and symbols',
    });
    expect((await app.api.post('/api/auth/reset-password', { slug, password: 'fresh-pass-1' })).status).toBe(200);
    expect((await app.api.post('/api/auth/reset-password', { slug, password: 'fresh-pass-2' })).status).toBe(422);
    expect(
      (await app.api.post('/api/auth/login', { email: 'client@demo.test', password: 'fresh-pass-1' })).status,
    ).toBe(200);
  });

  it('answers unknown API paths with a 404 envelope, not the web app', async () => {
    const res = await app.api.get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, exception: { code: 'route.not_found' } });
  });

  it('limits repeated failures with 429 and Retry-After', async () => {
    let last = await app.api.post('/api/auth/login', { email: 'agency@demo.test', password: 'wrong-one' });
    for (let i = 0; i < 10; i++)
      last = await app.api.post('/api/auth/login', { email: 'agency@demo.test', password: 'wrong-one' });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('newsletter subscription stores the e-mail once and checks it', async () => {
    expect((await app.api.post('/api/subscription/newsletter', { email: 'bad' })).status).toBe(400);
    expect(
      (
        await app.api.post('/api/subscription/newsletter', {
          email: 'reader@news.test',
          captcha: await captchaSolution(app, 'newsletter'),
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await app.api.post('/api/subscription/newsletter', {
          email: 'READER@news.test',
          captcha: await captchaSolution(app, 'newsletter'),
        })
      ).status,
    ).toBe(200);
    const { rows } = await app.pool.query('select email from newsletter_subscriptions');
    expect(rows).toEqual([{ email: 'reader@news.test' }]);
  });

  it('serves the OpenAPI document of these paths and its browsable page', async () => {
    const doc = await app.api.get('/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/user/profile', '/api/auth/verify-email/{user}/{code}']),
    );
    expect(
      doc.body.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
    const page = await app.api.raw('/api/docs/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui');
  });

  it('sends security headers', async () => {
    const res = await app.api.raw('/api/user/profile');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
