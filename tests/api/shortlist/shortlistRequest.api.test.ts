import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRequest } from '../../support/clientRequestFixtures';
import { registerCompany } from '../../support/companies';
import { publishCard as publishedCard } from '../../support/interviewFlow';
import { startTestApp, type TestApp } from '../../support/testApp';
import { manualClock } from '../../support/testClock';

/** Today for these tests is 2 November 2026; the fixture's request runs from 12 November 2026 to 20 February 2027. */
describe('a shortlist tied to one of the company’s client requests, over REST', () => {
  let app: TestApp;
  let client: string;
  let otherClient: string;
  let agency: string;
  let manager: string;
  let requestId: string;
  let otherRequestId: string;

  const post = (path: string, body: object, token: string) => app.api.post(`/api/shortlist/${path}`, body, { token });
  const create = async (name: string, skills: string[] = [], token = client) => {
    const created = await post('create', { name, skills }, token);
    expect(created.status).toBe(200);
    return created.body.data.id as string;
  };

  beforeAll(async () => {
    app = await startTestApp({ clock: manualClock() });
    ({ client, agency, manager } = await app.demoTokens());
    otherClient = await registerCompany(app, 'client', 'other-client@shortlist-request.test');
    requestId = await postRequest(app, { client, manager }, { content: { title: 'Payments team, Q1' } });
    otherRequestId = await postRequest(
      app,
      { client: otherClient, manager },
      { publish: false, content: { title: 'Not yours to see' } },
    );
  });
  afterAll(() => app?.stop());

  it('offers the company’s own requests by title, never another company’s', async () => {
    const answer = await app.api.get('/trpc/shortlist.requestChoices', { token: client });
    expect(answer.status).toBe(200);
    const choices = answer.body.result.data;
    const titles = choices.items.map((item: { title: string }) => item.title);
    expect(titles).toContain('Payments team, Q1');
    expect(titles).not.toContain('Not yours to see');
    expect(choices.items.find((item: { id: string }) => item.id === requestId)).toMatchObject({
      periodFrom: '2026-11-12',
      periodTo: '2027-02-20',
    });
  });

  it('needs the request’s key skills with the list’s own, and compares over the request’s period', async () => {
    const anna = await publishedCard(app, agency, manager, 'Requested');
    const listId = await create('For the payments team', ['Kafka']);
    const added = await post('add', { listId, specialistUuid: anna }, client);
    const entryId = added.body.data.entries[0].id as string;

    const tied = await post('request', { listId, requestId }, client);
    expect(tied.status).toBe(200);
    expect(tied.body.data.request).toMatchObject({
      id: requestId,
      title: 'Payments team, Q1',
      keySkills: expect.arrayContaining(['Java', 'PostgreSQL']),
      periodFrom: '2026-11-12',
      periodTo: '2027-02-20',
      tiedBy: { name: expect.any(String) },
    });
    expect(tied.body.data.skills).toEqual(['Kafka']);

    // No period given: the request's; the card has Java of Java, PostgreSQL and Kafka.
    const compared = await post('compare', { listId, entryIds: [entryId] }, client);
    expect(compared.status).toBe(200);
    expect(compared.body.data).toMatchObject({ startPeriod: '2026-11-12', endPeriod: '2027-02-20' });
    expect([...compared.body.data.neededSkills].sort()).toEqual(['Java', 'Kafka', 'PostgreSQL']);
    expect(compared.body.data.items[0]).toMatchObject({ neededKeySkills: ['Java'], neededCovered: 1 });
    // A period chosen wins over the request's.
    const chosen = await post(
      'compare',
      { listId, entryIds: [entryId], startPeriod: '2026-11-20', endPeriod: '2027-02-25' },
      client,
    );
    expect(chosen.body.data).toMatchObject({ startPeriod: '2026-11-20', endPeriod: '2027-02-25' });

    // Untied: only the list's own skill is needed, and a period must be chosen again.
    const untied = await post('request', { listId, requestId: null }, client);
    expect(untied.status).toBe(200);
    expect(untied.body.data.request).toBeNull();
    const plain = await post(
      'compare',
      { listId, entryIds: [entryId], startPeriod: '2026-11-20', endPeriod: '2027-02-25' },
      client,
    );
    expect(plain.body.data.neededSkills).toEqual(['Kafka']);
    const noPeriod = await post('compare', { listId, entryIds: [entryId] }, client);
    expect(noPeriod.status).toBe(400);
    expect(JSON.stringify(noPeriod.body)).toContain('startPeriod');
  });

  it('refuses another company’s request and an unknown one as not found, and answers 400 on a malformed id', async () => {
    const listId = await create('Not for others');
    const others = await post('request', { listId, requestId: otherRequestId }, client);
    expect(others.status).toBe(404);
    const unknown = await post('request', { listId, requestId: '00000000-0000-4000-8000-000000000000' }, client);
    expect(unknown.status).toBe(404);
    const malformed = await post('request', { listId, requestId: 'nope' }, client);
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toContain('requestId');
    // Nothing was recorded by the refusals.
    const seen = await app.api.get(`/api/shortlist/info/${listId}`, { token: client });
    expect(seen.body.data.request).toBeNull();
    expect(seen.body.data.requestHistory).toEqual([]);
    // Another company's list is not there either, whatever the request; an agency is refused by scope.
    expect((await post('request', { listId, requestId: otherRequestId }, otherClient)).status).toBe(404);
    expect((await post('request', { listId, requestId: null }, agency)).status).toBe(403);
  });

  it('keeps who tied and untied it, and the manager acting as them, in the list’s history and stream', async () => {
    const acting = await app.login('manager@demo.test');
    const managerId = (await app.pool.query(`select id from users where email = 'manager@demo.test'`)).rows[0].id;
    const clientUser = await app.pool.query<{ id: string; company_id: string }>(
      `select id, company_id from users where email = 'client@demo.test'`,
    );
    const listId = await create('Tied by the account manager');
    await app.api.post('/admin/api/impersonation/start', { userId: clientUser.rows[0]!.id }, { token: acting });
    expect((await post('request', { listId, requestId }, acting)).status).toBe(200);
    await app.api.post('/admin/api/impersonation/stop', {}, { token: acting });
    const untied = await post('request', { listId, requestId: null }, client);

    expect(untied.body.data.requestHistory).toMatchObject([
      { request: null, byManager: false, by: { id: clientUser.rows[0]!.id } },
      { request: { id: requestId, title: 'Payments team, Q1' }, byManager: true, by: { id: clientUser.rows[0]!.id } },
    ]);
    const { events } = await app.eventStore.readStream(`shortlists-${clientUser.rows[0]!.company_id}`);
    const ties = events.filter(
      (e) => e.type === 'ShortlistRequestChosen' && (e.data as { listId: string }).listId === listId,
    );
    expect(ties.map((e) => (e.data as { requestId: string | null }).requestId)).toEqual([requestId, null]);
    expect(ties[0]?.metadata).toMatchObject({ actorId: clientUser.rows[0]!.id, emulatedBy: managerId });
  });

  it('is in the OpenAPI document', async () => {
    const document = await app.api.get('/api/openapi.json');
    expect(document.body.paths['/api/shortlist/request']?.post).toBeDefined();
  });
});
