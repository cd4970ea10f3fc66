import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { recordPageErrors } from '../support/browser';
import { pageAs, siteUnderTest } from './actions/pages';
import { screenshotsIn } from './actions/screenshots';

const shoot = screenshotsIn(process.env.SCREENSHOT_DIR ?? '/tmp/integrations-shots');

type Received = { readonly headers: http.IncomingHttpHeaders; readonly body: string };

/**
 * An agency's owner connects its staffing tool on the company's Integrations tab: makes an API key (shown once) that
 * calls the REST API, adds a webhook endpoint (a receiver this test runs), sends a test event, reads it in the
 * delivery log, and rotates the signing secret; the receiver checks every signature with the `standardwebhooks`
 * package, which we did not write.
 */
describe('integrations in the browser', () => {
  const received: Received[] = [];
  let receiver: http.Server;
  let receiverUrl = '';
  const env: Record<string, string> = { SEED_DEMO: 'true' };

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    receiverUrl = `http://127.0.0.1:${port}/hooks/marketplace`;
    // Read by the site's own beforeAll, which runs after this one.
    env.WEBHOOK_ALLOW_HOSTS = `127.0.0.1:${port}`;
  });
  const site = siteUnderTest({ env });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  const verifies = (secret: string, delivery: Received): boolean => {
    try {
      new Webhook(secret).verify(delivery.body, {
        'webhook-id': String(delivery.headers['webhook-id']),
        'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
        'webhook-signature': String(delivery.headers['webhook-signature']),
      });
      return true;
    } catch {
      return false;
    }
  };

  it('makes an API key that calls the API, adds an endpoint, sends a test event, reads the log and rotates the secret', async () => {
    const page = await pageAs(site.browser, 'agency@demo.test');
    const errors = recordPageErrors(page);
    await page.goto('/pa/company');
    await page.getByRole('tab', { name: 'Integrations' }).click();
    await page.getByText('No API keys yet').waitFor();
    await page.getByText('No endpoints yet').waitFor();
    expect(await seriousAccessibilityProblems(page, 'main')).toEqual([]);

    // An API key: the empty form says what is missing; the secret is shown once and works on the REST API.
    const keyForm = page.getByRole('form', { name: 'Make an API key' });
    await keyForm.getByRole('button', { name: 'Make key' }).click();
    await keyForm.getByText('Choose at least one permission').waitFor();
    await keyForm.getByLabel('Key name').fill('Staffing tool');
    await keyForm.getByRole('checkbox', { name: 'specialist:manage-own' }).check();
    await keyForm.getByRole('button', { name: 'Make key' }).click();
    await page.getByText("Key 'Staffing tool' made").waitFor();
    const keysSection = page.getByRole('region', { name: 'API keys' });
    const hooksSection = page.getByRole('region', { name: 'Webhooks' });
    const key = ((await keysSection.getByTestId('secret-once').textContent()) ?? '').trim();
    expect(key).toMatch(/^hmk_/);
    const keys = page.getByRole('table', { name: 'API keys' });
    await keys.getByRole('row', { name: /Staffing tool/ }).waitFor();
    expect(await keys.innerText()).not.toContain(key);
    const { rows } = await site.app.pool.query<{ company_id: string }>(
      "select company_id from users where email = 'agency@demo.test'",
    );
    const listPath = `/api/specialist/list-v2/${rows[0]!.company_id}`;
    expect((await site.app.api.get(listPath, { token: key })).status).toBe(200);

    // A webhook endpoint: its secret once; a test event reaches the receiver, signed, and shows in the log.
    const endpointForm = page.getByRole('form', { name: 'Add a webhook endpoint' });
    await endpointForm.getByLabel('Endpoint address').fill(receiverUrl);
    await endpointForm.getByRole('checkbox', { name: 'candidate.status_changed' }).check();
    await endpointForm.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByText(`Endpoint ${receiverUrl} added`).waitFor();
    const secret = ((await hooksSection.getByTestId('secret-once').textContent()) ?? '').trim();
    expect(secret).toMatch(/^whsec_/);
    const endpoint = page.getByRole('article', { name: `Endpoint ${receiverUrl}` });
    await endpoint.getByRole('button', { name: 'Send test event' }).click();
    const log = endpoint.getByRole('table', { name: `Deliveries to ${receiverUrl}` });
    await log.getByRole('row', { name: /webhook\.test.*delivered.*200/ }).waitFor();
    expect(received).toHaveLength(1);
    expect(verifies(secret, received[0]!)).toBe(true);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'webhook.test' });
    expect(await seriousAccessibilityProblems(page, 'main')).toEqual([]);
    await shoot(page, 'integrations');

    // Rotating: the new secret is shown once, and the next delivery verifies under the new and the old one.
    await endpoint.getByRole('button', { name: 'Rotate secret' }).click();
    await page.getByText(/^New signing secret for /).waitFor();
    const rotated = ((await hooksSection.getByTestId('secret-once').textContent()) ?? '').trim();
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    await log.getByRole('button', { name: 'Send again the webhook.test event' }).click();
    await expect.poll(() => received.length).toBe(2);
    expect(verifies(rotated, received[1]!)).toBe(true);
    expect(verifies(secret, received[1]!)).toBe(true);

    // Revoking the key stops it at once.
    await keys.getByRole('button', { name: 'Revoke the key Staffing tool' }).click();
    await keys.getByRole('row', { name: /Staffing tool.*revoked/ }).waitFor();
    expect((await site.app.api.get(listPath, { token: key })).status).toBe(401);
    expect(errors).toEqual([]);
  });

  it("a manager reads the agency's keys, endpoints and delivery log on its page, and adds an endpoint for it", async () => {
    const { rows } = await site.app.pool.query<{ company_id: string }>(
      "select company_id from users where email = 'agency@demo.test'",
    );
    const page = await pageAs(site.browser, 'manager@demo.test');
    const errors = recordPageErrors(page);
    await page.goto(`/manager/partners/${rows[0]!.company_id}`);
    await page.getByRole('tab', { name: 'Integrations' }).click();
    const keys = page.getByRole('table', { name: "The company's API keys" });
    await keys.getByRole('row', { name: /Staffing tool.*revoked/ }).waitFor();
    const endpoint = page.getByRole('article', { name: `Endpoint ${receiverUrl}` });
    await endpoint.getByText('Events: candidate.status_changed').waitFor();
    await endpoint.getByRole('button', { name: 'Deliveries' }).click();
    const log = endpoint.getByRole('table', { name: `Deliveries to ${receiverUrl}` });
    await log
      .getByRole('row', { name: /webhook\.test.*delivered.*200/ })
      .first()
      .waitFor();
    // The manager reads the log; sending again is the owner's.
    expect(await log.getByRole('button').count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toMatch(/whsec_|hmk_[A-Za-z0-9_-]{20}/);
    expect(await seriousAccessibilityProblems(page, 'main')).toEqual([]);

    // An endpoint registered for the company: its secret shown once, to hand over; the owner sees it too.
    const managerUrl = receiverUrl.replace('/marketplace', '/from-manager');
    const form = page.getByRole('form', { name: 'Add a webhook endpoint for the company' });
    await form.getByLabel('Endpoint address').fill(managerUrl);
    await form.getByRole('checkbox', { name: 'card.published' }).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByText(`Endpoint ${managerUrl} added`).waitFor();
    expect(((await page.getByTestId('secret-once').textContent()) ?? '').trim()).toMatch(/^whsec_/);
    await page.getByRole('article', { name: `Endpoint ${managerUrl}` }).waitFor();
    await shoot(page, 'integrations-manager');
    const owner = await pageAs(site.browser, 'agency@demo.test');
    await owner.goto('/pa/company');
    await owner.getByRole('tab', { name: 'Integrations' }).click();
    await owner.getByRole('article', { name: `Endpoint ${managerUrl}` }).waitFor();
    expect(errors).toEqual([]);
  });
});
