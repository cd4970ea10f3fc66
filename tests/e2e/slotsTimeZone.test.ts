import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotTimes } from '../../domain/interview/interview.slots';
import { publicNameOf, splitFullName } from '../../domain/specialist/publicName';
import { convertClock } from '../../domain/shared/timeZones';
import { formatSlot } from '../../web/src/kit/format';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { publishVariant } from '../support/catalogFixtures';
import { passOnToAgency } from '../support/interviewFlow';
import { latestMailTo } from '../support/mailbox';
import { startTestApp, type TestApp } from '../support/testApp';
import { candidateRow } from './actions/candidates';
import { pageAs } from './actions/pages';
import { screenshotsIn } from './actions/screenshots';
import { openStep, pick } from './actions/specialistEditor';

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/slots-shots';
const DAY_MS = 86_400_000;
const CLIENT_ZONE = 'America/New_York';
const AGENCY_ZONE = 'Europe/Berlin';

const dayIn = (days: number): string => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();
const firstFrom = (days: number, wanted: (weekday: number) => boolean): string => {
  let offset = days;
  while (!wanted(weekdayOf(dayIn(offset)))) offset += 1;
  return dayIn(offset);
};
/** How the calendar names a day for screen readers: 'Saturday, 28 November 2026'. */
const dayName = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A client in New York picks interview times on its clock; an agency in Berlin reads them on its own; the wizard's selects. */
describe('interview slots in the user time zone', () => {
  let app: TestApp;
  let browser: BrowserHarness;
  let tokens: { agency: string; manager: string; client: string };

  const pageIn = async (email: string, timeZone: string): Promise<{ page: Page; errors: Error[] }> => {
    const page = await pageAs(browser, email, { timeZone });
    return { page, errors: recordPageErrors(page) };
  };
  const shoot = screenshotsIn(shots);
  const noAxeProblems = async (page: Page) => expect(await seriousAccessibilityProblems(page, 'main')).toEqual([]);
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error('not on screen');
    return found;
  };

  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true });
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

  it('the client picks 10:00 in New York, the server keeps UTC, the agency reads it in Berlin; weekends and passed hours cannot be picked', async () => {
    const specialistId = await publishVariant(app, tokens, { surname: 'Zonova', reservations: [] });
    const added = await app.api.post(
      '/api/specialist-request-list/add-specialist',
      { specialistUuid: specialistId, startPeriod: dayIn(30), endPeriod: dayIn(150) },
      { token: tokens.client },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const who = publicNameOf(splitFullName('Anna Zonova'));

    const client = await pageIn('client@demo.test', CLIENT_ZONE);
    await client.page.goto('/scheduling');
    const card = client.page.getByRole('region', { name: `Interview with ${who}` });
    const date = card.getByLabel(`Interview date for ${who}`);
    await date.waitFor();
    await card.getByText(`Your time (${CLIENT_ZONE})`, { exact: false }).waitFor();

    // Today on the client's clock: the hours already passed there are disabled in the list.
    const now = Date.now();
    const todayThere = convertClock(
      { date: new Date(now).toISOString().slice(0, 10), time: new Date(now).toISOString().slice(11, 16) },
      'UTC',
      CLIENT_ZONE,
    ).date;
    const passed = slotTimes.filter((time) => {
      const inUtc = convertClock({ date: todayThere, time }, CLIENT_ZONE, 'UTC');
      return Date.parse(`${inUtc.date}T${inUtc.time}:00Z`) <= now;
    });
    await date.fill(todayThere);
    await card.getByRole('combobox', { name: `Time for ${who}` }).click();
    const options = client.page.getByRole('option');
    await options.first().waitFor();
    const disabled = await options.evaluateAll((nodes) =>
      nodes.filter((n) => n.getAttribute('aria-disabled') === 'true').map((n) => n.textContent),
    );
    expect(disabled).toEqual(passed);
    await client.page.keyboard.press('Escape');

    // A Saturday is disabled in the calendar; typed anyway, it is refused with the reason.
    const saturday = firstFrom(3, (d) => d === 6);
    await date.fill(saturday);
    expect(await client.page.getByRole('button', { name: dayName(saturday) }).isDisabled()).toBe(true);
    await client.page.waitForTimeout(400);
    await client.page.screenshot({ path: `${shots}/scheduling-calendar-1280.png` });
    const monday = firstFrom(3, (d) => d === 1);
    await date.fill(monday);
    expect(await client.page.getByRole('button', { name: dayName(monday) }).isDisabled()).toBe(false);
    await client.page.getByRole('button', { name: dayName(monday) }).click();
    await card.getByRole('combobox', { name: `Time for ${who}` }).click();
    await client.page.getByRole('option', { name: '10:00', exact: true }).click();
    await card.getByRole('button', { name: 'Add slot' }).click();

    const utc = convertClock({ date: monday, time: '10:00' }, CLIENT_ZONE, 'UTC');
    await card
      .getByRole('list', { name: `Interview slots for ${who}` })
      .getByText(`${formatSlot(utc, CLIENT_ZONE)}`, { exact: true })
      .waitFor();
    expect(formatSlot(utc, CLIENT_ZONE)).toContain(', 10:00 (America/New_York)');
    await noAxeProblems(client.page);
    await shoot(client.page, 'scheduling-new-york');

    await client.page.getByRole('button', { name: 'Send the interview request' }).click();
    await client.page.getByRole('heading', { name: 'Interview request sent' }).waitFor();
    // Stored in UTC: 10:00 in New York is 15:00 UTC in winter (14:00 in summer).
    const stored = (await app.pool.query('select slots from candidates where specialist_id = $1', [specialistId]))
      .rows[0].slots;
    expect(stored).toEqual([utc]);
    expect(['14:00', '15:00']).toContain(utc.time);

    // The client's candidate list shows it on the client's clock.
    await client.page.goto('/pa/candidates/list');
    await candidateRow(client.page, who).getByText(formatSlot(utc, CLIENT_ZONE), { exact: true }).waitFor();

    // The manager's review comes first: the agency hears of the request once the manager passes it on.
    const candidateId = (await app.pool.query('select id from candidates where specialist_id = $1', [specialistId]))
      .rows[0].id as string;
    await passOnToAgency(app, candidateId);

    // The agency in Berlin reads the same interview on its clock, the zone named.
    const agency = await pageIn('agency@demo.test', AGENCY_ZONE);
    await agency.page.goto('/pa/requests/list');
    const berlin = formatSlot(utc, AGENCY_ZONE);
    expect(berlin).toMatch(/, 1[56]:00 \(Europe\/Berlin\)$/);
    await candidateRow(agency.page, 'Anna Zonova').getByText(berlin, { exact: true }).waitFor();
    await candidateRow(agency.page, 'Anna Zonova').getByRole('button', { name: 'Accept slot' }).click();
    const dialog = agency.page.getByRole('dialog', { name: 'Accept a slot for Anna Zonova' });
    await dialog.getByRole('radio', { name: berlin }).waitFor();
    await noAxeProblems(agency.page);
    await dialog.getByRole('radio', { name: berlin }).check();
    await dialog.getByRole('button', { name: 'Confirm slot' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await candidateRow(agency.page, 'Anna Zonova').getByText('Interview', { exact: true }).waitFor();
    await candidateRow(agency.page, 'Anna Zonova').getByText(berlin, { exact: true }).waitFor();
    await shoot(agency.page, 'requests-berlin');

    // The client's e-mail names UTC, and adds the time on the clock of the browser the client used (New York), which
    // the platform remembered at the client's first visit; the agency's clock became Berlin the same way.
    const mail = await latestMailTo(app.pool, 'client@demo.test');
    expect(mail?.subject).toBe(`Interview with ${who} confirmed for ${utc.date} ${utc.time} UTC`);
    expect(mail?.text).toContain(`On your clock: 10:00 on ${monday} (America/New_York).`);
    expect((await app.api.get('/api/user/profile', { token: tokens.agency })).body.data.timeZone).toBe(AGENCY_ZONE);
    expect([...client.errors, ...agency.errors]).toEqual([]);
  }, 180_000);

  it('the wizard: the category list opens under its field without covering the next one, and Subcategory shows its asterisk', async () => {
    const { page, errors } = await pageIn('agency@demo.test', AGENCY_ZONE);
    await page.goto('/pa/specialists/create');
    await page.getByRole('heading', { level: 1, name: 'Add specialist' }).waitFor();
    await openStep(page, 'Role and Skills');
    const skills = page.getByRole('group', { name: 'Role and Skills' });
    const subcategoryLabel = skills.locator('label').filter({ hasText: /^Subcategory/ });
    expect(await subcategoryLabel.locator('.mantine-InputWrapper-required').count()).toBe(0);

    for (const width of [1360, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const category = skills
        .getByRole('textbox', { name: 'Category', exact: true })
        .or(skills.getByRole('combobox', { name: 'Category', exact: true }))
        .first();
      await category.click();
      const list = page.getByRole('listbox', { name: 'Category', exact: true });
      await list.waitFor();
      const next = skills
        .getByRole('textbox', { name: 'Subcategory', exact: true })
        .or(skills.getByRole('combobox', { name: 'Subcategory', exact: true }))
        .first();
      const role = skills
        .getByRole('textbox', { name: 'Role (specialization)', exact: true })
        .or(skills.getByRole('combobox', { name: 'Role (specialization)', exact: true }))
        .first();
      await page.screenshot({ path: `${shots}/wizard-category-open-${width}.png`, fullPage: true });
      // The list opens below the field (never flipped over its label) and covers neither the next field nor the one under it.
      expect((await box(list)).y).toBeGreaterThanOrEqual((await box(category)).y + (await box(category)).height - 1);
      expect(overlaps(await box(list), await box(next))).toBe(false);
      expect(overlaps(await box(list), await box(role))).toBe(false);
      await page.screenshot({ path: `${shots}/wizard-category-open-${width}.png`, fullPage: true });
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'hidden' });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Choosing a category with subcategories makes Subcategory required, and its label says so.
    await pick(page, 'Category', /Development/);
    await subcategoryLabel.locator('.mantine-InputWrapper-required').waitFor();
    // The step's fields (the stepper above them is another part's: its step buttons' names differ from their text).
    expect(await seriousAccessibilityProblems(page, '[role="group"][aria-label="Role and Skills"]')).toEqual([]);
    await shoot(page, 'wizard-role-and-skills');
    expect(errors).toEqual([]);
  }, 120_000);
});
