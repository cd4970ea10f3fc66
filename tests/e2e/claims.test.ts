import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { startWork } from '../support/actFlow';
import { PERIOD, publishCard, requestInterview } from '../support/interviewFlow';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { manualClock, type ManualClock } from '../support/testClock';
import { pageAs } from './actions/pages';
import { screenshotsIn } from './actions/screenshots';

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/claims-shots';

/**
 * A claim as the two parties live it, with two specialists on the client's project: the client picks one by clicking
 * the option, ticks a reason, files; the claim is listed under 'Your claims' with its status in words; the manager's
 * bell tells of it; the manager answers on the claims page; the client reads the answer.
 */
describe('claims in the browser', () => {
  let app: TestApp;
  let clock: ManualClock;
  let browser: BrowserHarness;
  let worker: string;

  beforeAll(async () => {
    clock = manualClock();
    app = await startTestApp({ serveWeb: true, clock });
    const { client, agency, manager } = await app.demoTokens();
    // Both interviews are asked for before the booking starts; then both specialists start work.
    const candidates = [];
    for (const surname of ['Worker', 'Keeper'])
      candidates.push(await requestInterview(app, client, await publishCard(app, agency, manager, surname)));
    for (const candidateId of candidates)
      // Each logs in again: the days to the booking's start end the sessions.
      await startWork(app, await app.login('manager@demo.test'), candidateId, {
        clock,
        startPeriod: PERIOD.startPeriod,
      });
    worker = candidates[0]!;
    clock.set(new Date('2026-12-01T09:00:00Z'));
    browser = await launchBrowser(app.baseUrl);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const pageOf = (email: string): Promise<Page> => pageAs(browser, email);
  const shoot = screenshotsIn(shots);

  it('the client picks the specialist, files a claim, the manager hears of it and answers, the client reads the answer', async () => {
    const client = await pageOf('client@demo.test');
    const clientErrors = recordPageErrors(client);
    await client.goto('/pa/specialists-on-projects/list');
    const form = client.getByRole('form', { name: 'File a claim' });
    await form.waitFor();
    // Two specialists: nothing is chosen for the client, and filing without a choice says so in words.
    await form.getByRole('checkbox', { name: 'Missed deadlines' }).check();
    await form.getByRole('button', { name: 'File claim' }).click();
    await form.getByText('Choose the specialist').waitFor();
    expect(await form.getByText('Must be a UUID').count()).toBe(0);

    await form.getByRole('combobox', { name: /^Specialist/ }).click();
    await client.getByRole('option', { name: 'Anna K.' }).click();
    // The choice stays, whatever the page does next.
    await client.waitForTimeout(1500);
    expect(await form.getByRole('combobox', { name: /^Specialist/ }).inputValue()).toBe('Anna K.');
    expect(await form.getByText('Choose the specialist').count()).toBe(0);
    await form.getByRole('checkbox', { name: 'Quality of work' }).check();
    await form.getByLabel('Comment').fill('The code review found the same bugs twice');
    await form.getByRole('button', { name: 'File claim' }).click();

    const filed = client.getByRole('article', { name: 'Claim about Anna K.' });
    await filed.getByText('Waiting for the platform’s answer').waitFor();
    expect(await filed.getByText('Missed deadlines, Quality of work').count()).toBe(1);
    expect(await seriousAccessibilityProblems(client, 'main')).toEqual([]);
    await shoot(client, 'client-claim-filed');

    // The manager opens the claims page (the next test follows the bell there).
    const manager = await pageOf('manager@demo.test');
    await manager.goto('/manager/claims/list');
    await manager.waitForURL('**/manager/claims/list');
    const claim = manager.getByRole('article', { name: 'Claim about Anna Keeper' });
    await claim.getByText('The code review found the same bugs twice').waitFor();
    await claim.getByLabel('Answer to the claim about Anna Keeper').fill('The agency replaces the reviewer next week');
    await claim.getByRole('button', { name: 'Send answer' }).click();
    await claim.getByText('The agency replaces the reviewer next week').waitFor();
    await shoot(manager, 'manager-claim-answered');

    await client.reload();
    const answered = client.getByRole('article', { name: 'Claim about Anna K.' });
    await answered.getByText('The agency replaces the reviewer next week').waitFor();
    await answered.getByText('Answered', { exact: true }).waitFor();
    expect(clientErrors).toEqual([]);
  });

  it("a candidate row's 'File a claim' opens the form with that specialist; the manager's bell tells of the claim and leads to the claims page", async () => {
    const client = await pageOf('client@demo.test');
    const clientErrors = recordPageErrors(client);
    // On the specialists-on-projects list, the row's link chooses its specialist in the form below.
    await client.goto('/pa/specialists-on-projects/list');
    await client.getByRole('link', { name: 'File a claim about Anna K.' }).click();
    const form = client.getByRole('form', { name: 'File a claim' });
    await expect.poll(() => form.getByRole('combobox', { name: /^Specialist/ }).inputValue()).toBe('Anna K.');

    // From the candidate list, the row's link opens the claim form about that specialist.
    await client.goto('/pa/candidates/list');
    const row = client.locator(`tr[data-row-id="${worker}"]`);
    await row.getByRole('link', { name: 'File a claim about Anna W.' }).click();
    await client.waitForURL(`**/pa/specialists-on-projects/list?claimAbout=${worker}*`);
    await expect.poll(() => form.getByRole('combobox', { name: /^Specialist/ }).inputValue()).toBe('Anna W.');
    await form.getByRole('checkbox', { name: 'Absence' }).check();
    await form.getByLabel('Comment').fill('Absent on Friday without a word');
    await form.getByRole('button', { name: 'File claim' }).click();
    await client
      .getByRole('article', { name: 'Claim about Anna W.' })
      .getByText('Absent on Friday without a word')
      .waitFor();
    expect(await seriousAccessibilityProblems(client, 'main')).toEqual([]);
    expect(clientErrors).toEqual([]);

    // The manager's bell counts it; its notification leads to the claims page, where the claim waits for an answer.
    const manager = await pageOf('manager@demo.test');
    await manager.goto('/manager');
    const bell = manager.getByRole('button', { name: /^Notifications, / });
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 })
      .toMatch(/^Notifications, \d+ unread$/);
    await bell.click();
    const notice = manager
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: /A claim about Anna Worker waits for your answer/ })
      .first();
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Absent on Friday without a word');
    await shoot(manager, 'manager-bell-claim');
    await notice.click();
    await manager.waitForURL('**/manager/claims/list');
    await manager
      .getByRole('article', { name: 'Claim about Anna Worker' })
      .getByText('Absent on Friday without a word')
      .waitFor();
  });

  it('the page opened for one specialist (a link to file a claim about them) has them chosen', async () => {
    const client = await pageOf('client@demo.test');
    await client.goto(`/pa/specialists-on-projects/list?claimAbout=${worker}`);
    const form = client.getByRole('form', { name: 'File a claim' });
    await expect.poll(() => form.getByRole('combobox', { name: /^Specialist/ }).inputValue()).toBe('Anna W.');
  });
});
