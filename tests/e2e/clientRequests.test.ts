import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { publishVariant } from '../support/catalogFixtures';
import { startTestApp, type TestApp } from '../support/testApp';
import { inDays } from './actions/cart';
import { fillRequest, respondWith } from './actions/clientRequests';
import { pageAs } from './actions/pages';
import { screenshotsIn } from './actions/screenshots';

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/client-requests-shots';
const TITLE = 'Two backend developers for a billing service';

/** After the match: a client posts a request, a manager publishes it, an agency answers with two specialists, the client books one. */
describe('client requests in the browser', () => {
  let app: TestApp;
  let browser: BrowserHarness;
  const from = inDays(20);
  const to = inDays(20 + 120);

  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true });
    browser = await launchBrowser(app.baseUrl);
    const tokens = { agency: await app.login('agency@demo.test'), manager: await app.login('manager@demo.test') };
    await publishVariant(app, tokens, { surname: 'Proposed', skills: ['Java'], hourPrice: 50 });
    await publishVariant(app, tokens, { surname: 'Secondpick', skills: ['Java'], hourPrice: 40 });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const shoot = screenshotsIn(shots);
  const expectAccessible = async (page: Page) => expect(await seriousAccessibilityProblems(page, 'main')).toEqual([]);

  it('the client posts, the manager publishes, the agency responds with two specialists, the client adds one to the cart', async () => {
    // The client writes the request from its personal area.
    const client = await pageAs(browser, 'client@demo.test');
    const clientErrors = recordPageErrors(client);
    await client.goto('/pa/client-requests/list');
    await client.getByText('No requests yet').waitFor();
    await client.getByRole('main').getByRole('link', { name: 'New request' }).first().click();
    await client.waitForURL('**/pa/client-requests/create');
    await client.getByRole('form', { name: 'New client request' }).waitFor();
    await expectAccessible(client);
    // The form says what is wrong before anything is sent.
    await client
      .getByRole('form', { name: 'New client request' })
      .getByRole('button', { name: 'Send to moderation' })
      .click();
    await client.getByText('At least 3 characters').waitFor();
    await fillRequest(
      client,
      {
        title: TITLE,
        description: 'Kotlin or Java, PostgreSQL; the team works in English.',
        category: 'Development',
        count: '2',
        from,
        to,
        budget: '65',
      },
      'Send to moderation',
    );
    await client.waitForURL(/\/pa\/client-requests\/[0-9a-f-]{36}$/);
    const requestPath = new URL(client.url()).pathname;
    const requestId = requestPath.split('/').at(-1)!;
    await client.getByText('In moderation').first().waitFor();

    // The manager publishes it from the list of client requests.
    const manager = await pageAs(browser, 'manager@demo.test');
    await manager.goto('/manager/client-requests/list');
    await manager.getByRole('link', { name: TITLE }).click();
    await manager.waitForURL(`**/manager/client-requests/${requestId}`);
    await manager.getByText('Client: ').waitFor();
    await manager.getByRole('main').getByRole('button', { name: 'Publish', exact: true }).click();
    await manager.getByText('Published').first().waitFor();
    await manager.getByRole('list', { name: 'Request history' }).getByText('Sent to moderation').waitFor();
    await expectAccessible(manager);

    // Anyone sees it in the public list, without the client's name; a visitor is asked to log in as a partner.
    const visitor = await browser.newPage();
    await visitor.goto('/clients-requests');
    await visitor.getByRole('link', { name: TITLE }).waitFor();
    expect(await visitor.getByRole('main').textContent()).not.toContain('Demo Client');
    await expectAccessible(visitor);
    await shoot(visitor, 'clients-requests');
    await visitor.getByRole('link', { name: TITLE }).click();
    await visitor.getByRole('link', { name: 'Log in as a partner to respond' }).waitFor();
    expect(await visitor.getByRole('main').textContent()).not.toContain('Demo Client');

    // The agency responds with two of its specialists.
    const agency = await pageAs(browser, 'agency@demo.test');
    await agency.goto(`/clients-requests/${requestId}`);
    await agency.getByRole('form', { name: 'Respond to the request' }).waitFor();
    await expectAccessible(agency);
    await shoot(agency, 'client-request-respond');
    await respondWith(
      agency,
      ['Anna Proposed', 'Anna Secondpick'],
      'Both have built billing systems and can start on the first day.',
    );
    await agency.getByText('You responded to this request').waitFor();
    await agency.goto('/pa/responses');
    await agency.getByRole('link', { name: TITLE }).waitFor();
    await agency.getByRole('button', { name: `Withdraw your response to ${TITLE}` }).waitFor();
    await expectAccessible(agency);
    await shoot(agency, 'pa-responses');

    // The client sees both proposed specialists as the catalogue names them, and adds one to its cart in one click.
    await client.goto(requestPath);
    const response = client.getByRole('article', { name: 'Response 1' });
    await response.getByText('Anna P.').waitFor();
    await response.getByText('Anna S.').waitFor();
    expect(await response.textContent()).not.toContain('Demo Agency');
    expect(await response.textContent()).not.toContain('Proposed');
    await expectAccessible(client);
    await shoot(client, 'client-request-page');
    await response.getByRole('button', { name: 'Add to request: Anna P.' }).click();
    await response.getByRole('button', { name: 'Added to request: Anna P.' }).waitFor();
    await client.goto('/myrequest');
    await client.getByRole('article', { name: 'Anna P.' }).waitFor();
    expect(clientErrors).toEqual([]);
  });
});
