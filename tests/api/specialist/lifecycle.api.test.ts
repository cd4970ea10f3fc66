import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPayload } from '../../support/specialistPayloads';
import { startTestApp, type TestApp } from '../../support/testApp';

/** A card's life over REST: the agency drafts and sends, the manager publishes or declines, the history says who did what. */
describe('specialist card lifecycle over REST', () => {
  let app: TestApp;
  let agency: string;
  let manager: string;
  let agencyId: string;
  beforeAll(async () => {
    app = await startTestApp();
    agency = await app.login('agency@demo.test');
    manager = await app.login('manager@demo.test');
    agencyId = (await app.api.get('/api/user/profile', { token: agency })).body.data.agencyId;
  });
  afterAll(() => app.stop());

  it('draft, send to review, publish: each step lands in the lists at once', async () => {
    const content = await cardPayload(app.pool);
    const draft = await app.api.post(
      '/api/specialist/save-draft',
      { content: { ...content, texts: { en: { surname: 'Draftly', name: 'Dora' } } } },
      { token: agency },
    );
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({ status: 'draft', version: 1 });
    const id = draft.body.data.specialistId;

    const sent = await app.api.post(
      '/api/specialist/send-to-publish',
      { specialistUuid: id, version: 1, content },
      { token: agency },
    );
    expect(sent.body.data).toMatchObject({ status: 'moderation', version: 2 });

    const list = await app.api.get(`/api/specialist/list-v2/${agencyId}?status=moderation`, { token: agency });
    expect(list.body.data.items.map((c: { id: string }) => c.id)).toEqual([id]);
    expect(list.body.data.meta).toEqual({ page: 1, count: 5, total: 1 });

    const published = await app.api.post(
      '/admin/api/specialist/publish',
      { specialistId: id, review: { verified: true, hrReview: 'Strong payments background.' } },
      { token: manager },
    );
    expect(published.body.data).toMatchObject({ status: 'published', version: 3 });

    const info = await app.api.get(`/admin/api/specialist/info/${id}`, { token: manager });
    expect(info.body.data).toMatchObject({
      status: 'published',
      verified: true,
      surname: 'Schmidt',
      review: {
        verified: true,
        hrReview: 'Strong payments background.',
        hrReviewDate: new Date().toISOString().slice(0, 10),
      },
    });
    expect(info.body.data.content.agencyReservations).toEqual([{ startPeriod: '2027-03-01', endPeriod: '2027-04-10' }]);
    expect(info.body.data.content.texts.en.projects[0].id).not.toMatch(/^new-/);
    expect(info.body.data.price).toMatchObject({ agencyRate: 4000, catalogPrice: 5000 });

    const own = await app.api.get(`/api/specialist/info/${id}`, { token: agency });
    expect(own.body.data.review).toBeNull();
  });

  it('the agency edits a published card in place: it stays published', async () => {
    const content = await cardPayload(app.pool, { surname: 'Editor' });
    const id = (await app.api.post('/api/specialist/send-to-publish', { content }, { token: agency })).body.data
      .specialistId;
    await app.api.post('/admin/api/specialist/publish', { specialistId: id }, { token: manager });
    const edited = await app.api.post(
      '/api/specialist/send-to-publish',
      { specialistId: id, content: await cardPayload(app.pool, { surname: 'Edited' }) },
      { token: agency },
    );
    expect(edited.body.data).toMatchObject({ status: 'published', version: 3 });
  });

  it('the manager declines with reasons the agency reads; publishing it again is refused with a code', async () => {
    const id = (
      await app.api.post(
        '/api/specialist/send-to-publish',
        { content: await cardPayload(app.pool, { surname: 'Declined' }) },
        { token: agency },
      )
    ).body.data.specialistId;
    expect(
      (await app.api.post('/admin/api/specialist/reject', { specialistId: id, reasons: [] }, { token: manager }))
        .status,
    ).toBe(422);
    const declined = await app.api.post(
      '/admin/api/specialist/reject',
      { specialistId: id, reasons: ['Projects are not described'], comment: 'Add the stack' },
      { token: manager },
    );
    expect(declined.body.data.status).toBe('rejected');
    const own = await app.api.get(`/api/specialist/info/${id}`, { token: agency });
    expect(own.body.data.rejection).toEqual({ reasons: ['Projects are not described'], comment: 'Add the stack' });
    const again = await app.api.post('/admin/api/specialist/publish', { specialistId: id }, { token: manager });
    expect(again.status).toBe(422);
    expect(again.body.errors[0].code).toBe('specialist.not_in_moderation');
  });

  it('bad input answers 400 with the field, and writes nothing', async () => {
    const content = await cardPayload(app.pool);
    content.texts.en.surname = 'S'.repeat(51);
    content.workingConditions.hourPrice = 0;
    const res = await app.api.post('/api/specialist/send-to-publish', { content }, { token: agency });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'content.texts.en.surname',
      'content.workingConditions.hourPrice',
    ]);
    expect(
      (await app.api.post('/api/specialist/save-draft', { specialistId: 'not-a-uuid', content: {} }, { token: agency }))
        .body.errors[0].field,
    ).toBe('specialistId');
    expect((await app.api.post('/api/specialist/save-draft', { content: 'nonsense' }, { token: agency })).status).toBe(
      400,
    );
    expect(
      (
        await app.api.post(
          '/admin/api/specialist/block',
          { specialistId: crypto.randomUUID(), reason: '' },
          { token: manager },
        )
      ).body.errors[0].field,
    ).toBe('reason');
    const { rows } = await app.pool.query(`select count(*)::int as n from specialist_cards where surname = $1`, [
      'S'.repeat(51),
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('a save on an older version than the current one is a conflict, not a lost update', async () => {
    const content = await cardPayload(app.pool, { surname: 'Versioned' });
    const id = (await app.api.post('/api/specialist/save-draft', { content }, { token: agency })).body.data
      .specialistId;
    expect(
      (await app.api.post('/api/specialist/save-draft', { specialistId: id, version: 1, content }, { token: agency }))
        .status,
    ).toBe(200);
    const stale = await app.api.post(
      '/api/specialist/save-draft',
      { specialistId: id, version: 1, content },
      { token: agency },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].code).toBe('stream.version_conflict');
  });

  it('a client or a partner cannot moderate; a visitor cannot do anything', async () => {
    const client = await app.login('client@demo.test');
    const id = (
      await app.api.post('/api/specialist/send-to-publish', { content: await cardPayload(app.pool) }, { token: agency })
    ).body.data.specialistId;
    expect((await app.api.post('/admin/api/specialist/publish', { specialistId: id }, { token: agency })).status).toBe(
      403,
    );
    expect((await app.api.post('/admin/api/specialist/publish', { specialistId: id }, { token: client })).status).toBe(
      403,
    );
    expect((await app.api.post('/api/specialist/save-draft', { content: {} }, { token: client })).status).toBe(403);
    expect((await app.api.get('/admin/api/specialist/list-v2')).status).toBe(401);
  });

  it("every command on a card that does not exist answers 404 specialist.not_found, the manager's as the agency's", async () => {
    const missing = crypto.randomUUID();
    const managerCalls: [string, Record<string, unknown>][] = [
      ['/admin/api/specialist/publish', {}],
      ['/admin/api/specialist/save', { content: await cardPayload(app.pool) }],
      ['/admin/api/specialist/reject', { reasons: ['Projects are not described'] }],
      ['/admin/api/specialist/block', { reason: 'Duplicate' }],
      ['/admin/api/specialist/hide', {}],
      ['/admin/api/specialist/archive', {}],
      ['/admin/api/specialist/delete', {}],
      ['/admin/api/specialist/draft-from-archive', {}],
    ];
    for (const [path, body] of managerCalls) {
      const res = await app.api.post(path, { specialistId: missing, ...body }, { token: manager });
      expect({ path, status: res.status, code: res.body.errors[0].code }).toEqual({
        path,
        status: 404,
        code: 'specialist.not_found',
      });
    }
    for (const path of ['/api/specialist/deactivate', '/api/specialist/delete', '/api/specialist/archive']) {
      const res = await app.api.post(path, { specialistId: missing }, { token: agency });
      expect({ path, status: res.status, code: res.body.errors[0].code }).toEqual({
        path,
        status: 404,
        code: 'specialist.not_found',
      });
    }
    const submitted = await app.api.post(
      '/trpc/specialist.managerSubmit',
      { specialistId: missing, content: await cardPayload(app.pool) },
      { token: manager },
    );
    expect(submitted.status).toBe(404);
  });

  it('the card and every list row say what the caller may do now, from the status table', async () => {
    const id = (
      await app.api.post(
        '/api/specialist/send-to-publish',
        { content: await cardPayload(app.pool, { surname: 'Actions' }) },
        { token: agency },
      )
    ).body.data.specialistId;
    const own = await app.api.get(`/api/specialist/info/${id}`, { token: agency });
    expect(own.body.data.allowedActions).toEqual(['saveDraft', 'sendToReview']);
    const moderated = await app.api.get(`/admin/api/specialist/info/${id}`, { token: manager });
    expect(moderated.body.data.allowedActions).toEqual(['publish', 'managerSave', 'reject', 'block', 'managerArchive']);

    await app.api.post('/admin/api/specialist/publish', { specialistId: id }, { token: manager });
    const agencyRow = (await app.api.get(`/api/specialist/list-v2/${agencyId}?search=Actions`, { token: agency })).body
      .data.items[0];
    expect(agencyRow).toMatchObject({
      id,
      status: 'published',
      allowedActions: ['editPublished', 'deactivate', 'archive'],
    });
    const managerRow = (await app.api.get('/admin/api/specialist/list-v2?search=Actions', { token: manager })).body.data
      .items[0];
    expect(managerRow).toMatchObject({
      id,
      status: 'published',
      allowedActions: ['managerSave', 'block', 'hide', 'managerArchive'],
    });

    const trpcInfo = await app.api.get(
      `/trpc/specialist.info?input=${encodeURIComponent(JSON.stringify({ specialistId: id }))}`,
      { token: agency },
    );
    expect(trpcInfo.body.result.data.allowedActions).toEqual(['editPublished', 'deactivate', 'archive']);
    const trpcList = await app.api.get(
      `/trpc/specialist.listForManager?input=${encodeURIComponent(JSON.stringify({ search: 'Actions' }))}`,
      { token: manager },
    );
    expect(
      trpcList.body.result.data.items.map((row: { id: string; allowedActions: string[] }) => [
        row.id,
        row.allowedActions,
      ]),
    ).toEqual([[id, ['managerSave', 'block', 'hide', 'managerArchive']]]);
  });

  it("the manager's one submit button publishes a card in moderation and saves any other in place, and says which", async () => {
    const content = await cardPayload(app.pool, { surname: 'Submitted' });
    const id = (await app.api.post('/api/specialist/send-to-publish', { content }, { token: agency })).body.data
      .specialistId;
    const review = { verified: true, hrReview: 'Checked by the platform.' };
    const published = await app.api.post(
      '/trpc/specialist.managerSubmit',
      { specialistId: id, content, review },
      { token: manager },
    );
    expect(published.body.result.data).toEqual({
      specialistId: id,
      status: 'published',
      version: 2,
      outcome: 'published',
    });

    const saved = await app.api.post(
      '/trpc/specialist.managerSubmit',
      { specialistId: id, version: 2, content: await cardPayload(app.pool, { surname: 'Resubmitted' }), review },
      { token: manager },
    );
    expect(saved.body.result.data).toEqual({ specialistId: id, status: 'published', version: 3, outcome: 'saved' });
    const info = await app.api.get(`/admin/api/specialist/info/${id}`, { token: manager });
    expect(info.body.data).toMatchObject({
      status: 'published',
      surname: 'Resubmitted',
      verified: true,
      review: { verified: true, hrReview: 'Checked by the platform.' },
    });

    const history = await app.api.get(`/admin/api/specialist/history/${id}`, { token: manager });
    expect(history.body.data.items.map((e: { type: string }) => e.type)).toEqual([
      'SpecialistSavedByManager',
      'SpecialistPublished',
      'SpecialistSentToReview',
    ]);
    const stale = await app.api.post(
      '/trpc/specialist.managerSubmit',
      { specialistId: id, version: 2, content, review },
      { token: manager },
    );
    expect(stale.status).toBe(409);
    expect(
      (await app.api.post('/trpc/specialist.managerSubmit', { specialistId: id, content }, { token: agency })).status,
    ).toBe(403);
  });

  it('the catalogue price is computed on the server from the fee and VAT', async () => {
    const res = await app.api.get('/api/specialist/catalog-price?price=40', { token: agency });
    expect(res.body.data).toMatchObject({
      agencyRate: 4000,
      catalogPrice: 5000,
      vat: 1000,
      catalogPriceWithVat: 6000,
      catalogHourPrice: 50,
    });
    expect((await app.api.get('/api/specialist/catalog-price?price=abc', { token: agency })).status).toBe(400);
  });
});

describe('Excel exports of specialist cards', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  const sheetRows = async (response: Response) => {
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  it('the agency exports its own cards, a client cannot, managers export all or the archive', async () => {
    const agency = await app.login('agency@demo.test');
    const manager = await app.login('manager@demo.test');
    const agencyId = (await app.api.get('/api/user/profile', { token: agency })).body.data.agencyId;
    for (const surname of ['Ames', 'Baker'])
      await app.api.post(
        '/api/specialist/save-draft',
        { content: await cardPayload(app.pool, { surname }) },
        { token: agency },
      );
    const archivedId = (
      await app.api.post(
        '/api/specialist/save-draft',
        { content: await cardPayload(app.pool, { surname: 'Cole' }) },
        { token: agency },
      )
    ).body.data.specialistId;
    await app.api.post('/api/specialist/archive', { specialistId: archivedId }, { token: agency });

    const own = await app.api.raw(`/api/specialist/list-v2-excel/${agencyId}?sort=surname`, {
      headers: { authorization: `Bearer ${agency}` },
    });
    expect(own.headers.get('content-type')).toContain('spreadsheetml');
    expect(own.headers.get('content-disposition')).toMatch(
      /attachment; filename="specialists-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const rows = await sheetRows(own);
    expect(rows[0]).toContain('Surname');
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Ames', 'Baker', 'Cole']);

    const client = await app.login('client@demo.test');
    expect(
      (
        await app.api.raw(`/api/specialist/list-v2-excel/${agencyId}`, {
          headers: { authorization: `Bearer ${client}` },
        })
      ).status,
    ).toBe(403);

    const active = await sheetRows(
      await app.api.raw('/admin/api/excel-export/specialists?sort=surname', {
        headers: { authorization: `Bearer ${manager}` },
      }),
    );
    const archive = await sheetRows(
      await app.api.raw('/admin/api/excel-export/specialists?isArchiveExport=true', {
        headers: { authorization: `Bearer ${manager}` },
      }),
    );
    expect(active.slice(1).map((r) => r[1])).toEqual(['Ames', 'Baker']);
    expect(archive.slice(1).map((r) => r[1])).toEqual(['Cole']);
    expect(
      (await app.api.raw('/admin/api/excel-export/specialists', { headers: { authorization: `Bearer ${agency}` } }))
        .status,
    ).toBe(403);
  });
});
