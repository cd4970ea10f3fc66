import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { manualClock } from '../support/testClock';
import { actAsUserOf } from './actions/impersonation';
import { logIn, logOut } from './actions/session';
import { expectActingAs } from './assertions/impersonation';
import { expectPath } from './assertions/session';

/**
 * Passkeys as a person lives them, with Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain, a
 * real authenticator in software): the manager adds one on the profile, signs in with it without a password, then
 * with the password and the passkey as the second step, and, five minutes on, is asked to confirm before acting as a
 * user and confirms with the passkey. Browsers refuse an IP address as the relying party, so the site is `localhost`.
 */
describe('passkeys in the browser', () => {
  const clock = manualClock(new Date('2026-11-29T09:00:00Z'));
  let app: TestApp;
  let browser: BrowserHarness;
  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true, clock, env: { SEED_DEMO: 'true', APP_URL: 'http://localhost:{port}' } });
    browser = await launchBrowser(app.baseUrl.replace('127.0.0.1', 'localhost'));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const virtualAuthenticator = async (page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable', { enableUI: false });
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    return { cdp, authenticatorId };
  };

  it('adds a passkey, signs in with it alone and as the second step, and confirms with it before impersonating', async () => {
    const page = await browser.newPage();
    const errors = recordPageErrors(page);
    const { cdp, authenticatorId } = await virtualAuthenticator(page);

    await logIn(page, 'manager@demo.test');
    await expectPath(page, '/manager');
    await page.goto('/pa/profile');
    await page.getByText('You have no passkey yet.', { exact: false }).waitFor();
    await page.getByLabel('Name of the new passkey').fill('Test laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByRole('table', { name: 'Your passkeys' }).getByText('Test laptop').waitFor();
    expect(await seriousAccessibilityProblems(page, 'main')).toEqual([]);
    // The authenticator holds one discoverable credential for this site.
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials.map((c) => [c.rpId, c.isResidentCredential])).toEqual([['localhost', true]]);

    // Without a password: the passkey says who.
    await logOut(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expectPath(page, '/manager');

    // With the password, the passkey is the second step.
    await logOut(page);
    await logIn(page, 'manager@demo.test');
    await page.getByText('Confirm it is you with your passkey.').waitFor();
    expect(await seriousAccessibilityProblems(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expectPath(page, '/manager');

    // Five minutes on, acting as a user asks again; the passkey confirms and the act goes ahead.
    clock.advance(5 * 60_000 + 1_000);
    await actAsUserOf(page, 'Demo Agency');
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.getByRole('button', { name: 'Confirm with a passkey' }).waitFor();
    expect(await seriousAccessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Confirm with a passkey' }).click();
    await expectPath(page, '/pa');
    await expectActingAs(page, 'Alex Archer', 'Demo Agency');
    expect(errors).toEqual([]);
  }, 180_000);
});
