import { describe, expect, it } from 'vitest';
import { recordPageErrors } from '../support/browser';
import { followMailLink } from './actions/mailbox';
import { siteUnderTest } from './actions/pages';
import { registerCompany } from './actions/registration';
import { logIn } from './actions/session';
import { expectDashboardOf, expectPartnerSidebar } from './assertions/personalArea';
import { expectLoggedIn, expectPath } from './assertions/session';

describe('an agency signs up', () => {
  const site = siteUnderTest({ env: { SEED_DEMO: 'true' } });

  it('registers, confirms the e-mail from the mailbox, logs in and lands in the partner area', async () => {
    const page = await site.browser.newPage();
    const pageErrors = recordPageErrors(page);
    const email = 'olga.owner@new-agency.test';

    await registerCompany(page, {
      companyType: 'agency',
      companyName: 'New Agency',
      firstName: 'Olga',
      lastName: 'Owner',
      email,
      password: 'secret-pass-1',
    });
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: email }).count()).toBe(1);

    await followMailLink(page, email, 'Confirm e-mail');
    await page.getByRole('heading', { name: 'E-mail confirmed' }).waitFor();
    await page.getByRole('link', { name: 'Log in' }).last().click();

    await logIn(page, email, 'secret-pass-1');
    await expectPath(page, '/pa');
    await expectLoggedIn(page, 'Olga');
    await expectDashboardOf(page, 'Olga', 'New Agency');
    await expectPartnerSidebar(page);
    expect(pageErrors).toEqual([]);
  });

  it('shows the field messages of the shared schema before anything is sent', async () => {
    const page = await site.browser.newPage();
    await page.goto('/registration');
    const form = page.getByRole('form', { name: 'Registration' });
    await form.getByLabel('Work e-mail').fill('not-an-email');
    await form.getByLabel('Work e-mail').press('Enter');
    await form.getByText('Enter a valid e-mail').waitFor();
    await form.getByText('Company name is required').waitFor();
    await form.getByText('Accept the terms and conditions to continue').waitFor();
    await expectPath(page, '/registration');
  });

  it('sends a used confirmation link to the error page', async () => {
    const page = await site.browser.newPage();
    await followMailLink(page, 'olga.owner@new-agency.test', 'Confirm e-mail');
    await expectPath(page, '/verify-error');
    await page.getByRole('heading', { name: 'The link does not work' }).waitFor();
  });
});
