import { describe, it } from 'vitest';
import { actAsUserOf, returnToOwnAccount } from './actions/impersonation';
import { pageAs, siteUnderTest } from './actions/pages';
import { expectActingAs, expectNoImpersonation } from './assertions/impersonation';
import { expectDashboardOf, expectPartnerSidebar } from './assertions/personalArea';
import { expectLoggedIn, expectPath } from './assertions/session';

describe('a manager acts as a user', () => {
  const site = siteUnderTest({ env: { SEED_DEMO: 'true' } });

  it('acts as the demo agency with a banner on every page, then returns to the manager area', async () => {
    const page = await pageAs(site.browser, 'manager@demo.test');
    await page.goto('/manager');
    await expectLoggedIn(page, 'Maria');

    await actAsUserOf(page, 'Demo Agency');
    await expectPath(page, '/pa');
    await expectActingAs(page, 'Alex Archer', 'Demo Agency');
    await expectDashboardOf(page, 'Alex', 'Demo Agency');
    await expectPartnerSidebar(page);

    await page.getByRole('navigation', { name: 'Personal area menu' }).getByRole('link', { name: 'Profile' }).click();
    await expectPath(page, '/pa/profile');
    await expectActingAs(page, 'Alex Archer', 'Demo Agency');
    await page.reload();
    await expectActingAs(page, 'Alex Archer', 'Demo Agency');

    await returnToOwnAccount(page);
    await expectPath(page, '/manager');
    await expectNoImpersonation(page);
    await expectLoggedIn(page, 'Maria');
  });
});
