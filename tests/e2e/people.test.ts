import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { followMailLink } from './actions/mailbox';
import { logIn } from './actions/session';
import { expectPath } from './assertions/session';

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/people-shots';

describe('an owner invites a colleague', () => {
  let app: TestApp;
  let browser: BrowserHarness;

  beforeAll(async () => {
    // The demo agency's cards, so the colleague has something of the company's to see.
    app = await startTestApp({ serveWeb: true, env: { SEED_DEMO: 'true', SEED_DEMO_CARDS: 'true' } });
    browser = await launchBrowser(app.baseUrl);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("invites by e-mail from the company's People tab; the colleague registers from the e-mail and sees the company's cards", async () => {
    const owner = await browser.newPage();
    const errors = recordPageErrors(owner);
    await logIn(owner, 'agency@demo.test');
    await expectPath(owner, '/pa');
    await owner.goto('/pa/company');
    await owner.getByRole('tab', { name: 'People' }).click();
    const invite = owner.getByRole('form', { name: 'Invite a colleague' });
    await invite.getByLabel("Colleague's e-mail").fill('paula.partner@demo-agency.test');
    // Member is the role offered first.
    expect(
      await invite
        .getByRole('textbox', { name: 'Role in the company' })
        .or(invite.getByRole('combobox', { name: 'Role in the company' }))
        .first()
        .inputValue(),
    ).toBe('Member');
    await owner.waitForTimeout(400);
    expect((await seriousAccessibilityProblems(owner, 'main')).filter((p) => p.rule !== 'color-contrast')).toEqual([]);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await owner
      .getByRole('table', { name: 'Invitations of the company' })
      .getByText('paula.partner@demo-agency.test')
      .waitFor();
    await owner.setViewportSize({ width: 1360, height: 900 });
    await owner.screenshot({ path: `${shots}/people-1360.png`, fullPage: true });
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.screenshot({ path: `${shots}/people-390.png`, fullPage: true });

    const paula = await browser.newPage();
    const paulaErrors = recordPageErrors(paula);
    await followMailLink(paula, 'paula.partner@demo-agency.test', 'Accept the invitation');
    const accept = paula.getByRole('form', { name: 'Accept the invitation' });
    await accept.getByText('Join Demo Agency').waitFor();
    await accept.getByLabel('First name').fill('Paula');
    await accept.getByLabel('Last name').fill('Partner');
    await accept.getByRole('textbox', { name: 'Password', exact: true }).fill('paula-pass-1');
    await accept.getByRole('button', { name: 'Join and log in' }).click();
    await expectPath(paula, '/pa');
    await paula
      .getByRole('navigation', { name: 'Personal area menu' })
      .getByRole('link', { name: 'Specialists', exact: true })
      .click();
    await expectPath(paula, '/pa/specialists');
    // The demo agency's cards are the colleague's company's cards.
    const cards = paula.getByRole('main').getByRole('table').first();
    await cards.getByRole('row').nth(2).waitFor();
    expect(await cards.getByRole('row').count()).toBeGreaterThan(2);
    await paula.screenshot({ path: `${shots}/colleague-cards-1360.png` });

    // The owner sees the new colleague as an active member.
    await owner.setViewportSize({ width: 1280, height: 900 });
    await owner.reload();
    await owner.getByRole('tab', { name: 'People' }).click();
    const people = owner.getByRole('table', { name: 'People of the company' });
    await people.getByText('paula.partner@demo-agency.test').waitFor();
    expect(await people.getByRole('row').filter({ hasText: 'Paula Partner' }).getByText('Member').count()).toBe(1);
    expect(errors).toEqual([]);
    expect(paulaErrors).toEqual([]);
  });
});
