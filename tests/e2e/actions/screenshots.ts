import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { screenshotsWanted } from '../../support/browser';

/** The viewport of every tab of the harness (tests/support/browser.ts), restored after the screenshots. */
const WORKING = { width: 1280, height: 900 };
const DESKTOP = { width: 1360, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * Screenshots for a person to look at (nothing compares them): the page as a desktop and as a phone shows it, saved as
 * `<folder>/<name>-1360.png` and `<folder>/<name>-390.png`. `fullPage: false` keeps the window only (a page whose
 * length is not the point). The folder is made at once, for the file's other screenshots too. The tab is back at the
 * harness's 1,280 px afterwards. Taken only with `SCREENSHOTS=1` (tests/support/browser.ts).
 *
 *   const shoot = screenshotsIn(shots);
 *   await shoot(page, 'cart');
 */
export const screenshotsIn = (folder: string, { fullPage = true }: { readonly fullPage?: boolean } = {}) => {
  mkdirSync(folder, { recursive: true });
  return async (page: Page, name: string): Promise<void> => {
    if (!screenshotsWanted) return;
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${folder}/${name}-${DESKTOP.width}.png`, fullPage });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${folder}/${name}-${PHONE.width}.png`, fullPage });
    await page.setViewportSize(WORKING);
  };
};
