import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { publishVariant } from '../support/catalogFixtures';
import { startTestApp, type TestApp } from '../support/testApp';
import { manualClock } from '../support/testClock';
import { formatDayWords } from '../../web/src/kit/format';
import { bookFromCatalogue, mondayAfter } from './actions/cart';
import { acceptFirstSlotAsAgency, candidateRow, moveCandidateTo, passOnAsManager } from './actions/candidates';
import { pageAs } from './actions/pages';
import { screenshotsIn } from './actions/screenshots';

const run = promisify(execFile);
const DAY_MS = 86_400_000;
const dayAfter = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The interview on a Monday a few days ahead; the booking from a Monday two weeks ahead, for four months. */
const INTERVIEW_DAY = mondayAfter(3);
const START = mondayAfter(14);
const END = dayAfter(START, 120);
/** The first day of the month after the booking's first. */
const NEXT_MONTH = new Date(Date.UTC(Number(START.slice(0, 4)), Number(START.slice(5, 7)), 1))
  .toISOString()
  .slice(0, 10);
const money = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Issue 32: the whole deal as its three parties live it, in the browser, each told by their bell what to do next. The
 * client asks for an interview from the catalogue (and a second request after it); the manager reviews it and passes it
 * on; the agency accepts a slot; once the interview time has passed the client hires; on the booking's first day the
 * daily job starts the work; the agency's act is checked by the manager and approved by the client, whose invoice
 * follows; the client files a claim from the specialist's row and the manager answers it.
 */
