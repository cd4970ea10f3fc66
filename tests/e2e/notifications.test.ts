import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { cardPayload } from '../support/specialistPayloads';
import { startTestApp, type TestApp } from '../support/testApp';
import { screenshotsIn } from './actions/screenshots';
import { pageAs } from './actions/pages';

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/notify-shots';

/**
 * The header's notification centre as the demo agency meets it: it sends a card for review, a manager publishes it,
 * the bell's count goes up, the agency opens the bell, follows the notification to the card, and marks the rest read.
 */
describe('the notification centre in the browser', () => {
  let app: TestApp;
  let browser: BrowserHarness;
  let agency: string;
  let manager: string;

  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true });
    [agency, manager] = await Promise.all([app.login('agency@demo.test'), app.login('manager@demo.test')]);
    browser = await launchBrowser(app.baseUrl);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const sendCard = async (name: string, surname: string): Promise<string> => {
    const sent = await app.api.post(
      '/api/specialist/send-to-publish',
      { content: await cardPayload(app.pool, { name, surname }) },
      { token: agency },
    );
    expect(sent.status).toBe(200);
    return sent.body.data.specialistId as string;
  };
  const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, / });
  const popover = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
  /** The user comes back to the window: the bell asks again (it also asks every minute). */
  const comeBack = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const shoot = screenshotsIn(shots, { fullPage: false });

  it('the bell counts a published card, lists it, leads to the card, and marks everything read', async () => {
    const page = await pageAs(browser, 'agency@demo.test');
    const errors = recordPageErrors(page);
    await page.goto('/pa');

    // Nothing yet: the empty state, reachable and closable with the keyboard.
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notifications, none unread');
    await bell(page).focus();
    await page.keyboard.press('Enter');
    await popover(page).getByText('No notifications yet').waitFor();
    expect(await popover(page).getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
    await shoot(page, 'notifications-empty');
    await page.keyboard.press('Escape');
    await popover(page).waitFor({ state: 'hidden' });
    expect(await bell(page).evaluate((el) => el === document.activeElement)).toBe(true);

    // The agency sends a card; the manager publishes it: the agency's bell counts it when the user comes back to the tab.
    const id = await sendCard('Nora', 'Notified');
    expect((await app.api.post('/admin/api/specialist/publish', { specialistId: id }, { token: manager })).status).toBe(
      200,
    );
    await comeBack(page);
    await expect.poll(() => bell(page).getAttribute('aria-label'), { timeout: 10_000 }).toBe('Notifications, 1 unread');

    await bell(page).click();
    const item = popover(page).getByRole('link', { name: /Nora Notified is published in the catalogue/ });
    await item.waitFor();
    // Unread reads bold, and says so to a screen reader.
    expect(
      await item
        .getByText('Nora Notified is published in the catalogue')
        .evaluate((el) => Number(getComputedStyle(el).fontWeight)),
    ).toBeGreaterThanOrEqual(700);
    expect(await item.textContent()).toMatch(/^Unread: /);
    expect(await seriousAccessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await shoot(page, 'notifications-open');

    // Following it opens the card and marks it read.
    await item.click();
    await page.waitForURL(`**/pa/specialists/${id}`);
    await page.getByRole('heading', { level: 1, name: /Nora Notified/ }).waitFor();
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notifications, none unread');

    // Two more decisions: 'Mark all as read' clears both.
    const second = await sendCard('Otto', 'Other');
    await app.api.post('/admin/api/specialist/publish', { specialistId: second }, { token: manager });
    const third = await sendCard('Dora', 'Declined');
    await app.api.post(
      '/admin/api/specialist/reject',
      { specialistId: third, reasons: ['Projects are not described'], comment: 'Add the stack' },
      { token: manager },
    );
    await comeBack(page);
    await expect.poll(() => bell(page).getAttribute('aria-label'), { timeout: 10_000 }).toBe('Notifications, 2 unread');
    await bell(page).click();
    await popover(page)
      .getByRole('link', { name: /The card of Dora Declined was declined/ })
      .waitFor();
    expect(await popover(page).getByRole('listitem').count()).toBe(3);
    // The bell with its count, and the open list (the account menu beside it is another part's).
    expect(await seriousAccessibilityProblems(page, '[data-notification-bell]')).toEqual([]);
    expect(await seriousAccessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await shoot(page, 'notifications-unread');
    await popover(page).getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Notifications, none unread');
    expect((await app.api.get('/api/notifications/list', { token: agency })).body.data.unread).toBe(0);
    await shoot(page, 'notifications-read');
    expect(errors).toEqual([]);
  });

  it("at 390 px a client's header holds the bell beside the cart and the account menu, and the open list fits the screen", async () => {
    const page = await pageAs(browser, 'client@demo.test');
    const errors = recordPageErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await bell(page).waitFor();
    for (const control of [
      bell(page),
      page.getByRole('link', { name: /^Interview request cart/ }),
      page.getByRole('button', { name: /^Account menu of/ }),
    ]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    await bell(page).click();
    // The demo client's contract was signed through the real flow at seeding: its e-mails are its first notifications.
    await popover(page)
      .getByRole('link', { name: /Contract .* is signed/ })
      .waitFor();
    const list = await popover(page).boundingBox();
    expect(list && list.x >= 0 && list.x + list.width <= 390).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${shots}/notifications-client-390.png` });
    expect(errors).toEqual([]);
  });
});
