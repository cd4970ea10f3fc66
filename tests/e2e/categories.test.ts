import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { pageAs } from './actions/pages';
import { continueStep } from './actions/specialistEditor';
import { expectPath } from './assertions/session';

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/categories-shots';

/** The subcategory options the specialist editor offers once "Development" is chosen, as an agency sees them. */
const subcategoriesInSpecialistForm = async (page: Page): Promise<string[]> => {
  await page.goto('/pa/specialists/create');
  const general = page.getByRole('group', { name: 'General Info' });
  await general.getByLabel('Last name').fill('Probe');
  await general.getByLabel('First name').fill('Pia');
  await continueStep(page);
  const category = page
    .getByRole('textbox', { name: 'Category', exact: true })
    .or(page.getByRole('combobox', { name: 'Category', exact: true }))
    .first();
  await category.click();
  await page
    .getByRole('option', { name: /Development/ })
    .first()
    .click();
  await page.keyboard.press('Escape');
  const subcategory = page
    .getByRole('textbox', { name: 'Subcategory', exact: true })
    .or(page.getByRole('combobox', { name: 'Subcategory', exact: true }))
    .first();
  await subcategory.click();
  await page
    .getByRole('option', { name: /Backend/ })
    .first()
    .waitFor();
  const options = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return options;
};

const row = (page: Page, slug: string) => page.locator(`[data-category="${slug}"]`);

