import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../support/companies';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

/** Invitations e-mail people outside the platform: a company may not flood one inbox, nor send hundreds an hour. */
describe('invitation limits', () => {
  const clock = manualClock();
  let app: TestApp;
  let owner: string;
  let otherOwner: string;
  const invite = (email: string, token = owner) =>
    app.api.post('/api/company/employees/invite', { email, role: 'member' }, { token });
  const mailsTo = async (email: string) =>
    Number(
      (await app.pool.query('select count(*)::int as n from mail_outbox where to_address = $1', [email])).rows[0].n,
    );

  beforeAll(async () => {
    app = await startTestApp({ clock });
    owner = await app.login('agency@demo.test');
    otherOwner = await registerCompany(app, 'agency', 'owner@limits-agency.test');
  });
  afterAll(() => app.stop());

  it('the sixth invitation of one e-mail in a day is refused with Retry-After, and mails nothing', async () => {
    for (let i = 0; i < 5; i++) expect((await invite('flooded@inbox.test')).status).toBe(200);
    const refused = await invite('flooded@inbox.test');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailsTo('flooded@inbox.test')).toBe(5);
    // tRPC refuses alike and says when to come back in the same header.
    const overTrpc = await app.api.post(
      '/trpc/identity.people.invite',
      { email: 'flooded@inbox.test', role: 'member' },
      { token: owner },
    );
    expect(overTrpc.status).toBe(429);
    expect(Number(overTrpc.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another company may still invite the same person.
    expect((await invite('flooded@inbox.test', otherOwner)).status).toBe(200);
  });

  it('a company sends at most 50 invitations an hour; an hour later it may go on', async () => {
    for (let i = 0; i < 43; i++) expect((await invite(`colleague-${i}@many.test`)).status).toBe(200);
    expect((await invite('one-too-many@many.test')).status).toBe(429);
    expect((await invite('someone@limits.test', otherOwner)).status).toBe(200);
    clock.advance(61 * 60_000);
    expect((await invite('one-too-many@many.test')).status).toBe(200);
  });
});
