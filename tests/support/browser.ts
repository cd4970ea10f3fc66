import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/**
 * Debian's Chromium headless shell (installed by scripts/ensure-chromium.mjs) with the flags of design.md; CHROMIUM_PATH
 * points elsewhere when needed (`/usr/bin/chromium`, the full browser, drives the same tests a little slower).
 */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export type BrowserHarness = {
  readonly browser: Browser;
  /** The app the tabs open relative paths of. */
  readonly baseUrl: string;
  /** A fresh profile (cookies, storage) per user of a test; tabs of one user share it; `device` for a phone's. */
  readonly newContext: (timezoneId?: string, device?: BrowserContextOptions) => Promise<BrowserContext>;
  /** A new tab in a fresh context, for tests with one user and one tab. */
  readonly newPage: () => Promise<Page>;
  readonly close: () => Promise<void>;
};

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Screenshots are for a person to look at, and nobody looks at those of a whole run: `SCREENSHOTS=1` takes them (a
 * full-page PNG costs 1-3 s of a busy machine, and the suite took about two hundred). Without it `page.screenshot` writes
 * nothing and answers an empty image.
 */
export const screenshotsWanted = process.env.SCREENSHOTS === '1';

export const launchBrowser = async (baseUrl: string): Promise<BrowserHarness> => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
    args: chromiumFlags,
  });
  const contexts: BrowserContext[] = [];
  const newContext = async (timezoneId?: string, device: BrowserContextOptions = {}) => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1280, height: 900 },
      locale: 'en-GB',
      // No motion: a page that stops animating stops repainting, and a dialog is where it will be at the first frame.
      reducedMotion: 'reduce',
      ...device,
      ...(timezoneId ? { timezoneId } : {}),
    });
    context.setDefaultTimeout(DEFAULT_TIMEOUT_MS);
    // A server-rendered page shows before React has taken it over; a click then would be a plain link or a native form
    // submission. Every navigation of a test waits until the app marks the page live (web/src/app/AppRoot.tsx).
    context.on('page', (page) => {
      if (!screenshotsWanted) page.screenshot = async () => Buffer.alloc(0);
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page
          .waitForFunction(
            () => document.documentElement.dataset.live === 'true' || !document.getElementById('root'),
            undefined,
            // Every 30 ms, not every animation frame: polling per frame keeps the page painting while it hydrates.
            { timeout: DEFAULT_TIMEOUT_MS, polling: 30 },
          )
          .catch(() => undefined);
        return response;
      };
    });
    contexts.push(context);
    return context;
  };
  return {
    browser,
    baseUrl,
    newContext,
    newPage: async () => (await newContext()).newPage(),
    close: async () => {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
      await browser.close();
    },
  };
};

/** Collects uncaught page errors, so a test can assert the app did not crash behind a passing screen. */
export const recordPageErrors = (page: Page): Error[] => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
};
