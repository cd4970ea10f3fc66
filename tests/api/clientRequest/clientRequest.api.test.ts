import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRequest, requestContent } from '../../support/clientRequestFixtures';
import { registerCompany } from '../../support/companies';
import { publishCard } from '../../support/interviewFlow';
import { latestMailTo } from '../../support/mailbox';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock, type ManualClock } from '../../support/testClock';

/** Today for these tests is 2 November 2026 (the manual clock); requests run from 12 November 2026 to 20 February 2027. */
describe('client requests and agency responses over REST', () => {
  let app: TestApp;
  let clock: ManualClock;
  let client: string;
  let otherClient: string;
  let agency: string;
  let otherAgency: string;
  let manager: string;
  let cards: string[];
  let otherAgencyCard: string;

  const fieldsOf = (body: any) => (body.errors as { field?: string }[]).map((e) => e.field);
  const send = (path: string, body: unknown, token?: string) => app.api.post(path, body, token ? { token } : {});

  beforeAll(async () => {
    clock = manualClock();
    app = await startTestApp({ clock });
    ({ client, agency, manager } = await app.demoTokens());
    otherClient = await registerCompany(app, 'client', 'requests-other@client.test');
    otherAgency = await registerCompany(app, 'agency', 'requests-other@agency.test');
    cards = [
      await publishCard(app, agency, manager, 'Proposedone'),
      await publishCard(app, agency, manager, 'Proposedtwo'),
    ];
    otherAgencyCard = await publishCard(app, otherAgency, manager, 'Foreigncard');
  });
  afterAll(() => app?.stop());

  it('a client posts a request, a manager publishes it, the public reads it without the client', async () => {
    const content = await requestContent(app.pool);
    const sent = await send('/api/client-request/send-to-moderation', { content }, client);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'moderation', version: 1 });
    const requestId = sent.body.data.requestId as string;

    const own = await app.api.get(`/api/client-request/info/${requestId}`, { token: client });
    expect(own.body.data).toMatchObject({
      title: content.title,
      status: 'moderation',
      specialistsCount: 2,
      budgetPerHourCents: 6500,
      periodFrom: '2026-11-12',
      allowedActions: ['saveDraft', 'sendToModeration', 'close'],
    });
    expect(own.body.data).not.toHaveProperty('clientName');
    expect(own.body.data.categories.map((c: { title: string }) => c.title)).toEqual(['Development']);

    // Not published yet: the public and agencies do not see it.
    expect((await app.api.get(`/api/client-request/public-info/${requestId}`)).status).toBe(404);
    expect(
      (await send('/api/agency/client-request-response/respond', { requestId, specialistIds: cards }, agency)).status,
    ).toBe(404);

    const listed = await app.api.get('/admin/api/client-request/list?status=moderation', { token: manager });
    expect(listed.status).toBe(200);
    expect(listed.body.data.items.find((r: { id: string }) => r.id === requestId)).toMatchObject({
      clientName: 'Demo Client',
      allowedActions: ['saveDraft', 'sendToModeration', 'publish', 'reject', 'close'],
    });
    expect(listed.body.data.statusCounts.moderation).toBeGreaterThanOrEqual(1);

    expect((await send('/admin/api/client-request/publish', { requestId }, manager)).body.data.status).toBe(
      'published',
    );
    const publicList = await app.api.get('/api/client-request/public-list');
    expect(publicList.status).toBe(200);
    const shown = publicList.body.data.items.find((r: { id: string }) => r.id === requestId);
    expect(shown).toMatchObject({ title: content.title, specialistsCount: 2 });
    for (const hidden of ['clientId', 'clientName', 'status', 'rejectionReason', 'allowedActions', 'version'])
      expect(shown).not.toHaveProperty(hidden);
    expect(JSON.stringify(publicList.body)).not.toContain('Demo Client');
    const detail = await app.api.get(`/api/client-request/public-info/${requestId}`);
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body)).not.toContain('Demo Client');
    expect(detail.body.data).not.toHaveProperty('clientId');
  });

  it('refuses bad requests with field errors (400), never a 500', async () => {
    const base = await requestContent(app.pool);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'ab' }, 'content.title'],
      [{ title: 'x'.repeat(151) }, 'content.title'],
      [{ description: '' }, 'content.description'],
      [{ categoryIds: [] }, 'content.categoryIds'],
      [{ categoryIds: [randomUUID()] }, 'content.categoryIds.0'],
      [{ subcategoryIds: [base.categoryIds[0]] }, 'content.subcategoryIds.0'],
      [{ keySkillIds: [randomUUID()] }, 'content.keySkillIds.0'],
      [{ specialistsCount: 0 }, 'content.specialistsCount'],
      [{ specialistsCount: 51 }, 'content.specialistsCount'],
      [{ budgetPerHourCents: 0 }, 'content.budgetPerHourCents'],
      [{ budgetPerHourCents: 12.5 }, 'content.budgetPerHourCents'],
      [{ periodFrom: '2026-13-01' }, 'content.periodFrom'],
      [{ periodTo: '2026-11-11' }, 'content.periodTo'],
      [{ grade: 'guru' }, 'content.grade'],
      [{ workFormat: 'remote-ish' }, 'content.workFormat'],
    ];
    for (const [change, field] of cases) {
      const response = await send('/api/client-request/save-draft', { content: { ...base, ...change } }, client);
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(fieldsOf(response.body), JSON.stringify(change)).toContain(field);
    }
    // A period that does not start after today is the domain's rule (422): the form's schema cannot know today.
    const past = await send(
      '/api/client-request/save-draft',
      { content: { ...base, periodFrom: '2026-11-02', periodTo: '2027-03-01' } },
      client,
    );
    expect(past.status).toBe(422);
    expect(past.body.errors[0].code).toBe('client_request.period_not_future');
    expect((await send('/api/client-request/save-draft', { requestId: 'nope', content: base }, client)).status).toBe(
      400,
    );
    expect(
      (await send('/admin/api/client-request/reject', { requestId: randomUUID(), reason: '' }, manager)).status,
    ).toBe(400);
    expect((await app.api.get('/api/client-request/public-list?count=0')).status).toBe(400);
    expect((await app.api.get('/api/client-request/public-list?from=2027-02-01&to=2027-01-01')).status).toBe(400);
    expect((await app.api.get('/api/client-request/list?status=unknown', { token: client })).status).toBe(400);
  });

  it("another client's request is not there (404); staff and agencies are refused the client's paths by scope (403)", async () => {
    const requestId = await postRequest(app, { client, manager });
    expect((await app.api.get(`/api/client-request/info/${requestId}`, { token: otherClient })).status).toBe(404);
    expect((await app.api.get(`/api/client-request/responses/${requestId}`, { token: otherClient })).status).toBe(404);
    expect((await send('/api/client-request/close', { requestId }, otherClient)).status).toBe(404);
    expect(
      (
        await send(
          '/api/client-request/save-draft',
          { requestId, content: await requestContent(app.pool) },
          otherClient,
        )
      ).status,
    ).toBe(404);
    expect(
      (await app.api.get('/api/client-request/list', { token: otherClient })).body.data.items.map(
        (r: { id: string }) => r.id,
      ),
    ).not.toContain(requestId);
    expect((await send('/api/client-request/close', { requestId }, agency)).status).toBe(403);
    expect((await send('/admin/api/client-request/publish', { requestId }, client)).status).toBe(403);
    expect((await app.api.get('/api/client-request/list')).status).toBe(401);
  });

  it('an agency responds with two specialists at their catalogue price; a second answer edits it; the client is mailed once and sees no agency', async () => {
    const requestId = await postRequest(app, { client, manager });
    const responded = await send(
      '/api/agency/client-request-response/respond',
      { requestId, specialistIds: cards, comment: 'Both available' },
      agency,
    );
    expect(responded.status).toBe(200);
    const responseId = responded.body.data.responseId as string;
    expect(responded.body.data).toMatchObject({ requestId, status: 'submitted', version: 1 });
    const mail = await latestMailTo(app.pool, 'client@demo.test');
    expect(mail?.subject).toBe('New response to your request "Two senior Java developers"');
    expect(mail?.text).toContain(`/pa/client-requests/${requestId}`);

    const again = await send(
      '/api/agency/client-request-response/respond',
      { requestId, specialistIds: [cards[0]], comment: 'One of them' },
      agency,
    );
    expect(again.body.data).toMatchObject({ responseId, version: 2 });
    expect(
      (
        await app.pool.query(
          `select count(*)::int as n from mail_outbox where to_address = 'client@demo.test' and subject like 'New response%'`,
        )
      ).rows[0].n,
    ).toBe(1 + 0);

    const prices = (
      await app.pool.query('select id, catalog_price_cents from catalog_cards where id = any ($1::uuid[])', [cards])
    ).rows;
    const seen = await app.api.get(`/api/client-request/responses/${requestId}`, { token: client });
    expect(seen.status).toBe(200);
    const [response] = seen.body.data.items;
    expect(Object.keys(response).sort()).toEqual([
      'comment',
      'createdAt',
      'id',
      'proposals',
      'requestId',
      'status',
      'updatedAt',
    ]);
    expect(Object.keys(response.proposals[0]).sort()).toEqual([
      'catalogPriceCents',
      'grade',
      'inCatalogue',
      'name',
      'photoUrl',
      'specialistId',
      'specialization',
      'surname',
      'teamId',
    ]);
    expect(response.proposals[0]).toMatchObject({
      specialistId: cards[0],
      surname: 'P.',
      inCatalogue: true,
      catalogPriceCents: prices.find((p) => p.id === cards[0]).catalog_price_cents,
    });
    const text = JSON.stringify(seen.body);
    for (const leak of ['Demo Agency', 'agency@demo.test', 'Proposedone', '@cards.', 'agencyId'])
      expect(text).not.toContain(leak);

    const forManager = await app.api.get(`/admin/api/client-request/responses/${requestId}`, { token: manager });
    expect(forManager.body.data.items[0]).toMatchObject({
      agencyName: 'Demo Agency',
      proposals: [{ surname: 'Proposedone' }],
    });
    expect(
      (await app.api.get(`/admin/api/client-request/info/${requestId}`, { token: manager })).body.data.responsesCount,
    ).toBe(1);
  });

  it('an agency proposes only its own published specialists; comment and list limits are field errors', async () => {
    const requestId = await postRequest(app, { client, manager });
    const foreign = await send(
      '/api/agency/client-request-response/respond',
      { requestId, specialistIds: [cards[0], otherAgencyCard] },
      agency,
    );
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors[0].code).toBe('request_response.not_own_specialist');
    expect(
      (await send('/api/agency/client-request-response/respond', { requestId, specialistIds: [randomUUID()] }, agency))
        .status,
    ).toBe(422);
    const empty = await send('/api/agency/client-request-response/respond', { requestId, specialistIds: [] }, agency);
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty.body)).toContain('specialistIds');
    const long = await send(
      '/api/agency/client-request-response/respond',
      { requestId, specialistIds: cards, comment: 'x'.repeat(2001) },
      agency,
    );
    expect(long.status).toBe(400);
    expect(fieldsOf(long.body)).toContain('comment');
    expect(
      (await send('/api/agency/client-request-response/respond', { requestId, teamId: randomUUID() }, agency)).status,
    ).toBe(400);
    expect(
      (await send('/api/agency/client-request-response/respond', { requestId, specialistIds: cards }, client)).status,
    ).toBe(403);
    expect(
      (
        await send(
          '/api/agency/client-request-response/respond',
          { requestId: randomUUID(), specialistIds: cards },
          agency,
        )
      ).status,
    ).toBe(404);
  });

  it("an agency never reads another agency's response (404), and lists only its own", async () => {
    const requestId = await postRequest(app, { client, manager });
    const mine = (
      await send('/api/agency/client-request-response/respond', { requestId, specialistIds: cards }, agency)
    ).body.data.responseId as string;
    const theirs = (
      await send(
        '/api/agency/client-request-response/respond',
        { requestId, specialistIds: [otherAgencyCard], comment: 'Zotheragency' },
        otherAgency,
      )
    ).body.data.responseId as string;
    expect((await app.api.get(`/api/agency/client-request-response/info/${theirs}`, { token: agency })).status).toBe(
      404,
    );
    expect((await send('/api/agency/client-request-response/withdraw', { responseId: theirs }, agency)).status).toBe(
      404,
    );
    const list = await app.api.get('/api/agency/client-request-response/list', { token: agency });
    expect(list.status).toBe(200);
    const ids = list.body.data.items.map((r: { id: string }) => r.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(JSON.stringify(list.body)).not.toContain('Zotheragency');
    const own = await app.api.get(`/api/agency/client-request-response/of-request/${requestId}`, { token: agency });
    expect(own.body.data).toMatchObject({
      id: mine,
      request: { id: requestId, title: 'Two senior Java developers', status: 'published' },
      allowedActions: ['respond', 'withdraw'],
    });
    const withdrawn = await send('/api/agency/client-request-response/withdraw', { responseId: mine }, agency);
    expect(withdrawn.body.data.status).toBe('withdrawn');
    expect((await send('/api/agency/client-request-response/withdraw', { responseId: mine }, agency)).status).toBe(422);
    // The client sees the standing response only.
    expect(
      (await app.api.get(`/api/client-request/responses/${requestId}`, { token: client })).body.data.items,
    ).toHaveLength(1);
    expect(
      (await app.api.get('/api/agency/client-request-response/choices', { token: agency })).body.data.specialists.map(
        (s: { specialistId: string }) => s.specialistId,
      ),
    ).toEqual(expect.arrayContaining(cards));
  });

  it('a manager rejects with a reason; the client edits and sends again; a manager posts a request for a client', async () => {
    const requestId = await postRequest(app, { client, manager }, { publish: false });
    expect(
      (await send('/admin/api/client-request/reject', { requestId, reason: 'Name the budget' }, manager)).body.data
        .status,
    ).toBe('rejected');
    expect((await app.api.get(`/api/client-request/info/${requestId}`, { token: client })).body.data).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Name the budget',
    });
    expect((await send('/admin/api/client-request/publish', { requestId }, manager)).status).toBe(422);
    const resent = await send(
      '/api/client-request/send-to-moderation',
      { requestId, version: 2, content: await requestContent(app.pool, { budgetPerHourCents: 7000 }) },
      client,
    );
    expect(resent.body.data).toMatchObject({ status: 'moderation', version: 3 });
    expect(
      (
        await send(
          '/api/client-request/save-draft',
          { requestId, version: 1, content: await requestContent(app.pool) },
          client,
        )
      ).status,
    ).toBe(409);

    const clientId = (await app.api.get('/api/user/profile', { token: client })).body.data.clientId as string;
    const choices = await app.api.get(
      `/trpc/clientRequest.clientChoices?input=${encodeURIComponent(JSON.stringify({ search: 'demo' }))}`,
      { token: manager },
    );
    expect(choices.body.result.data.items).toEqual([{ id: clientId, title: 'Demo Client' }]);
    expect(
      (
        await app.api.get(
          `/trpc/clientRequest.clientChoices?input=${encodeURIComponent(JSON.stringify({ search: '' }))}`,
          { token: client },
        )
      ).status,
    ).toBe(403);
    expect(
      fieldsOf(
        (
          await send(
            '/admin/api/client-request/send-to-moderation',
            { content: await requestContent(app.pool) },
            manager,
          )
        ).body,
      ),
    ).toContain('clientId');
    expect(
      (
        await send(
          '/admin/api/client-request/send-to-moderation',
          { clientId: randomUUID(), content: await requestContent(app.pool) },
          manager,
        )
      ).status,
    ).toBe(400);
    const forClient = await send(
      '/admin/api/client-request/send-to-moderation',
      { clientId, content: await requestContent(app.pool, { title: 'Posted by the manager' }) },
      manager,
    );
    expect(forClient.status).toBe(200);
    expect(
      (await app.api.get(`/api/client-request/info/${forClient.body.data.requestId}`, { token: client })).body.data
        .title,
    ).toBe('Posted by the manager');

    const history = await app.api.get(`/admin/api/client-request/history/${requestId}`, { token: manager });
    expect(history.body.data.items.map((e: { type: string }) => e.type)).toEqual([
      'ClientRequestSentToModeration',
      'ClientRequestRejected',
      'ClientRequestSentToModeration',
    ]);
    expect(history.body.data.items[1]).toMatchObject({
      actor: { role: 'manager' },
      details: { reason: 'Name the budget' },
    });
    expect((await app.api.get(`/admin/api/client-request/history/${randomUUID()}`, { token: manager })).status).toBe(
      404,
    );
  });

  it('closing tells the agencies that responded; the public no longer sees it; nobody responds any more', async () => {
    const requestId = await postRequest(app, { client, manager });
    await send('/api/agency/client-request-response/respond', { requestId, specialistIds: cards }, agency);
    expect((await send('/api/client-request/close', { requestId }, client)).body.data.status).toBe('closed');
    expect((await latestMailTo(app.pool, 'agency@demo.test'))?.subject).toBe(
      'The client request "Two senior Java developers" is closed',
    );
    expect((await app.api.get(`/api/client-request/public-info/${requestId}`)).status).toBe(404);
    expect(
      (await send('/api/agency/client-request-response/respond', { requestId, specialistIds: cards }, agency)).status,
    ).toBe(404);
    expect((await send('/api/client-request/close', { requestId }, client)).status).toBe(422);
  });

  it('the client adds a proposed specialist to its cart for the request period in one call', async () => {
    const requestId = await postRequest(app, { client, manager });
    await send('/api/agency/client-request-response/respond', { requestId, specialistIds: cards }, agency);
    const [response] = (await app.api.get(`/api/client-request/responses/${requestId}`, { token: client })).body.data
      .items;
    const request = (await app.api.get(`/api/client-request/info/${requestId}`, { token: client })).body.data;
    const added = await send(
      '/api/specialist-request-list/add-specialist',
      {
        specialistUuid: response.proposals[1].specialistId,
        startPeriod: request.periodFrom,
        endPeriod: request.periodTo,
        workFormat: request.workFormat,
      },
      client,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.specialists.items.map((i: { specialistUuid: string }) => i.specialistUuid)).toContain(
      cards[1],
    );
  });

  it('public list: newest publication first, 20 a page, filters by category, skill and period', async () => {
    const skill = (await app.pool.query(`select id from key_skills where lower(title) = 'kotlin'`)).rows[0]
      .id as string;
    const design = (await app.pool.query(`select id from categories where kind = 'specialist' and slug = 'design'`))
      .rows[0].id as string;
    const first = await postRequest(
      app,
      { client, manager },
      {
        content: {
          title: 'Kotlin design',
          categoryIds: [design],
          subcategoryIds: [],
          keySkillIds: [skill],
          periodFrom: '2027-05-01',
          periodTo: '2027-09-01',
        },
      },
    );
    clock.advance(60_000);
    const second = await postRequest(app, { client, manager }, { content: { title: 'Later published' } });
    const page = (await app.api.get('/api/client-request/public-list')).body.data;
    expect(page.meta).toMatchObject({ page: 1, count: 20 });
    expect(page.items[0].id).toBe(second);
    const byCategory = (await app.api.get(`/api/client-request/public-list?categoryId=${design}`)).body.data.items.map(
      (r: { id: string }) => r.id,
    );
    expect(byCategory).toEqual([first]);
    expect(
      (await app.api.get(`/api/client-request/public-list?keySkillId=${skill}`)).body.data.items.map(
        (r: { id: string }) => r.id,
      ),
    ).toEqual([first]);
    const byPeriod = (
      await app.api.get('/api/client-request/public-list?from=2027-06-15&to=2027-07-01')
    ).body.data.items.map((r: { id: string }) => r.id);
    expect(byPeriod).toContain(first);
    expect(byPeriod).not.toContain(second);
  });

  it('the daily job closes a request once its period starts and mails the agencies that responded', async () => {
    const requestId = await postRequest(
      app,
      { client, manager },
      { content: { title: 'Starts soon', periodFrom: '2026-11-20', periodTo: '2027-03-01' } },
    );
    await send('/api/agency/client-request-response/respond', { requestId, specialistIds: cards }, agency);
    expect(await app.services.clientRequest.expireStartedRequests()).toBe(0);
    clock.set(new Date('2026-11-20T00:05:00Z'));
    // Sessions idle for days end: log in again on the new day.
    ({ client, agency, manager } = await app.demoTokens());
    // The public pages hide it by the date at once, before the job runs.
    expect((await app.api.get(`/api/client-request/public-info/${requestId}`)).status).toBe(404);
    expect(await app.services.clientRequest.expireStartedRequests()).toBeGreaterThanOrEqual(1);
    expect((await app.api.get(`/api/client-request/info/${requestId}`, { token: client })).body.data.status).toBe(
      'closed',
    );
    expect((await latestMailTo(app.pool, 'agency@demo.test'))?.text).toContain('its period has started');
    const history = (await app.api.get(`/admin/api/client-request/history/${requestId}`, { token: manager })).body.data
      .items;
    expect(history[0]).toMatchObject({ type: 'ClientRequestExpired', actor: { role: 'system' } });
    clock.set(new Date('2026-11-02T09:00:00Z'));
    ({ client, agency, manager } = await app.demoTokens());
  });
});
