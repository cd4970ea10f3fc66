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
    const draft = await app.api.post('/api/specialist/save-draft', { content: { ...content, texts: { en: { surname: 'Draftly', name: 'Dora' } } } }, { token: agency });
    expect(draft.status).toBe(200);
    expect(draft.body.data).toMatchObject({ status: 'draft', version: 1 });
    const id = draft.body.data.specialistId;

    const sent = await app.api.post('/api/specialist/send-to-publish', { specialistUuid: id, version: 1, content }, { token: agency });
    expect(sent.body.data).toMatchObject({ status: 'moderation', version: 2 });

    const list = await app.api.get(`/api/specialist/list-v2/${agencyId}?status=moderation`, { token: agency });
    expect(list.body.data.items.map((c: { id: string }) => c.id)).toEqual([id]);
    expect(list.body.data.meta).toEqual({ page: 1, count: 5, total: 1 });

    const published = await app.api.post('/admin/api/specialist/publish', { specialistId: id, review: { verified: true, hrReview: 'Strong payments background.' } }, { token: manager });
    expect(published.body.data).toMatchObject({ status: 'published', version: 3 });

    const info = await app.api.get(`/admin/api/specialist/info/${id}`, { token: manager });
    expect(info.body.data).toMatchObject({ status: 'published', verified: true, surname: 'Schmidt', review: { verified: true, hrReview: 'Strong payments background.', hrReviewDate: expect.any(String) } });
    expect(info.body.data.content.agencyReservations).toEqual([{ startPeriod: '2027-03-01', endPeriod: '2027-04-10' }]);
    expect(info.body.data.content.texts.en.projects[0].id).not.toMatch(/^new-/);
    expect(info.body.data.price).toMatchObject({ agencyRate: 4000, catalogPrice: 5000 });

    const own = await app.api.get(`/api/specialist/info/${id}`, { token: agency });
    expect(own.body.data.review).toBeNull();
  });

  it('the agency edits a published card in place: it stays published', async () => {
    const content = await cardPayload(app.pool, { surname: 'Editor' });
    const id = (await app.api.post('/api/specialist/send-to-publish', { content }, { token: agency })).body.data.specialistId;
    await app.api.post('/admin/api/specialist/publish', { specialistId: id }, { token: manager });
    const edited = await app.api.post('/api/specialist/send-to-publish', { specialistId: id, content: await cardPayload(app.pool, { surname: 'Edited' }) }, { token: agency });
    expect(edited.body.data).toMatchObject({ status: 'published', version: 3 });
  });

  it('the manager declines with reasons the agency reads; publishing it again is refused with a code', async () => {
    const id = (await app.api.post('/api/specialist/send-to-publish', { content: await cardPayload(app.pool, { surname: 'Declined' }) }, { token: agency })).body.data.specialistId;
    expect((await app.api.post('/admin/api/specialist/reject', { specialistId: id, reasons: [] }, { token: manager })).status).toBe(422);
    const declined = await app.api.post('/admin/api/specialist/reject', { specialistId: id, reasons: ['Projects are not described'], comment: 'Add the stack' }, { token: manager });
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
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['content.texts.en.surname', 'content.workingConditions.hourPrice']);
    expect((await app.api.post('/api/specialist/save-draft', { specialistId: 'not-a-uuid', content: {} }, { token: agency })).body.errors[0].field).toBe('specialistId');
    expect((await app.api.post('/api/specialist/save-draft', { content: 'nonsense' }, { token: agency })).status).toBe(400);
    expect((await app.api.post('/admin/api/specialist/block', { specialistId: crypto.randomUUID(), reason: '' }, { token: manager })).body.errors[0].field).toBe('reason');
    const { rows } = await app.pool.query(`select count(*)::int as n from specialist_cards where surname = $1`, ['S'.repeat(51)]);
    expect(rows[0].n).toBe(0);
  });

  it('a save on an older version than the current one is a conflict, not a lost update', async () => {
    const content = await cardPayload(app.pool, { surname: 'Versioned' });
    const id = (await app.api.post('/api/specialist/save-draft', { content }, { token: agency })).body.data.specialistId;
    expect((await app.api.post('/api/specialist/save-draft', { specialistId: id, version: 1, content }, { token: agency })).status).toBe(200);
    const stale = await app.api.post('/api/specialist/save-draft', { specialistId: id, version: 1, content }, { token: agency });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].code).toBe('stream.version_conflict');
  });

  it('a client or a partner cannot moderate; a visitor cannot do anything', async () => {
    const client = await app.login('client@demo.test');
    const id = (await app.api.post('/api/specialist/send-to-publish', { content: await cardPayload(app.pool) }, { token: agency })).body.data.specialistId;
    expect((await app.api.post('/admin/api/specialist/publish', { specialistId: id }, { token: agency })).status).toBe(403);
    expect((await app.api.post('/admin/api/specialist/publish', { specialistId: id }, { token: client })).status).toBe(403);
    expect((await app.api.post('/api/specialist/save-draft', { content: {} }, { token: client })).status).toBe(403);
    expect((await app.api.get('/admin/api/specialist/list-v2')).status).toBe(401);
  });

  it('the catalogue price is computed on the server from the fee and VAT', async () => {
    const res = await app.api.get('/api/specialist/catalog-price?price=40', { token: agency });
    expect(res.body.data).toMatchObject({ agencyRate: 4000, catalogPrice: 5000, vat: 1000, catalogPriceWithVat: 6000, catalogHourPrice: 50 });
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
    for (const surname of ['Ames', 'Baker']) await app.api.post('/api/specialist/save-draft', { content: await cardPayload(app.pool, { surname }) }, { token: agency });
    const archivedId = (await app.api.post('/api/specialist/save-draft', { content: await cardPayload(app.pool, { surname: 'Cole' }) }, { token: agency })).body.data.specialistId;
    await app.api.post('/api/specialist/archive', { specialistId: archivedId }, { token: agency });

    const own = await app.api.raw(`/api/specialist/list-v2-excel/${agencyId}?sort=surname`, { headers: { authorization: `Bearer ${agency}` } });
    expect(own.headers.get('content-type')).toContain('spreadsheetml');
    expect(own.headers.get('content-disposition')).toMatch(/attachment; filename="specialists-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const rows = await sheetRows(own);
    expect(rows[0]).toContain('Surname');
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Ames', 'Baker', 'Cole']);

    const client = await app.login('client@demo.test');
    expect((await app.api.raw(`/api/specialist/list-v2-excel/${agencyId}`, { headers: { authorization: `Bearer ${client}` } })).status).toBe(403);

    const active = await sheetRows(await app.api.raw('/admin/api/excel-export/specialists?sort=surname', { headers: { authorization: `Bearer ${manager}` } }));
    const archive = await sheetRows(await app.api.raw('/admin/api/excel-export/specialists?isArchiveExport=true', { headers: { authorization: `Bearer ${manager}` } }));
    expect(active.slice(1).map((r) => r[1])).toEqual(['Ames', 'Baker']);
    expect(archive.slice(1).map((r) => r[1])).toEqual(['Cole']);
    expect((await app.api.raw('/admin/api/excel-export/specialists', { headers: { authorization: `Bearer ${agency}` } })).status).toBe(403);
  });
});
