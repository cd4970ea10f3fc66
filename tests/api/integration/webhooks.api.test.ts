import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../support/companies';
import { PERIOD, publishCard, requestInterview } from '../../support/interviewFlow';
import { manualClock, type ManualClock } from '../../support/testClock';
import { startTestApp, type TestApp } from '../../support/testApp';

type Received = { headers: Record<string, string>; body: string; answered: number };

/**
 * Webhooks (issue 37): a test receiver (an HTTP server this test starts) gets signed deliveries, checks every
 * signature with the `standardwebhooks` package, answers 500 to make the platform try again, and reads the log.
 */
describe('webhooks', () => {
  let app: TestApp;
  let receiver: http.Server;
  let receiverUrl: string;
  const received: Received[] = [];
  /** How many times the receiver still answers 500 to a message id before it answers 200. */
  const failuresLeft = new Map<string, number>();
  let failFirstOfEach = 0;
  let agency: string;
  let client: string;
  let manager: string;
  let otherAgency: string;
  const clock: ManualClock = manualClock();

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const id = String(req.headers['webhook-id']);
        if (!failuresLeft.has(id)) failuresLeft.set(id, failFirstOfEach);
        const left = failuresLeft.get(id) as number;
        failuresLeft.set(id, left - 1);
        const answered = left > 0 ? 500 : 200;
        received.push({
          headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
          body: Buffer.concat(chunks).toString('utf8'),
          answered,
        });
        res.writeHead(answered).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    receiverUrl = `http://127.0.0.1:${port}/hooks`;
    app = await startTestApp({
      clock,
      env: { WEBHOOK_ALLOW_HOSTS: `127.0.0.1:${port}`, WEBHOOK_RETRY_BASE_SECONDS: '1' },
    });
    [agency, client, manager] = await Promise.all([
      app.login('agency@demo.test'),
      app.login('client@demo.test'),
      app.login('manager@demo.test'),
    ]);
    otherAgency = await registerCompany(app, 'agency', 'hooks-other@agency.test');
  });
  afterAll(async () => {
    await app?.stop();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  const until = async <T>(what: () => T | undefined | Promise<T | undefined>, timeoutMs = 20_000): Promise<T> => {
    const started = Date.now();
    for (;;) {
      const found = await what();
      if (found !== undefined) return found;
      if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const create = (token: string, body: unknown) => app.api.post('/api/integration/webhook/create', body, { token });
  const deliveriesOf = async (token: string, id: string) =>
    app.api.get(`/api/integration/webhook/deliveries?id=${id}`, { token });

  it('registers an endpoint with a Standard Webhooks secret; refuses private addresses and unknown events', async () => {
    const made = await create(agency, { url: receiverUrl, events: ['candidate.status_changed'] });
    expect(made.status).toBe(200);
    expect(made.body.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await app.api.get('/api/integration/webhook/list', { token: agency });
    expect(listed.body.data.items[0]).toMatchObject({ id: made.body.data.id, url: receiverUrl, enabled: true });
    expect(JSON.stringify(listed.body)).not.toContain(made.body.data.secret);
    expect(listed.body.data.eventTypes).toEqual(expect.arrayContaining(['act.approved', 'claim.answered']));

    for (const url of ['http://10.1.2.3/hook', 'http://127.0.0.1:1/hook', 'http://[::1]:8080/', 'ftp://example.com/']) {
      const refused = await create(agency, { url, events: ['act.approved'] });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({ field: 'url' });
    }
    const unknown = await create(agency, { url: receiverUrl, events: ['everything'] });
    expect(unknown.status).toBe(400);
  });

  it('a test event is signed, tried again after a 500, logged, and sent again on request', async () => {
    const made = (await create(agency, { url: receiverUrl, events: ['act.approved'] })).body.data;
    failFirstOfEach = 1;
    const sent = await app.api.post('/api/integration/webhook/test', { id: made.id }, { token: agency });
    expect(sent.status).toBe(200);
    const deliveryId = sent.body.data.deliveryId as string;

    const tries = await until(() => {
      const found = received.filter((r) => r.headers['webhook-id'] === deliveryId);
      return found.length >= 2 ? found : undefined;
    });
    failFirstOfEach = 0;
    expect(tries.map((t) => t.answered)).toEqual([500, 200]);
    const verifier = new Webhook(made.secret);
    for (const t of tries) {
      expect(verifier.verify(t.body, t.headers)).toMatchObject({
        type: 'webhook.test',
        data: { object: 'webhook', id: made.id },
      });
    }
    // A signature under another secret is refused by the same library: the check can fail.
    expect(() =>
      new Webhook('whsec_' + Buffer.alloc(32, 7).toString('base64')).verify(tries[0]!.body, tries[0]!.headers),
    ).toThrow();

    const log = await until(async () => {
      const items = (await deliveriesOf(agency, made.id)).body.data.items;
      return items[0]?.status === 'delivered' ? items : undefined;
    });
    expect(log[0]).toMatchObject({ id: deliveryId, eventType: 'webhook.test', attempts: 2, lastStatusCode: 200 });

    // Delivered once: nothing more arrives on its own.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(received.filter((r) => r.headers['webhook-id'] === deliveryId)).toHaveLength(2);

    const again = await app.api.post('/api/integration/webhook/redeliver', { deliveryId }, { token: agency });
    expect(again.status).toBe(200);
    await until(() => (received.filter((r) => r.headers['webhook-id'] === deliveryId).length === 3 ? true : undefined));
  });

  it("a candidate's status change reaches the endpoints of its parties that asked for it, and no one else", async () => {
    const agencyHook = (await create(agency, { url: receiverUrl, events: ['candidate.status_changed'] })).body.data;
    const otherHook = (await create(otherAgency, { url: receiverUrl, events: ['candidate.status_changed'] })).body.data;
    const specialist = await publishCard(app, agency, manager, 'Hookley');
    const candidateId = await requestInterview(app, client, specialist, PERIOD);

    const deliveries = await until(async () => {
      const items = (await deliveriesOf(agency, agencyHook.id)).body.data.items;
      return items.some((d: { status: string }) => d.status === 'delivered') ? items : undefined;
    });
    expect(deliveries.every((d: { eventType: string }) => d.eventType === 'candidate.status_changed')).toBe(true);
    const bodies = received
      .filter((r) => deliveries.some((d: { id: string }) => d.id === r.headers['webhook-id']))
      .map((r) => new Webhook(agencyHook.secret).verify(r.body, r.headers));
    expect(bodies[0]).toEqual({
      type: 'candidate.status_changed',
      timestamp: expect.any(String),
      data: { object: 'candidate', id: candidateId },
    });

    expect((await deliveriesOf(otherAgency, otherHook.id)).body.data.items).toEqual([]);
    // Another company's endpoint is not there.
    expect((await deliveriesOf(otherAgency, agencyHook.id)).status).toBe(404);
    expect(
      (await app.api.post('/api/integration/webhook/test', { id: agencyHook.id }, { token: otherAgency })).status,
    ).toBe(404);
    expect(
      (await app.api.post('/api/integration/webhook/delete', { id: agencyHook.id }, { token: otherAgency })).status,
    ).toBe(404);
  });

  it('rotates the secret: for 24 hours each delivery verifies under the new and the old secret', async () => {
    const hook = (await create(agency, { url: receiverUrl, events: ['act.approved'] })).body.data;
    const rotated = await app.api.post('/api/integration/webhook/rotate-secret', { id: hook.id }, { token: agency });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.secret).toMatch(/^whsec_/);
    expect(rotated.body.data.secret).not.toBe(hook.secret);
    expect(
      (await app.api.post('/api/integration/webhook/rotate-secret', { id: hook.id }, { token: otherAgency })).status,
    ).toBe(404);
    const deliveryId = (await app.api.post('/api/integration/webhook/test', { id: hook.id }, { token: agency })).body
      .data.deliveryId as string;
    const got = await until(() => received.find((r) => r.headers['webhook-id'] === deliveryId));
    expect(String(got.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(new Webhook(rotated.body.data.secret).verify(got.body, got.headers)).toMatchObject({ type: 'webhook.test' });
    expect(new Webhook(hook.secret).verify(got.body, got.headers)).toMatchObject({ type: 'webhook.test' });
  });

  it('the OpenAPI 3.1 document describes the payload of every event type, as the receiver gets it', async () => {
    const answer = await app.api.get('/api/openapi-webhooks.json');
    expect(answer.status).toBe(200);
    const document = answer.body as {
      openapi: string;
      webhooks: Record<
        string,
        { post: { requestBody: { content: Record<string, { schema: any }> }; parameters: { name: string }[] } }
      >;
    };
    expect(document.openapi).toBe('3.1.0');
    const listed = (await app.api.get('/api/integration/webhook/list', { token: agency })).body.data.eventTypes;
    expect(Object.keys(document.webhooks).sort()).toEqual([...listed, 'webhook.test'].sort());
    expect(listed).toEqual(
      expect.arrayContaining([
        'invoice.issued',
        'client_request.published',
        'response.received',
        'card.published',
        'card.declined',
        'message.received',
      ]),
    );
    const schemaOf = (type: string) => document.webhooks[type]!.post.requestBody.content['application/json']!.schema;
    expect(document.webhooks['act.approved']!.post.parameters.map((p) => p.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    expect(schemaOf('invoice.issued').properties.data.properties.object).toMatchObject({ enum: ['invoice'] });
    expect(schemaOf('message.received').properties.data.required).toEqual(['object', 'id', 'threadId']);
    // The test event a receiver got has exactly the fields its entry documents.
    const testEvent = JSON.parse(received.find((r) => r.body.includes('"webhook.test"'))!.body);
    const documented = schemaOf('webhook.test');
    expect(Object.keys(testEvent).sort()).toEqual([...documented.required].sort());
    expect(Object.keys(testEvent.data).sort()).toEqual([...documented.properties.data.required].sort());
  });

  it("a manager reads any company's keys, endpoints and delivery log, and registers an endpoint for it", async () => {
    const agencyId = (
      await app.pool.query<{ company_id: string }>("select company_id from users where email = 'agency@demo.test'")
    ).rows[0]!.company_id;
    const made = await app.api.post(
      '/admin/api/integration/webhook/create',
      { companyId: agencyId, url: receiverUrl, events: ['card.published'] },
      { token: manager },
    );
    expect(made.status).toBe(200);
    expect(made.body.data.secret).toMatch(/^whsec_/);
    // The owner sees it among the company's own endpoints, and its test event reaches the receiver signed.
    const own = (await app.api.get('/api/integration/webhook/list', { token: agency })).body.data.items;
    expect(own.map((e: { id: string }) => e.id)).toContain(made.body.data.id);
    const deliveryId = (
      await app.api.post('/api/integration/webhook/test', { id: made.body.data.id }, { token: agency })
    ).body.data.deliveryId as string;
    const got = await until(() => received.find((r) => r.headers['webhook-id'] === deliveryId));
    expect(new Webhook(made.body.data.secret).verify(got.body, got.headers)).toMatchObject({ type: 'webhook.test' });

    const view = await app.api.get(`/admin/api/integration/company?companyId=${agencyId}`, { token: manager });
    expect(view.status).toBe(200);
    expect(view.body.data.webhooks.map((e: { id: string }) => e.id)).toContain(made.body.data.id);
    expect(view.body.data.eventTypes).toContain('message.received');
    expect(JSON.stringify(view.body)).not.toContain(made.body.data.secret);
    const log = await until(async () => {
      const items = (
        await app.api.get(`/admin/api/integration/webhook/deliveries?companyId=${agencyId}&id=${made.body.data.id}`, {
          token: manager,
        })
      ).body.data.items;
      return items[0]?.status === 'delivered' ? items : undefined;
    });
    expect(log[0]).toMatchObject({ id: deliveryId, eventType: 'webhook.test', lastStatusCode: 200 });
    const audit = await app.pool.query<{ email: string }>(
      `select u.email from audit_log a join users u on u.id = a.actor_id where a.action = 'webhook.created' and a.subject_id = $1`,
      [made.body.data.id],
    );
    expect(audit.rows).toEqual([{ email: 'manager@demo.test' }]);

    // An owner is not a manager; an endpoint under another company's id is not there; nor is an unknown company.
    expect((await app.api.get(`/admin/api/integration/company?companyId=${agencyId}`, { token: agency })).status).toBe(
      403,
    );
    const otherId = (
      await app.pool.query<{ company_id: string }>(
        "select company_id from users where email = 'hooks-other@agency.test'",
      )
    ).rows[0]!.company_id;
    expect(
      (
        await app.api.get(`/admin/api/integration/webhook/deliveries?companyId=${otherId}&id=${made.body.data.id}`, {
          token: manager,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await app.api.post(
          '/admin/api/integration/webhook/create',
          { companyId: '00000000-0000-4000-8000-000000000000', url: receiverUrl, events: ['act.approved'] },
          { token: manager },
        )
      ).status,
    ).toBe(404);
  });

  it('pauses, changes and deletes an endpoint; a paused one gets no events', async () => {
    const hook = (await create(agency, { url: receiverUrl, events: ['act.approved'] })).body.data;
    const paused = await app.api.post(
      '/api/integration/webhook/update',
      { id: hook.id, enabled: false, events: ['act.approved', 'claim.answered'] },
      { token: agency },
    );
    expect(paused.body.data).toMatchObject({ enabled: false, events: ['act.approved', 'claim.answered'] });
    expect((await app.api.post('/api/integration/webhook/delete', { id: hook.id }, { token: agency })).status).toBe(
      200,
    );
    expect((await deliveriesOf(agency, hook.id)).status).toBe(404);
  });

  it('an endpoint that keeps failing for 3 days is turned off and its owners are told by e-mail', async () => {
    const hook = (await create(agency, { url: receiverUrl, events: ['act.approved'] })).body.data;
    failFirstOfEach = 1_000;
    const deliveryId = (await app.api.post('/api/integration/webhook/test', { id: hook.id }, { token: agency })).body
      .data.deliveryId as string;
    await until(() => (received.some((r) => r.headers['webhook-id'] === deliveryId) ? true : undefined));
    clock.advance(3 * 24 * 3_600_000);
    agency = await app.login('agency@demo.test');
    const log = await until(async () => {
      const items = (await deliveriesOf(agency, hook.id)).body.data.items;
      return items[0]?.status === 'failed' ? items : undefined;
    });
    failFirstOfEach = 0;
    expect(log[0]).toMatchObject({ id: deliveryId, lastStatusCode: 500, nextAttemptAt: null });
    const listed = (await app.api.get('/api/integration/webhook/list', { token: agency })).body.data.items;
    expect(listed.find((e: { id: string }) => e.id === hook.id)).toMatchObject({ enabled: false });
    const mails = await app.pool.query<{ text_body: string }>(
      "select text_body from mail_outbox where to_address = 'agency@demo.test' and subject = 'A webhook endpoint was turned off'",
    );
    // Every endpoint of the agency whose retries were given up in those 3 days is turned off, with one e-mail each.
    const off = await app.pool.query<{ id: string }>(
      "select e.id from webhook_endpoints e join users u on u.company_id = e.company_id where u.email = 'agency@demo.test' and not e.enabled",
    );
    expect(off.rows.map((r) => r.id)).toContain(hook.id);
    expect(mails.rows).toHaveLength(off.rows.length);
    expect(mails.rows[0]?.text_body).toContain(`Deliveries to ${receiverUrl} have failed for 3 days`);
  });
});
