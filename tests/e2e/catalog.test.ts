import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVariant } from '../support/catalogFixtures';
import { launchBrowser, type BrowserHarness } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { pageAs } from './actions/pages';

describe('a visitor in the public catalogue', () => {
  let app: TestApp;
  let browser: BrowserHarness;
  let javaId: string;
  let partTimeId: string;

  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true });
    browser = await launchBrowser(app.baseUrl);
    const tokens = { agency: await app.login('agency@demo.test'), manager: await app.login('manager@demo.test') };
    javaId = await publishVariant(app, tokens, { surname: 'Javanese', skills: ['Java', 'Spring'], hourPrice: 60 });
    await publishVariant(app, tokens, { surname: 'Cheaper', skills: ['Java'], hourPrice: 20 });
    partTimeId = await publishVariant(app, tokens, {
      surname: 'Halftime',
      skills: ['Java'],
      hourPrice: 40,
      workFormats: ['part-time'],
    });
    await publishVariant(app, tokens, {
      surname: 'Frontender',
      specialization: 'Frontend Developer',
      skills: ['React'],
      hourPrice: 60,
    });
    // Enough cards for a list longer than the window.
    for (let n = 0; n < 9; n += 1)
      await publishVariant(app, tokens, {
        surname: `Quill${'abcdefghi'[n]}`,
        specialization: 'Frontend Developer',
        skills: ['React'],
        hourPrice: 50,
      });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('filters by category, skill and price, opens a card, and comes back to the same list', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page
      .getByRole('link', { name: /Development/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/staff' && url.searchParams.has('category'));
    const skills = page.getByRole('combobox', { name: 'Key skills', exact: true });
    await skills.click();
    await skills.fill('Spring');
    await page.getByRole('option', { name: 'Spring', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Price from, $/h' }).fill('70');
    await page.waitForURL((url) => url.searchParams.get('priceFrom') === '70' && url.searchParams.has('keySkills'));
    const list = page.getByRole('list', { name: 'Specialists' });
    await list.getByRole('link', { name: 'Anna J.', exact: true }).waitFor();
    await expect.poll(() => list.getByRole('article').count()).toBe(1);
    const filtered = page.url();

    await list.getByRole('link', { name: 'Anna J.', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Anna J.' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe('anna-j-java-developer.pdf');
    const bytes = await pdf.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    await page.goBack();
    await page.waitForURL((url) => url.href === filtered);
    await list.getByRole('link', { name: 'Anna J.', exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Price from, $/h' }).inputValue()).toBe('70');
  });

  it('orders by best match by default, and a page of 8 fills whole rows at 1360 and 390 px', async () => {
    const shots = '/tmp/e2e-shots/catalog';
    mkdirSync(shots, { recursive: true });
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1360, height: 900 });
    await page.goto('/staff');
    await expect
      .poll(() =>
        page
          .getByLabel('Sort by', { exact: true })
          .first()
          .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent),
      )
      .toBe('Best match');
    const cards = page.getByRole('list', { name: 'Specialists' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(8);
    const columns = async () =>
      new Set(await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left))))
        .size;
    expect(await columns()).toBe(2); // 8 = 4 rows of 2
    await page.screenshot({ path: `${shots}/staff-best-1360.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(columns).toBe(1);
    await page.screenshot({ path: `${shots}/staff-best-390.png`, fullPage: true });
    await page.close();
  });

  it('going back from a card deep in the list returns to the same scroll position', async () => {
    const page = await browser.newPage();
    await page.goto('/staff');
    const cards = page.getByRole('list', { name: 'Specialists' }).getByRole('article');
    await cards.nth(7).waitFor();
    // The server's HTML shows the cards before the app runs; the header search appears once it has (hydrated).
    await page.getByRole('combobox', { name: 'Search specialists and solutions' }).waitFor();
    await page.mouse.wheel(0, 350);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const scrolled = await page.evaluate(() => window.scrollY);
    // Clicked where it is on screen, so nothing scrolls it into view first.
    const box = await cards.last().getByRole('link').first().boundingBox();
    if (!box) throw new Error('the last card is not on screen');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(/\/specialist\//);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/staff');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  it('the header search suggests a skill and lands on the catalogue filtered by it', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search specialists and solutions' }).fill('Java');
    await page.getByRole('option', { name: 'Java', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/staff' && url.searchParams.has('keySkills'));
    const list = page.getByRole('list', { name: 'Specialists' });
    await list.getByRole('link', { name: 'Anna J.', exact: true }).waitFor();
    await list.getByRole('link', { name: 'Anna C.', exact: true }).waitFor();
    expect(await list.getByRole('link', { name: 'Anna F.', exact: true }).count()).toBe(0);
    expect(javaId).toBeTruthy();
  });

  it('a search with a typo still finds the skill, and nonsense says nothing was found', async () => {
    const page = await browser.newPage();
    await page.goto('/search?search=reakt');
    await page.getByRole('link', { name: 'Anna F.', exact: true }).waitFor();
    await page.goto('/search?search=qwxzvbnm');
    await page.getByText('Nothing was found for “qwxzvbnm”').waitFor();
  });

  it("the booking dialog starts from the specialist's own work format and warns when the client picks another", async () => {
    const page = await pageAs(browser, 'client@demo.test');
    await page.goto(`/specialist/${partTimeId}`);
    await page.getByRole('button', { name: 'Book Anna H.' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Book Anna H.' });
    // A part-time specialist is offered part-time with their own hours.
    await expect.poll(() => dialog.getByRole('radio', { name: 'Part-time' }).isChecked()).toBe(true);
    expect(await dialog.getByLabel('Hours a week').inputValue()).toBe('20');
    const warning = dialog.getByRole('status').filter({ hasText: "Not the specialist's own work format" });
    expect(await warning.count()).toBe(0);
    await dialog.getByText('Full-time', { exact: true }).click();
    await warning.getByText('Anna H. works part-time, 20 h a week', { exact: false }).waitFor();
    await dialog.getByText('Part-time', { exact: true }).click();
    await dialog.getByLabel('Hours a week').fill('30');
    await warning.getByText('Anna H. works 20 h a week: 30 h is more than they offer', { exact: false }).waitFor();
    await dialog.getByLabel('Hours a week').fill('20');
    await warning.waitFor({ state: 'detached' });
    await page.close();
  });
});
