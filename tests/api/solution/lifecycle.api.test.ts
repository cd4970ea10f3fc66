import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLUTION_LIMITS, SOLUTION_REQUEST_LIMITS } from '../../../application/solution/schemas';
import { actions } from '../../../domain/solution/solution.status';
import { manualClock } from '../../support/testClock';
import { crmCategoryId, erpCategoryId, solutionPayload } from '../../support/solutionFixtures';
import { startTestApp, type TestApp } from '../../support/testApp';

/** A solution's life over REST: the agency drafts and sends, the manager publishes or rejects, the history says who did what. */
describe('solution lifecycle over REST', () => {
  const clock = manualClock(new Date('2026-11-02T09:00:00Z'));
  let app: TestApp;
  let agency: string;
  let manager: string;
  let client: string;

  beforeAll(async () => {
    app = await startTestApp({ clock });
    [agency, manager, client] = await Promise.all([
      app.login('agency@demo.test'),
      app.login('manager@demo.test'),
      app.login('client@demo.test'),
    ]);
  });
  afterAll(() => app.stop());

  const send = async (overrides: Record<string, unknown> = {}) => {
    const sent = await app.api.post(
      '/api/solution/send-to-publish',
      { content: await solutionPayload(app, agency, overrides) },
      { token: agency },
    );
    expect(sent.status).toBe(200);
    return sent.body.data.solutionId as string;
  };

  it('draft, send to review, publish: each step lands in the lists at once', async () => {
    const draft = await app.api.post(
      '/api/solution/save-draft',
      { content: { title: 'Draft only' } },
      { token: agency },
    );
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({ status: 'draft', version: 1 });
    const id = draft.body.data.solutionId;

    const sent = await app.api.post(
      '/api/solution/send-to-publish',
      { solutionId: id, version: 1, content: await solutionPayload(app, agency, { title: 'Route Optimizer' }, 2) },
      { token: agency },
    );
    expect(sent.body.data).toMatchObject({ solutionId: id, status: 'moderation', version: 2 });

    const list = await app.api.get('/api/solution/list?status=moderation', { token: agency });
    expect(list.body.data.items.map((s: { id: string }) => s.id)).toEqual([id]);
    expect(list.body.data.meta).toEqual({ page: 1, count: 20, total: 1 });
    expect(list.body.data.statusCounts).toMatchObject({ moderation: 1 });

    const queue = await app.api.get('/admin/api/solution/list?status=moderation', { token: manager });
    expect(queue.body.data.items.map((s: { id: string }) => s.id)).toContain(id);

    const published = await app.api.post('/admin/api/solution/publish', { solutionId: id }, { token: manager });
    expect(published.body.data).toMatchObject({ status: 'published', version: 3 });

    const info = await app.api.get(`/api/solution/info/${id}`, { token: agency });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({
      id,
      status: 'published',
      title: 'Route Optimizer',
      number: expect.any(Number),
      agencyName: 'Demo Agency',
      categories: [{ id: crmCategoryId, slug: 'crm', title: 'CRM' }],
      logo: { id: expect.any(String), url: expect.stringMatching(/^\/api\/files\//), name: 'logo.png' },
      videoLinks: [
        { title: 'https://youtu.be/dQw4w9WgXcQ', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
        { title: 'https://vimeo.com/76979871', embedUrl: null },
      ],
    });
    expect(info.body.data.screens).toHaveLength(2);
    expect(info.body.data.content.screenshotIds).toEqual(info.body.data.screens.map((s: { id: string }) => s.id));
    expect((await app.api.get(`/admin/api/solution/info/${id}`, { token: manager })).body.data.id).toBe(id);
  });

  it("the seeds' flat payload with solutionUuid and object shapes is accepted too", async () => {
    const payload = await solutionPayload(app, agency, { title: 'Flat payload' });
    const { logoId, categories, ...rest } = payload;
    const sent = await app.api.post(
      '/api/solution/send-to-publish',
      { ...rest, logo: { id: logoId }, categories: (categories as string[]).map((id) => ({ id, title: 'CRM' })) },
      { token: agency },
    );
    expect(sent.status).toBe(200);
    const again = await app.api.post(
      '/api/solution/save-draft',
      { solutionUuid: sent.body.data.solutionId, ...rest, title: 'Flat payload, edited' },
      { token: agency },
    );
    expect(again.body.data).toMatchObject({ solutionId: sent.body.data.solutionId, status: 'draft' });
  });

  it('the agency edits a published solution in place: it stays published', async () => {
    const id = await send({ title: 'Edit in place' });
    await app.api.post('/admin/api/solution/publish', { solutionId: id }, { token: manager });
    const edited = await app.api.post(
      '/api/solution/send-to-publish',
      { solutionId: id, content: await solutionPayload(app, agency, { title: 'Edited in place' }) },
      { token: agency },
    );
    expect(edited.body.data).toMatchObject({ status: 'published', version: 3 });
    expect((await app.api.get(`/api/solution/info/${id}`, { token: agency })).body.data.title).toBe('Edited in place');
  });

  it('the manager rejects with reasons the agency reads; publishing it then is refused with a code', async () => {
    const id = await send({ title: 'To reject' });
    const noReason = await app.api.post(
      '/admin/api/solution/reject',
      { solutionId: id, reasons: [] },
      { token: manager },
    );
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors[0].code).toBe('solution.reasons_required');
    const rejected = await app.api.post(
      '/admin/api/solution/reject',
      { solutionId: id, reasons: ['No screenshots'], comment: 'Show the dashboard' },
      { token: manager },
    );
    expect(rejected.body.data.status).toBe('rejected');
    expect((await app.api.get(`/api/solution/info/${id}`, { token: agency })).body.data.rejection).toEqual({
      reasons: ['No screenshots'],
      comment: 'Show the dashboard',
    });
    const again = await app.api.post('/admin/api/solution/publish', { solutionId: id }, { token: manager });
    expect(again.status).toBe(422);
    expect(again.body.errors[0].code).toBe('solution.not_in_moderation');
    // Fixed and sent again, the rejection is cleared and the manager publishes.
    await app.api.post(
      '/api/solution/send-to-publish',
      { solutionId: id, content: await solutionPayload(app, agency, { title: 'Fixed' }, 1) },
      { token: agency },
    );
    expect((await app.api.get(`/api/solution/info/${id}`, { token: agency })).body.data).toMatchObject({
      status: 'moderation',
      rejection: null,
    });
    expect(
      (await app.api.post('/admin/api/solution/publish', { solutionId: id }, { token: manager })).body.data.status,
    ).toBe('published');
  });

  it('deactivate, move to draft, delete; archive and return from the archive', async () => {
    const id = await send({ title: 'Many moves' });
    await app.api.post('/admin/api/solution/publish', { solutionId: id }, { token: manager });
    expect(
      (await app.api.post('/api/solution/deactivate', { solutionId: id }, { token: agency })).body.data.status,
    ).toBe('deactivated');
    expect(
      (await app.api.post('/api/solution/deactivate', { solutionId: id }, { token: agency })).body.errors[0].code,
    ).toBe('solution.not_published');
    expect(
      (await app.api.post('/api/solution/move-to-draft', { solutionId: id }, { token: agency })).body.data.status,
    ).toBe('draft');
    expect((await app.api.post('/api/solution/delete', { solutionId: id }, { token: agency })).body.data.status).toBe(
      'deleted',
    );
    expect((await app.api.get(`/api/solution/info/${id}`, { token: agency })).status).toBe(404);
    expect((await app.api.post('/admin/api/solution/delete', { solutionId: id }, { token: manager })).status).toBe(404);

    const archived = await send({ title: 'Archived' });
    const moderationDelete = await app.api.post('/api/solution/delete', { solutionId: archived }, { token: agency });
    expect([moderationDelete.status, moderationDelete.body.errors[0].code]).toEqual([422, 'solution.not_a_draft']);
    expect(
      (await app.api.post('/admin/api/solution/delete', { solutionId: archived }, { token: manager })).body.data.status,
    ).toBe('archived');
    const archive = await app.api.get('/admin/api/solution/archive-list', { token: manager });
    expect(archive.body.data.items.map((s: { id: string }) => s.id)).toEqual([archived]);
    expect(
      (await app.api.get('/admin/api/solution/list', { token: manager })).body.data.items.map(
        (s: { id: string }) => s.id,
      ),
    ).not.toContain(archived);
    expect((await app.api.get('/admin/api/solution/archive-filters', { token: manager })).body.data.statuses).toEqual([
      { id: 'archived', title: 'archived', count: 1 },
    ]);
    expect(
      (await app.api.post('/admin/api/solution/draft-from-archive', { solutionId: archived }, { token: manager })).body
        .data.status,
    ).toBe('draft');

    const ownArchive = (
      await app.api.post('/api/solution/save-draft', { content: { title: 'Own archive' } }, { token: agency })
    ).body.data.solutionId;
    const ownArchived = await app.api.post('/api/solution/archive', { solutionId: ownArchive }, { token: agency });
    expect(ownArchived.body).toMatchObject({ data: { status: 'archived' } });
  });

  it('bad input answers 400 with the field and writes nothing', async () => {
    const tooLong = await app.api.post(
      '/api/solution/send-to-publish',
      { content: await solutionPayload(app, agency, { title: 'T'.repeat(101) }) },
      { token: agency },
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.map((e: { field: string }) => e.field)).toEqual(['content.title']);
    const limits = await app.api.post(
      '/api/solution/save-draft',
      {
        content: {
          title: 'T'.repeat(100),
          link: `https://example.com/${'a'.repeat(1981)}`,
          description: 'd'.repeat(2001),
          videoLinks: ['https://youtu.be/dQw4w9WgXcQ', 'nonsense'],
        },
      },
      { token: agency },
    );
    expect(limits.status).toBe(400);
    expect(limits.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'content.description',
      'content.link',
      'content.videoLinks.1',
    ]);
    const atLimits = await app.api.post(
      '/api/solution/save-draft',
      {
        content: {
          title: 'T'.repeat(100),
          link: `https://example.com/${'a'.repeat(1980)}`,
          description: 'd'.repeat(2000),
        },
      },
      { token: agency },
    );
    expect(atLimits.status).toBe(200);
    const missing = await app.api.post(
      '/api/solution/send-to-publish',
      { content: { title: 'Nothing else' } },
      { token: agency },
    );
    expect(missing.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'content.categories',
      'content.contactEmail',
      'content.description',
      'content.logoId',
    ]);
    const unknownCategory = await app.api.post(
      '/api/solution/save-draft',
      { content: { categories: [crmCategoryId, '00000000-0000-4000-8000-000000000000'] } },
      { token: agency },
    );
    expect(unknownCategory.body.errors.map((e: { field: string }) => e.field)).toEqual(['content.categories.1']);
    expect(
      (await app.api.post('/api/solution/save-draft', { solutionId: 'not-a-uuid', content: {} }, { token: agency }))
        .body.errors[0].field,
    ).toBe('solutionId');
    expect((await app.api.post('/api/solution/save-draft', { content: 'nonsense' }, { token: agency })).status).toBe(
      400,
    );
    const { rows } = await app.pool.query(`select count(*)::int as n from solutions where title = $1`, [
      'T'.repeat(101),
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('a save on an older version than the current one is a conflict, not a lost update', async () => {
    const id = (await app.api.post('/api/solution/save-draft', { content: { title: 'Versioned' } }, { token: agency }))
      .body.data.solutionId;
    await app.api.post(
      '/api/solution/save-draft',
      { solutionId: id, version: 1, content: { title: 'Second' } },
      { token: agency },
    );
    const stale = await app.api.post(
      '/api/solution/save-draft',
      { solutionId: id, version: 1, content: { title: 'Stale' } },
      { token: agency },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].code).toBe('stream.version_conflict');
  });

  it('two managers publishing one solution at once: one succeeds, the other gets a conflict', async () => {
    const id = await send({ title: 'Raced' });
    const other = await app.login('manager@demo.test');
    const results = await Promise.all([
      app.api.post('/admin/api/solution/publish', { solutionId: id }, { token: manager }),
      app.api.post('/admin/api/solution/reject', { solutionId: id, reasons: ['Too vague'] }, { token: other }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([409, 422]).toContain(statuses[1]);
    expect((await app.api.get(`/admin/api/solution/history/${id}`, { token: manager })).body.data.meta.total).toBe(2);
  });

  it('the manager saves without moving the solution; a draft is checked as a draft', async () => {
    const id = await send({ title: 'Manager edits' });
    const saved = await app.api.post(
      '/admin/api/solution/save',
      {
        solutionId: id,
        content: await solutionPayload(app, agency, { title: 'Manager edited', categories: [erpCategoryId] }),
      },
      { token: manager },
    );
    expect(saved.body.data).toMatchObject({ status: 'moderation', version: 2 });
    const incomplete = await app.api.post(
      '/admin/api/solution/save',
      { solutionId: id, content: { title: 'Only a title' } },
      { token: manager },
    );
    expect(incomplete.status).toBe(400);
    const draftId = (await app.api.post('/api/solution/save-draft', { content: { title: 'Draft' } }, { token: agency }))
      .body.data.solutionId;
    expect(
      (
        await app.api.post(
          '/admin/api/solution/save',
          { solutionId: draftId, content: { title: 'Draft, by the manager' } },
          { token: manager },
        )
      ).body.data.status,
    ).toBe('draft');
    expect(
      (
        await app.api.post(
          '/admin/api/solution/save',
          { solutionId: crypto.randomUUID(), content: { title: 'Nobody' } },
          { token: manager },
        )
      ).status,
    ).toBe(404);
  });

  it('the solution and every list row say what the caller may do now, from the status table', async () => {
    const id = await send({ title: 'Allowed actions' });
    expect((await app.api.get(`/api/solution/info/${id}`, { token: agency })).body.data.allowedActions).toEqual([
      'saveDraft',
      'sendToReview',
      'moveToDraft',
    ]);
    expect((await app.api.get(`/admin/api/solution/info/${id}`, { token: manager })).body.data.allowedActions).toEqual([
      'publish',
      'managerSave',
      'reject',
      'managerArchive',
    ]);

    await app.api.post('/admin/api/solution/publish', { solutionId: id }, { token: manager });
    const agencyRow = (await app.api.get('/api/solution/list?search=Allowed', { token: agency })).body.data.items[0];
    expect(agencyRow).toMatchObject({
      id,
      status: 'published',
      allowedActions: ['editPublished', 'deactivate', 'moveToDraft', 'archive'],
    });
    const managerRow = (await app.api.get('/admin/api/solution/list?search=Allowed', { token: manager })).body.data
      .items[0];
    expect(managerRow).toMatchObject({ id, status: 'published', allowedActions: ['managerSave', 'managerArchive'] });

    const trpcInfo = await app.api.get(
      `/trpc/solution.info?input=${encodeURIComponent(JSON.stringify({ solutionId: id }))}`,
      { token: manager },
    );
    expect(trpcInfo.body.result.data).toMatchObject({ id, allowedActions: ['managerSave', 'managerArchive'] });
    const trpcList = await app.api.get(
      `/trpc/solution.listForAgency?input=${encodeURIComponent(JSON.stringify({ search: 'Allowed' }))}`,
      { token: agency },
    );
    expect(
      trpcList.body.result.data.items.map((row: { id: string; allowedActions: string[] }) => [
        row.id,
        row.allowedActions,
      ]),
    ).toEqual([[id, ['editPublished', 'deactivate', 'moveToDraft', 'archive']]]);
  });

  it("the manager's one submit button publishes a solution in moderation and saves any other in place, and says which", async () => {
    const id = await send({ title: 'Submit once' });
    const content = await solutionPayload(app, agency, { title: 'Submit once, edited' });
    const published = await app.api.post(
      '/trpc/solution.managerSubmit',
      { solutionId: id, version: 1, content },
      { token: manager },
    );
    expect(published.body.result.data).toEqual({
      solutionId: id,
      status: 'published',
      version: 2,
      outcome: 'published',
    });
    const saved = await app.api.post(
      '/trpc/solution.managerSubmit',
      { solutionId: id, version: 2, content: { ...content, title: 'Submit twice' } },
      { token: manager },
    );
    expect(saved.body.result.data).toEqual({ solutionId: id, status: 'published', version: 3, outcome: 'saved' });
    expect((await app.api.get(`/admin/api/solution/info/${id}`, { token: manager })).body.data).toMatchObject({
      status: 'published',
      title: 'Submit twice',
    });

    const draftId = (
      await app.api.post('/api/solution/save-draft', { content: { title: 'Draft to submit' } }, { token: agency })
    ).body.data.solutionId;
    const draft = await app.api.post(
      '/trpc/solution.managerSubmit',
      { solutionId: draftId, content: { title: 'Draft, submitted by the manager' } },
      { token: manager },
    );
    expect(draft.body.result.data).toMatchObject({ status: 'draft', outcome: 'saved' });
    expect(
      (
        await app.api.post(
          '/trpc/solution.managerSubmit',
          { solutionId: crypto.randomUUID(), content },
          { token: manager },
        )
      ).status,
    ).toBe(404);
    expect(
      (await app.api.post('/trpc/solution.managerSubmit', { solutionId: id, content }, { token: agency })).status,
    ).toBe(403);
  });

  it('lists filter by category, status and search; filters give counts', async () => {
    const id = await send({ title: 'Warehouse ERP Suite', categories: [erpCategoryId] });
    const byCategory = await app.api.get(`/api/solution/list?categoryId=${erpCategoryId}`, { token: agency });
    expect(byCategory.body.data.items.map((s: { id: string }) => s.id)).toContain(id);
    expect(
      byCategory.body.data.items.every((s: { categories: { id: string }[] }) =>
        s.categories.some((c) => c.id === erpCategoryId),
      ),
    ).toBe(true);
    const bySearch = await app.api.get('/admin/api/solution/list?search=warehouse', { token: manager });
    expect(bySearch.body.data.items.map((s: { id: string }) => s.id)).toEqual([id]);
    const byNumber = await app.api.get(`/admin/api/solution/list?search=${bySearch.body.data.items[0].number}`, {
      token: manager,
    });
    expect(byNumber.body.data.items.map((s: { id: string }) => s.id)).toEqual([id]);
    const sorted = await app.api.get('/api/solution/list?sort=title&count=100', { token: agency });
    const titles = sorted.body.data.items.map((s: { title: string }) => s.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    expect((await app.api.get('/api/solution/list?sort=price', { token: agency })).status).toBe(400);

    const filters = (await app.api.get('/api/solution/filters', { token: agency })).body.data;
    expect(filters.categories).toEqual(
      expect.arrayContaining([{ id: erpCategoryId, title: 'ERP', count: expect.any(Number) }]),
    );
    expect(filters.statuses.map((s: { id: string }) => s.id)).toContain('moderation');
    const managerFilters = (await app.api.get('/admin/api/solution/filters', { token: manager })).body.data;
    expect(managerFilters.agencies).toEqual([
      { id: expect.any(String), title: 'Demo Agency', count: expect.any(Number) },
    ]);
  });

  it('the history lists every event with who acted, as whom and when; the solution can be rebuilt as of any moment', async () => {
    clock.set(new Date('2026-11-02T12:00:00Z'));
    const id = (await app.api.post('/api/solution/save-draft', { content: { title: 'Historic' } }, { token: agency }))
      .body.data.solutionId;

    clock.set(new Date('2026-11-02T13:00:00Z'));
    const acting = await app.login('manager@demo.test');
    const agencyUserId = (await app.pool.query(`select id from users where email = 'agency@demo.test'`)).rows[0].id;
    await app.api.post('/admin/api/impersonation/start', { userId: agencyUserId }, { token: acting });
    expect(
      (
        await app.api.post(
          '/api/solution/send-to-publish',
          { solutionId: id, content: await solutionPayload(app, acting, { title: 'Historic' }) },
          { token: acting },
        )
      ).status,
    ).toBe(200);
    await app.api.post('/admin/api/impersonation/stop', {}, { token: acting });

    clock.set(new Date('2026-11-02T14:00:00Z'));
    await app.api.post(
      '/admin/api/solution/reject',
      { solutionId: id, reasons: ['Logo is blurry'] },
      { token: manager },
    );

    const history = (await app.api.get(`/admin/api/solution/history/${id}`, { token: manager })).body.data;
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
      ['SolutionRejected', '2026-11-02T14:00:00.000Z', 'manager@demo.test', 'manager', null],
      ['SolutionSentToReview', '2026-11-02T13:00:00.000Z', 'agency@demo.test', 'partner', 'manager@demo.test'],
      ['SolutionDraftSaved', '2026-11-02T12:00:00.000Z', 'agency@demo.test', 'partner', null],
    ]);
    expect(history.items[0].details).toEqual({ reasons: ['Logo is blurry'], comment: '' });

    const asOf = await app.api.get(`/admin/api/solution/as-of/${id}?at=2026-11-02T13:30:00Z`, { token: manager });
    expect(asOf.body.data).toMatchObject({ status: 'moderation', version: 2, content: { title: 'Historic' } });
    expect(
      (await app.api.get(`/admin/api/solution/as-of/${id}?at=2026-11-01T00:00:00Z`, { token: manager })).status,
    ).toBe(404);
    expect((await app.api.get(`/admin/api/solution/history/${id}`, { token: agency })).status).toBe(403);
    expect((await app.api.get(`/admin/api/solution/history/${crypto.randomUUID()}`, { token: manager })).status).toBe(
      404,
    );
  });

  it('who may call what: visitors 401, clients and partners 403 on the other side', async () => {
    expect((await app.api.post('/api/solution/save-draft', { content: {} })).status).toBe(401);
    expect((await app.api.post('/api/solution/save-draft', { content: {} }, { token: client })).status).toBe(403);
    expect((await app.api.get('/api/solution/list', { token: client })).status).toBe(403);
    expect((await app.api.get('/api/solution/list', { token: manager })).status).toBe(403);
    for (const path of [
      '/admin/api/solution/list',
      '/admin/api/solution/archive-list',
      '/admin/api/solution/filters',
      '/admin/api/solution/archive-filters',
    ]) {
      expect((await app.api.get(path, { token: agency })).status).toBe(403);
    }
    for (const path of [
      '/admin/api/solution/publish',
      '/admin/api/solution/reject',
      '/admin/api/solution/delete',
      '/admin/api/solution/draft-from-archive',
      '/admin/api/solution/save',
    ]) {
      expect(
        (await app.api.post(path, { solutionId: crypto.randomUUID(), content: {} }, { token: agency })).status,
      ).toBe(403);
    }
    expect((await app.api.get(`/api/solution/info/${crypto.randomUUID()}`, { token: client })).status).toBe(404);
  });

  it('managers export every solution, or the archive, as an Excel file; others cannot', async () => {
    const all = await app.api.raw('/admin/api/excel-export/solutions', {
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toContain('spreadsheetml');
    expect(all.headers.get('content-disposition')).toMatch(/attachment; filename="solutions-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const bytes = Buffer.from(await all.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const archive = await app.api.raw('/admin/api/excel-export/solutions?isArchiveExport=true', {
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(archive.headers.get('content-disposition')).toContain('solutions-archive-');
    expect(
      (await app.api.raw('/admin/api/excel-export/solutions', { headers: { authorization: `Bearer ${agency}` } }))
        .status,
    ).toBe(403);

    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain('Title');
    const titles = new Set<string>();
    sheet.eachRow((row, n) => n > 1 && titles.add(String(row.getCell(3).value)));
    expect(titles.has('Route Optimizer')).toBe(true);
  });

  it('the OpenAPI document lists the solution paths', async () => {
    const doc = (await app.api.get('/api/openapi.json')).body;
    for (const path of [
      '/api/solution/save-draft',
      '/admin/api/solution/history/{id}',
      '/api/solution-catalog/list',
      '/api/solution-request/create',
      '/admin/api/excel-export/solutions',
    ])
      expect(Object.keys(doc.paths)).toContain(path);
  });

  it('the OpenAPI document takes its limits and answers from the schemas the use cases use', async () => {
    const doc = (await app.api.get('/api/openapi.json')).body;
    const bodyOf = (path: string) => doc.paths[path].post.requestBody.content['application/json'].schema;
    const content = bodyOf('/api/solution/save-draft').properties.content.properties;
    expect({
      title: content.title.maxLength,
      description: content.description.maxLength,
      categories: content.categories.maxItems,
      screenshots: content.screenshotIds.maxItems,
      videoLinks: content.videoLinks.maxItems,
    }).toEqual({
      title: SOLUTION_LIMITS.title,
      description: SOLUTION_LIMITS.description,
      categories: SOLUTION_LIMITS.categories,
      screenshots: SOLUTION_LIMITS.screenshots,
      videoLinks: SOLUTION_LIMITS.videoLinks,
    });
    expect(bodyOf('/api/solution-request/create').properties.comment.maxLength).toBe(SOLUTION_REQUEST_LIMITS.comment);
    const info =
      doc.paths['/api/solution/info/{id}'].get.responses['200'].content['application/json'].schema.properties.data;
    expect(info.properties.allowedActions.items.enum).toEqual([...actions]);
  });
});
