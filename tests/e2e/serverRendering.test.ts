import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVariant } from '../support/catalogFixtures';
import { launchBrowser, type BrowserHarness } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/ssr-shots';
const TOKEN_KEY = 'auth._token.local';
/** A phone's user agent (Chrome on Android), as Lighthouse's mobile audit sends it. */
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

/** What the page asked the server and said in the console while it loaded and hydrated. */
const watch = (page: Page) => {
  const calls: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/trpc/')) calls.push(...url.pathname.slice('/trpc/'.length).split(','));
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { calls, problems };
};

/** Holds back the files whose address matches until the returned function is called. */
const holdBack = async (page: Page, files: RegExp): Promise<() => void> => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(files, async (route) => {
    await held;
    await route.continue();
  });
  return release;
};

/** Hydration is over when the lazily loaded header search has replaced its placeholder and the network is quiet. */
const hydrated = async (page: Page) => {
  await page.getByRole('combobox', { name: 'Search specialists and solutions' }).first().waitFor();
  await page.waitForLoadState('networkidle');
};

describe('server-rendered public pages in the browser', () => {
  let app: TestApp;
  let browser: BrowserHarness;
  let javaId: string;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    app = await startTestApp({ serveWeb: true });
    browser = await launchBrowser(app.baseUrl);
    const tokens = { agency: await app.login('agency@demo.test'), manager: await app.login('manager@demo.test') };
    javaId = await publishVariant(app, tokens, { surname: 'Served', skills: ['Java', 'Spring'], hourPrice: 90 });
    await publishVariant(app, tokens, {
      surname: 'Frontender',
      specialization: 'Frontend Developer',
      skills: ['React'],
      hourPrice: 20,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('/staff hydrates from the answers in the HTML: no catalogue request on the first load, no hydration error', async () => {
    const page = await browser.newPage();
    const { calls, problems } = watch(page);
    await page.goto('/staff');
    await hydrated(page);
    const list = page.getByRole('list', { name: 'Specialists' });
    await expect.poll(() => list.getByRole('article').count()).toBe(2);
    expect(calls.filter((call) => call.startsWith('catalog.'))).toEqual([]);
    expect(problems).toEqual([]);

    // Hydrated for real: a filter changes the address and the list asks the server.
    await page.getByRole('textbox', { name: 'Price from, $/h' }).fill('60');
    await page.waitForURL((url) => url.searchParams.get('priceFrom') === '60');
    await expect.poll(() => calls.filter((call) => call === 'catalog.list').length).toBeGreaterThan(0);
    await expect.poll(() => list.getByRole('article').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('every other server-rendered page hydrates without asking again for what the server sent', async () => {
    for (const path of ['/', '/solutions', '/search?search=Java', '/blog', '/about', '/faq', '/contacts']) {
      const page = await browser.newPage();
      const { calls, problems } = watch(page);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await hydrated(page);
      const sent = await page.evaluate(() => {
        const state = JSON.parse(document.getElementById('__RQ_STATE__')?.textContent ?? '{"queries":[]}') as {
          queries: { queryKey: [string[]] }[];
        };
        return state.queries.map((query) => query.queryKey[0].join('.'));
      });
      // The contacts page reads nothing; every other page is rendered with its data.
      if (path !== '/contacts') expect(sent.length, `${path} sends its data`).toBeGreaterThan(0);
      expect(
        calls.filter((call) => sent.includes(call)),
        path,
      ).toEqual([]);
      expect(problems, path).toEqual([]);
      await page.close();
    }
  });

  it('/specialist/{id} hydrates without asking for the card again', async () => {
    const page = await browser.newPage();
    const { calls, problems } = watch(page);
    await page.goto(`/specialist/${javaId}`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Anna S.' }).waitFor();
    expect(calls.filter((call) => call === 'catalog.info' || call === 'catalog.similar')).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('a logged-in client gets the public page, then the session joins without a hydration error', async () => {
    const token = await app.login('client@demo.test');
    const context = await browser.newContext();
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
    const page = await context.newPage();
    const { calls, problems } = watch(page);
    await page.goto('/staff');
    await hydrated(page);
    await page.getByRole('button', { name: /^Account menu of / }).waitFor();
    expect(calls).toContain('identity.profile');
    expect(calls.filter((call) => call.startsWith('catalog.'))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('a phone gets /staff laid out for a phone: no sidebar to hydrate and throw away, the filters in the drawer', async () => {
    const phone = await browser.newContext(undefined, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent: PHONE_AGENT,
    });
    const page = await phone.newPage();
    const { calls, problems } = watch(page);
    const panelLoads: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/CatalogFiltersPanel-[^/]+\.js$/.test(request.url())) panelLoads.push(request.url());
    });
    await page.goto('/staff');
    const list = page.getByRole('list', { name: 'Specialists' });
    await expect.poll(() => list.getByRole('article').count()).toBe(2);
    await page.waitForLoadState('networkidle');
    // The server sent the phone's layout: the filter panel is neither in the page nor loaded until the drawer opens.
    expect(await page.getByRole('checkbox', { name: /^Senior/ }).count()).toBe(0);
    expect(panelLoads).toEqual([]);
    expect(calls.filter((call) => call.startsWith('catalog.'))).toEqual([]);
    expect(problems).toEqual([]);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('textbox', { name: 'Price from, $/h' }).fill('60');
    await page.waitForURL((url) => url.searchParams.get('priceFrom') === '60');
    await expect.poll(() => list.getByRole('article').count()).toBe(1);
    await page.screenshot({ path: `${shots}/staff-phone-drawer-390.png` });
    expect(problems).toEqual([]);

    // The solutions' catalogue is laid out the same way.
    await page.goto('/solutions');
    await page.getByRole('heading', { level: 1, name: 'Solutions' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('dialog', { name: 'Filters' }).waitFor();
    expect(problems).toEqual([]);
    await phone.close();
  });

  it('a phone turned sideways, wide as a desktop, gets the sidebar after hydration without an error', async () => {
    const tablet = await browser.newContext(undefined, {
      viewport: { width: 1280, height: 800 },
      userAgent: PHONE_AGENT,
    });
    const page = await tablet.newPage();
    const { problems } = watch(page);
    await page.goto('/staff');
    await page.getByRole('checkbox', { name: /^Senior/ }).click();
    await page.waitForURL((url) => url.searchParams.get('grade') === 'senior');
    expect(problems).toEqual([]);
    await tablet.close();
  });

  it('without JavaScript the catalogue and the card read as they do with it', async () => {
    const context = await browser.browser.newContext({
      baseURL: app.baseUrl,
      javaScriptEnabled: false,
      locale: 'en-GB',
    });
    try {
      const page = await context.newPage();
      for (const [name, path] of [
        ['staff', '/staff'],
        ['specialist', `/specialist/${javaId}`],
      ] as const) {
        await page.goto(path);
        await page
          .getByRole('link', { name: 'Anna S.', exact: true })
          .or(page.getByRole('heading', { level: 1, name: 'Anna S.' }))
          .first()
          .waitFor();
        await expect.poll(() => page.getByText('Spring', { exact: true }).count()).toBeGreaterThan(0);
        await page.setViewportSize({ width: 1360, height: 900 });
        await page.screenshot({ path: `${shots}/${name}-no-js-1360.png`, fullPage: true });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({ path: `${shots}/${name}-no-js-390.png`, fullPage: true });
      }
    } finally {
      await context.close();
    }
  });

  it("the catalogue's filters wait, disabled, for their code, and then filter", async () => {
    const page = await browser.newPage();
    const { problems } = watch(page);
    // The filter panel's chunk is held back: the server's HTML shows the filters before they can work.
    const release = await holdBack(page, /\/assets\/CatalogFiltersPanel-[^/]+\.js$/);
    await page.goto('/staff');
    const senior = page.getByRole('checkbox', { name: /^Senior/ });
    await senior.waitFor();
    expect(await senior.isDisabled()).toBe(true);
    release();
    await expect.poll(() => senior.isEnabled()).toBe(true);
    await senior.click();
    await page.waitForURL((url) => url.searchParams.get('grade') === 'senior');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the sort waits, disabled, for its code; the address is read by the browser only once the visitor changes it', async () => {
    const page = await browser.newPage();
    const { problems } = watch(page);
    const readerLoads: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/catalogQueryParse-[^/]+\.js$/.test(request.url())) readerLoads.push(request.url());
    });
    const release = await holdBack(page, /\/assets\/catalogControls-[^/]+\.js$/);
    await page.goto('/staff');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.waitFor();
    expect(await sort.isDisabled()).toBe(true);
    release();
    await expect.poll(() => sort.isEnabled()).toBe(true);
    await hydrated(page);
    // The server sent the address as it read it: the page hydrated without the reader (zod and the filter schema).
    expect(readerLoads).toEqual([]);

    const list = page.getByRole('list', { name: 'Specialists' });
    await sort.selectOption({ label: 'Price, low to high' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'priceAsc');
    await expect.poll(() => list.getByRole('article').first().textContent()).toContain('Frontend Developer');
    await sort.selectOption({ label: 'Price, high to low' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'priceDesc');
    await expect.poll(() => list.getByRole('article').first().textContent()).toContain('Java Developer');
    expect(readerLoads).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a visitor who comes to the catalogue from another page gets the list the address names', async () => {
    const page = await browser.newPage();
    const { problems } = watch(page);
    await page.goto('/about');
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'Staff', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/staff');
    const list = page.getByRole('list', { name: 'Specialists' });
    await expect.poll(() => list.getByRole('article').count()).toBe(2);
    await page.goto('/about');
    await hydrated(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/staff?priceFrom=60&sort=priceDesc');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => list.getByRole('article').count()).toBe(1);
    await expect.poll(() => list.getByRole('article').first().textContent()).toContain('Java Developer');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("a visitor whose browser cannot fetch the catalogue's address reader is told so, not left with a skeleton", async () => {
    const page = await browser.newPage();
    await page.route(/\/assets\/catalogQueryParse-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/about');
    await hydrated(page);
    // A chunk that fails reloads the page once a minute at most (web/src/app/chunkReload.ts): it just did.
    await page.evaluate(() => window.sessionStorage.setItem('app.chunkReloadAt', String(Date.now())));
    await page.getByRole('banner').getByRole('link', { name: 'Staff', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/staff');
    await page.getByText('The catalogue could not load. Check your connection and try again.').waitFor();
    expect(await page.getByRole('button', { name: /try again/i }).isVisible()).toBe(true);
    await page.close();
  });
});
