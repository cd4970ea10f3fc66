import { describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { recordPageErrors } from '../support/browser';
import { followMailLink } from './actions/mailbox';
import { pageAs, siteUnderTest } from './actions/pages';
import { screenshotsIn } from './actions/screenshots';
import { expectPath } from './assertions/session';

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/people-shots';
const shoot = screenshotsIn(shots);

describe('an owner invites a colleague', () => {
  // The demo agency's cards, so the colleague has something of the company's to see; and the demo terms in force.
  const site = siteUnderTest({ env: { SEED_DEMO: 'true', SEED_DEMO_CARDS: 'true' } }, 180_000);

  it("invites by e-mail from the company's People tab; the colleague registers from the e-mail, accepts the terms in force and sees the company's cards", async () => {
    const owner = await pageAs(site.browser, 'agency@demo.test');
    const errors = recordPageErrors(owner);
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
    expect((await seriousAccessibilityProblems(owner, 'main')).filter((p) => p.rule !== 'color-contrast')).toEqual([]);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await owner
      .getByRole('table', { name: 'Invitations of the company' })
      .getByText('paula.partner@demo-agency.test')
      .waitFor();
    await shoot(owner, 'people');

    const paula = await site.browser.newPage();
    const paulaErrors = recordPageErrors(paula);
    await followMailLink(paula, 'paula.partner@demo-agency.test', 'Accept the invitation');
    const accept = paula.getByRole('form', { name: 'Accept the invitation' });
    await accept.getByText('Join Demo Agency').waitFor();
    await accept.getByLabel('First name').fill('Paula');
    await accept.getByLabel('Last name').fill('Partner');
    await accept.getByRole('textbox', { name: 'Password', exact: true }).fill('paula-pass-1');
    await accept.getByRole('button', { name: 'Join and log in' }).click();
    await expectPath(paula, '/pa');
    // Joining is not signing up: the terms in force were accepted by the owner, not by her. The personal area covers
    // its page from the first render until she accepts (the overlay that once took a click arrived a moment late).
    const terms = paula.getByRole('dialog', { name: 'New terms and conditions' });
    await terms.getByLabel('I have read and accept the terms and conditions').check();
    await terms.getByRole('button', { name: 'Accept' }).click();
    await terms.waitFor({ state: 'detached' });
    const accepted = await site.app.pool.query(
      `select a.channel from terms_acceptances a join users u on u.id = a.user_id where u.email = $1`,
      ['paula.partner@demo-agency.test'],
    );
    expect(accepted.rows).toEqual([{ channel: 'modal' }]);

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
    await owner.reload();
    await owner.getByRole('tab', { name: 'People' }).click();
    const people = owner.getByRole('table', { name: 'People of the company' });
    await people.getByText('paula.partner@demo-agency.test').waitFor();
    expect(await people.getByRole('row').filter({ hasText: 'Paula Partner' }).getByText('Member').count()).toBe(1);
    expect(errors).toEqual([]);
    expect(paulaErrors).toEqual([]);
  });
});
