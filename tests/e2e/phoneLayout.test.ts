import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';

const shots = '/tmp/e2e-screenshots/phone';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1360, height: 900 };

/** Issue 18, "On a phone" and "Keyboard": results first, filters in a drawer, Book in reach, no red on tabbing. */
describe('the catalogue on a phone, and the keyboard', () => {
  let app: TestApp;
  let browser: BrowserHarness;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    app = await startTestApp({ serveWeb: true, env: { SEED_DEMO_CARDS: 'true' } });
    browser = await launchBrowser(app.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const pageAt = async (viewport: { width: number; height: number }): Promise<Page> => {
    const page = await browser.newPage();
    await page.setViewportSize(viewport);
    return page;
  };
  const noAxeProblems = async (page: Page, selector = 'main') =>
    expect(await seriousAccessibilityProblems(page, selector)).toEqual([]);

  it('/staff at 390 px: the first specialist is above the fold, Filters opens the drawer and Show n specialists closes it', async () => {
    const page = await pageAt(PHONE);
    const errors = recordPageErrors(page);
    await page.goto('/staff');
    const list = page.getByRole('list', { name: 'Specialists' });
    await list.getByRole('article').first().waitFor();
    const first = await list.getByRole('article').first().boundingBox();
    expect(first).not.toBeNull();
    expect(first!.y).toBeLessThan(PHONE.height - 100);
    // The filter fields are not on the page until the drawer opens: one panel, in one place.
    expect(await page.getByRole('combobox', { name: 'Key skills' }).count()).toBe(0);
    await page.screenshot({ path: `${shots}/staff-390.png` });

    const unfiltered = Number((await page.getByText(/^\d+ specialists? found$/).textContent())?.split(' ')[0]);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await drawer.getByRole('checkbox', { name: /^Senior/ }).click();
    await page.waitForURL((url) => url.searchParams.get('grade') === 'senior');
    const show = drawer.getByRole('button', { name: /^Show \d+ specialists?$/ });
    // The count under the list and the drawer's button agree once the filtered list has arrived (the previous list
    // stays on screen while it loads).
    const found = page.getByText(/^\d+ specialists? found$/);
    await expect
      .poll(async () => {
        const total = Number((await found.textContent())?.split(' ')[0]);
        return (
          (await show.textContent())?.trim() === `Show ${total} ${total === 1 ? 'specialist' : 'specialists'}` &&
          total < unfiltered
        );
      })
      .toBe(true);
    await noAxeProblems(page, '[role="dialog"]');
    await page.screenshot({ path: `${shots}/staff-drawer-390.png` });
    await show.click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Filters (1)', exact: true }).waitFor();
    await noAxeProblems(page);
    await page.screenshot({ path: `${shots}/staff-filtered-390.png`, fullPage: true });
    expect(errors).toEqual([]);
  });

  it('/staff at 1360 px keeps the sidebar, and tabbing into a select does not open its list until a key is pressed', async () => {
    const page = await pageAt(DESKTOP);
    await page.goto('/staff');
    await page.getByRole('list', { name: 'Specialists' }).getByRole('article').first().waitFor();
    expect(await page.getByRole('button', { name: /^Filters/ }).count()).toBe(0);
    const category = page.getByRole('combobox', { name: 'Category' });
    await category.waitFor();
    // The server's filters are disabled until their code has hydrated them (kit/ControlsOnceHydrated).
    await expect.poll(() => category.isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Reset' }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => category.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.waitForTimeout(300);
    expect(await page.getByRole('listbox').count()).toBe(0);
    await page.keyboard.press('ArrowDown');
    await page.getByRole('listbox').first().waitFor();
    await page.keyboard.press('Escape');
    await page.screenshot({ path: `${shots}/staff-1360.png` });
  });

  it('/specialist/{id} at 390 px keeps the price and Book on screen, and at the end leaves the footer uncovered', async () => {
    const page = await pageAt(PHONE);
    await page.goto('/staff');
    const card = page.getByRole('list', { name: 'Specialists' }).getByRole('article').first();
    await card.getByRole('link').first().click();
    await page.waitForURL(/\/specialist\//);
    const bar = page.getByRole('complementary', { name: 'Price and booking' });
    await bar.waitFor();
    await bar
      .getByText(/^\$\d[\d,.]*\/h|^\$/)
      .first()
      .waitFor();
    await bar.getByRole('link', { name: /^Book / }).waitFor();
    const atTop = await bar.boundingBox();
    expect(atTop!.y + atTop!.height).toBeLessThanOrEqual(PHONE.height + 1);
    expect(atTop!.y).toBeGreaterThan(PHONE.height / 2);
    await page.screenshot({ path: `${shots}/specialist-390.png` });

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(200);
    const footer = page.getByRole('contentinfo');
    const [barAtEnd, footerBox] = [await bar.boundingBox(), await footer.boundingBox()];
    expect(barAtEnd!.y + barAtEnd!.height).toBeLessThanOrEqual(footerBox!.y + 1);
    await noAxeProblems(page);
    await page.screenshot({ path: `${shots}/specialist-end-390.png` });

    // On a wide screen the bar is not there: the side card holds the price and Book.
    await page.setViewportSize(DESKTOP);
    await bar.waitFor({ state: 'hidden' });
    await page.screenshot({ path: `${shots}/specialist-1360.png` });
  });

  it('/solutions at 390 px: the list first, the categories in the drawer', async () => {
    const page = await pageAt(PHONE);
    await page.goto('/solutions');
    await page.getByRole('list', { name: 'Solutions' }).getByRole('listitem').first().waitFor();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('checkbox').first().waitFor();
    await noAxeProblems(page, '[role="dialog"]');
    await page.screenshot({ path: `${shots}/solutions-drawer-390.png` });
    await drawer.getByRole('button', { name: /^Show \d+ solutions?$/ }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.screenshot({ path: `${shots}/solutions-390.png`, fullPage: true });
  });

  it('tabbing through the empty registration form marks nothing red; a submit marks what is missing', async () => {
    const page = await pageAt(DESKTOP);
    await page.goto('/registration');
    const form = page.getByRole('form', { name: 'Registration' });
    await form.getByLabel('Company name').focus();
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    await page.waitForTimeout(200);
    expect(await form.locator('[aria-invalid="true"]').count()).toBe(0);
    await page.screenshot({ path: `${shots}/registration-tabbed-1360.png` });

    await form.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    expect(await form.getByLabel('Company name').getAttribute('aria-invalid')).toBe('true');
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${shots}/registration-submitted-390.png`, fullPage: true });
  });
});
