import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVariant } from '../support/catalogFixtures';
import { launchBrowser, type BrowserHarness } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { formatPeriod } from '../../web/src/kit/dates/formatPeriod';
import { bookFromCatalogue, inDays, mondayAfter } from './actions/cart';
import { acceptFirstSlotAsAgency, approveAsManager, passOnAsManager } from './actions/candidates';
import { pageAs } from './actions/pages';
import { openStep } from './actions/specialistEditor';

describe('from the catalogue to an interview request', () => {
  let app: TestApp;
  let browser: BrowserHarness;
  let ids: Record<'Bookable' | 'Second', string>;
  const start = inDays(14);
  const end = inDays(14 + 120);

  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true });
    browser = await launchBrowser(app.baseUrl);
    const tokens = { agency: await app.login('agency@demo.test'), manager: await app.login('manager@demo.test') };
    ids = {
      Bookable: await publishVariant(app, tokens, { surname: 'Bookable', skills: ['Java'], hourPrice: 50 }),
      Second: await publishVariant(app, tokens, { surname: 'Secondary', skills: ['Java'], hourPrice: 40 }),
    };
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const pageOf = (email: string) => pageAs(browser, email);
  const catalogueNames = async (
    page: Awaited<ReturnType<typeof pageOf>>,
    from: string,
    to: string,
  ): Promise<string[]> => {
    await page.goto(`/staff?availableFrom=${from}&availableTo=${to}&count=24`);
    await page.getByRole('button', { name: 'Book Anna S.' }).waitFor();
    return page
      .getByRole('button', { name: /^Book / })
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''));
  };

  it('the client books two, changes a period, removes one and sends; the agency accepts a slot; the manager approves; the card and the catalogue show the booking', async () => {
    const page = await pageOf('client@demo.test');
    await page.goto('/staff');
    await bookFromCatalogue(page, 'Anna B.', { start, end });
    await page.getByRole('link', { name: 'Interview request cart, 1 item' }).waitFor();
    // A specialist already in the request says so, and leads to the request instead of the popup.
    await page.getByRole('link', { name: 'Anna B. is in your request: open it' }).waitFor();
    await bookFromCatalogue(page, 'Anna S.', { start, end });
    await page.getByRole('link', { name: 'Interview request cart, 2 items' }).click();

    await page.waitForURL('**/myrequest');
    const bookable = page.getByRole('article', { name: 'Anna B.' });
    await expect.poll(() => page.getByRole('article').count()).toBe(2);
    await bookable.getByRole('button', { name: 'Change dates' }).click();
    const dates = page.getByRole('dialog', { name: 'Dates for Anna B.' });
    const later = inDays(14 + 150);
    await dates.getByLabel('End date').fill(later);
    await dates.getByRole('button', { name: 'Save dates' }).click();
    await bookable.getByText(formatPeriod({ startPeriod: start, endPeriod: later })).waitFor();

    await page.getByRole('article', { name: 'Anna S.' }).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await page.getByRole('link', { name: 'Interview request cart, 1 item' }).waitFor();
    // The catalogue's hourly price x 40 h a week x 150 days / 7, in cents, rounded once.
    const info = await app.api.get(`/api/specialist-catalog/info/${ids.Bookable}`);
    const totalCents = Math.round((info.body.data.price.catalogPriceCents * 40 * 150) / 7);
    expect(await page.getByLabel('Total for the periods').textContent()).toBe(
      `$${(totalCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );

    await page.getByRole('link', { name: 'Schedule an interview' }).click();
    await page.waitForURL('**/scheduling');
    await page.getByLabel('Interview date for Anna B.').fill(mondayAfter(3));
    await page.getByRole('combobox', { name: 'Time for Anna B.' }).click();
    await page.getByRole('option', { name: '10:00' }).click();
    await page.getByRole('button', { name: 'Add slot' }).click();
    await page.getByRole('list', { name: 'Interview slots for Anna B.' }).getByRole('listitem').waitFor();
    await page.getByRole('button', { name: 'Send the interview request' }).click();
    await page.getByRole('heading', { name: 'Interview request sent' }).waitFor();
    // One voice for what happens next: the manager checks, the agency answers, an e-mail confirms.
    expect(await page.getByRole('status').filter({ hasText: 'What happens next' }).innerText()).toContain(
      'Your request for 1 specialist is with your manager',
    );
    await page.getByRole('link', { name: 'Interview request cart, 0 items' }).waitFor();

    // Before approval the dates are still open in the catalogue: a request is not a booking.
    expect(await catalogueNames(page, inDays(20), inDays(30))).toContain('Book Anna B.');

    // The manager's review comes first: the agency hears of the request once the manager passes it on.
    const manager = await pageOf('manager@demo.test');
    const agency = await pageOf('agency@demo.test');
    await passOnAsManager(manager, 'Anna Bookable');
    await acceptFirstSlotAsAgency(agency, 'Anna Bookable');
    await approveAsManager(manager, 'Anna Bookable');

    // The agency's editor shows the client's booking, read-only, on the Conditions step.
    await agency.goto(`/pa/specialists/${ids.Bookable}/update`);
    await openStep(agency, 'Conditions');
    await agency
      .getByRole('list', { name: 'Client reservations' })
      .getByText(formatPeriod({ startPeriod: start, endPeriod: later }))
      .waitFor();

    // The catalogue no longer offers the booked dates (the edges included), but offers the days after them.
    const inside = await catalogueNames(page, inDays(20), inDays(30));
    expect(inside).toContain('Book Anna S.');
    expect(inside).not.toContain('Book Anna B.');
    expect(await catalogueNames(page, later, inDays(14 + 200))).not.toContain('Book Anna B.');
    expect(await catalogueNames(page, inDays(14 + 151), inDays(14 + 200))).toContain('Book Anna B.');
    // The whole deal in one journey: three people, a dozen pages; about 50 s on a quiet machine.
  }, 150_000);
});
