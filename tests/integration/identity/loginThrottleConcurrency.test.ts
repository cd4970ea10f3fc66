import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trpcMaxBatchSize } from '../../../adapters/http/httpApp';
import { latestMailTo, linkIn } from '../../support/mailbox';
import { startTestApp, type TestApp } from '../../support/testApp';
import { captchaSolution } from '../../support/captcha';

const failuresOf = async (app: TestApp, email: string) =>
  Number(
    (await app.pool.query<{ n: string }>('select count(*) as n from login_failures where email = $1', [email])).rows[0]
      ?.n,
  );

/** The throttle counts attempts before it checks a password, so no burst of parallel guesses gets more than the limit. */
describe('login throttling under concurrency', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('hears at most ten of sixty parallel wrong passwords for one e-mail; the others are refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        app.api.post('/api/auth/login', { email: 'client@demo.test', password: 'wrong-pass-1' }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBe(10);
    expect(statuses.filter((s) => s === 429).length).toBe(50);
    expect(await failuresOf(app, 'client@demo.test')).toBe(10);
  });

  it('refuses a tRPC batch larger than the limit instead of hearing every call in it', async () => {
    const calls = 60;
    const input = Object.fromEntries(
      Array.from({ length: calls }, (_, i) => [String(i), { email: 'agency@demo.test', password: 'wrong-pass-1' }]),
    );
    const path = `/trpc/${Array.from({ length: calls }, () => 'identity.login').join(',')}?batch=1`;
    const res = await app.api.post(path, input);
    expect(res.status).toBe(400);
    expect(await failuresOf(app, 'agency@demo.test')).toBe(0);

    const allowed = Object.fromEntries(
      Array.from({ length: trpcMaxBatchSize }, (_, i) => [
        String(i),
        { email: 'agency@demo.test', password: 'wrong-pass-1' },
      ]),
    );
    const small = await app.api.post(
      `/trpc/${Array.from({ length: trpcMaxBatchSize }, () => 'identity.login').join(',')}?batch=1`,
      allowed,
    );
    expect(small.status).toBe(401);
    expect(await failuresOf(app, 'agency@demo.test')).toBe(trpcMaxBatchSize);
  });

  it('lets the owner in from an address that has not failed, while the attacking address stays refused', async () => {
    expect((await app.api.post('/api/auth/login', { email: 'client@demo.test', password: 'demopass1' })).status).toBe(
      429,
    );
    const fromOwner = await app.services.identity.logIn(
      { email: 'client@demo.test', password: 'demopass1' },
      { address: '198.51.100.7', userAgent: 'vitest' },
    );
    expect(fromOwner.isOk()).toBe(true);
  });

  it('a completed password reset lifts the lock on the e-mail', async () => {
    await Promise.all(
      Array.from({ length: 12 }, () =>
        app.api.post('/api/auth/login', { email: 'agency@demo.test', password: 'wrong-pass-1' }),
      ),
    );
    expect((await app.api.post('/api/auth/login', { email: 'agency@demo.test', password: 'demopass1' })).status).toBe(
      429,
    );
    await app.api.post('/api/auth/forgot-password', {
      email: 'agency@demo.test',
      captcha: await captchaSolution(app, 'passwordReset'),
    });
    const slug = linkIn((await latestMailTo(app.pool, 'agency@demo.test'))?.text ?? '', '/reset-password/').split(
      '/',
    )[2];
    expect((await app.api.post('/api/auth/reset-password', { slug, password: 'fresh-pass-1' })).status).toBe(200);
    expect(
      (await app.api.post('/api/auth/login', { email: 'agency@demo.test', password: 'fresh-pass-1' })).status,
    ).toBe(200);
  });
});
