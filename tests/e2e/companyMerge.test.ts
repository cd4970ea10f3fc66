import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { registerCompany } from '../support/companies';
import { PERIOD, requestInterview, signContract } from '../support/interviewFlow';
import { cardPayload } from '../support/specialistPayloads';
import { startTestApp, type TestApp } from '../support/testApp';
import { manualClock } from '../support/testClock';
import { pageAs } from './actions/pages';
import { expectPath } from './assertions/session';

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

/** A manager merges a duplicate client: the confirmation names what moves; the survivor's cart and candidates then hold the duplicate's. */
describe('merging a duplicate client in the browser', () => {
  let app: TestApp;
  let browser: BrowserHarness;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    app = await startTestApp({ serveWeb: true, clock: manualClock() });
    browser = await launchBrowser(app.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("a manager merges a duplicate client and the survivor's cart and candidates include the merged ones", async () => {
    const manager = await app.login('manager@demo.test');
    const partner = await app.login('agency@demo.test');
    const duplicate = await registerCompany(app, 'client', 'purchasing@demo-client-dup.test');
    const duplicateId = (await app.api.get('/api/user/profile', { token: duplicate })).body.data.clientId as string;
    await signContract(app, duplicate);
    const publish = async (name: string) => {
      const id = (
        await app.api.post(
          '/api/specialist/send-to-publish',
          { content: await cardPayload(app.pool, { name, surname: 'Merge' }) },
          { token: partner },
        )
      ).body.data.specialistId as string;
      expect(
        (await app.api.post('/admin/api/specialist/publish', { specialistId: id }, { token: manager })).status,
      ).toBe(200);
      return id;
    };
    const interviewed = await publish('Candida');
    const inCart = await publish('Cartina');
    await requestInterview(app, duplicate, interviewed);
    const added = await app.api.post(
      '/api/specialist-request-list/add-specialist',
      { specialistUuid: inCart, ...PERIOD },
      { token: duplicate },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);

    const page = await pageAs(browser, 'manager@demo.test');
    const errors = recordPageErrors(page);
    await page.goto('/manager/clients/list?search=demo-client-dup');
    await page.getByRole('link', { name: 'purchasing Ltd' }).click();
    await expectPath(page, `/manager/clients/${duplicateId}`);
    await page.getByRole('heading', { name: 'purchasing Ltd', level: 1 }).waitFor();
    await noSeriousProblems(page);

    await page.getByRole('button', { name: 'Merge into…' }).click();
    const dialog = page.getByRole('dialog', { name: /Merge purchasing Ltd/ });
    const target = field(dialog, 'Company that stays');
    await target.click();
    await target.fill('Demo Client');
    await page.getByRole('option', { name: /^Demo Client/ }).click();
    const moves = dialog.getByRole('list', { name: 'What will move' });
    await moves.getByText('1 user').waitFor();
    await moves.getByText('1 candidate').waitFor();
    await moves.getByText('1 item in the cart').waitFor();
    await moves.getByText('1 contract').waitFor();
    expect(await seriousAccessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await page.setViewportSize({ width: 1360, height: 900 });
    await page.screenshot({ path: `${shots}/merge-dialog-1360.png` });
    await dialog.getByRole('button', { name: 'Merge companies' }).click();

    // The manager lands on the survivor's page.
    await page.waitForURL((url) => url.pathname.startsWith('/manager/clients/') && !url.pathname.endsWith(duplicateId));
    const survivorId = (await app.pool.query(`select merged_into from companies where id = $1`, [duplicateId])).rows[0]
      .merged_into as string;
    await expectPath(page, `/manager/clients/${survivorId}`);
    await page.getByRole('heading', { name: 'Demo Client', level: 1 }).waitFor();
    await page.getByText(/Merged into this company: purchasing Ltd/).waitFor();

    // The old link still resolves, to the survivor, saying so.
    await page.goto(`/manager/clients/${duplicateId}`);
    await page.getByText('purchasing Ltd was merged into Demo Client').waitFor();
    await noSeriousProblems(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/merged-link-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The survivor's client sees the merged cart item and candidate.
    const client = await pageAs(browser, 'client@demo.test');
    await client.goto('/myrequest');
    await client
      .getByText(/Cartina/)
      .first()
      .waitFor();
    await client.goto('/pa/candidates/list');
    await client
      .getByText(/Candida/)
      .first()
      .waitFor();
    expect(errors).toEqual([]);
  });
});
