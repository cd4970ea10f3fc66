import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicNameOf, splitFullName } from '../../domain/specialist/publicName';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { publishVariant } from '../support/catalogFixtures';
import { startTestApp, type TestApp } from '../support/testApp';
import { formatSlot } from '../../web/src/kit/format';
import {
  acceptFirstSlotAsAgency,
  approveAsManager,
  candidatePageStatus,
  candidateRow,
  chooseOption,
  chooseStatus,
  moveCandidateTo,
  typeDay,
} from './actions/candidates';
import { passOnToAgency } from '../support/interviewFlow';
import { manualClock } from '../support/testClock';
import { followMailLink } from './actions/mailbox';
import { pageAs } from './actions/pages';

const DAY_MS = 86_400_000;
const dayIn = (days: number): string => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** The working days from `days` ahead on: interview slots must fall on one. */
const workingDaysFrom = (days: number, count: number): string[] => {
  const found: string[] = [];
  for (let offset = days; found.length < count; offset += 1) {
    const weekday = new Date(Date.now() + offset * DAY_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) found.push(dayIn(offset));
  }
  return found;
};
const saturdayFrom = (days: number): string => {
  let offset = days;
  while (new Date(Date.now() + offset * DAY_MS).getUTCDay() !== 6) offset += 1;
  return dayIn(offset);
};

const [firstDay = '', secondDay = '', thirdDay = ''] = workingDaysFrom(3, 3);
const SLOTS = [
  { date: firstDay, time: '10:00' },
  { date: secondDay, time: '15:00' },
];
const PERIOD = { startPeriod: dayIn(30), endPeriod: dayIn(150) };

