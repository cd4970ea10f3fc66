import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { recordPageErrors } from '../support/browser';
import { startDnsServer, type TestDnsServer } from '../support/dnsServer';
import { startOidcProvider, type TestOidcProvider } from '../support/oidcProvider';
import { pageAs, siteUnderTest } from './actions/pages';
import { screenshotsIn } from './actions/screenshots';

const shoot = screenshotsIn(process.env.SCREENSHOT_DIR ?? '/tmp/sso-shots');

/**
 * A client's owner connects the company to its OpenID provider (a real oidc-provider the test runs) on the company
 * page's 'Single sign-on' tab, proves the domain through the test's DNS server, and a colleague of that domain signs
 * in from the login page through the provider's own login form and lands in the company.
 */
describe('single sign-on in the browser', () => {
  let provider: TestOidcProvider;
  let dns: TestDnsServer;
  const env: Record<string, string> = { SEED_DEMO: 'true' };
  beforeAll(async () => {
    provider = await startOidcProvider();
    dns = await startDnsServer();
    // Read by the site's own beforeAll, which runs after this one.
    env.SSO_ALLOW_HOSTS = provider.hostPort;
    env.SSO_DNS_RESOLVER = dns.address;
  });
  const site = siteUnderTest({ env });
  afterAll(async () => {
    await provider?.stop();
    await dns?.stop();
  });

  it('the owner connects the provider and verifies the domain; a colleague signs in through it and lands in the company', async () => {
    provider.serve({
      clientId: 'acme-marketplace',
      clientSecret: 'acme-secret-at-the-provider',
      redirectUri: `${site.app.baseUrl}/api/auth/sso/callback`,
    });
    const page = await pageAs(site.browser, 'client@demo.test');
    const errors = recordPageErrors(page);
    await page.goto('/pa/company');
    await page.getByRole('tab', { name: 'Single sign-on' }).click();
    await page.getByText('Single sign-on is not set up yet').waitFor();
    expect(await seriousAccessibilityProblems(page, 'main')).toEqual([]);

    const form = page.getByRole('form', { name: 'Provider connection' });
    await form.getByLabel('Issuer').fill(provider.issuer);
    await form.getByLabel('Client ID').fill('acme-marketplace');
    await form.getByLabel('Client secret').fill('acme-secret-at-the-provider');
    await form.getByLabel('E-mail domain').fill('acme.test');
    await form.getByRole('button', { name: 'Connect the provider' }).click();
    await page.getByText('Connection saved').waitFor();
    expect(await page.content()).not.toContain('acme-secret-at-the-provider');

    // The record is shown; checking before it exists says so; once served, the domain is verified.
    const value = await page.getByText(/^marketplace-sso-verification=/).textContent();
    await page.getByRole('button', { name: 'Check the record' }).click();
    await page.getByText(/No TXT record at _marketplace-sso\.acme\.test/).waitFor();
    dns.setTxt('_marketplace-sso.acme.test', value!.trim());
    await page.getByRole('button', { name: 'Check the record' }).click();
    await page.getByText('People at acme.test can now sign in').waitFor();
    expect(await seriousAccessibilityProblems(page, 'main')).toEqual([]);
    await shoot(page, 'sso-tab');
    expect(errors).toEqual([]);

    // A colleague, new to the platform, from the login page through the provider's login form.
    const colleague = await site.browser.newPage();
    await colleague.goto('/login');
    await colleague.getByRole('button', { name: "Sign in with your company's SSO" }).click();
    expect(await seriousAccessibilityProblems(colleague, 'main')).toEqual([]);
    await colleague.getByLabel('Work e-mail').fill('dana.fox@acme.test');
    await colleague.getByRole('button', { name: "Continue to your company's sign-in" }).click();
    await colleague.waitForURL((url) => url.origin === provider.issuer);
    await colleague.getByPlaceholder('Enter any login').fill('dana.fox@acme.test');
    await colleague.getByPlaceholder('and password').fill('anything');
    await colleague.getByRole('button', { name: 'Sign-in' }).click();
    await colleague.getByRole('button', { name: 'Continue' }).click();
    await colleague.waitForURL((url) => url.origin === site.app.baseUrl && url.pathname.startsWith('/pa'));
    expect(colleague.url()).not.toContain('token');
    await colleague.goto('/pa/company');
    const companyName = (
      await site.app.api.get('/api/user/profile', { token: await site.app.login('client@demo.test') })
    ).body.data.companyName as string;
    await colleague.getByRole('heading', { name: companyName }).first().waitFor();
  });
});
