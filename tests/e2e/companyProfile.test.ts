import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { gradientPng } from '../support/imageFixtures';
import { startTestApp, type TestApp } from '../support/testApp';
import { screenshotsIn } from './actions/screenshots';
import { pageAs } from './actions/pages';
import { expectPath } from './assertions/session';

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/company-profile-shots';
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Picks an option of a Mantine select by typing, as a keyboard user does. */
const choose = async (page: Page, label: string, option: string) => {
  const input = page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .first();
  await input.click();
  if (await input.isEditable()) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
};

const noSeriousProblems = async (page: Page, scope = 'main') =>
  expect(await seriousAccessibilityProblems(page, scope)).toEqual([]);

/** An agency completes its company profile (logo and payment details included) and the solution editor stops warning. */
describe('the company profile in the browser', () => {
  let app: TestApp;
  let browser: BrowserHarness;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    app = await startTestApp({ serveWeb: true });
    browser = await launchBrowser(app.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('an agency fills its profile with a logo and payment details, and the solution editor no longer warns', async () => {
    const agency = await pageAs(browser, 'agency@demo.test');
    const errors = recordPageErrors(agency);
    await agency.goto('/pa');

    // The getting started names the missing facts and links to the profile.
    const start = agency.getByRole('region', { name: 'Getting started' });
    await start
      .getByRole('article', { name: 'Company profile' })
      .getByText(/Missing: .*website/)
      .waitFor();
    await start
      .getByRole('article', { name: 'Contract with the platform' })
      .getByText(/No contract yet/)
      .waitFor();

    // Before: the solution editor warns about what the profile lacks.
    await agency.goto('/pa/solutions/create');
    const contact = region(agency, 'Contact info');
    const warning = contact.getByRole('note').filter({ hasText: 'The company profile is incomplete' });
    await warning.getByText('website').waitFor();
    await warning.getByText('logo').waitFor();

    await agency.goto('/pa');
    await start.getByRole('link', { name: 'Complete the company profile' }).click();
    await expectPath(agency, '/pa/company');
    await agency.getByRole('tab', { name: 'Company', selected: true }).waitFor();
    await noSeriousProblems(agency);

    const main = region(agency, 'Main data');
    await main.getByLabel('Legal name').fill('Demo Agency GmbH');
    await choose(agency, 'Country', 'Germany');
    await main.getByLabel('City').fill('Berlin');
    await main.getByLabel('Legal address').fill('Unter den Linden 1, 10117 Berlin');
    await main.getByLabel('Website').fill('demo-agency.example');
    await choose(agency, 'Number of employees', '11–50');
    await main.getByLabel('Registration number').fill('HRB 12345');
    await main.getByLabel('Tax number').fill('DE123456789');

    const logo = agency.waitForEvent('filechooser');
    await region(agency, 'Logo').getByRole('button', { name: 'Upload logo' }).click();
    await (await logo).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: gradientPng(160, 100) });
    await region(agency, 'Logo').getByRole('img', { name: 'Logo preview' }).waitFor();

    // VAT: a payer's rate is checked in the browser with the server's rule before anything is sent.
    const vat = region(agency, 'VAT');
    await vat.getByRole('radio', { name: 'Yes, a VAT payer' }).check();
    await vat.getByLabel('VAT rate, %').fill('75');
    await agency.getByRole('button', { name: 'Save changes' }).click();
    await vat.getByText('The VAT rate must be above 0 and at most 50 %, with at most two decimals').waitFor();
    await vat.getByLabel('VAT rate, %').fill('19');
    await agency.getByRole('button', { name: 'Save changes' }).click();
    await agency.getByText('Data changed successfully').waitFor();
    await expect
      .poll(
        async () =>
          (
            await app.pool.query(
              `select website, vat_rate_basis_points, logo_file_id from companies where name = 'Demo Agency'`,
            )
          ).rows[0],
      )
      .toMatchObject({
        website: 'https://demo-agency.example',
        vat_rate_basis_points: 1900,
      });

    await screenshotsIn(shots)(agency, 'company');

    // Payment details: a wrong IBAN is refused at the field; a right one becomes the default.
    await agency.getByRole('tab', { name: 'Payment details' }).click();
    await agency.getByText('No payment details yet').waitFor();
    await noSeriousProblems(agency);
    await agency.getByRole('button', { name: 'Add payment details' }).click();
    const dialog = agency.getByRole('dialog', { name: 'Add payment details' });
    await dialog.getByLabel('Bank name').fill('Deutsche Bank');
    await choose(agency, 'Currency', 'EUR');
    await dialog.getByLabel('IBAN or account number').fill('DE89 3704 0044 0532 0130 01');
    await dialog.getByLabel('SWIFT').fill('deutdeff');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText('The IBAN is not valid: check the country, the length and the digits').waitFor();
    await dialog.getByLabel('IBAN or account number').fill('DE89 3704 0044 0532 0130 00');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const table = agency.getByRole('table', { name: 'Payment details' });
    await table.getByText('DE89 3704 0044 0532 0130 00').waitFor();
    await table.getByText('DEUTDEFF').waitFor();
    await table.getByText('Default').waitFor();
    await noSeriousProblems(agency);
    await agency.setViewportSize({ width: 1360, height: 900 });
    await agency.screenshot({ path: `${shots}/payment-1360.png`, fullPage: true });
    await agency.setViewportSize({ width: 390, height: 844 });
    await agency.screenshot({ path: `${shots}/payment-390.png`, fullPage: true });
    await agency.setViewportSize({ width: 1280, height: 900 });
    expect(new URL(agency.url()).search).toBe('?tab=payment');

    // The People tab is the people feature's.
    await agency.getByRole('tab', { name: 'People' }).click();
    await agency.getByRole('tabpanel').waitFor();

    // After: the solution editor's card reads the profile and warns no more.
    await agency.goto('/pa/solutions/create');
    await contact.getByText('Germany · https://demo-agency.example').waitFor();
    await contact.getByRole('img', { name: 'Demo Agency logo' }).waitFor();
    expect(await contact.getByRole('note').filter({ hasText: 'The company profile is incomplete' }).count()).toBe(0);

    await agency.goto('/pa');
    await start.getByRole('article', { name: 'Company profile' }).getByText('Complete.').waitFor();
    // The getting started is this part's; the section links below it are the shell's.
    await noSeriousProblems(agency, 'section[aria-labelledby="getting-started"]');
    await agency.setViewportSize({ width: 1360, height: 900 });
    await agency.screenshot({ path: `${shots}/dashboard-1360.png`, fullPage: true });
    await agency.setViewportSize({ width: 390, height: 844 });
    await agency.screenshot({ path: `${shots}/dashboard-390.png`, fullPage: true });
    expect(errors).toEqual([]);
  }, 120_000);

  it('a client edits its own company and may upload its logo; the agency dashboard is not shown', async () => {
    const client = await pageAs(browser, 'client@demo.test');
    await client.goto('/pa');
    expect(await client.getByRole('region', { name: 'Getting started' }).count()).toBe(0);
    await client.goto('/pa/company');
    await region(client, 'Logo').getByRole('button', { name: 'Upload logo' }).waitFor();
    await region(client, 'Main data').getByLabel('City').fill('Amsterdam');
    await client.getByRole('button', { name: 'Save changes' }).click();
    await client.getByText('Data changed successfully').waitFor();
    expect((await app.pool.query(`select city from companies where name = 'Demo Client'`)).rows[0].city).toBe(
      'Amsterdam',
    );
    await noSeriousProblems(client);
  }, 60_000);

  it("a client's failed save says why beside the button and shows the field; its payment details speak to the payer", async () => {
    const client = await pageAs(browser, 'client@demo.test');
    await client.goto('/pa/company');
    // Typing a whole name offers that name first (not 'Equatorial Guinea' for 'Guinea'), and Enter takes it.
    const main = region(client, 'Main data');
    const country = main
      .getByRole('textbox', { name: 'Country', exact: true })
      .or(main.getByRole('combobox', { name: 'Country', exact: true }))
      .first();
    await country.click();
    await country.fill('Guinea');
    await expect.poll(() => client.getByRole('option').first().innerText()).toBe('Guinea');
    await country.press('Enter');
    await expect.poll(() => country.inputValue()).toBe('Guinea');
    const vat = region(client, 'VAT');
    // The rate is asked of a VAT payer only, and at once when the client says it is one.
    await vat.getByRole('radio', { name: 'No, not a VAT payer' }).check();
    expect(await vat.getByLabel('VAT rate, %').count()).toBe(0);
    await vat.getByRole('radio', { name: 'Yes, a VAT payer' }).check();
    const rate = vat.getByLabel('VAT rate, %');
    await rate.waitFor();
    await rate.fill('');
    await client.evaluate(() => window.scrollTo(0, 0));
    await client.getByRole('button', { name: 'Save changes' }).click();
    // The reason is beside the button, and the page brings the field in error into view with the focus on it.
    const saveRow = client.getByRole('button', { name: 'Save changes' }).locator('xpath=..');
    await saveRow
      .getByRole('alert')
      .filter({ hasText: /^Not saved/ })
      .waitFor();
    await expect.poll(() => rate.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await rate.isVisible()).toBe(true);
    const box = await rate.boundingBox();
    const viewport = client.viewportSize();
    expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
    await rate.fill('21');
    await client.getByRole('button', { name: 'Save changes' }).click();
    await client.getByText('Data changed successfully').waitFor();

    await client.getByRole('tab', { name: 'Payment details' }).click();
    await client
      .getByText("Contracts and the platform's invoices name the default entry: the account you pay from.")
      .waitFor();
    expect(await client.getByText('the platform pays you to', { exact: false }).count()).toBe(0);
    await client.close();
  }, 60_000);
});