describe('the whole deal in the browser, with the client deciding', () => {
  const clock = manualClock(new Date());
  let app: TestApp;
  let browser: BrowserHarness;
  let catalogPriceCents: number;
  const errorsOfPages: Error[][] = [];

  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true, clock });
    browser = await launchBrowser(app.baseUrl);
    const tokens = { agency: await app.login('agency@demo.test'), manager: await app.login('manager@demo.test') };
    const dealer = await publishVariant(app, tokens, { surname: 'Dealer', skills: ['Java'], reservations: [] });
    await publishVariant(app, tokens, { surname: 'Extra', skills: ['Java'], reservations: [] });
    catalogPriceCents = (await app.api.get(`/api/specialist-catalog/info/${dealer}`)).body.data.price.catalogPriceCents;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** A tab signed in now (the platform's clock moves days ahead in this story, which ends earlier sessions). */
  const pageOf = async (email: string, at: string): Promise<Page> => {
    const page = await pageAs(browser, email);
    errorsOfPages.push(recordPageErrors(page));
    await page.goto(at);
    return page;
  };
  const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, / });
  /** Opens the bell and follows the newest notification whose title matches: the page where its reader acts. */
  const followNotice = async (page: Page, title: RegExp): Promise<void> => {
    await expect.poll(() => bell(page).getAttribute('aria-label'), { timeout: 10_000 }).toMatch(/\d+ unread$/);
    await bell(page).click();
    const notice = page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: title }).first();
    await notice.waitFor();
    await notice.click();
  };
  /** Each party's page at the steps a person decides on, at desktop and phone width (only with SCREENSHOTS=1). */
  const shoot = screenshotsIn('/tmp/e2e-screenshots/fullDeal');
  const noAxeProblems = async (page: Page) => expect(await seriousAccessibilityProblems(page, 'main')).toEqual([]);

  it('request, review, slot, interview, hire, start, act, approval, invoice, claim and answer', async () => {
    // Nobody works on the client's projects yet: the claim form says why there is nobody to choose.
    const client = await pageOf('client@demo.test', '/pa/specialists-on-projects/list');
    await client.getByText('Nobody works on your projects yet').waitFor();

    // The client books from the catalogue and sends the request with a slot.
    await client.goto('/staff');
    await bookFromCatalogue(client, 'Anna D.', { start: START, end: END });
    await client.goto('/scheduling');
    await client.getByLabel('Interview date for Anna D.').fill(INTERVIEW_DAY);
    await client.getByRole('combobox', { name: 'Time for Anna D.' }).click();
    await client.getByRole('option', { name: '10:00' }).click();
    await client.getByRole('button', { name: 'Add slot' }).click();
    await client.getByRole('button', { name: 'Send the interview request' }).click();
    await client.getByRole('heading', { name: 'Interview request sent' }).waitFor();

    // A second request after the first is sent as its own, not swallowed as a repeat.
    await client.goto('/staff');
    await bookFromCatalogue(client, 'Anna E.', { start: START, end: END });
    await client.goto('/scheduling');
    await client.getByLabel('Interview date for Anna E.').fill(INTERVIEW_DAY);
    await client.getByRole('combobox', { name: 'Time for Anna E.' }).click();
    await client.getByRole('option', { name: '11:00' }).click();
    await client.getByRole('button', { name: 'Add slot' }).click();
    await client.getByRole('button', { name: 'Send the interview request' }).click();
    await client.getByRole('heading', { name: 'Interview request sent' }).waitFor();
    await client.goto('/pa/candidates/list');
    for (const name of ['Anna D.', 'Anna E.']) {
      const row = candidateRow(client, name).first();
      await row.getByText('Review by manager', { exact: true }).waitFor();
      await row.getByText('Waiting for the platform').waitFor();
    }
    await shoot(client, '01-client-candidates-waiting');

    // The manager's bell asks for the review; the manager passes the request on to the agency.
    const manager = await pageOf('manager@demo.test', '/manager/candidates/list');
    await followNotice(manager, /Interview request from Demo Client to review/);
    await manager.waitForURL('**/manager/candidates/list?status=review_by_manager');
    await shoot(manager, '02-manager-review');
    await passOnAsManager(manager, 'Anna Dealer');

    // The agency hears of it only now, from its bell, and accepts the slot.
    const agency = await pageOf('agency@demo.test', '/pa/acts/list');
    await followNotice(agency, /New interview request from Demo Client/);
    await agency.waitForURL('**/pa/requests/list');
    expect(await candidateRow(agency, 'Anna Extra').count()).toBe(0);
    await acceptFirstSlotAsAgency(agency, 'Anna Dealer');
    await shoot(agency, '03-agency-slot-accepted');

    // The client's bell confirms the interview; before it has taken place the client has nothing to decide.
    await client.goto('/pa/acts/list');
    await followNotice(client, /Interview with Anna D\. confirmed/);
    await client.waitForURL('**/pa/candidates/list');
    await candidateRow(client, 'Anna D.').first().getByText('Interview', { exact: true }).waitFor();
    expect(await candidateRow(client, 'Anna D.').first().getByRole('button', { name: /^Hire/ }).count()).toBe(0);

    // The interview time passes; the client hires, and the manager's bell tells of it.
    clock.set(new Date(`${dayAfter(INTERVIEW_DAY, 1)}T12:00:00Z`));
    const deciding = await pageOf('client@demo.test', '/pa/candidates/list');
    const dealerRow = candidateRow(deciding, 'Anna D.').first();
    await dealerRow.getByText('Waiting for you').waitFor();
    await dealerRow.getByRole('button', { name: 'Hire for Anna D.' }).click();
    const hire = deciding.getByRole('dialog', { name: 'Hire Anna D.' });
    await hire.waitFor();
    await shoot(deciding, '04-client-hire-dialog');
    await hire.getByRole('button', { name: 'Hire Anna D.' }).click();
    await hire.waitFor({ state: 'hidden' });
    await dealerRow.getByText('Approved', { exact: true }).waitFor();
    await noAxeProblems(deciding);

    const afterInterview = await pageOf('manager@demo.test', '/manager/acts/list');
    await followNotice(afterInterview, /Demo Client hired Anna Dealer/);
    await afterInterview.getByRole('heading', { level: 1, name: 'Edit candidate' }).waitFor();
    await moveCandidateTo(afterInterview, 'Waiting to start');

    // The booking's first day: the daily job starts the work, and every side's list says so.
    clock.set(new Date(`${START}T00:30:00Z`));
    expect(await app.services.interview.startWorkOnStartDate()).toBe(1);
    const working = await pageOf('client@demo.test', '/pa/specialists-on-projects/list');
    await candidateRow(working, 'Anna D.').first().getByText('Working', { exact: true }).waitFor();

    // The agency bills the first day of the month that started; the manager's bell asks for the check.
    clock.set(new Date(`${START}T18:00:00Z`));
    const billing = await pageOf('agency@demo.test', '/pa/acts/create');
    // Said under the field (and in its list, when opened).
    await billing.getByText('Choose the specialist first').first().waitFor();
    await billing.getByRole('combobox', { name: /^Specialist on a project/ }).click();
    await billing.getByRole('option', { name: /Anna Dealer/ }).click();
    await billing.getByRole('combobox', { name: /^Month/ }).click();
    await billing.getByRole('option', { name: `${START.slice(5, 7)}.${START.slice(0, 4)}` }).click();
    await billing.getByLabel('Hours worked in the month').fill('8');
    await billing.getByRole('button', { name: 'Create act' }).click();
    await billing.waitForURL(/\/pa\/acts\/[0-9a-f-]{36}$/);
    await billing.getByRole('button', { name: 'Send for approval' }).click();
    await billing.getByText('Sent for approval to the platform').first().waitFor();
    await shoot(billing, '05-agency-act-sent');
    // The month just billed is the only one started: an empty month list says from when the next can be billed.
    await billing.goto('/pa/acts/create');
    await billing.getByRole('combobox', { name: /^Specialist on a project/ }).click();
    await billing.getByRole('option', { name: /Anna Dealer/ }).click();
    await billing
      .getByText(
        `Every started month of this booking has an act already: the next can be created from ${formatDayWords(NEXT_MONTH)}.`,
      )
      .first()
      .waitFor();

    const checking = await pageOf('manager@demo.test', '/manager/candidates/list');
    await followNotice(checking, /The act .* waits for your check/);
    await checking.waitForURL(/\/manager\/acts\/[0-9a-f-]{36}$/);
    await checking.getByRole('button', { name: 'Send to the client' }).click();
    await checking.getByText('Sent for approval to the client').first().waitFor();

    // The client's bell asks for the approval; the invoice follows it: 8 h at the client's price, plus 20 % VAT.
    const approving = await pageOf('client@demo.test', '/pa/candidates/list');
    await followNotice(approving, /Please approve the act/);
    await approving.waitForURL(/\/pa\/acts\/[0-9a-f-]{36}$/);
    const totalCents = Math.round(Math.round(catalogPriceCents * 8) * 1.2);
    await approving.getByRole('table', { name: 'Amounts of the invoice' }).getByText(money(totalCents)).waitFor();
    await shoot(approving, '06-client-act-to-approve');
    await approving.getByRole('button', { name: 'Approve' }).click();
    const download = approving.waitForEvent('download');
    await approving.getByRole('button', { name: 'Download invoice PDF' }).click();
    const dir = await mkdtemp(path.join(tmpdir(), 'deal-'));
    try {
      const file = path.join(dir, 'invoice.pdf');
      await (await download).saveAs(file);
      const text = (await run('pdftotext', ['-layout', file, '-'])).stdout.replace(/\s+/g, ' ');
      expect(text).toContain(`Total ${money(totalCents).slice(1)} USD`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await noAxeProblems(approving);

    // The agency's bell says the act is approved; the manager's that the payment is theirs to follow.
    const paid = await pageOf('agency@demo.test', '/pa/requests/list');
    await followNotice(paid, /The act .* is approved/);
    await paid.waitForURL(/\/pa\/acts\/[0-9a-f-]{36}$/);
    const following = await pageOf('manager@demo.test', '/manager/candidates/list');
    await followNotice(following, /The client approved the act/);
    await following.waitForURL(/\/manager\/acts\/[0-9a-f-]{36}$/);

    // A claim from the specialist's row; the manager's bell leads to it; the answer reaches the client's bell.
    const claiming = await pageOf('client@demo.test', '/pa/specialists-on-projects/list');
    await candidateRow(claiming, 'Anna D.').first().getByRole('link', { name: 'File a claim about Anna D.' }).click();
    const form = claiming.getByRole('form', { name: 'File a claim' });
    await expect.poll(() => form.getByRole('combobox', { name: /^Specialist/ }).inputValue()).toBe('Anna D.');
    await form.getByRole('checkbox', { name: 'Communication' }).check();
    await form.getByLabel('Comment').fill('No answer to messages for two days');
    await shoot(claiming, '07-client-claim-form');
    await form.getByRole('button', { name: 'File claim' }).click();
    await claiming.getByRole('article', { name: 'Claim about Anna D.' }).getByText('No answer to messages').waitFor();

    const answering = await pageOf('manager@demo.test', '/manager/acts/list');
    await followNotice(answering, /A claim about Anna Dealer waits for your answer/);
    await answering.waitForURL('**/manager/claims/list');
    const claim = answering.getByRole('article', { name: 'Claim about Anna Dealer' });
    await claim.getByLabel('Answer to the claim about Anna Dealer').fill('The agency sets a daily call from Monday');
    await claim.getByRole('button', { name: 'Send answer' }).click();
    await claim.getByText('The agency sets a daily call from Monday').waitFor();
    await shoot(answering, '08-manager-claim-answered');

    const told = await pageOf('agency@demo.test', '/pa/acts/list');
    await followNotice(told, /A client filed a claim about Anna Dealer/);
    await told.waitForURL('**/pa/specialists-on-projects/list');

    const reading = await pageOf('client@demo.test', '/pa/acts/list');
    await followNotice(reading, /The platform answered your claim about Anna D\./);
    await reading.waitForURL('**/pa/specialists-on-projects/list');
    await reading
      .getByRole('article', { name: 'Claim about Anna D.' })
      .getByText('The agency sets a daily call from Monday')
      .waitFor();
    await noAxeProblems(reading);
    expect(errorsOfPages.flat()).toEqual([]);
  }, 360_000);
});
