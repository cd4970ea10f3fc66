import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type BrowserHarness } from '../support/browser';
import { publishVariant } from '../support/catalogFixtures';
import { startTestApp, type TestApp } from '../support/testApp';

/** The header's suggestions get out of the way: Enter or a pick closes them, and the results page does not reopen them. */
describe('the header search suggestions', () => {
  let app: TestApp;
  let browser: BrowserHarness;

  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true });
    browser = await launchBrowser(app.baseUrl);
    const tokens = { agency: await app.login('agency@demo.test'), manager: await app.login('manager@demo.test') };
    await publishVariant(app, tokens, { surname: 'Javelin', skills: ['Java', 'Spring'] });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('closes on Enter, stays closed on /search until the user types again, and closes when a suggestion is picked', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search specialists and solutions' }).first();
    const suggestions = page.getByRole('listbox');
    await box.click();
    await box.pressSequentially('Jav');
    await suggestions.getByRole('option', { name: 'Java', exact: true }).first().waitFor();

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('search') === 'Jav');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Past the suggestions' delay: the words searched for are in the box, the list does not come back.
    await page.waitForTimeout(1_200);
    expect(await box.inputValue()).toBe('Jav');
    expect(await suggestions.count()).toBe(0);

    await box.pressSequentially('a');
    await suggestions.getByRole('option', { name: 'Java', exact: true }).first().waitFor();
    await suggestions.getByRole('option', { name: 'Java', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/staff' && url.searchParams.has('keySkills'));
    await page.waitForTimeout(1_200);
    expect(await suggestions.count()).toBe(0);
  });
});
