import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { pageAs } from './actions/pages';
import { screenshotsIn } from './actions/screenshots';
import { expectLoggedOut, expectPath } from './assertions/session';

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/terms-shots';

/** A manager publishes new terms effective now; users are asked once, can only accept with the box ticked, and declining logs out. */
describe('terms and conditions in the browser', () => {
  let app: TestApp;
  let browser: BrowserHarness;

  const shoot = screenshotsIn(shots);
  /** Types into one of the page's block editors (a contenteditable under the field's label). */
  const typeInEditor = async (page: Page, label: string, lines: readonly string[]) => {
    const editor = page.getByRole('group', { name: label }).locator('[contenteditable="true"]').first();
    await editor.waitFor();
    await editor.click();
    for (const [i, line] of lines.entries()) {
      if (i > 0) await page.keyboard.press('Enter');
      await page.keyboard.type(line);
    }
  };

  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true });
    browser = await launchBrowser(app.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('a manager publishes a version effective now in the block editor; it lists with its count and shows on the public page', async () => {
    const manager = await pageAs(browser, 'manager@demo.test');
    const errors = recordPageErrors(manager);
    await manager.goto('/manager/terms-and-conditions/list');
    await manager.getByText('No terms versions yet').waitFor();
    expect(await seriousAccessibilityProblems(manager, 'main')).toEqual([]);

    await manager.getByRole('link', { name: 'New version' }).click();
    await expectPath(manager, '/manager/terms-and-conditions/create');
    await typeInEditor(manager, 'Terms and conditions', [
      'Clients pay the catalogue price for every hour worked.',
      'Agencies keep their specialists\u2019 cards true.',
    ]);
    await typeInEditor(manager, 'Summary of changes', ['We wrote down how hours are paid.']);
    await manager
      .getByLabel(/Effective immediately/)
      .isChecked()
      .then((checked) => expect(checked).toBe(true));
    await shoot(manager, 'terms-manager-create');
    expect(await seriousAccessibilityProblems(manager, 'form')).toEqual([]);
    await manager.getByRole('button', { name: 'Publish version' }).click();

    await expectPath(manager, '/manager/terms-and-conditions/list');
    const row = manager.getByRole('row', { name: /Version 1/ });
    await row.getByText('In force').waitFor();
    await row.getByText('0 users').waitFor();
    await shoot(manager, 'terms-manager-list');
    expect(await seriousAccessibilityProblems(manager, 'main')).toEqual([]);
    expect(errors).toEqual([]);

    const visitor = await browser.newPage();
    await visitor.goto('/terms-and-conditions');
    await visitor.getByText('Clients pay the catalogue price for every hour worked.').waitFor();
    await visitor.getByText('In force', { exact: true }).waitFor();
    expect(await seriousAccessibilityProblems(visitor, 'main')).toEqual([]);
    await shoot(visitor, 'terms-public');
  });

  it('a client sees the modal, cannot accept without the box, accepts, and is not asked again', async () => {
    const client = await pageAs(browser, 'client@demo.test');
    const errors = recordPageErrors(client);
    await client.goto('/pa');
    const modal = client.getByRole('dialog', { name: 'New terms and conditions' });
    await modal.waitFor();
    await modal.getByText('We wrote down how hours are paid.').waitFor();
    await modal.getByText('Clients pay the catalogue price for every hour worked.').waitFor();
    const accept = modal.getByRole('button', { name: 'Accept' });
    expect(await accept.isDisabled()).toBe(true);
    expect(await seriousAccessibilityProblems(client, '[role="dialog"]')).toEqual([]);
    await shoot(client, 'terms-modal');

    await modal.getByLabel('I have read and accept the terms and conditions').check();
    expect(await accept.isEnabled()).toBe(true);
    await modal.getByLabel('I have read and accept the terms and conditions').uncheck();
    expect(await accept.isDisabled()).toBe(true);
    await modal.getByLabel('I have read and accept the terms and conditions').check();
    await accept.click();
    await modal.waitFor({ state: 'detached' });

    await client.reload();
    // The layout covers the page in the render that shows its menu when terms are to be accepted: none now.
    await client.getByRole('navigation', { name: 'Personal area menu' }).waitFor();
    expect(await client.getByRole('dialog', { name: 'New terms and conditions' }).count()).toBe(0);
    const accepted = await app.pool.query(
      `select a.channel from terms_acceptances a join users u on u.id = a.user_id where u.email = 'client@demo.test'`,
    );
    expect(accepted.rows).toEqual([{ channel: 'modal' }]);

    // New terms scheduled for later: the personal area shows the hint card, which leads to the upcoming version.
    const managerToken = await app.login('manager@demo.test');
    const effectiveFrom = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const scheduled = await app.api.post(
      '/admin/api/legal-document/terms-and-conditions/create',
      {
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Version two of the terms.' }] }],
        effectiveFrom,
      },
      { token: managerToken },
    );
    expect(scheduled.status).toBe(200);
    await client.reload();
    const hint = client.getByRole('complementary', { name: 'Terms and conditions change' });
    await hint.getByText(/^New terms from /).waitFor();
    expect(await seriousAccessibilityProblems(client, 'aside[aria-label="Terms and conditions change"]')).toEqual([]);
    await shoot(client, 'terms-hint');
    await hint.getByRole('link', { name: 'Read the new terms' }).click();
    await expectPath(client, `/terms-and-conditions?version_id=${scheduled.body.data.id}`);
    await client.getByText('Version two of the terms.').waitFor();
    await client.getByText('Scheduled', { exact: true }).waitFor();
    await client.getByRole('link', { name: 'Read the terms in force now' }).waitFor();
    expect(await client.getByRole('dialog', { name: 'New terms and conditions' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('declining logs the user out', async () => {
    const agency = await pageAs(browser, 'agency@demo.test');
    await agency.goto('/pa');
    const modal = agency.getByRole('dialog', { name: 'New terms and conditions' });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Decline' }).click();
    await expectPath(agency, '/');
    await expectLoggedOut(agency);
    expect(
      await agency.evaluate(() =>
        Object.keys(localStorage)
          .filter((k) => k.includes('token'))
          .map((k) => localStorage.getItem(k))
          .filter(Boolean),
      ),
    ).toEqual([]);
    const accepted = await app.pool.query(
      `select 1 from terms_acceptances a join users u on u.id = a.user_id where u.email = 'agency@demo.test'`,
    );
    expect(accepted.rowCount).toBe(0);
  });
});
