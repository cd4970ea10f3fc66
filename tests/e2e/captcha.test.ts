import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';

const captchaRequests = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = request.url();
    if (url.includes('/api/captcha/') || url.includes('captcha.settings') || /Altcha|altcha/.test(url)) seen.push(url);
  });
  return seen;
};

const fillRegistration = async (page: Page, email: string) => {
  const form = page.getByRole('form', { name: 'Registration' });
  await form.getByRole('radio', { name: 'I am hiring' }).check();
  await form.getByLabel('Company name').fill('Captcha Client');
  await form.getByLabel('First name').fill('Cora');
  await form.getByLabel('Last name').fill('Check');
  await form.getByLabel('Work e-mail').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('captcha-pass-1');
  await form.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  return form;
};

/** The altcha widget in the public forms: loaded on the first move, solved by the browser, refusals at the field. */
describe('the captcha in the browser', () => {
  let app: TestApp;
  let browser: BrowserHarness;

  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true });
    browser = await launchBrowser(app.baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('loads nothing before the visitor starts on the form, then solves by itself, labelled, reachable by keyboard, with nothing serious for axe', async () => {
    const page = await browser.newPage();
    const pageErrors = recordPageErrors(page);
    const requests = captchaRequests(page);
    await page.goto('/registration');
    const check = page.getByRole('group', { name: 'Security check' });
    await check.getByText('Checked automatically once you start filling in the form.').waitFor();
    expect(requests).toEqual([]);

    const form = await fillRegistration(page, 'cora@captcha.test');
    await check.getByRole('checkbox', { name: 'Verified' }).waitFor();
    expect(requests.some((url) => url.includes('/api/captcha/challenge?action=registration'))).toBe(true);

    await form.getByRole('button', { name: 'Create account' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('altcha-widget') !== null)).toBe(true);

    expect(await seriousAccessibilityProblems(page, '[data-captcha-field="registration"]')).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("shows the server's refusal at the captcha field, and the renewed answer goes through on the next try", async () => {
    const page = await browser.newPage();
    await page.goto('/registration');
    // The first sign-up carries an answer the server cannot take (as if spent elsewhere).
    let tampered = 0;
    await page.route('**/trpc/identity.register**', async (route) => {
      if (tampered > 0) return route.continue();
      tampered += 1;
      const calls = JSON.parse(route.request().postData() ?? '{}') as Record<string, Record<string, unknown>>;
      for (const call of Object.values(calls)) call.captcha = Buffer.from('not a solution').toString('base64');
      return route.continue({ postData: JSON.stringify(calls) });
    });
    const form = await fillRegistration(page, 'cody@captcha.test');
    const check = page.getByRole('group', { name: 'Security check' });
    // The browser solves the proof of work first (slow on a busy machine); the refusal is what this test is about.
    await check.getByRole('checkbox', { name: 'Verified' }).waitFor({ timeout: 60_000 });
    await form.getByRole('button', { name: 'Create account' }).click();
    await check.getByText('The check did not pass or has expired: confirm that you are not a robot again').waitFor();
    expect(tampered).toBe(1);

    await check.getByRole('checkbox', { name: 'Verified' }).waitFor();
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    expect((await app.pool.query(`select 1 from users where email = 'cody@captcha.test'`)).rowCount).toBe(1);
  });

  it('subscribes to the newsletter from the footer twice in a row, each time with a fresh answer', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    // As a reader gets there: the form's code loads at the visitor's first act (a scroll towards the footer).
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Newsletter subscription' });
    for (const email of ['first-reader@captcha.test', 'second-reader@captcha.test']) {
      await form.getByLabel('Your e-mail').fill(email);
      // The proof of work starts when the visitor starts on the form; under load it takes a while.
      await page
        .locator('[data-captcha-field="newsletter"]')
        .getByRole('checkbox', { name: 'Verified' })
        .waitFor({ timeout: 30_000 });
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await page.getByText('You have successfully subscribed!').first().waitFor({ timeout: 30_000 });
      // The form starts again empty after a subscription.
      await page.waitForFunction(
        () =>
          (
            document.querySelector(
              'form[aria-label="Newsletter subscription"] input[type="email"]',
            ) as HTMLInputElement | null
          )?.value === '',
      );
    }
    const { rows } = await app.pool.query(
      `select email from newsletter_subscriptions where email like '%@captcha.test' order by email`,
    );
    expect(rows.map((r) => r.email)).toEqual(['first-reader@captcha.test', 'second-reader@captcha.test']);
    expect(await seriousAccessibilityProblems(page, '[data-captcha-field="newsletter"]')).toEqual([]);
  });
});

type RecaptchaSettings = { provider: 'recaptcha'; siteKey: string | null; version: 'v2' | 'v3' | null };

/** Answers the page's `captcha.settings` query with other public settings (the rest of a batch as the server said). */
const withSettings = async (page: Page, change: (settings: RecaptchaSettings) => RecaptchaSettings) => {
  await page.route('**/trpc/**captcha.settings**', async (route) => {
    const response = await route.fetch();
    const calls = new URL(route.request().url()).pathname.replace(/^\/trpc\//, '').split(',');
    const body = (await response.json()) as { result: { data: RecaptchaSettings } }[];
    const answer = body[calls.indexOf('captcha.settings')];
    if (answer) answer.result.data = change(answer.result.data);
    await route.fulfill({ response, json: body });
  });
};

/** reCAPTCHA chosen by configuration: the web says what is missing or failed in the seeds' words, and sends nothing. */
describe('the reCAPTCHA captcha in the browser', () => {
  let app: TestApp;
  let browser: BrowserHarness;

  beforeAll(async () => {
    app = await startTestApp({
      serveWeb: true,
      env: { CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'public-site-key', RECAPTCHA_VERSION: 'v2' },
    });
    browser = await launchBrowser(app.baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const openForgotForm = async (page: Page) => {
    // Google is never reached from the tests: its script fails to load as it would offline.
    await page.route('https://www.google.com/recaptcha/**', (route) => route.abort());
    await page.goto('/forgot');
    const form = page.getByRole('form', { name: 'Password recovery' });
    await form.getByLabel('E-mail').fill('client@demo.test');
    return form;
  };

  it.each([
    ['no site key', (s: RecaptchaSettings) => ({ ...s, siteKey: null }), 'ReCaptcha error: No key provided'],
    ['no version', (s: RecaptchaSettings) => ({ ...s, version: null }), 'ReCaptcha error: No version provided'],
    ["Google's script not loading", (s: RecaptchaSettings) => s, 'ReCaptcha error: Failed to load script'],
  ])('with %s it says so at the field and the form sends nothing', async (_, change, message) => {
    const page = await browser.newPage();
    await withSettings(page, change);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('identity.forgotPassword')) sent.push(request.url());
    });
    const form = await openForgotForm(page);
    const check = page.getByRole('group', { name: 'Security check' });
    await check.getByText(message).waitFor();
    await form.getByRole('button', { name: 'Send the link' }).click();
    await check.getByText(message).waitFor();
    expect(sent).toEqual([]);
  });
});
