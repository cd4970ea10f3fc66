import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { specialistOnProject } from '../support/actFlow';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { manualClock, type ManualClock } from '../support/testClock';
import { pageAs } from './actions/pages';
import { screenshotsIn } from './actions/screenshots';

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/acts-shots';
const run = promisify(execFile);

/**
 * After the match, in the browser: for a specialist working on the demo client's project (made through the real
 * cart, interview and pipeline), the demo agency creates November's act, the manager sends it to the client, the
 * client approves it and downloads the invoice, whose total is the catalogue price x hours plus VAT; then the client
 * files a claim about the specialist and the manager answers it.
 */
describe('acts, invoices and claims in the browser', () => {
  let app: TestApp;
  let clock: ManualClock;
  let browser: BrowserHarness;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    clock = manualClock();
    app = await startTestApp({ serveWeb: true, clock });
    const { client, agency, manager } = await app.demoTokens();
    await specialistOnProject(app, { client, agency, manager }, 'Worker', { clock });
    // The booking runs from 10 November; on 1 December November's act can be made.
    clock.set(new Date('2026-12-01T09:00:00Z'));
    browser = await launchBrowser(app.baseUrl);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const pageOf = (email: string) => pageAs(browser, email);
  const shoot = screenshotsIn(shots);
  const noAxeProblems = async (page: Page) => expect(await seriousAccessibilityProblems(page, 'main')).toEqual([]);
  const pick = async (page: Page, label: string, option: string | RegExp) => {
    await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
    await page.getByRole('option', { name: option }).click();
  };

  it("the agency creates the month's act, the manager sends it to the client, the client approves and downloads the invoice with the right total", async () => {
    const agency = await pageOf('agency@demo.test');
    const agencyErrors = recordPageErrors(agency);
    await agency.goto('/pa/acts/list');
    await agency.getByText('No acts yet').waitFor();
    await noAxeProblems(agency);
    await agency.getByRole('link', { name: 'New act' }).first().click();
    await agency.waitForURL('**/pa/acts/create');
    await pick(agency, 'Specialist on a project', /Anna Worker/);
    await pick(agency, 'Month', '11.2026');
    await agency.getByLabel('Hours worked in the month').fill('100');
    await agency.getByText('Amount: $4,000.00').waitFor();
    await noAxeProblems(agency);
    await shoot(agency, 'agency-act-create');
    await agency.getByRole('button', { name: 'Create act' }).click();
    await agency.waitForURL(/\/pa\/acts\/[0-9a-f-]{36}$/);
    await agency.getByRole('button', { name: 'Send for approval' }).click();
    await agency.getByText('Sent for approval to the platform').first().waitFor();
    await noAxeProblems(agency);
    await shoot(agency, 'agency-act');
    await agency.goto('/pa/acts/list');
    await agency.getByRole('table', { name: 'Acts' }).waitFor();
    await noAxeProblems(agency);
    await shoot(agency, 'agency-acts');
    expect(agencyErrors).toEqual([]);

    const manager = await pageOf('manager@demo.test');
    await manager.goto('/manager/acts/list');
    await manager
      .getByRole('table', { name: 'Acts' })
      .getByRole('link', { name: /^A-2026-11-/ })
      .click();
    await manager.getByRole('button', { name: 'Send to the client' }).click();
    await manager.getByText('Sent for approval to the client').first().waitFor();
    await noAxeProblems(manager);
    await shoot(manager, 'manager-act');
    await manager.goto('/manager/acts/list');
    await manager.getByRole('table', { name: 'Acts' }).waitFor();
    await noAxeProblems(manager);
    await shoot(manager, 'manager-acts');

    const client = await pageOf('client@demo.test');
    const clientErrors = recordPageErrors(client);
    await client.goto('/pa/acts/list');
    await client
      .getByRole('table', { name: 'Your acts and invoices' })
      .getByRole('link', { name: /^A-2026-11-/ })
      .click();
    // 100 h x $50 (catalogue price) = $5,000, VAT 20 % = $1,000.
    await client.getByRole('table', { name: 'Amounts of the invoice' }).getByText('$6,000.00').waitFor();
    await noAxeProblems(client);
    await client.getByRole('button', { name: 'Approve' }).click();
    const download = client.waitForEvent('download');
    await client.getByRole('button', { name: 'Download invoice PDF' }).click();
    const file = await (await download).path();
    await run('cp', [file, `${shots}/invoice.pdf`]);
    const text = (await run('pdftotext', ['-layout', `${shots}/invoice.pdf`, '-'])).stdout.replace(/\s+/g, ' ');
    expect(text).toContain('Total 6,000.00 USD');
    expect((await readFile(`${shots}/invoice.pdf`)).subarray(0, 5).toString()).toBe('%PDF-');
    await shoot(client, 'client-act');
    await client.goto('/pa/acts/list');
    await client.getByRole('table', { name: 'Your acts and invoices' }).waitFor();
    await noAxeProblems(client);
    await shoot(client, 'client-acts');
    expect(clientErrors).toEqual([]);
  });

  it('the client files a claim about the specialist and the manager answers it', async () => {
    const client = await pageOf('client@demo.test');
    await client.goto('/pa/specialists-on-projects/list');
    const form = client.getByRole('form', { name: 'File a claim' });
    await form.waitFor();
    await form.getByRole('checkbox', { name: 'Missed deadlines' }).check();
    await form.getByLabel('Comment').fill('The last two tasks were a week late');
    await form.getByRole('button', { name: 'File claim' }).click();
    await client.getByRole('article', { name: 'Claim about Anna W.' }).getByText('Open').waitFor();
    await shoot(client, 'client-claims');
    await noAxeProblems(client);

    const manager = await pageOf('manager@demo.test');
    await manager.goto('/manager/claims/list');
    const claim = manager.getByRole('article', { name: 'Claim about Anna Worker' });
    await claim.getByText('The last two tasks were a week late').waitFor();
    await noAxeProblems(manager);
    await claim
      .getByLabel('Answer to the claim about Anna Worker')
      .fill('We agreed on a recovery plan with the agency');
    await claim.getByRole('button', { name: 'Send answer' }).click();
    await claim.getByText('We agreed on a recovery plan with the agency').waitFor();
    await shoot(manager, 'manager-claims');

    await client.reload();
    await client
      .getByRole('article', { name: 'Claim about Anna W.' })
      .getByText('We agreed on a recovery plan with the agency')
      .waitFor();
  });
});
