import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { startWork } from '../support/actFlow';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { publishCard, requestInterview } from '../support/interviewFlow';
import { startTestApp, type TestApp } from '../support/testApp';
import { manualClock, type ManualClock } from '../support/testClock';
import { pageAs } from './actions/pages';
import { screenshotsIn } from './actions/screenshots';

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/reviews-shots';

/** Three engagements of one specialist with the demo client, one after another (the card keeps March 2027 free). */
const PERIODS = [
  { startPeriod: '2026-11-10', endPeriod: '2027-02-10' },
  { startPeriod: '2027-04-11', endPeriod: '2027-07-11' },
  { startPeriod: '2027-07-12', endPeriod: '2027-10-12' },
];

/**
 * Reviews as the parties live them: two finished engagements were reviewed before; the third specialist has worked on
 * the client's project for a month, so the client's page offers 'Write a review'; the client scores by clicking the
 * labelled radios (and the keyboard moves between them), writes, publishes; the agency answers on its page; the
 * public page, rendered on the server, shows the three reviews with the average, the answer, and no company name the
 * client did not allow; axe finds nothing serious, and at 390 px the section fits the screen.
 */
describe('reviews in the browser', () => {
  let app: TestApp;
  let clock: ManualClock;
  let browser: BrowserHarness;
  let specialistId: string;
  let engagements: string[];

  beforeAll(async () => {
    clock = manualClock();
    app = await startTestApp({ serveWeb: true, clock });
    const tokens = await app.demoTokens();
    const { agency, manager } = tokens;
    let { client } = tokens;
    specialistId = await publishCard(app, agency, manager, 'Reviewed');
    engagements = [];
    for (const period of PERIODS) engagements.push(await requestInterview(app, client, specialistId, period));
    for (const [index, id] of engagements.entries()) {
      await startWork(app, await app.login('manager@demo.test'), id, {
        clock,
        startPeriod: PERIODS[index]!.startPeriod,
      });
      if (index < 2) {
        const moved = await app.api.post(
          '/admin/api/candidate/update',
          { id, status: 'finished' },
          { token: await app.login('manager@demo.test') },
        );
        expect(moved.status).toBe(200);
      }
    }
    // A month after the third specialist started working.
    clock.set(new Date('2027-08-12T09:00:00Z'));
    ({ client } = await app.demoTokens());
    for (const [candidateId, overall, text] of [
      [engagements[0], 5, 'Delivered the billing module on time.'],
      [engagements[1], 4, 'Solid work on the reporting service.'],
    ] as const) {
      const written = await app.api.post(
        '/api/review/create',
        { candidateId, overall, skills: 4, communication: 4, reliability: 5, value: 4, text },
        { token: client },
      );
      expect(written.status, JSON.stringify(written.body)).toBe(200);
    }
    browser = await launchBrowser(app.baseUrl);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const shoot = screenshotsIn(shots);
  const noAxeProblems = async (page: Page, selector = 'main') =>
    expect(await seriousAccessibilityProblems(page, selector)).toEqual([]);

  it('the client writes a review of the month-old engagement by clicking the scores; a second one is not offered', async () => {
    const client = await pageAs(browser, 'client@demo.test');
    const errors = recordPageErrors(client);
    await client.goto('/pa/specialists-on-projects/list');
    const reviews = client.getByRole('region', { name: 'Reviews' });
    await reviews.getByRole('article', { name: 'Your review of Anna R.' }).first().waitFor();
    expect(await reviews.getByRole('article', { name: 'Your review of Anna R.' }).count()).toBe(2);
    await reviews.getByRole('button', { name: 'Write a review of Anna R.' }).click();
    const form = client.getByRole('form', { name: 'Review of Anna R.' });
    await form.waitFor();

    // Publishing without scores says what is missing, at the fields.
    await form.getByRole('button', { name: 'Publish review' }).click();
    await expect.poll(() => form.getByText('Choose a score from 1 to 5').count()).toBe(5);

    await form.getByRole('radiogroup', { name: 'Overall' }).getByRole('radio', { name: '2 Fair' }).click();
    // The keyboard moves within a score: two steps right from 'Fair' is 'Very good'.
    await client.keyboard.press('ArrowRight');
    await client.keyboard.press('ArrowRight');
    expect(
      await form.getByRole('radiogroup', { name: 'Overall' }).getByRole('radio', { name: '4 Very good' }).isChecked(),
    ).toBe(true);
    await form.getByRole('radiogroup', { name: 'Skills' }).getByRole('radio', { name: '5 Excellent' }).click();
    await form.getByRole('radiogroup', { name: 'Communication' }).getByRole('radio', { name: '3 Good' }).click();
    await form.getByRole('radiogroup', { name: 'Reliability' }).getByRole('radio', { name: '4 Very good' }).click();
    await form.getByRole('radiogroup', { name: 'Value for money' }).getByRole('radio', { name: '3 Good' }).click();
    await form.getByLabel('Your review').fill('Quick to learn our stack; the first sprint was slow.');
    await noAxeProblems(client);
    await shoot(client, 'client-review-form');
    await form.getByRole('button', { name: 'Publish review' }).click();

    const mine = reviews.getByRole('article', { name: 'Your review of Anna R.' });
    await expect.poll(() => mine.count()).toBe(3);
    await reviews.getByText('Quick to learn our stack; the first sprint was slow.').waitFor();
    expect(await reviews.getByRole('button', { name: /^Write a review/ }).count()).toBe(0);
    await noAxeProblems(client);
    expect(errors).toEqual([]);
  });

  /** Opens the bell by click and answers the notification that holds the text, the newest first. */
  const noticeInBell = async (page: Page, text: string) => {
    const bell = page.getByRole('button', { name: /^Notifications, / });
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 })
      .toMatch(/^Notifications, \d+ unread$/);
    await bell.click();
    const notice = page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link')
      .filter({ hasText: text })
      .first();
    await notice.waitFor();
    return notice;
  };

  it('the agency answers a review once, on its page', async () => {
    const agency = await pageAs(browser, 'agency@demo.test');
    const errors = recordPageErrors(agency);
    // The review just written is in the agency's bell, naming the specialist and never the client.
    await agency.goto('/pa');
    const written = await noticeInBell(agency, 'Quick to learn our stack');
    const said = (await written.textContent()) ?? '';
    expect(said).toContain('New review of Anna');
    expect(said).toContain('4 of 5 overall');
    expect(said).not.toContain('Demo Client');
    await noAxeProblems(agency, '[role="dialog"]');
    await written.click();
    await agency.waitForURL('**/pa/specialists-on-projects/list');
    const section = agency.getByRole('region', { name: 'Reviews of your specialists' });
    const review = section.getByRole('article').filter({ hasText: 'Quick to learn our stack' });
    await review.waitFor();
    await review.getByRole('button', { name: 'Answer the review of Anna R.' }).click();
    const form = agency.getByRole('form', { name: 'Answer to the review of Anna R.' });
    await form.getByLabel('Your answer').fill('Thank you: the onboarding now starts with a pairing week.');
    await form.getByRole('button', { name: 'Publish answer' }).click();
    await review.getByText('Thank you: the onboarding now starts with a pairing week.').waitFor();
    await expect.poll(() => review.getByRole('button', { name: /^Answer/ }).count()).toBe(0);
    await noAxeProblems(agency);
    await shoot(agency, 'agency-answered');
    expect(errors).toEqual([]);
  });

  it("the client's author reads the answer in the bell, from 'the specialist's team', never the agency", async () => {
    const client = await pageAs(browser, 'client@demo.test');
    const errors = recordPageErrors(client);
    await client.goto('/pa');
    const answered = await noticeInBell(client, 'pairing week');
    const said = (await answered.textContent()) ?? '';
    expect(said).toContain("The specialist's team answered your review");
    expect(said).toContain('Thank you: the onboarding now starts with a pairing week.');
    expect(said).not.toContain('Demo Agency');
    await noAxeProblems(client, '[role="dialog"]');
    await answered.click();
    await client.waitForURL('**/pa/specialists-on-projects/list');
    await client
      .getByRole('region', { name: 'Reviews' })
      .getByText('Thank you: the onboarding now starts with a pairing week.')
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('the public page shows the three reviews with the average and the answer, rendered on the server, and fits 390 px', async () => {
    // Without JavaScript: the server's HTML already holds the reviews.
    const html = (await (await fetch(`${app.baseUrl}/specialist/${specialistId}`)).text()).replaceAll('<!-- -->', '');
    expect(html).toContain('Average 4.3 of 5 from 3 reviews');
    expect(html).toContain('Thank you: the onboarding now starts with a pairing week.');

    const visitor = await browser.newPage();
    const errors = recordPageErrors(visitor);
    await visitor.goto(`/specialist/${specialistId}`);
    const section = visitor.getByRole('region', { name: 'Reviews' });
    await section.getByText('Average 4.3 of 5 from 3 reviews').waitFor();
    expect(await section.getByRole('article').count()).toBe(3);
    await section.getByText('Quick to learn our stack; the first sprint was slow.').waitFor();
    await section.getByText('Thank you: the onboarding now starts with a pairing week.').waitFor();
    expect(await section.getByText('Overall: 4 of 5, Very good').count()).toBeGreaterThan(0);
    // No review allowed the client's name: every review says 'A client', and no agency is named.
    expect(await section.getByText('Demo Client').count()).toBe(0);
    expect(await section.getByText(/^A client, /).count()).toBe(3);
    expect(await section.getByText(/Demo Agency/).count()).toBe(0);
    await noAxeProblems(visitor);
    await shoot(visitor, 'public-reviews');

    await visitor.setViewportSize({ width: 390, height: 844 });
    await section.scrollIntoViewIfNeeded();
    const box = await section.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await noAxeProblems(visitor);
    await visitor.screenshot({ path: `${shots}/public-reviews-390.png`, fullPage: true });
    expect(errors).toEqual([]);
  });

  it('a manager hides a review with a reason: the public page loses it and the average, the staff list keeps both', async () => {
    const manager = await pageAs(browser, 'manager@demo.test');
    const errors = recordPageErrors(manager);
    await manager.goto('/manager/reviews/list');
    const review = manager.getByRole('article').filter({ hasText: 'Solid work on the reporting service.' });
    await review.getByRole('button', { name: 'Hide the review of Anna R.' }).click();
    const form = manager.getByRole('form', { name: 'Hide the review of Anna R.' });
    await form.getByRole('button', { name: 'Hide review' }).click();
    await form.getByText('Say why the review is hidden').waitFor();
    await form.getByLabel('Why it is hidden').fill('Names a colleague of the client');
    await form.getByRole('button', { name: 'Hide review' }).click();
    await review.getByText('Hidden by the platform').waitFor();
    await review.getByText(/Names a colleague of the client/).waitFor();
    await noAxeProblems(manager);
    expect(errors).toEqual([]);

    const visitor = await browser.newPage();
    await visitor.goto(`/specialist/${specialistId}`);
    const section = visitor.getByRole('region', { name: 'Reviews' });
    await section.getByText('2 reviews; the average shows from 3 reviews').waitFor();
    expect(await section.getByText('Solid work on the reporting service.').count()).toBe(0);
    expect(await section.getByText(/^Average/).count()).toBe(0);
  });
});