/** The candidate pipeline as people click it: the agency answers, the client watches, the manager moves and prices. */
describe('candidates in the browser', () => {
  let app: TestApp;
  let browser: BrowserHarness;
  let tokens: { agency: string; manager: string; client: string };
  const clock = manualClock(new Date());

  /** The client's cart and interview request over the API, as /myrequest and /scheduling send them. */
  const requestInterview = async (surname: string, name?: string): Promise<string> => {
    // No 'not available' periods of the agency, so the booking is free whatever today is.
    const specialistId = await publishVariant(app, tokens, { surname, name, reservations: [] });
    const cart = await app.api.post(
      '/api/specialist-request-list/add-specialist',
      { specialistUuid: specialistId, ...PERIOD },
      { token: tokens.client },
    );
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    const item = cart.body.data.specialists.items.find(
      (i: { specialistUuid: string }) => i.specialistUuid === specialistId,
    );
    const created = await app.api.post(
      '/api/specialist-request/create',
      {
        requestId: randomUUID(),
        contact: { name: 'Clara Client', email: 'clara@client.test', phone: '' },
        comment: 'Backend team',
        specialists: [{ id: item.id, slots: SLOTS }],
      },
      { token: tokens.client },
    );
    expect(created.status).toBe(200);
    return created.body.data.candidates[0].id as string;
  };

  const pageOf = async (email: string): Promise<{ page: Page; errors: Error[] }> => {
    const page = await pageAs(browser, email);
    return { page, errors: recordPageErrors(page) };
  };

  beforeAll(async () => {
    // The platform's clock, moved to the booking's first day when the manager starts the work.
    app = await startTestApp({ serveWeb: true, clock });
    browser = await launchBrowser(app.baseUrl);
    tokens = {
      agency: await app.login('agency@demo.test'),
      manager: await app.login('manager@demo.test'),
      client: await app.login('client@demo.test'),
    };
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the agency accepts the first slot, the client sees the interview, the manager approves and the client sees it approved', async () => {
    const candidateId = await requestInterview('Candidova');
    const name = 'Anna Candidova';

    // A client reads the specialist as the catalogue names them: first name and the surname's initial.
    const client = await pageOf('client@demo.test');
    await client.page.goto('/pa/candidates/list');
    await candidateRow(client.page, publicNameOf(splitFullName(name)))
      .getByText('Review by manager', { exact: true })
      .waitFor();
    await candidateRow(client.page, publicNameOf(splitFullName(name)))
      .getByText(formatSlot(SLOTS[1]!))
      .waitFor();
    // The manager's review comes first: the agency answers once the manager passes the request on.
    await passOnToAgency(app, candidateId);

    const agency = await pageOf('agency@demo.test');
    await acceptFirstSlotAsAgency(agency.page, name);
    await candidateRow(agency.page, name).getByText(formatSlot(SLOTS[0]!), { exact: true }).waitFor();
    expect(await candidateRow(agency.page, name).getByRole('button', { name: 'Accept slot' }).count()).toBe(0);

    await client.page.reload();
    await candidateRow(client.page, publicNameOf(splitFullName(name)))
      .getByText('Interview', { exact: true })
      .waitFor();
    await candidateRow(client.page, publicNameOf(splitFullName(name)))
      .getByText(formatSlot(SLOTS[0]!), { exact: true })
      .waitFor();

    const manager = await pageOf('manager@demo.test');
    await approveAsManager(manager.page, name);
    await candidatePageStatus(manager.page, 'Approved').waitFor();

    await client.page.reload();
    await candidateRow(client.page, publicNameOf(splitFullName(name)))
      .getByText('Approved', { exact: true })
      .waitFor();
    expect([...client.errors, ...agency.errors, ...manager.errors]).toEqual([]);
  });

  it('the agency proposes other slots, the client takes one from the e-mail; the agency declines another request; mistakes are explained where they are', async () => {
    await passOnToAgency(app, await requestInterview('Proposova'));
    await passOnToAgency(app, await requestInterview('Declinova'));
    const { page, errors } = await pageOf('agency@demo.test');
    await page.goto('/pa/requests/list');

    // Keyboard: a dialog opens with Enter, closes with Escape and gives the focus back to its button.
    const acceptButton = candidateRow(page, 'Anna Proposova').getByRole('button', { name: 'Accept slot' });
    await acceptButton.focus();
    await page.keyboard.press('Enter');
    const accept = page.getByRole('dialog', { name: 'Accept a slot for Anna Proposova' });
    await accept.getByRole('radio', { name: formatSlot(SLOTS[0]!) }).waitFor();
    await page.keyboard.press('Escape');
    await accept.waitFor({ state: 'hidden' });
    await expect.poll(() => acceptButton.evaluate((button) => button === document.activeElement)).toBe(true);

    await candidateRow(page, 'Anna Proposova').getByRole('button', { name: 'Propose other slots' }).click();
    const propose = page.getByRole('dialog', { name: 'Propose other slots for Anna Proposova' });
    await propose.getByRole('button', { name: 'Send slots' }).click();
    await propose.getByText('Add at least one slot').waitFor();
    await typeDay(propose, saturdayFrom(3));
    await chooseOption(propose, page, 'Time', '11:00');
    await propose.getByRole('button', { name: 'Add slot' }).click();
    await propose.getByText('Interviews take place on working days, Monday to Friday').waitFor();
    const proposed = { date: thirdDay, time: '11:00' };
    await typeDay(propose, proposed.date);
    await propose.getByRole('button', { name: 'Add slot' }).click();
    await propose.getByRole('list', { name: 'Proposed slots' }).getByText(formatSlot(proposed)).waitFor();
    await propose.getByRole('textbox', { name: 'Comment for the client' }).fill('Our mornings are busy');
    await propose.getByRole('button', { name: 'Send slots' }).click();
    await propose.waitFor({ state: 'hidden' });
    await candidateRow(page, 'Anna Proposova')
      .getByRole('list', { name: 'You proposed' })
      .getByText(formatSlot(proposed))
      .waitFor();

    // The client follows the e-mail about the new times and takes the proposed one; the agency sees the interview fixed.
    const client = await pageOf('client@demo.test');
    await followMailLink(client.page, 'clara@client.test', 'Choose a time');
    await client.page.waitForURL('**/pa/candidates/list');
    await candidateRow(client.page, publicNameOf(splitFullName('Anna Proposova')))
      .getByRole('list', { name: 'Agency proposed' })
      .getByText(formatSlot(proposed))
      .waitFor();
    await candidateRow(client.page, publicNameOf(splitFullName('Anna Proposova')))
      .getByRole('button', { name: 'Choose a time' })
      .click();
    const choose = client.page.getByRole('dialog', {
      name: `Choose a time for ${publicNameOf(splitFullName('Anna Proposova'))}`,
    });
    expect(await choose.getByRole('radio', { name: formatSlot(proposed) }).isChecked()).toBe(true);
    await choose.getByRole('button', { name: 'Confirm time' }).click();
    await choose.waitFor({ state: 'hidden' });
    await candidateRow(client.page, publicNameOf(splitFullName('Anna Proposova')))
      .getByText('Interview', { exact: true })
      .waitFor();
    expect(
      await candidateRow(client.page, publicNameOf(splitFullName('Anna Proposova')))
        .getByRole('button', { name: 'Choose a time' })
        .count(),
    ).toBe(0);
    await page.reload();
    await candidateRow(page, 'Anna Proposova').getByText('Interview', { exact: true }).waitFor();
    expect(await candidateRow(page, 'Anna Proposova').getByRole('button', { name: 'Accept slot' }).count()).toBe(0);
    expect(client.errors).toEqual([]);

    await candidateRow(page, 'Anna Declinova').getByRole('button', { name: 'Decline' }).click();
    const decline = page.getByRole('dialog', { name: 'Decline the request for Anna Declinova' });
    await decline.getByRole('button', { name: 'Decline request' }).click();
    await decline.getByText('Say why the request is declined').waitFor();
    await decline.getByRole('textbox', { name: 'Reason' }).fill('Already on another project');
    await decline.getByRole('button', { name: 'Decline request' }).click();
    await decline.waitFor({ state: 'hidden' });
    await candidateRow(page, 'Anna Declinova').getByText('Rejected', { exact: true }).waitFor();
    await candidateRow(page, 'Anna Declinova').getByText('Declined: Already on another project').waitFor();

    await chooseStatus(page, 'Rejected (1)');
    await page.waitForURL((url) => url.searchParams.get('status') === 'rejected');
    await expect.poll(() => candidateRow(page, 'Anna').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('the client moves a fixed interview with a reason and the agency picks the new time and enters its video link; the agency cancels another interview', async () => {
    // Not 'Anna': the next test counts the Annas of the list.
    const moved = 'Boris Movov';
    const cancelled = 'Clara Cancelova';
    await passOnToAgency(app, await requestInterview('Movov', 'Boris'));
    await passOnToAgency(app, await requestInterview('Cancelova', 'Clara'));
    const agency = await pageOf('agency@demo.test');
    await acceptFirstSlotAsAgency(agency.page, moved);
    await acceptFirstSlotAsAgency(agency.page, cancelled);

    // The client proposes a new time with a reason; until the agency picks, the interview keeps its time.
    const client = await pageOf('client@demo.test');
    await client.page.goto('/pa/candidates/list');
    const clientRow = candidateRow(client.page, publicNameOf(splitFullName(moved)));
    await clientRow.getByRole('button', { name: 'Reschedule' }).click();
    const reschedule = client.page.getByRole('dialog', {
      name: `Reschedule the interview with ${publicNameOf(splitFullName(moved))}`,
    });
    await reschedule.getByRole('button', { name: 'Propose new times' }).click();
    await reschedule.getByText('Add at least one new time').waitFor();
    const newTime = { date: thirdDay, time: '14:00' };
    await typeDay(reschedule, newTime.date);
    await chooseOption(reschedule, client.page, 'Time', '14:00');
    await reschedule.getByRole('button', { name: 'Add slot' }).click();
    await reschedule.getByRole('list', { name: 'New times' }).getByText(formatSlot(newTime)).waitFor();
    await reschedule.getByLabel('Reason').fill('Our team lead is away that day');
    expect(await seriousAccessibilityProblems(client.page, '[role="dialog"]')).toEqual([]);
    await reschedule.getByRole('button', { name: 'Propose new times' }).click();
    await reschedule.waitFor({ state: 'hidden' });
    await clientRow.getByText(formatSlot(SLOTS[0]!), { exact: true }).first().waitFor();

    // The agency reads the reason and picks the new time: the interview moves.
    await agency.page.goto('/pa/requests/list');
    const agencyRow = candidateRow(agency.page, moved);
    await agencyRow.getByText('Our team lead is away that day').waitFor();
    await agencyRow.getByRole('button', { name: 'Pick a new time' }).click();
    const pick = agency.page.getByRole('dialog', { name: `Pick a new time for the interview with ${moved}` });
    await pick.getByRole('radio', { name: formatSlot(newTime) }).check();
    await pick.getByRole('button', { name: 'Move the interview' }).click();
    await pick.waitFor({ state: 'hidden' });
    await agencyRow.getByText(formatSlot(newTime), { exact: true }).first().waitFor();
    expect(await agencyRow.getByRole('button', { name: 'Pick a new time' }).count()).toBe(0);
    await client.page.reload();
    await clientRow.getByText(formatSlot(newTime), { exact: true }).first().waitFor();

    // The agency puts its own video call in place of the platform's room; a bad link is explained on its field.
    const zoom = 'https://us02web.zoom.us/j/81234567890';
    await agencyRow.getByRole('button', { name: 'Video call link' }).click();
    const video = agency.page.getByRole('dialog', { name: `Video call link for the interview with ${moved}` });
    await video.getByText("The interview uses the platform's room").waitFor();
    const linkField = video.getByRole('textbox', { name: 'Link of your video call' });
    await linkField.fill('zoom.us/j/81234567890');
    await video.getByRole('button', { name: 'Save link' }).click();
    await video.getByText('Enter a full link that starts with https://').waitFor();
    await linkField.fill(zoom);
    expect(await seriousAccessibilityProblems(agency.page, '[role="dialog"]')).toEqual([]);
    await video.getByRole('button', { name: 'Save link' }).click();
    await video.waitFor({ state: 'hidden' });
    await client.page.reload();
    const join = clientRow.getByRole('link', { name: `Join video call with ${publicNameOf(splitFullName(moved))}` });
    await expect.poll(() => join.first().getAttribute('href')).toBe(zoom);

    // The agency cancels the other interview with a reason; the client reads it, and no time is fixed any more.
    const cancelRow = candidateRow(agency.page, cancelled);
    await cancelRow.getByRole('button', { name: 'Cancel interview' }).click();
    const cancel = agency.page.getByRole('dialog', { name: `Cancel the interview with ${cancelled}` });
    await cancel.getByLabel('Reason').fill('The specialist fell ill');
    expect(await seriousAccessibilityProblems(agency.page, '[role="dialog"]')).toEqual([]);
    await cancel.getByRole('button', { name: 'Cancel interview' }).click();
    await cancel.waitFor({ state: 'hidden' });
    await expect.poll(() => cancelRow.getByRole('button', { name: 'Cancel interview' }).count()).toBe(0);
    expect(await seriousAccessibilityProblems(agency.page, 'main')).toEqual([]);
    await client.page.reload();
    const clientCancelled = candidateRow(client.page, publicNameOf(splitFullName(cancelled)));
    await clientCancelled.waitFor();
    expect(await clientCancelled.getByRole('button', { name: 'Reschedule' }).count()).toBe(0);
    expect(await seriousAccessibilityProblems(client.page, 'main')).toEqual([]);
    expect([...client.errors, ...agency.errors]).toEqual([]);
  });

  it('the manager filters, changes the client price and moves the approved candidate onto a project; every projects list shows it', async () => {
    const name = 'Anna Candidova';
    const manager = await pageOf('manager@demo.test');
    const { page } = manager;
    await page.goto('/manager/candidates/list');
    await page.getByRole('button', { name: 'Export to Excel' }).waitFor();
    await chooseStatus(page, 'Approved (1)');
    await page.waitForURL((url) => url.searchParams.get('status') === 'approved');
    await expect.poll(() => candidateRow(page, 'Anna').count()).toBe(1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    // An .xlsx file is a zip archive: it starts with "PK".
    expect((await readFile(await file.path())).subarray(0, 2).toString()).toBe('PK');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Proposova');
    await page.getByText('Nothing matches the filters').waitFor();
    await page.getByRole('button', { name: 'Reset filters' }).first().click();
    await expect.poll(() => candidateRow(page, 'Anna').count()).toBe(3);

    await candidateRow(page, name).getByRole('link', { name, exact: true }).click();
    await candidatePageStatus(page, 'Approved').waitFor();
    const price = page.getByRole('textbox', { name: 'Client hour price, $' });
    await price.fill('0');
    await page.getByRole('button', { name: 'Save price' }).click();
    await page.getByText('The price must be above zero').waitFor();
    await price.fill('62.5');
    await page.getByRole('button', { name: 'Save price' }).click();
    await page.getByText('The client hour price is now $62.50/h').waitFor();
    await page.getByRole('region', { name: 'Details' }).getByText('$62.50/h').waitFor();

    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    const offered = await page.getByRole('option').allTextContents();
    expect(offered).toEqual(['Waiting to start', 'Rejected']);
    await page.keyboard.press('Escape');
    await moveCandidateTo(page, 'Waiting to start', 'Starts on the first of the month');

    await page.goto('/manager/specialists-on-projects/list');
    await candidateRow(page, name).getByText('Waiting to start', { exact: true }).waitFor();
    // Work starts on the booking's first day: the days pass, and the manager (signed in again) starts it then.
    clock.set(new Date(`${PERIOD.startPeriod}T09:00:00Z`));
    const later = await pageOf('manager@demo.test');
    await later.page.goto('/manager/specialists-on-projects/list');
    await candidateRow(later.page, name).getByRole('link', { name, exact: true }).click();
    await later.page.getByRole('heading', { level: 1, name: 'Edit specialist on project' }).waitFor();
    await moveCandidateTo(later.page, 'Working');
    // The history tells the whole way, newest first, with who did each step.
    const history = later.page.getByRole('list', { name: 'Candidate history' }).getByRole('listitem');
    await expect.poll(() => history.count()).toBe(7);
    expect(await history.first().textContent()).toContain('Waiting to start → Working');
    await history
      .filter({ hasText: 'Approved → Waiting to start' })
      .getByText('Comment: Starts on the first of the month')
      .waitFor();
    await history.filter({ hasText: 'Client hour price changed' }).getByText('New price: $62.50/h').waitFor();
    await history
      .filter({ hasText: 'Slot accepted by the agency' })
      .getByText(/, partner agency$/)
      .waitFor();
    expect(await history.last().textContent()).toContain('Interview requested');

    const client = await pageOf('client@demo.test');
    await client.page.goto('/pa/specialists-on-projects/list');
    await candidateRow(client.page, publicNameOf(splitFullName(name)))
      .getByText('Working', { exact: true })
      .waitFor();
    await candidateRow(client.page, publicNameOf(splitFullName(name)))
      .getByText('$62.50/h')
      .waitFor();

    const agency = await pageOf('agency@demo.test');
    await agency.page.goto('/pa/specialists-on-projects/list');
    await candidateRow(agency.page, name).getByText('Working', { exact: true }).waitFor();
    expect(await candidateRow(agency.page, 'Anna Proposova').count()).toBe(0);
    expect([...manager.errors, ...later.errors, ...client.errors, ...agency.errors]).toEqual([]);
  });

  it("the client subscribes its calendar from the profile: the feed holds exactly its fixed interviews and its specialists' project periods; a new address stops the old one", async () => {
    // The test before moved the platform's clock to a booking's first day; this one books and interviews from today.
    clock.set(new Date());
    const fixed = await requestInterview('Kalenderova', 'Kira');
    await passOnToAgency(app, fixed);
    const accepted = await app.api.post(
      '/api/interview-request/accept-slot',
      { id: fixed, slot: SLOTS[0] },
      { token: tokens.agency },
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const { page, errors } = await pageOf('client@demo.test');
    await page.goto('/pa/profile');
    const card = page.getByRole('region', { name: 'Calendar subscription' });
    await card.getByText('Off: no address opens your calendar.').waitFor();
    await card.getByRole('button', { name: 'Turn on calendar subscription' }).click();
    const shown = card.getByRole('status').filter({ hasText: 'Calendar subscription address' });
    await shown.getByText('it is shown only this once').waitFor();
    const address = (await shown.locator('code').nth(1).textContent()) ?? '';
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendar\/feed\/[\w-]{43}\.ics$/);
    expect(await shown.getByRole('link', { name: 'Open in your calendar app' }).getAttribute('href')).toBe(
      address.replace(/^http:/, 'webcal:'),
    );
    expect(await seriousAccessibilityProblems(page, 'main')).toEqual([]);

    // A calendar app reads the address: exactly the client's fixed interviews and booked specialists, by their UIDs.
    const calendar = new ICAL.Component(ICAL.parse(await (await fetch(address)).text()));
    const uids = calendar.getAllSubcomponents('vevent').map((v) => String(v.getFirstPropertyValue('uid')));
    const own = (
      await app.pool.query<{ uid: string }>(
        `select case when c.status = 'interview' then 'candidate-' else 'project-' end || c.id || '@127.0.0.1' as uid
           from candidates c join users u on u.company_id = c.client_id
          where u.email = 'client@demo.test'
            and ((c.status = 'interview' and c.interview_at is not null)
                 or c.status in ('approved', 'waiting-start-work', 'working', 'finished'))`,
      )
    ).rows.map((r) => r.uid);
    expect(own).toContain(`candidate-${fixed}@127.0.0.1`);
    expect(uids.sort()).toEqual(own.sort());

    // A new address stops the old one at once.
    await card.getByRole('button', { name: 'Make a new address' }).click();
    await expect.poll(async () => (await shown.locator('code').nth(1).textContent()) !== address).toBe(true);
    expect((await fetch(address)).status).toBe(404);
    await card.getByRole('button', { name: 'Turn off' }).click();
    await card.getByText('Off: no address opens your calendar.').waitFor();
    expect(errors).toEqual([]);
  });
});
