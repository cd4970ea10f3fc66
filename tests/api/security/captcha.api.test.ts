import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaAction } from '../../../application/ports/captcha';
import type { ApiResponse } from '../../support/apiClient';
import { captchaSolution } from '../../support/captcha';
import { startTestApp, type TestApp } from '../../support/testApp';

type Form = {
  readonly action: CaptchaAction;
  readonly rest: string;
  readonly trpc: string;
  readonly body: (n: string) => Record<string, unknown>;
  /** Whether the request with this `n` changed anything. */
  readonly wrote: (app: TestApp, n: string) => Promise<boolean>;
};

const forms: readonly Form[] = [
  {
    action: 'registration',
    rest: '/api/auth/registration',
    trpc: '/trpc/identity.register',
    body: (n) => ({
      companyType: 'client',
      companyName: `Captcha ${n} Ltd`,
      firstName: 'Cleo',
      lastName: 'Check',
      email: `cleo-${n}@captcha.test`,
      password: 'captcha-pass-1',
      acceptTerms: true,
    }),
    wrote: async (app, n) =>
      (await app.pool.query('select 1 from users where email = $1', [`cleo-${n}@captcha.test`])).rowCount === 1,
  },
  {
    action: 'passwordReset',
    rest: '/api/auth/forgot-password',
    trpc: '/trpc/identity.forgotPassword',
    body: () => ({ email: 'client@demo.test' }),
    wrote: async (app) =>
      Number(
        (await app.pool.query(`select count(*)::int as n from mail_outbox where to_address = 'client@demo.test'`))
          .rows[0].n,
      ) > 0,
  },
  {
    action: 'newsletter',
    rest: '/api/subscription/newsletter',
    trpc: '/trpc/identity.subscribeNewsletter',
    body: (n) => ({ email: `reader-${n}@captcha.test` }),
    wrote: async (app, n) =>
      (await app.pool.query('select 1 from newsletter_subscriptions where email = $1', [`reader-${n}@captcha.test`]))
        .rowCount === 1,
  },
];

/** The field error on `captcha` of either transport's refusal. */
const captchaIssueOf = (res: ApiResponse) =>
  res.body?.success === false
    ? res.body.errors.find((e: { field?: string }) => e.field === 'captcha')?.code
    : res.body?.error?.data?.issues?.find((i: { field: string }) => i.field === 'captcha')?.code;

const transports = ['rest', 'trpc'] as const;

