import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVariant } from '../support/catalogFixtures';
import { launchBrowser, type BrowserHarness } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';

/**
 * Records, from the first byte of the document, every loading placeholder that appears in the page's main content
 * (a Mantine skeleton or an element marked busy): a server-rendered page has its content in the HTML and must not
 * swap it for a skeleton while it hydrates.
 */
const watchSkeletons = async (page: Page) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __skeletons: string[] }).__skeletons = seen;
    const check = (node: Node) => {
      if (!(node instanceof Element)) return;
      const hits = [node, ...node.querySelectorAll('.mantine-Skeleton-root, [aria-busy="true"]')].filter(
        (el) => el.matches('.mantine-Skeleton-root, [aria-busy="true"]') && el.closest('main'),
      );
      for (const el of hits)
        seen.push(
          `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.className.toString().slice(0, 60)}`,
        );
    };
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach(check);
        if (record.type === 'attributes' && record.target instanceof Element) check(record.target);
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'class'] });
  });
  return () => page.evaluate(() => (window as unknown as { __skeletons: string[] }).__skeletons);
};

const TOKEN_KEY = 'auth._token.local';

const hydrated = async (page: Page) => {
  await page.getByRole('combobox', { name: 'Search specialists and solutions' }).first().waitFor();
  await page.waitForLoadState('networkidle');
};

describe('server-rendered pages show their content at once and hydrate without a skeleton', () => {
  let app: TestApp;
  let browser: BrowserHarness;
  let specialistId: string;

  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true });
    browser = await launchBrowser(app.baseUrl);
    const tokens = { agency: await app.login('agency@demo.test'), manager: await app.login('manager@demo.test') };
    specialistId = await publishVariant(app, tokens, { surname: 'Steady', skills: ['Java'], hourPrice: 70 });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the watch sees a skeleton when there is one: a search the browser has to wait for', async () => {
    const page = await browser.newPage();
    const skeletons = await watchSkeletons(page);
    await page.goto('/blog');
    await hydrated(page);
    expect(await skeletons()).toEqual([]);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/trpc\/.*catalog\.search/, async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => window.history.pushState({}, '', '/search?search=Java'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect.poll(async () => (await skeletons()).join(' '), { timeout: 10_000 }).toContain('Searching');
    release();
    await page.getByRole('main').getByText('Anna S.').first().waitFor();
    await page.close();
  });

  for (const [name, path, content] of [
    ['the specialist page', () => `/specialist/${specialistId}`, 'Anna S.'],
    ['the blog list', () => '/blog', null],
    ['search results', () => '/search?search=Java', 'Anna S.'],
  ] as const) {
    it(`${name} hydrates without a skeleton, for a visitor and for a logged-in client`, async () => {
      const page = await browser.newPage();
      const skeletons = await watchSkeletons(page);
      await page.goto(path());
      await hydrated(page);
      if (content) await page.getByRole('main').getByText(content).first().waitFor();
      expect(await skeletons()).toEqual([]);
      await page.close();

      const token = await app.login('client@demo.test');
      const context = await browser.newContext();
      await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        TOKEN_KEY,
        token,
      ] as const);
      const client = await context.newPage();
      const clientSkeletons = await watchSkeletons(client);
      await client.goto(path());
      await hydrated(client);
      await client.getByRole('button', { name: /^Account menu of / }).waitFor();
      if (content) await client.getByRole('main').getByText(content).first().waitFor();
      expect(await clientSkeletons()).toEqual([]);
      await context.close();
    });
  }
});
