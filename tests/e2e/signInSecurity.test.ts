import { describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { authenticatorCode } from '../support/authenticatorApp';
import { recordPageErrors } from '../support/browser';
import { manualClock } from '../support/testClock';
import { pageAs, siteUnderTest } from './actions/pages';
import { screenshotsIn } from './actions/screenshots';
import { logIn } from './actions/session';
import { expectPath } from './assertions/session';

const shoot = screenshotsIn(process.env.SCREENSHOT_DIR ?? '/tmp/two-factor-shots');

/**
 * Two-factor sign-in as a person lives it: the agency's owner turns it on from the profile with an authenticator app
 * (the test's own, written from RFC 6238), keeps the recovery codes, signs in with a code and with a recovery code,
 * sees how many codes are left, and turns it off. The server's clock moves 30 seconds between codes, as a phone's does.
 */
describe('sign-in security on the profile', () => {
  const clock = manualClock(new Date('2026-11-29T09:00:00Z'));
  const site = siteUnderTest({ clock, env: { SEED_DEMO: 'true' } });
  const codeNow = (secret: string) => authenticatorCode(secret, clock.now());
  const nextStep = () => clock.advance(30_000);

  it('turns it on from the profile, signs in with a code and with a recovery code, and turns it off', async () => {
    const profile = await pageAs(site.browser, 'agency@demo.test');
    const errors = recordPageErrors(profile);
    await profile.goto('/pa/profile');
    await profile.getByText('Sign in with a code from an authenticator app').waitFor();
    await profile.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await profile.getByRole('img', { name: 'QR code for the authenticator app' }).waitFor();
    const secret = ((await profile.getByTestId('totp-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousAccessibilityProblems(profile, 'main')).toEqual([]);

    // A wrong code says so on the field; the app's code turns it on and shows the ten recovery codes once.
    const confirm = profile.getByRole('form', { name: 'Confirm two-factor sign-in' });
    await confirm.getByLabel('Code from the app').fill('000000');
    await confirm.getByRole('button', { name: 'Turn on' }).click();
    await confirm.getByText('The code is wrong or was already used').waitFor();
    await confirm.getByLabel('Code from the app').fill(codeNow(secret));
    await confirm.getByRole('button', { name: 'Turn on' }).click();
    const codes = profile.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    await shoot(profile, 'recovery-codes');
    await profile.getByRole('button', { name: 'I have kept them' }).click();
    await profile.getByText('10 recovery codes left.').waitFor();
    await profile.getByText('Two-factor sign-in is on since Nov 29 2026', { exact: false }).waitFor();

    // Signing in now takes the password and then a code from the app.
    nextStep();
    const phone = await site.browser.newPage();
    await logIn(phone, 'agency@demo.test');
    const step = phone.getByRole('form', { name: 'Two-factor sign-in' });
    await step.getByLabel('Code').waitFor();
    expect(await seriousAccessibilityProblems(phone, 'main')).toEqual([]);
    await shoot(phone, 'second-step');
    await step.getByLabel('Code').fill('123 456');
    await step.getByRole('button', { name: 'Verify' }).click();
    await step.getByText('The code is wrong or was already used').waitFor();
    await step.getByLabel('Code').fill(codeNow(secret));
    await step.getByRole('button', { name: 'Verify' }).click();
    await expectPath(phone, '/pa');

    // A recovery code, typed in capitals, signs in once.
    const laptop = await site.browser.newPage();
    await logIn(laptop, 'agency@demo.test');
    await laptop
      .getByRole('form', { name: 'Two-factor sign-in' })
      .getByLabel('Code')
      .fill(recoveryCodes[0]!.toUpperCase());
    await laptop.getByRole('form', { name: 'Two-factor sign-in' }).getByRole('button', { name: 'Verify' }).click();
    await expectPath(laptop, '/pa');

    // The profile counts what is left; turning off asks for a code and brings back the password alone.
    await profile.reload();
    await profile.getByText('9 recovery codes left.').waitFor();
    await profile.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    const off = profile.getByRole('form', { name: 'Turn off two-factor sign-in' });
    nextStep();
    await off.getByLabel('Code from the app or a recovery code').fill(codeNow(secret));
    await off.getByRole('button', { name: 'Turn off' }).click();
    await profile.getByRole('button', { name: 'Turn on two-factor sign-in' }).waitFor();
    expect(await seriousAccessibilityProblems(profile, 'main')).toEqual([]);

    const later = await site.browser.newPage();
    await logIn(later, 'agency@demo.test');
    await expectPath(later, '/pa');
    expect(errors).toEqual([]);
  });

  it('lists where the user is signed in, signs out the lost phone, then everywhere else', async () => {
    const phone = await pageAs(site.browser, 'client@demo.test');
    await phone.goto('/pa');
    const tablet = await pageAs(site.browser, 'client@demo.test');
    await tablet.goto('/pa');
    const desk = await pageAs(site.browser, 'client@demo.test');
    const errors = recordPageErrors(desk);
    await desk.goto('/pa/profile');
    const table = desk.getByRole('table', { name: 'Where you are signed in' });
    await table.getByText('This device').waitFor();
    // The API's logins of pageAs carry node's agent: three sessions, this one first.
    expect(await table.getByRole('row').count()).toBe(4);
    expect(await seriousAccessibilityProblems(desk, 'main')).toEqual([]);
    await shoot(desk, 'sessions');

    const signOuts = table.getByRole('button', { name: /^Sign out / });
    expect(await signOuts.count()).toBe(2);
    await signOuts.first().click();
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    await desk.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await desk.getByText('You are signed in on this device only.').waitFor();
    expect(await table.getByRole('row').count()).toBe(2);

    // The other tabs find themselves signed out at their next request.
    for (const other of [phone, tablet]) {
      await other.goto('/pa/profile');
      await expectPath(other, `/login?redirect=${encodeURIComponent('/pa/profile')}`);
    }
    expect(errors).toEqual([]);
  });
});