/** The manager's category editor as clicked: add a subcategory, move it, reorder it by keyboard, hide it; the agency's form follows. */
describe('the category editor in the browser', () => {
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

  it('a manager adds a subcategory, moves it, hides it, and it disappears from the specialist form', async () => {
    const manager = await pageAs(browser, 'manager@demo.test');
    const errors = recordPageErrors(manager);
    await manager.goto('/manager');
    await manager
      .getByRole('navigation', { name: 'Shared manager menu' })
      .getByRole('link', { name: 'Categories' })
      .click();
    await expectPath(manager, '/manager/categories');
    const tree = manager.getByRole('list', { name: 'Specialist categories' });
    await row(manager, 'design').waitFor();
    expect(await seriousAccessibilityProblems(manager, 'main')).toEqual([]);

    // Add "Illustration" under Design from Design's actions; the slug is made from the title.
    await manager.getByRole('button', { name: 'Actions for "Design"' }).click();
    await manager.getByRole('menuitem', { name: 'Add a subcategory' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Add a subcategory to "Design"' });
    await dialog.getByLabel('Title').fill('Illustration');
    await dialog.getByText('Left empty, it will be "illustration".').waitFor();
    expect(await seriousAccessibilityProblems(manager, '[role="dialog"]')).toEqual([]);
    await manager.screenshot({ path: `${shots}/categories-add-1360.png` });
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'detached' });
    await tree
      .getByRole('list', { name: 'Subcategories of "Design"' })
      .locator('[data-category="illustration"]')
      .waitFor();

    // A taken slug is refused at the slug field.
    await manager.getByRole('button', { name: 'Actions for "Illustration"' }).click();
    await manager.getByRole('menuitem', { name: 'Edit title and slug' }).click();
    const edit = manager.getByRole('dialog', { name: 'Edit "Illustration"' });
    await edit.getByLabel('Slug').fill('backend');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText('The slug "backend" is already used by "Backend"').waitFor();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Move it under Development: it goes last there.
    await manager.getByRole('button', { name: 'Actions for "Illustration"' }).click();
    await manager.getByRole('menuitem', { name: 'Move to…' }).click();
    const move = manager.getByRole('dialog', { name: 'Move "Illustration"' });
    await move
      .getByRole('textbox', { name: 'New place' })
      .or(move.getByRole('combobox', { name: 'New place' }))
      .first()
      .click();
    await manager.getByRole('option', { name: 'Development' }).click();
    await move.getByRole('button', { name: 'Move' }).click();
    await move.waitFor({ state: 'detached' });
    const development = tree.getByRole('list', { name: 'Subcategories of "Development"' });
    await development.locator('[data-category="illustration"]').waitFor();
    expect(await development.locator('[data-category]').last().getAttribute('data-category')).toBe('illustration');

    // Up one place by keyboard: focus the button and press Enter.
    await manager.getByRole('button', { name: 'Move "Illustration" up' }).focus();
    await manager.keyboard.press('Enter');
    await manager.getByText('"Illustration" moved').waitFor();
    const order = async () =>
      development.locator('[data-category]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-category')));
    await expect
      .poll(order)
      .toEqual([
        'backend',
        'frontend',
        'mobile',
        'fullstack',
        'game-dev',
        'embedded',
        'erp-crm',
        'illustration',
        'blockchain',
      ]);
    // The focus stays on the moved row's button, so the next key press moves it again.
    expect(await manager.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Move "Illustration" up',
    );
    const places = await app.pool.query(
      `select slug, sort_order from categories where parent_id = (select id from categories where slug = 'development') order by sort_order`,
    );
    expect(places.rows.map((r) => `${r.slug}:${r.sort_order}`).slice(-2)).toEqual(['illustration:8', 'blockchain:9']);

    // The agency's editor offers it while it is visible…
    const agency = await pageAs(browser, 'agency@demo.test');
    const agencyErrors = recordPageErrors(agency);
    await agency.goto('/pa');
    expect(await subcategoriesInSpecialistForm(agency)).toContain('Illustration (Development)');

    // …the manager hides it…
    await manager.getByRole('button', { name: 'Actions for "Illustration"' }).click();
    await manager.getByRole('menuitem', { name: 'Hide' }).click();
    await manager.getByText('"Illustration" hidden').waitFor();
    await row(manager, 'illustration').getByText('Hidden', { exact: true }).waitFor();
    await manager.setViewportSize({ width: 1360, height: 900 });
    await manager.screenshot({ path: `${shots}/categories-1360.png`, fullPage: true });
    await manager.setViewportSize({ width: 390, height: 844 });
    await manager.screenshot({ path: `${shots}/categories-390.png`, fullPage: true });
    await manager.screenshot({ path: `${shots}/categories-390-top.png` });
    expect(await seriousAccessibilityProblems(manager, 'main')).toEqual([]);

    // …and the form no longer offers it, while the other subcategories stay.
    const options = await subcategoriesInSpecialistForm(agency);
    expect(options).toContain('Backend (Development)');
    expect(options).not.toContain('Illustration (Development)');

    // Every step is in the audit log with the manager as actor, and in the page's latest changes.
    const audit = await app.pool.query(
      `select action from audit_log where subject_id = (select id from categories where slug = 'illustration') order by id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'category.created',
      'category.moved',
      'category.reordered',
      'category.hidden',
    ]);
    await manager.setViewportSize({ width: 1360, height: 900 });
    await manager
      .getByRole('region', { name: 'Latest changes' })
      .getByText('Maria Manning', { exact: false })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    expect(agencyErrors).toEqual([]);
  });

  it('the solution tree is a tab of its own; a category in use offers no delete, an unused one is deleted after a confirmation', async () => {
    const manager = await pageAs(browser, 'manager@demo.test');
    await manager.goto('/manager/categories?type=solution');
    await manager.getByRole('tab', { name: 'Solution categories', selected: true }).waitFor();
    await row(manager, 'crm').waitFor();
    await manager.getByRole('button', { name: 'Add category' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Add a category' });
    await dialog.getByLabel('Title').fill('Short-lived');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await row(manager, 'short-lived').waitFor();
    await manager.getByRole('button', { name: 'Actions for "Short-lived"' }).click();
    await manager.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    await manager
      .getByRole('dialog', { name: 'Delete "Short-lived"?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await row(manager, 'short-lived').waitFor({ state: 'detached' });
    expect((await app.pool.query(`select 1 from categories where slug = 'short-lived'`)).rowCount).toBe(0);

    await manager.getByRole('tab', { name: 'Specialist categories' }).click();
    await manager.getByRole('button', { name: 'Actions for "Backend"' }).click();
    await manager.getByRole('menuitem', { name: 'Delete (in use: hide it instead)' }).waitFor();
    expect(await manager.getByRole('menuitem', { name: 'Delete', exact: true }).count()).toBe(0);
  });
});
