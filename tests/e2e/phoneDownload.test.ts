import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, type BrowserHarness } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';

/** A phone's user agent (Chrome on Android). */
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

/**
 * Issue 38, a phone's whole download: what a public page needs only once the visitor acts (drawers, tooltips, the
 * header's search box, the footer's newsletter form, the toasts) is not downloaded by a phone that only reads, and
 * arrives at the first act.
 */
const LATER = /\/assets\/(drawerModule|tooltipModule|HeaderSearch|NewsletterForm|notifications)[-.][^/]*\.js$/;

describe("a phone's download of a public page", () => {
  let app: TestApp;
  let browser: BrowserHarness;

  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true, env: { SEED_DEMO_CARDS: 'true' } });
    browser = await launchBrowser(app.baseUrl);
    // A fresh server's first render of a page compiles its code: on a loaded machine the browser's first visit would
    // wait on that, not on anything this file checks.
    for (const path of ['/staff', '/blog']) await (await fetch(`${app.baseUrl}${path}`)).text();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const scriptsOf = (page: Page) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    return scripts;
  };

  it('reads /staff without the code it needs only once the visitor acts, and gets it at the first scroll', async () => {
    const phone = await browser.newContext(undefined, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent: PHONE_AGENT,
    });
    try {
      const page = await phone.newPage();
      const scripts = scriptsOf(page);
      await page.goto('/staff');
      await page.getByRole('list', { name: 'Specialists' }).getByRole('article').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((script) => LATER.test(script))).toEqual([]);
      expect(await page.getByRole('form', { name: 'Newsletter subscription' }).count()).toBe(0);

      // The reader scrolls to the footer: the newsletter form arrives and works, the menu's drawer is ready.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      const form = page.getByRole('form', { name: 'Newsletter subscription' });
      await form.getByLabel('Your e-mail').fill('reader@phone.test');
      await expect.poll(() => scripts.filter((script) => /NewsletterForm/.test(script)).length).toBeGreaterThan(0);
      await expect.poll(() => scripts.filter((script) => /drawerModule/.test(script)).length).toBeGreaterThan(0);
      expect(await seriousAccessibilityProblems(page, 'footer')).toEqual([]);

      // The menu opens at the first touch as before.
      await page.getByRole('button', { name: 'Open the site menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Log in' }).waitFor();
    } finally {
      await phone.close();
    }
  });

  it('a desktop still gets its header search once the page is live', async () => {
    const page = await browser.newPage();
    await page.goto('/blog');
    await page.getByRole('combobox', { name: 'Search specialists and solutions' }).fill('Java');
    await page.getByRole('option').first().waitFor();
  });
});
