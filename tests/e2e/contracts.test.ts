import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { publishVariant } from '../support/catalogFixtures';
import { linkIn } from '../support/mailbox';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookFromCatalogue, inDays, mondayAfter } from './actions/cart';
import { followMailLink } from './actions/mailbox';
import { pageAs } from './actions/pages';
import { registerCompany } from './actions/registration';
import { screenshotsIn } from './actions/screenshots';
import { logIn } from './actions/session';

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/contract-shots';
const CONSENT = 'I agree to sign this document electronically and that my typed name is my signature';

/**
 * Contracts in the browser: a client who registers today gets a contract from the manager, signs it from the e-mail
 * without an account, the manager countersigns, and the client then sends an interview request; and the demo agency
 * requests its NDA, signs it from the e-mail, and the manager countersigns it.
 */
describe('contracts in the browser', () => {
  let app: TestApp;
  let browser: BrowserHarness;

  const pageOf = (email: string) => pageAs(browser, email);
  const shoot = screenshotsIn(shots);
  /** The newest signing link e-mailed to the signer, as they would click it. */
  const signingLinkOf = async (email: string): Promise<string> => {
    let text = '';
    await expect
      .poll(async () => {
        const { rows } = await app.pool.query<{ text_body: string }>(
          `select text_body from mail_outbox where to_address = $1 and text_body like '%/contract-signing/%' order by created_at desc limit 1`,
          [email],
        );
        text = rows[0]?.text_body ?? '';
        return text !== '';
      })
      .toBe(true);
    return linkIn(text, '/contract-signing/');
  };
  const noAxeProblems = async (page: Page, selector = 'main') =>
    expect(await seriousAccessibilityProblems(page, selector)).toEqual([]);

  /** The signer opens the mailed link in a browser with no account, reads, types the name, agrees and signs. */
  const signFromMail = async (signerEmail: string, signerName: string, screenshot?: string) => {
    const signer = await browser.newPage();
    const errors = recordPageErrors(signer);
    const link = await signingLinkOf(signerEmail);
    await signer.goto(link);
    await signer.getByRole('heading', { name: 'Sign the document' }).waitFor();
    await signer.getByText(signerEmail, { exact: false }).first().waitFor();
    await signer.getByRole('link', { name: 'Open the PDF' }).waitFor();
    expect(await signer.locator('iframe').getAttribute('src')).toBe(
      `/api/contract-signing/${link.split('/').pop()}/document`,
    );
    expect(await signer.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    const sign = signer.getByRole('button', { name: 'Sign', exact: true });
    expect(await sign.isDisabled()).toBe(true);
    await signer.getByLabel('Type your full name').fill(signerName);
    expect(await sign.isDisabled()).toBe(true);
    await signer.getByRole('checkbox', { name: CONSENT }).check();
    expect(await sign.isDisabled()).toBe(false);
    await noAxeProblems(signer);
    if (screenshot) await shoot(signer, screenshot);
    await sign.click();
    await signer.getByText('Signed. The platform countersigns next; you will get the signed PDF by e-mail.').waitFor();
    // The link works once.
    await signer.reload();
    await signer
      .getByText('This signing link is no longer valid. Ask your account manager to send the contract again.')
      .waitFor();
    expect(errors).toEqual([]);
    await signer.close();
  };

  /** The manager countersigns on the contract's page, from the dialog. */
  const countersign = async (manager: Page, screenshot?: string) => {
    await manager.getByText('Signed by the company').first().waitFor();
    await manager.getByRole('button', { name: 'Countersign' }).click();
    const dialog = manager.getByRole('dialog', { name: /^Countersign contract/ });
    await dialog.getByRole('button', { name: /^Download PDF of contract/ }).waitFor();
    await dialog.getByText('Fingerprint (SHA-256)', { exact: false }).waitFor();
    await dialog.getByLabel('Type your full name').fill('Maria Manning');
    await dialog.getByRole('checkbox', { name: CONSENT }).check();
    await noAxeProblems(manager, '[role="dialog"]');
    if (screenshot) await shoot(manager, screenshot);
    await dialog.getByRole('button', { name: 'Countersign' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await manager.getByRole('status').filter({ hasText: 'Signed by both sides' }).waitFor();
    // Nothing is left to do with a signed contract: no action buttons.
    expect(await manager.getByRole('button', { name: 'Void' }).count()).toBe(0);
  };

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    app = await startTestApp({ serveWeb: true });
    browser = await launchBrowser(app.baseUrl);
    const tokens = { agency: await app.login('agency@demo.test'), manager: await app.login('manager@demo.test') };
    await publishVariant(app, tokens, { surname: 'Contractual', skills: ['Java'], hourPrice: 50 });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('a client registers, meets the contract requirement, gets a contract from the manager, signs it from the e-mail, and sends an interview request once the manager countersigned', async () => {
    const email = 'nora@fresh-client.test';
    const password = 'secret-pass-1';
    const client = await browser.newPage();
    const clientErrors = recordPageErrors(client);
    await registerCompany(client, {
      companyType: 'client',
      companyName: 'Fresh Client',
      firstName: 'Nora',
      lastName: 'Newcomer',
      email,
      password,
    });
    await client.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await followMailLink(client, email, 'Confirm e-mail');
    await client.getByRole('heading', { name: 'E-mail confirmed' }).waitFor();
    await logIn(client, email, password);
    await client.waitForURL((url) => url.pathname === '/pa');

    // Before building the request, the client learns a contract is needed and whom to ask.
    const start = inDays(14);
    await client.goto('/staff');
    await bookFromCatalogue(client, 'Anna C.', { start, end: inDays(14 + 120) });
    await client.goto('/myrequest');
    const requirement = client.getByRole('alert').filter({
      hasText: 'A signed contract is required to send interview requests. Contact your account manager to get one.',
    });
    await requirement.waitFor();
    await requirement.getByText('Maria Manning', { exact: false }).waitFor();
    await requirement.getByRole('button', { name: 'Ask for a contract' }).click();
    await requirement.getByText('Your manager has been asked for a contract.').waitFor();
    await client.goto('/scheduling');
    await client
      .getByRole('alert')
      .filter({ hasText: 'A signed contract is required to send interview requests.' })
      .waitFor();
    expect(await client.getByRole('button', { name: 'Send the interview request' }).isDisabled()).toBe(true);
    await client.goto('/pa/documents');
    await client.getByText('No contracts yet').waitFor();

    // The manager starts the contract from the request's e-mail: the company and the asking user are known.
    const manager = await pageOf('manager@demo.test');
    const managerErrors = recordPageErrors(manager);
    const { rows: requestMails } = await app.pool.query<{ text_body: string }>(
      `select text_body from mail_outbox where subject = 'Fresh Client asks for a contract' order by created_at desc limit 1`,
    );
    const startLink = /https?:\/\/\S+\/manager\/client-documents\/create\?\S+/.exec(requestMails[0]?.text_body ?? '');
    expect(startLink, 'the request e-mail links to a new contract').not.toBeNull();
    const startUrl = new URL(startLink?.[0] ?? '');
    await manager.goto(`${startUrl.pathname}${startUrl.search}`);
    const form = manager.getByRole('form', { name: 'New contract' });
    await expect
      .poll(() => form.getByRole('combobox', { name: /^Client/ }).inputValue(), { timeout: 15_000 })
      .toBe('Fresh Client');
    expect(await form.getByLabel("Signer's full name").inputValue()).toBe('Nora Newcomer');
    expect(await form.getByLabel("Signer's e-mail").inputValue()).toBe(email);
    await form.getByLabel("Signer's position").fill('CEO');
    await form.getByLabel('Commission, %').fill('20');
    await form.getByText("Commission 20 % equals markup 25 % on the agency's rate.").waitFor();
    await form.getByText('Platform markup 25 % equals commission 20 %.').waitFor();
    await form.getByLabel('Days to pay an invoice').fill('30');
    const mails = form.getByLabel('Notification e-mails');
    await mails.fill('not-an-email');
    await mails.press('Enter');
    await form.getByText('Not a valid e-mail: not-an-email').waitFor();
    await mails.fill('legal@fresh-client.test');
    await mails.press('Enter');
    await noAxeProblems(manager);
    await shoot(manager, 'contract-create');
    await form.getByRole('button', { name: 'Create draft' }).click();
    await manager.waitForURL(/\/manager\/client-documents\/[0-9a-f-]{36}\/update$/);
    const id = manager.url().split('/').at(-2) as string;
    await manager.getByRole('form', { name: /^Contract C-/ }).waitFor();
    // The draft's file: a file that only pretends to be a PDF is refused by its content.
    await manager.locator('input[type="file"]').setInputFiles({
      name: 'contract.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('this is not a pdf at all'),
    });
    await manager.getByRole('alert').filter({ hasText: 'Invalid format' }).waitFor();
    // 'Edit text' starts from the standard text, placeholders and all.
    await manager
      .getByRole('form', { name: 'Contract text' })
      .getByText('This agreement is made on {{date}}', { exact: false })
      .waitFor();
    await noAxeProblems(manager);
    await shoot(manager, 'contract-draft');
    await manager.getByRole('button', { name: 'Send for signature' }).click();
    await manager.getByText('Waiting for signature').first().waitFor();
    // One name for the document on the page, in the signer's e-mail and in the PDF; the date is the day it was sent.
    const number = (await manager.getByRole('heading', { level: 1 }).innerText()).replace(/^Contract /, '').trim();
    const facts = manager.getByRole('region', { name: 'Contract' });
    await facts.getByText('Staff augmentation framework agreement').first().waitFor();
    const sentDate = facts.locator('dt', { hasText: /^Date$/ }).locator('xpath=following-sibling::dd');
    await expect.poll(() => sentDate.innerText(), { timeout: 10_000 }).toMatch(/^[A-Z][a-z]{2} \d{1,2},? \d{4}$/);
    const { rows: signingMails } = await app.pool.query<{ subject: string }>(
      `select subject from mail_outbox where to_address = $1 and subject like 'Please sign:%'`,
      [email],
    );
    expect(signingMails.map((m) => m.subject)).toEqual([
      `Please sign: Staff augmentation framework agreement ${number}`,
    ]);
    await manager.getByRole('button', { name: 'Send link again' }).waitFor();
    expect(await manager.getByRole('button', { name: 'Countersign' }).count()).toBe(0);
    await noAxeProblems(manager);

    // The list shows it with its status, filtered by status with counts.
    await manager.goto('/manager/client-documents/list?status=pending_signature');
    await manager.getByRole('table', { name: 'Client contracts' }).getByText('Fresh Client').waitFor();
    await manager.getByRole('button', { name: 'Export to Excel' }).waitFor();
    await noAxeProblems(manager);
    await shoot(manager, 'contract-manager-list');

    // The signer needs no account: the mailed link is the key.
    await signFromMail(email, 'Nora Newcomer', 'contract-signing');

    await manager.goto(`/manager/client-documents/${id}/update`);
    await countersign(manager, 'contract-countersign');
    const history = manager.getByRole('list', { name: 'Contract history' });
    await history.getByText('Countersigned by the platform').waitFor();
    // The signer had no account: the history names them from their signature.
    await history
      .getByText("Nora Newcomer (nora@fresh-client.test), the company's signer, from the e-mailed link", {
        exact: false,
      })
      .waitFor();
    expect(managerErrors).toEqual([]);

    // The client sees it signed and downloads the sealed PDF under its name.
    await client.goto('/pa/documents');
    const row = client
      .getByRole('table', { name: 'Your contracts' })
      .getByRole('row')
      .filter({ hasText: 'Staff augmentation' });
    await row.getByText('Signed', { exact: true }).waitFor();
    await noAxeProblems(client);
    await shoot(client, 'contract-pa-documents');
    const [pdf] = await Promise.all([
      client.waitForEvent('download'),
      row.getByRole('button', { name: `Download signed PDF of contract ${number}` }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`Staff augmentation framework agreement ${number} signed.pdf`);
    expect((await readFile((await pdf.path()) as string)).subarray(0, 5).toString()).toBe('%PDF-');
    await row.getByRole('link').first().click();
    await client.getByRole('list', { name: 'Signatures' }).getByText('Maria Manning', { exact: false }).waitFor();
    await client.getByRole('list', { name: 'Signatures' }).getByText('Nora Newcomer', { exact: false }).waitFor();
    await noAxeProblems(client);

    // Now the interview request goes.
    await client.goto('/scheduling');
    await client.getByLabel('Interview date for Anna C.').fill(mondayAfter(3));
    expect(await client.getByRole('alert').filter({ hasText: 'A signed contract is required' }).count()).toBe(0);
    await client.getByRole('combobox', { name: 'Time for Anna C.' }).click();
    await client.getByRole('option', { name: '10:00' }).click();
    await client.getByRole('button', { name: 'Add slot' }).click();
    await client.getByRole('button', { name: 'Send the interview request' }).click();
    await client.getByRole('heading', { name: 'Interview request sent' }).waitFor();
    expect(clientErrors).toEqual([]);
  }, 180_000);

  it('the demo agency requests its NDA, its signer signs it from the e-mail, and the manager countersigns it', async () => {
    const agency = await pageOf('agency@demo.test');
    const agencyErrors = recordPageErrors(agency);
    await agency.goto('/pa/documents');
    const nda = agency.getByRole('region', { name: 'Non-disclosure agreement' });
    await nda.getByRole('link', { name: 'Request NDA' }).click();
    await agency.waitForURL('**/pa/documents/create');
    const form = agency.getByRole('form', { name: 'Request NDA' });
    await form.getByLabel("Signer's full name").fill('Ned Agent');
    await form.getByLabel("Signer's position").fill('Owner');
    await form.getByLabel("Signer's e-mail").fill('ned@demo-agency.test');
    await noAxeProblems(agency);
    await form.getByRole('button', { name: 'Request NDA' }).click();
    await agency.waitForURL(/\/pa\/documents\/[0-9a-f-]{36}$/);
    await agency.getByText('Waiting for Ned Agent to sign', { exact: false }).waitFor();
    // A lost link is sent again from the company's side; the newest link is the one that works.
    await agency.getByRole('button', { name: 'Send the signing link again' }).click();
    await agency.getByText('A new signing link was sent to ned@demo-agency.test').waitFor();
    await noAxeProblems(agency);

    await signFromMail('ned@demo-agency.test', 'Ned Agent');

    const manager = await pageOf('manager@demo.test');
    await manager.goto('/manager/partner-documents/list?status=signed_by_counterparty');
    const row = manager.getByRole('row').filter({ hasText: 'Ned Agent' });
    await row.getByRole('link').first().click();
    await manager.waitForURL(/\/manager\/partner-documents\/[0-9a-f-]{36}\/update$/);
    await countersign(manager);

    await agency.goto('/pa/documents');
    await nda.getByText('Signed', { exact: true }).waitFor();
    await agency.getByRole('table', { name: 'Your contracts' }).getByText('Non-disclosure agreement').waitFor();
    expect(agencyErrors).toEqual([]);
  }, 120_000);
});
