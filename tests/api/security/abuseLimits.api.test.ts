import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abuseLimits } from '../../../domain/shared/abuseLimits';
import { PASSWORD_RESET_ANSWER_MS } from '../../../application/identity/commands/requestPasswordReset';
import { manualClock } from '../../support/testClock';
import { startTestApp, type TestApp } from '../../support/testApp';
import { captchaSolution } from '../../support/captcha';

const registration = (email: string, captcha: string) => ({
  companyType: 'client',
  companyName: `${email.split('@')[0]} Ltd`,
  firstName: 'Sam',
  lastName: 'Signup',
  email,
  password: 'signup-pass-1',
  acceptTerms: true,
  captcha,
});

/** The forms a script would hammer answer 429 beyond their limits, per address and per target e-mail, on every transport. */
describe('abuse limits', () => {
  const clock = manualClock(new Date());
  const waits: number[] = [];
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ clock, sleep: async (ms) => void waits.push(ms) });
  });
  afterAll(() => app.stop());

  it('refuses the eleventh sign-up from one address within an hour, with Retry-After, and takes sign-ups again later', async () => {
    const limit = abuseLimits.registration.perAddress.limit;
    const answers = [];
    for (let i = 0; i <= limit; i++)
      answers.push(
        await app.api.post(
          '/api/auth/registration',
          registration(`burst${i}@signup.test`, await captchaSolution(app, 'registration')),
        ),
      );
    expect(answers.slice(0, limit).map((a) => a.status)).toEqual(Array(limit).fill(200));
    const refused = answers[limit];
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await app.pool.query(`select 1 from users where email = 'burst${limit}@signup.test'`)).rowCount).toBe(0);
    const overTrpc = await app.api.post(
      '/trpc/identity.register',
      registration('trpc-burst@signup.test', await captchaSolution(app, 'registration')),
    );
    expect(overTrpc.status).toBe(429);

    clock.advance(61 * 60_000);
    expect(
      (
        await app.api.post(
          '/api/auth/registration',
          registration('later@signup.test', await captchaSolution(app, 'registration')),
        )
      ).status,
    ).toBe(200);
  });

  it('sends at most five reset links an hour to one e-mail, however many addresses ask', async () => {
    const limit = abuseLimits.passwordReset.perEmail.limit;
    const statuses = [];
    for (let i = 0; i <= limit; i++)
      statuses.push(
        (
          await app.api.post('/api/auth/forgot-password', {
            email: 'agency@demo.test',
            captcha: await captchaSolution(app, 'passwordReset'),
          })
        ).status,
      );
    expect(statuses).toEqual([...Array(limit).fill(200), 429]);
    const { rows } = await app.pool.query(
      `select count(*)::int as n from mail_outbox where to_address = 'agency@demo.test'`,
    );
    expect(rows[0].n).toBe(limit);
  });

  it('subscribes one e-mail to the newsletter at most three times a day', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await app.api.post('/api/subscription/newsletter', {
            email: 'reader@news.test',
            captcha: await captchaSolution(app, 'newsletter'),
          })
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("does not count the platform's own calls, which come from no address", async () => {
    for (let i = 0; i < 12; i++)
      expect((await app.services.identity.subscribeNewsletter({ email: 'internal@news.test' })).isOk()).toBe(true);
  });

  it('answers a reset request for a known and an unknown e-mail after the same time', async () => {
    waits.length = 0;
    await app.services.identity.requestPasswordReset({ email: 'client@demo.test' });
    await app.services.identity.requestPasswordReset({ email: 'nobody@nowhere.test' });
    // The test clock stands still, so both pad the whole answer time.
    expect(waits).toEqual([PASSWORD_RESET_ANSWER_MS, PASSWORD_RESET_ANSWER_MS]);
  });
});