/** Sign-up, password reset and newsletter ask for a solved captcha on both transports; the test solves it as the widget does. */
describe('captcha', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('tells the web which captcha to show, over REST and tRPC', async () => {
    const expected = { provider: 'altcha', challengeUrl: '/api/captcha/challenge' };
    expect((await app.api.get('/api/captcha/settings')).body).toEqual({ success: true, data: expected });
    expect((await app.api.get('/trpc/captcha.settings')).body.result.data).toEqual(expected);
  });

  it('issues a signed challenge for one form, bare as the widget reads it, never cached; an unknown form is a 400', async () => {
    const res = await app.api.get('/api/captcha/challenge?action=newsletter');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        cost: 1000,
        data: { action: 'newsletter' },
        expiresAt: expect.any(Number),
      },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const unknown = await app.api.get('/api/captcha/challenge?action=login');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ field: 'action' });
    expect((await app.api.get('/api/captcha/challenge')).status).toBe(400);
  });

  it('documents the challenge and settings paths in the OpenAPI document', async () => {
    const doc = await app.api.get('/api/openapi.json');
    const challenge = doc.body.paths['/api/captcha/challenge'].get;
    expect(challenge.parameters.map((p: { name: string }) => p.name)).toEqual(['action']);
    expect(challenge.responses['200'].content['application/json'].schema.properties).toHaveProperty('signature');
    expect(doc.body.paths).toHaveProperty('/api/captcha/settings');
  });

  describe.each(forms)('$rest and $trpc', (form) => {
    describe.each(transports)('over %s', (transport) => {
      const path = transport === 'rest' ? form.rest : form.trpc;
      const n = `${form.action}-${transport}`;

      it('refuses a request without a captcha answer: 400, captcha.required at the field, nothing done', async () => {
        const res = await app.api.post(path, form.body(`${n}-none`));
        expect(res.status).toBe(400);
        expect(captchaIssueOf(res)).toBe('captcha.required');
        if (form.action !== 'passwordReset') expect(await form.wrote(app, `${n}-none`)).toBe(false);
      });

      it('refuses a made-up answer and an answer solved for another form with captcha.invalid', async () => {
        const madeUp = await app.api.post(path, {
          ...form.body(`${n}-fake`),
          captcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
        });
        expect(madeUp.status).toBe(400);
        expect(captchaIssueOf(madeUp)).toBe('captcha.invalid');
        const other = forms.find((f) => f.action !== form.action)!.action;
        const elsewhere = await app.api.post(path, {
          ...form.body(`${n}-other`),
          captcha: await captchaSolution(app, other),
        });
        expect(elsewhere.status).toBe(400);
        expect(captchaIssueOf(elsewhere)).toBe('captcha.invalid');
        if (form.action !== 'passwordReset') expect(await form.wrote(app, `${n}-other`)).toBe(false);
      });

      it('admits a solved challenge once; the same answer again is captcha.invalid', async () => {
        const captcha = await captchaSolution(app, form.action);
        const first = await app.api.post(path, { ...form.body(n), captcha });
        expect(first.status).toBe(200);
        expect(await form.wrote(app, n)).toBe(true);
        const again = await app.api.post(path, { ...form.body(`${n}-again`), captcha });
        expect(again.status).toBe(400);
        expect(captchaIssueOf(again)).toBe('captcha.invalid');
      });
    });
  });

  it('lets one answer through once when many requests carry it at the same moment', async () => {
    const captcha = await captchaSolution(app, 'newsletter');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        app.api.post('/api/subscription/newsletter', { email: `race-${i}@captcha.test`, captcha }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(7).fill(400)]);
  });

  it('keeps spent answers only until their challenge expires', async () => {
    const { rows } = await app.pool.query<{ expires_at: Date }>('select expires_at from captcha_spent_challenges');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.expires_at.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
    await app.pool.query(
      `insert into captcha_spent_challenges (signature, expires_at) values ('long-expired', now() - interval '1 minute')`,
    );
    expect(
      (
        await app.api.post('/api/subscription/newsletter', {
          email: 'sweeper@captcha.test',
          captcha: await captchaSolution(app, 'newsletter'),
        })
      ).status,
    ).toBe(200);
    expect(
      (await app.pool.query(`select 1 from captcha_spent_challenges where signature = 'long-expired'`)).rowCount,
    ).toBe(0);
  });

  it("does not ask the platform's own calls, which come from no address", async () => {
    expect((await app.services.identity.subscribeNewsletter({ email: 'internal@captcha.test' })).isOk()).toBe(true);
  });
});

describe('captcha by reCAPTCHA, chosen by configuration', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      env: { CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'public-site-key', RECAPTCHA_VERSION: 'v2' },
    });
  });
  afterAll(() => app.stop());

  it('tells the web the site key and version, never the secret, and issues no challenges of its own', async () => {
    expect((await app.api.get('/trpc/captcha.settings')).body.result.data).toEqual({
      provider: 'recaptcha',
      siteKey: 'public-site-key',
      version: 'v2',
    });
    const challenge = await app.api.get('/api/captcha/challenge?action=newsletter');
    expect(challenge.status).toBe(404);
    expect(challenge.body.exception.code).toBe('captcha.no_challenges');
  });

  it('refuses every answer with captcha.invalid while its secret is missing, never a 500', async () => {
    const res = await app.api.post('/api/subscription/newsletter', {
      email: 'reader@recaptcha.test',
      captcha: 'token-from-google',
    });
    expect(res.status).toBe(400);
    expect(captchaIssueOf(res)).toBe('captcha.invalid');
    expect(captchaIssueOf(await app.api.post('/api/subscription/newsletter', { email: 'reader@recaptcha.test' }))).toBe(
      'captcha.required',
    );
  });

  it("lets the page load Google's script and frame, and only then", async () => {
    const csp = (await app.api.raw('/api/captcha/settings')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(
      /script-src 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//,
    );
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
  });
});
