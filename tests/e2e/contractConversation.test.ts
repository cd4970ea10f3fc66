import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { pageAs } from './actions/pages';
import { screenshotsIn } from './actions/screenshots';

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/conversations-shots';

/**
 * Issue 33, the thread inline on a subject's page: the client asks about its contract on the contract's own page, the
 * manager answers from the manager's contract page, and each page shows the other's message without a reload.
 */
describe("a contract's conversation in the browser", () => {
  let app: TestApp;
  let browser: BrowserHarness;
  let contractId: string;

  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true });
    browser = await launchBrowser(app.baseUrl);
    const { client, manager } = await app.demoTokens();
    const clientId = (await app.api.get('/api/user/profile', { token: client })).body.data.clientId as string;
    const draft = await app.api.post(
      '/admin/api/client-document/update',
      {
        companyId: clientId,
        documentType: 'contract',
        contractType: 'staff_augmentation',
        signerName: 'Sam Signer',
        signerPosition: 'Director',
        signerEmail: 'sam.signer@client.test',
        commission: '20',
        daysPaid: '30',
      },
      { token: manager },
    );
    expect(draft.status).toBe(200);
    contractId = draft.body.data.id;
    // The company reads its contract once it was sent for signature.
    expect(
      (await app.api.post('/admin/api/client-document/docusign-send', { id: contractId }, { token: manager })).status,
    ).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const thread = (page: Page, name: string) => page.getByRole('region', { name });
  const messages = (within: Page | Locator) => within.getByRole('log', { name: 'Messages' });
  const noAxeProblems = async (page: Page) => expect(await seriousAccessibilityProblems(page, 'main')).toEqual([]);
  const shoot = screenshotsIn(shots);

  it('the client asks about clause 4 on its contract page; the manager answers from the contract page, live both ways', async () => {
    const client = await pageAs(browser, 'client@demo.test');
    const clientErrors = recordPageErrors(client);
    await client.goto(`/pa/documents/${contractId}`);
    const clientThread = thread(client, 'Questions about this contract');
    await messages(clientThread).getByText('No messages yet', { exact: false }).waitFor();

    const manager = await pageAs(browser, 'manager@demo.test');
    const managerErrors = recordPageErrors(manager);
    await manager.goto(`/manager/client-documents/${contractId}/update`);
    const managerThread = thread(manager, 'Messages with the company');
    await messages(managerThread).getByText('No messages yet', { exact: false }).waitFor();

    await clientThread
      .getByRole('textbox', { name: 'Your message' })
      .fill('Can clause 4 give us 30 days of notice instead of 14?');
    await clientThread.getByRole('button', { name: 'Send' }).click();
    await messages(clientThread).getByText('Can clause 4 give us 30 days of notice instead of 14?').waitFor();
    await noAxeProblems(client);

    // No reload: the manager's open contract page shows the question.
    await messages(managerThread)
      .getByText('Can clause 4 give us 30 days of notice instead of 14?')
      .waitFor({ timeout: 5_000 });
    await managerThread
      .getByRole('textbox', { name: 'Your message' })
      .fill('Yes: I change clause 4 and send the contract again today.');
    await managerThread.getByRole('button', { name: 'Send' }).click();
    await messages(managerThread).getByText('Yes: I change clause 4 and send the contract again today.').waitFor();
    await noAxeProblems(manager);

    const answer = messages(clientThread)
      .getByRole('listitem')
      .filter({ hasText: 'Yes: I change clause 4 and send the contract again today.' });
    await answer.waitFor({ timeout: 5_000 });
    await answer.getByText('Platform', { exact: false }).first().waitFor();
    await shoot(client, 'contract-thread-client');
    await shoot(manager, 'contract-thread-manager');

    // Another company's people do not see the contract, and its page shows no thread at all.
    const agency = await pageAs(browser, 'agency@demo.test');
    await agency.goto(`/pa/documents/${contractId}`);
    await agency.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(agency.getByRole('region', { name: 'Questions about this contract' }).count()).resolves.toBe(0);
    expect([...clientErrors, ...managerErrors]).toEqual([]);
  });
});
