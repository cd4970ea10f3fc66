import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { recordPageErrors } from '../support/browser';
import { publishVariant } from '../support/catalogFixtures';
import { postRequest } from '../support/clientRequestFixtures';
import { registerCompany } from '../support/companies';
import { inDays } from './actions/cart';
import { followMailLink } from './actions/mailbox';
import { pageAs, siteUnderTest } from './actions/pages';

const TITLE = 'A senior Java developer for a ledger';
const AGENCY = 'e2e-matches@agency.test';
const INVITATION = `A client request matches your specialists: "${TITLE}"`;

/** Issue 35: a published request shows its ranked matches with reasons to the manager, and the matching agency is e-mailed once. */
describe('a request matched to specialists', () => {
  const site = siteUnderTest();
  const expectAccessible = async (page: Page) => expect(await seriousAccessibilityProblems(page, 'main')).toEqual([]);

  it('the manager publishes a request and reads its matches best first, with reasons; the agency is invited once', async () => {
    const { app, browser } = site;
    const tokens = await app.demoTokens();
    const agency = await registerCompany(app, 'agency', AGENCY);
    const publish = (variant: Parameters<typeof publishVariant>[2]) =>
      publishVariant(app, { agency, manager: tokens.manager }, variant);
    await publish({ surname: 'Ledgerbest', name: 'Mila', skills: ['Java', 'PostgreSQL'], grade: 'senior' });
    await publish({ surname: 'Ledgersecond', name: 'Nora', skills: ['Java'], grade: 'middle' });
    await publish({
      surname: 'Ledgerbooked',
      name: 'Olga',
      skills: ['Java', 'PostgreSQL'],
      grade: 'senior',
      reservations: [{ startPeriod: inDays(40), endPeriod: inDays(45) }],
    });
    const requestId = await postRequest(app, tokens, {
      publish: false,
      content: { title: TITLE, periodFrom: inDays(20), periodTo: inDays(20 + 90) },
    });

    const manager = await pageAs(browser, 'manager@demo.test');
    const errors = recordPageErrors(manager);
    await manager.goto(`/manager/client-requests/${requestId}`);
    await manager.getByRole('main').getByRole('button', { name: 'Publish', exact: true }).click();
    const matches = manager.getByRole('list', { name: 'Matching specialists, best first' });
    await matches.waitFor();
    const best = matches.getByRole('listitem', { name: /Mila L\./ });
    await best.getByText('2 of 2 skills').waitFor();
    for (const reason of ['free for the whole period', 'Senior as asked', 'English C1'])
      await best.getByText(reason, { exact: true }).waitFor();
    await matches
      .getByRole('listitem', { name: /Nora L\./ })
      .getByText('1 of 2 skills')
      .waitFor();
    // Mila ranks before Nora; Olga is not free for the whole period and is not listed.
    const names = await matches
      .getByRole('listitem')
      .evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));
    const rank = (name: string) => names.findIndex((label) => label?.includes(name));
    expect(rank('Mila L.')).toBeGreaterThanOrEqual(0);
    expect(rank('Mila L.')).toBeLessThan(rank('Nora L.'));
    expect(names.some((label) => label?.includes('Olga L.'))).toBe(false);
    await expectAccessible(manager);
    // The name opens the specialist's page.
    await best.getByRole('link', { name: 'Mila L.' }).click();
    await manager.waitForURL('**/manager/specialists/*');
    expect(errors).toEqual([]);

    // The agency reads one invitation in its mailbox and opens the request from it.
    const agencyPage = await pageAs(browser, AGENCY, { password: 'second-pass-1' });
    await agencyPage.goto(`/dev/mailbox?${new URLSearchParams({ to: AGENCY }).toString()}`);
    await agencyPage.locator('article.mail', { hasText: INVITATION }).first().waitFor();
    expect(await agencyPage.locator('article.mail', { hasText: INVITATION }).count()).toBe(1);
    await followMailLink(agencyPage, AGENCY, 'Open the request');
    await agencyPage.waitForURL(`**/clients-requests/${requestId}`);
    await agencyPage.getByRole('heading', { name: TITLE }).first().waitFor();
  });

  it('the manager reads the matches on a phone too', async () => {
    const { app, browser } = site;
    const tokens = await app.demoTokens();
    const requestId = await postRequest(app, tokens, {
      content: { title: 'A phone check of the matches', periodFrom: inDays(20), periodTo: inDays(50), keySkillIds: [] },
    });
    const manager = await pageAs(browser, 'manager@demo.test');
    await manager.setViewportSize({ width: 390, height: 844 });
    await manager.goto(`/manager/client-requests/${requestId}`);
    await manager.getByRole('heading', { name: 'Matches', exact: true }).waitFor();
    await manager
      .getByRole('list', { name: 'Matching specialists, best first' })
      .getByRole('listitem')
      .first()
      .waitFor();
    await expectAccessible(manager);
  });
});
