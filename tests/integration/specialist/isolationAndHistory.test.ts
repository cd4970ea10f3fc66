import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPayload } from '../../support/specialistPayloads';
import { manualClock } from '../../support/testClock';
import { startTestApp, type TestApp } from '../../support/testApp';

/** Concurrency, tenant isolation and history of specialist cards against the real database and event store. */
describe('specialist cards', () => {
  const clock = manualClock(new Date('2026-11-02T09:00:00Z'));
  let app: TestApp;
  let agencyA: string;
  let agencyB: string;
  let managerToken: string;
  let agencyBId: string;

  beforeAll(async () => {
    app = await startTestApp({ clock });
    agencyA = await app.login('agency@demo.test');
    managerToken = await app.login('manager@demo.test');
    await app.services.identity.registerCompany({
      companyType: 'agency',
      companyName: 'Rival Agency',
      firstName: 'Rita',
      lastName: 'Rivers',
      email: 'rita@rival.test',
      password: 'rival-pass-1',
      acceptTerms: true,
    });
    await app.pool.query(`update users set status = 'active' where email = 'rita@rival.test'`);
    agencyB = await app.login('rita@rival.test', 'rival-pass-1');
    agencyBId = (await app.api.get('/api/user/profile', { token: agencyB })).body.data.agencyId;
  });
  afterAll(() => app.stop());

  const sendCard = async (token: string, surname: string) =>
    (
      await app.api.post(
        '/api/specialist/send-to-publish',
        { content: await cardPayload(app.pool, { surname }) },
        { token },
      )
    ).body.data.specialistId as string;

  it('two managers publishing one card at once: one succeeds, one gets a conflict, one event stored', async () => {
    const id = await sendCard(agencyA, 'Contested');
    const second = await app.login('manager@demo.test');
    // Both opened the card at the same version and press Publish together.
    const opened = (await app.api.get(`/admin/api/specialist/info/${id}`, { token: managerToken })).body.data.version;
    const results = await Promise.all([
      app.api.post('/admin/api/specialist/publish', { specialistId: id, version: opened }, { token: managerToken }),
      app.api.post('/admin/api/specialist/publish', { specialistId: id, version: opened }, { token: second }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const history = await app.api.get(`/admin/api/specialist/history/${id}`, { token: managerToken });
    expect(history.body.data.items.filter((e: { type: string }) => e.type === 'SpecialistPublished')).toHaveLength(1);
  });

  it("agency B cannot read, save, move, list or price-peek agency A's card", async () => {
    const id = await sendCard(agencyA, 'Private');
    const agencyAId = (await app.api.get('/api/user/profile', { token: agencyA })).body.data.agencyId;
    expect((await app.api.get(`/api/specialist/info/${id}`, { token: agencyB })).status).toBe(404);
    const overwrite = await app.api.post(
      '/api/specialist/save-draft',
      { specialistId: id, content: await cardPayload(app.pool, { surname: 'Hijacked' }) },
      { token: agencyB },
    );
    expect(overwrite.status).toBe(404);
    for (const action of ['deactivate', 'delete', 'archive'])
      expect((await app.api.post(`/api/specialist/${action}`, { specialistId: id }, { token: agencyB })).status).toBe(
        404,
      );
    const list = await app.api.get(`/api/specialist/list-v2/${agencyAId}`, { token: agencyB });
    expect(list.body.data).toMatchObject({ items: [], meta: { total: 0 } });
    const ownList = await app.api.get(`/api/specialist/list-v2/${agencyBId}`, { token: agencyB });
    expect(ownList.body.data.items).toEqual([]);
    const { rows } = await app.pool.query('select surname from specialist_cards where id = $1', [id]);
    expect(rows[0].surname).toBe('Private');
  });

  it('the history lists every event with who acted, as whom and when; the card can be rebuilt as of any moment', async () => {
    clock.set(new Date('2026-11-02T09:00:00Z'));
    const id = (
      await app.api.post(
        '/api/specialist/save-draft',
        { content: await cardPayload(app.pool, { surname: 'Historic' }) },
        { token: agencyA },
      )
    ).body.data.specialistId;

    // The manager acts as the agency and sends the card: the event names both.
    clock.set(new Date('2026-11-02T10:00:00Z'));
    const actingToken = await app.login('manager@demo.test');
    const agencyUserId = (await app.pool.query(`select id from users where email = 'agency@demo.test'`)).rows[0].id;
    await app.api.post('/admin/api/impersonation/start', { userId: agencyUserId }, { token: actingToken });
    await app.api.post(
      '/api/specialist/send-to-publish',
      { specialistId: id, content: await cardPayload(app.pool, { surname: 'Historic' }) },
      { token: actingToken },
    );
    await app.api.post('/admin/api/impersonation/stop', {}, { token: actingToken });

    clock.set(new Date('2026-11-02T11:00:00Z'));
    await app.api.post(
      '/admin/api/specialist/reject',
      { specialistId: id, reasons: ['Photo missing'] },
      { token: managerToken },
    );

    const history = (await app.api.get(`/admin/api/specialist/history/${id}`, { token: managerToken })).body.data;
    expect(history.meta.total).toBe(3);
    expect(
      history.items.map(
        (e: {
          type: string;
          at: string;
          actor: { email: string; role: string };
          emulatedBy: { email: string } | null;
        }) => [e.type, e.at, e.actor.email, e.actor.role, e.emulatedBy?.email ?? null],
      ),
    ).toEqual([
      ['SpecialistRejected', '2026-11-02T11:00:00.000Z', 'manager@demo.test', 'manager', null],
      ['SpecialistSentToReview', '2026-11-02T10:00:00.000Z', 'agency@demo.test', 'partner', 'manager@demo.test'],
      ['SpecialistDraftSaved', '2026-11-02T09:00:00.000Z', 'agency@demo.test', 'partner', null],
    ]);
    expect(history.items[0].details).toEqual({ reasons: ['Photo missing'], comment: '' });

    const asOf = (at: string) =>
      app.api.get(`/admin/api/specialist/as-of/${id}?at=${encodeURIComponent(at)}`, { token: managerToken });
    expect((await asOf('2026-11-02T09:30:00Z')).body.data).toMatchObject({ status: 'draft', version: 1 });
    expect((await asOf('2026-11-02T10:30:00Z')).body.data).toMatchObject({ status: 'moderation', version: 2 });
    expect((await asOf('2026-11-02T12:00:00Z')).body.data).toMatchObject({ status: 'rejected', version: 3 });
    expect((await asOf('2026-11-01T00:00:00Z')).status).toBe(404);
    expect((await app.api.get(`/admin/api/specialist/history/${id}`, { token: agencyA })).status).toBe(403);
  });

  it('lists filter by status and search, count per status, and page', async () => {
    const agencyAId = (await app.api.get('/api/user/profile', { token: agencyA })).body.data.agencyId;
    for (const surname of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'])
      await app.api.post(
        '/api/specialist/save-draft',
        { content: await cardPayload(app.pool, { surname }) },
        { token: agencyA },
      );
    const page1 = (
      await app.api.get(`/api/specialist/list-v2/${agencyAId}?status=draft&sort=surname`, { token: agencyA })
    ).body.data;
    expect(page1.items.map((c: { surname: string }) => c.surname)).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
      'Delta',
      'Echo',
    ]);
    expect(page1.meta.total).toBe(6);
    expect(page1.statusCounts.draft).toBe(6);
    const search = (await app.api.get(`/api/specialist/list-v2/${agencyAId}?search=foxt`, { token: agencyA })).body
      .data;
    expect(search.items.map((c: { surname: string }) => c.surname)).toEqual(['Foxtrot']);
    const managerView = (
      await app.api.get(
        `/admin/api/specialist/list-v2?agencyId=${agencyAId}&status=draft&count=2&page=3&sort=surname`,
        { token: managerToken },
      )
    ).body.data;
    expect(managerView.items.map((c: { surname: string; agencyName: string }) => [c.surname, c.agencyName])).toEqual([
      ['Echo', 'Demo Agency'],
      ['Foxtrot', 'Demo Agency'],
    ]);
    expect((await app.api.get(`/api/specialist/list-v2/${agencyAId}?sort=password`, { token: agencyA })).status).toBe(
      400,
    );
    expect((await app.api.get(`/api/specialist/list-v2/${agencyAId}?status=nonsense`, { token: agencyA })).status).toBe(
      400,
    );
  });

  it('archive and return: archived cards leave the active list and appear in the archive', async () => {
    const id = (
      await app.api.post(
        '/api/specialist/save-draft',
        { content: await cardPayload(app.pool, { surname: 'Archivist' }) },
        { token: agencyA },
      )
    ).body.data.specialistId;
    await app.api.post('/api/specialist/archive', { specialistId: id }, { token: agencyA });
    const active = (await app.api.get('/admin/api/specialist/list-v2?search=archivist', { token: managerToken })).body
      .data.items;
    const archived = (
      await app.api.get('/admin/api/specialist/archive-list-v2?search=archivist', { token: managerToken })
    ).body.data.items;
    expect(active).toEqual([]);
    expect(archived.map((c: { id: string }) => c.id)).toEqual([id]);
    expect(
      (await app.api.post('/admin/api/specialist/draft-from-archive', { specialistId: id }, { token: managerToken }))
        .body.data.status,
    ).toBe('draft');
  });
});

describe('filter values of the lists', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('count what the agency has per status, specialization and grade; another agency sees none of it', async () => {
    const agency = await app.login('agency@demo.test');
    const manager = await app.login('manager@demo.test');
    const agencyId = (await app.api.get('/api/user/profile', { token: agency })).body.data.agencyId;
    await app.api.post(
      '/api/specialist/save-draft',
      { content: await cardPayload(app.pool, { surname: 'One' }) },
      { token: agency },
    );
    await app.api.post(
      '/api/specialist/send-to-publish',
      { content: await cardPayload(app.pool, { surname: 'Two' }) },
      { token: agency },
    );
    const facets = (await app.api.get(`/api/specialist/filters-v2/${agencyId}`, { token: agency })).body.data;
    expect(facets.statuses).toEqual(
      expect.arrayContaining([
        { id: 'draft', title: 'draft', count: 1 },
        { id: 'moderation', title: 'moderation', count: 1 },
      ]),
    );
    expect(facets.specializations).toEqual([{ id: expect.any(String), title: 'Java Developer', count: 2 }]);
    expect(facets.grades).toEqual([{ id: 'senior', title: 'senior', count: 2 }]);
    expect((await app.api.get('/admin/api/specialist/filters-v2', { token: manager })).body.data.statuses).toHaveLength(
      2,
    );
    expect(
      (await app.api.get('/admin/api/specialist/archive-filters-v2', { token: manager })).body.data.statuses,
    ).toEqual([]);
    const client = await app.login('client@demo.test');
    expect((await app.api.get(`/api/specialist/filters-v2/${agencyId}`, { token: client })).status).toBe(403);
  });
});
