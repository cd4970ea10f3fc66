import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { pageAs } from './actions/pages';
import { screenshotsIn } from './actions/screenshots';

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/feedback-shots';

/**
 * Issue 32, the manager's bell: a visitor writes on /feedback, the manager's bell tells of it, the notification
 * opens the back office's feedback page at that message (on the page that holds it, highlighted, in view), and the
 * manager marks it answered, which the list then shows with who and when.
 */
describe('feedback messages in the browser', () => {
  let app: TestApp;
  let browser: BrowserHarness;

  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true });
    browser = await launchBrowser(app.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  const shoot = screenshotsIn(shots);

  it('a visitor sends feedback, the manager follows the bell to the message and marks it answered', async () => {
    const visitor = await browser.newPage();
    const visitorErrors = recordPageErrors(visitor);
    await visitor.goto('/feedback');
    const form = visitor.getByRole('form', { name: 'Feedback' });
    await form.getByLabel('Your name').fill('Vera Visitor');
    await form.getByLabel('E-mail').fill('vera@visitor.test');
    await form
      .getByLabel('Message')
      .fill('We need a <b>Kotlin</b> team of three from February.\nWho should we talk to?');
    // The page solves the robot check by itself once the visitor has started on the form.
    await visitor
      .getByRole('group', { name: 'Security check' })
      .getByRole('checkbox', { name: 'Verified' })
      .waitFor({ timeout: 60_000 });
    await form.getByRole('button', { name: 'Send' }).click();
    await visitor.getByText('Thank you, your message is sent').waitFor();
    expect(visitorErrors).toEqual([]);

    // Newer messages arrived since, more than a page of them: the link must find the page that holds Vera's.
    const { rows } = await app.pool.query<{ id: string }>(
      `select id from feedback_messages where name = 'Vera Visitor'`,
    );
    const veraId = rows[0]!.id;
    for (let i = 1; i <= 21; i += 1)
      await app.pool.query(
        `insert into feedback_messages (id, name, email, message, address, created_at)
         values ($1, $2, $3, 'A later question about the catalogue.', 'e2e', now() + make_interval(mins => $4))`,
        [randomUUID(), `Later Sender ${i}`, `later${i}@visitor.test`, i],
      );

    const manager = await pageAs(browser, 'manager@demo.test');
    const managerErrors = recordPageErrors(manager);
    await manager.goto('/manager');
    const bell = manager.getByRole('button', { name: /^Notifications, / });
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 })
      .toMatch(/^Notifications, \d+ unread$/);
    await bell.click();
    const notice = manager
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: /Feedback from Vera Visitor/ })
      .first();
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Who should we talk to?');
    await shoot(manager, 'manager-bell-feedback');
    await notice.click();
    await manager.waitForURL(`**/manager/feedback/list?message=${veraId}`);

    // The page holding it (the second of 20), the message highlighted, in view and focused, the text as typed.
    const card = manager.getByRole('article', { name: 'Vera Visitor' });
    await card.getByText('Linked message').waitFor();
    await manager.getByText('Showing 21–22 of 22').waitFor();
    expect(await card.getByText('We need a <b>Kotlin</b> team of three from February.', { exact: false }).count()).toBe(
      1,
    );
    expect(await card.locator('b').count()).toBe(0);
    expect(await card.getByRole('link', { name: 'vera@visitor.test' }).getAttribute('href')).toMatch(
      /^mailto:vera@visitor\.test\?subject=/,
    );
    await expect
      .poll(() =>
        card.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight && document.activeElement === element;
        }),
      )
      .toBe(true);
    expect(await seriousAccessibilityProblems(manager, 'main')).toEqual([]);
    await shoot(manager, 'manager-feedback-linked');

    await card.getByRole('button', { name: 'Mark as answered: the message from Vera Visitor' }).click();
    const name = (
      await app.pool.query<{ name: string }>(
        `select first_name || ' ' || last_name as name from users where email = 'manager@demo.test'`,
      )
    ).rows[0]!.name;
    await card.getByText(new RegExp(`^Answered by ${name} on `)).waitFor();
    await card.getByText('Answered', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: /Mark as answered/ }).count()).toBe(0);

    // The open messages no longer list it; the answered ones do, with who answered.
    await manager.getByRole('tab', { name: 'Open' }).click();
    await manager.getByText('Showing 1–20 of 21').waitFor();
    expect(await manager.getByRole('article', { name: 'Vera Visitor' }).count()).toBe(0);
    await manager.getByRole('tab', { name: 'Answered' }).click();
    await manager
      .getByRole('article', { name: 'Vera Visitor' })
      .getByText(new RegExp(`^Answered by ${name}`))
      .waitFor();
    expect(await seriousAccessibilityProblems(manager, 'main')).toEqual([]);
    await shoot(manager, 'manager-feedback-answered');

    // The menu leads here, next to the information pages.
    const menuItem = manager.getByRole('link', { name: 'Feedback', exact: true });
    expect(await menuItem.getAttribute('href')).toBe('/manager/feedback/list');
    expect(managerErrors).toEqual([]);
  });

  it('says in words when there is nothing to show and when the linked message is not in the list', async () => {
    await app.pool.query(`update feedback_messages set answered_at = now(), answered_by = null`);
    const manager = await pageAs(browser, 'manager@demo.test');
    await manager.goto('/manager/feedback/list?tab=open');
    await manager.getByText('No open messages').waitFor();
    await manager.getByText('Every message has been answered.', { exact: false }).waitFor();
    await manager.goto(`/manager/feedback/list?tab=open&message=${randomUUID()}`);
    await manager.getByText('The linked message is not in this list').waitFor();
    await manager.getByRole('button', { name: 'Show all messages' }).click();
    await manager.waitForURL('**/manager/feedback/list');
    await manager.getByText('Answered by A former staff member', { exact: false }).first().waitFor();
    expect(await seriousAccessibilityProblems(manager, 'main')).toEqual([]);
  });
});
