import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../support/testClock';
import { startTestApp, type TestApp } from '../../support/testApp';

/** Repeated failures are slowed, then refused for a while; the count lives in PostgreSQL, shared by every app process. */
describe('login throttling', () => {
  const clock = manualClock(new Date());
  const waits: number[] = [];
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ clock, sleep: async (ms) => void waits.push(ms) });
  });
  afterAll(() => app.stop());

  const attempt = (password: string, address = '10.1.1.1', email = 'client@demo.test') =>
    app.services.identity.logIn({ email, password }, { address, userAgent: 'vitest' });

  it('slows, then refuses an e-mail after ten failures, even with the right password, until the window passes', async () => {
    for (let i = 0; i < 10; i++)
      expect((await attempt('wrong-password'))._unsafeUnwrapErr().code).toBe('auth.invalid_credentials');
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, 4000, 4000]);

    const refused = (await attempt('demopass1'))._unsafeUnwrapErr();
    expect(refused).toMatchObject({ kind: 'rate_limited', code: 'auth.too_many_attempts' });

    clock.advance(16 * 60_000);
    expect((await attempt('demopass1')).isOk()).toBe(true);
  });

  it('a successful login clears the count for that e-mail', async () => {
    for (let i = 0; i < 5; i++) await attempt('wrong-password', '10.2.2.2', 'agency@demo.test');
    expect((await attempt('demopass1', '10.2.2.2', 'agency@demo.test')).isOk()).toBe(true);
    waits.length = 0;
    await attempt('wrong-password', '10.2.2.3', 'agency@demo.test');
    expect(waits).toEqual([]);
  });

  it('refuses one address that tries many e-mails', async () => {
    clock.advance(16 * 60_000);
    for (let i = 0; i < 30; i++) await attempt('wrong-password', '10.9.9.9', `guess${i}@demo.test`);
    expect((await attempt('demopass1', '10.9.9.9', 'manager@demo.test'))._unsafeUnwrapErr().kind).toBe('rate_limited');
    expect((await attempt('demopass1', '10.9.9.10', 'manager@demo.test')).isOk()).toBe(true);
  });
});
