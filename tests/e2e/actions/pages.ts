import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { TOKEN_KEY } from '../../../web/src/app/session/tokenStore';
import { apiClient } from '../../support/apiClient';
import { launchBrowser, type BrowserHarness } from '../../support/browser';
import { startTestApp, type TestApp, type TestAppOptions } from '../../support/testApp';
import { DEMO_PASSWORD, logIn } from './session';

/** The app under test and the browser that drives it. */
export type Site = { readonly app: TestApp; readonly browser: BrowserHarness };

/**
 * The describe block's site: the real server with the built web app on a fresh database with the demo accounts, and a
 * Chromium against it, started before the block's tests and stopped after them. Tests read `site.app` and
 * `site.browser` (they exist once the block has started).
 *
 *   const site = siteUnderTest({ env: { SEED_DEMO: 'true' } });
 */
export const siteUnderTest = (options: TestAppOptions = {}, startTimeoutMs?: number): Site => {
  let app: TestApp | undefined;
  let browser: BrowserHarness | undefined;
  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true, ...options });
    browser = await launchBrowser(app.baseUrl);
  }, startTimeoutMs);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  const started = <T>(part: T | undefined, name: string): T => {
    if (part === undefined) throw new Error(`the site's ${name} is read before its describe block started it`);
    return part;
  };
  return {
    get app() {
      return started(app, 'app');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
};

export type SignedInOptions = {
  readonly password?: string;
  /** An IANA zone for the browser's clock ('America/New_York'); the harness's default otherwise. */
  readonly timeZone?: string;
};

/**
 * A tab in a browser profile of its own, already signed in as `email`: the token of the API's login, kept where the web
 * app keeps it after its login form. No page is open yet: the test goes where its story starts. Tests about logging in
 * type into the form instead (`logIn` in ./session).
 */
export const pageAs = async (
  browser: BrowserHarness,
  email: string,
  { password = DEMO_PASSWORD, timeZone }: SignedInOptions = {},
): Promise<Page> => {
  const login = await apiClient(browser.baseUrl).post('/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`login of ${email} failed: ${login.status} ${JSON.stringify(login.body)}`);
  const token: string = login.body.data.token;
  const context = await browser.newContext(timeZone, {
    storageState: {
      cookies: [],
      origins: [{ origin: browser.baseUrl, localStorage: [{ name: TOKEN_KEY, value: token }] }],
    },
  });
  return context.newPage();
};

/**
 * A tab in a browser profile of its own where `email` has just logged in through the form, on the page the login leads
 * to (a role's dashboard): for tests about where a login lands. Other tests start from `pageAs`, which skips the form.
 */
export const pageAfterLogIn = async (
  browser: BrowserHarness,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Page> => {
  const page = await browser.newPage();
  await logIn(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
};
