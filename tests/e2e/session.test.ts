import { describe, expect, it } from 'vitest';
import { followMailLink } from './actions/mailbox';
import { siteUnderTest } from './actions/pages';
import { logIn, logOut } from './actions/session';
import { expectLoggedIn, expectLoggedOut, expectPath } from './assertions/session';

describe('the session', () => {
  const site = siteUnderTest({ env: { SEED_DEMO: 'true' } });

  it('offers a visitor on a phone both Log in and Sign up in the menu', async () => {
    const page = await site.browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open the site menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Sign up' }).waitFor();
    await menu.getByRole('link', { name: 'Log in' }).click();
    await expectPath(page, '/login');
  });

  it('lets a keyboard user show the typed password: the toggle is reached by Tab and named', async () => {
    const page = await site.browser.newPage();
    await page.goto('/login');
    const password = page
      .getByRole('textbox', { name: 'Password', exact: true })
      .or(page.getByLabel('Password', { exact: true }))
      .first();
    await password.fill('secret-typed');
    await password.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Show password');
    await page.keyboard.press('Enter');
    expect(await password.getAttribute('type')).toBe('text');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Hide password');
  });

  it('brings a visitor back to the private page they wanted after login', async () => {
    const page = await site.browser.newPage();
    await page.goto('/pa/profile');
    await expectPath(page, `/login?redirect=${encodeURIComponent('/pa/profile')}`);
    await logIn(page, 'agency@demo.test');
    await expectPath(page, '/pa/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  });

  it('ignores a redirect target that is not a local path', async () => {
    const page = await site.browser.newPage();
    await page.goto(`/login?redirect=${encodeURIComponent('//evil.test/pa')}`);
    await logIn(page, 'agency@demo.test');
    await expectPath(page, '/pa');
  });

  it("takes a manager straight to the manager's area, never through the personal area's layout", async () => {
    const page = await site.browser.newPage();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/login');
    await logIn(page, 'manager@demo.test');
    await expectPath(page, '/manager');
    await page.getByRole('navigation', { name: 'Shared manager menu' }).waitFor();
    expect(visited.filter((path) => path.startsWith('/pa'))).toEqual([]);
  });

  it('sends a reset link from the forgotten-password form, with the captcha solved in the browser, and the new password works', async () => {
    const page = await site.browser.newPage();
    await page.goto('/forgot');
    const form = page.getByRole('form', { name: 'Password recovery' });
    await form.getByLabel('E-mail').fill('manager@demo.test');
    await form.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('status').filter({ hasText: 'manager@demo.test' }).waitFor();

    await followMailLink(page, 'manager@demo.test', 'Set a new password');
    const reset = page.getByRole('form', { name: 'New password' });
    await reset.getByRole('textbox', { name: 'New password', exact: true }).fill('renewed-pass-1');
    await reset.getByRole('textbox', { name: 'Repeat the new password' }).fill('renewed-pass-1');
    await reset.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();

    await logIn(page, 'manager@demo.test', 'renewed-pass-1');
    await expectLoggedIn(page, 'Maria');
  });

  it('says why a login failed, at the form', async () => {
    const page = await site.browser.newPage();
    await logIn(page, 'agency@demo.test', 'wrong-password');
    await page.getByRole('alert').filter({ hasText: 'Wrong e-mail or password' }).waitFor();
    await expectPath(page, '/login');
  });

  it('logs out every tab of the browser when one tab logs out', async () => {
    const context = await site.browser.newContext();
    const first = await context.newPage();
    await logIn(first, 'client@demo.test');
    await expectPath(first, '/pa');

    const second = await context.newPage();
    await second.goto('/pa/profile');
    await expectLoggedIn(second, 'Chris');

    await logOut(first);
    await expectPath(first, '/');
    await expectLoggedOut(first);

    await expectPath(second, '/');
    await expectLoggedOut(second);
  });

  it('logs in the other tabs when one tab logs in', async () => {
    const context = await site.browser.newContext();
    const first = await context.newPage();
    await first.goto('/login');
    const second = await context.newPage();
    await second.goto('/');
    await expectLoggedOut(second);

    await logIn(first, 'client@demo.test');
    await expectPath(first, '/pa');
    await expectLoggedIn(second, 'Chris');
  });

  it('shows the client the cart link and the partner none', async () => {
    const page = await site.browser.newPage();
    await logIn(page, 'client@demo.test');
    await expectLoggedIn(page, 'Chris');
    expect(await page.getByRole('link', { name: /^Interview request cart/ }).count()).toBe(1);

    const partner = await site.browser.newPage();
    await logIn(partner, 'agency@demo.test');
    await expectLoggedIn(partner, 'Alex');
    expect(await partner.getByRole('link', { name: /^Interview request cart/ }).count()).toBe(0);
  });

  it('shows the not-found page for an unknown address and the server-error page for a forbidden area', async () => {
    const page = await site.browser.newPage();
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'This page could not be found' }).waitFor();

    await logIn(page, 'agency@demo.test');
    await expectPath(page, '/pa');
    await page.goto('/manager');
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    expect(await page.getByText('403').count()).toBe(1);
  });
});
