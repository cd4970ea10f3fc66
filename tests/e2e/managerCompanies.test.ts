import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { pageAs } from './actions/pages';

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/backoffice-shots';
/** A labelled input, whatever role Mantine gives it (text, search, combobox). */
const field = (scope: Page | ReturnType<Page['getByRole']>, name: string) =>
  scope
    .getByRole('textbox', { name, exact: true })
    .or(scope.getByRole('combobox', { name, exact: true }))
    .or(scope.getByRole('searchbox', { name, exact: true }))
    .first();
const noSeriousProblems = async (page: Page, scope = 'main') =>
  expect(await seriousAccessibilityProblems(page, scope)).toEqual([]);
const rowsOf = (page: Page) => page.getByRole('table', { name: 'Client companies' }).locator('tbody tr');

/** The managers' client and partner lists: filters in the address, pages, the company page and its personal manager. */
describe('the back office company lists in the browser', () => {
  let app: TestApp;
  let browser: BrowserHarness;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    app = await startTestApp({ serveWeb: true });
    browser = await launchBrowser(app.baseUrl);
    // Nine more clients, three of them in Germany, so the list has pages.
    for (let i = 1; i <= 9; i++) {
      await app.pool.query(
        `insert into companies (type, name, country_code, tax_number) values ('client', $1, $2, $3)`,
        [`Listed Client ${i}`, i <= 3 ? 'DE' : null, `TX-${i}`],
      );
    }
    // A second account manager to give a company.
    await app.pool.query(
      `insert into users (company_id, role_id, email, password_hash, first_name, last_name, status, email_verified_at)
       select company_id, role_id, 'otto@office.test', password_hash, 'Otto', 'Office', 'active', now() from users where email = 'manager@demo.test'`,
    );
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('filters by search and country, pages with 8 a page, and keeps it all in the address', async () => {
    const page = await pageAs(browser, 'manager@demo.test');
    const errors = recordPageErrors(page);
    await page.goto('/manager/client/list');
    await page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor();
    await rowsOf(page).first().waitFor();
    await noSeriousProblems(page);

    await field(page, 'Search').fill('listed client');
    await page.waitForURL(/search=listed/);
    await expect.poll(() => rowsOf(page).count()).toBe(9);

    // 8 a page: the second page holds the ninth.
    await page.goto('/manager/clients/list?search=listed+client&count=8');
    await expect.poll(() => rowsOf(page).count()).toBe(8);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => rowsOf(page).count()).toBe(1);

    // Country from the filter's facets.
    await page.goto('/manager/clients/list?search=listed+client');
    await field(page, 'Country').click();
    await page.getByRole('option', { name: 'Germany (3)' }).click();
    await page.waitForURL(/country=DE/);
    await expect.poll(() => rowsOf(page).count()).toBe(3);

    // Sorting by name, descending on the second click.
    // The second click reads the order the first one put in the address: it waits for it, as a person sees it change.
    await page.getByRole('button', { name: 'Sort by company' }).click();
    await page.waitForURL(/sort=name/);
    await page.getByRole('button', { name: 'Sort by company' }).click();
    await page.waitForURL(/sort=-name/);
    await expect.poll(async () => (await rowsOf(page).first().innerText()).includes('Listed Client 3')).toBe(true);

    await page.setViewportSize({ width: 1360, height: 900 });
    await page.screenshot({ path: `${shots}/clients-list-1360.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/clients-list-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Nothing matches: the filtered empty state offers a reset.
    await page.goto('/manager/clients/list?search=nobody-is-called-this');
    await page.getByText('No clients match the filters').waitFor();
    expect(errors).toEqual([]);
  });

  it("a partner's page: holdings with links, a personal manager assigned from the staff, the history", async () => {
    const page = await pageAs(browser, 'manager@demo.test');
    await page.goto('/manager/companies/list');
    await page.getByRole('link', { name: 'Demo Agency' }).click();
    await page.getByRole('heading', { name: 'Demo Agency', level: 1 }).waitFor();
    await page.waitForURL(/\/manager\/partners\/[0-9a-f-]+$/);
    await page
      .getByRole('region', { name: 'What the company has' })
      .getByRole('link', { name: 'Specialist cards' })
      .waitFor();
    await noSeriousProblems(page);

    const block = page.getByRole('region', { name: 'Personal manager' });
    await field(block, 'Assign a platform employee').click();
    await page.getByRole('option', { name: /^Otto Office/ }).click();
    await block.getByRole('button', { name: 'Assign' }).click();
    await page.getByText('Data changed successfully').first().waitFor();

    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByText('Assigned the personal manager').waitFor();
    await page.setViewportSize({ width: 1360, height: 900 });
    await page.screenshot({ path: `${shots}/partner-page-1360.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/partner-page-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await noSeriousProblems(page);

    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/manager\/partners\/[0-9a-f-]+\/update$/);
    await field(page, 'Company name').waitFor();
    await noSeriousProblems(page);
  });
});
