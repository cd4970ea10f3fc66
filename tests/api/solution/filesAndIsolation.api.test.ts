import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../support/companies';
import { blockJpeg, gradientPng, pngOfExactSize } from '../../support/imageFixtures';
import { solutionPayload, uploadFile, uploadedId } from '../../support/solutionFixtures';
import { startTestApp, type TestApp } from '../../support/testApp';

/** Logos and screenshots checked by content at upload and owned by the solution's agency; one agency never sees another's solutions. */
describe('solution files and tenant isolation', () => {
  let app: TestApp;
  let agency: string;
  let rival: string;
  let manager: string;

  beforeAll(async () => {
    app = await startTestApp();
    [agency, manager] = await Promise.all([app.login('agency@demo.test'), app.login('manager@demo.test')]);
    rival = await registerCompany(app, 'agency', 'rita@rival.test');
  });
  afterAll(() => app.stop());

  const codes = (body: { errors: { field: string; code: string }[] }) => body.errors.map((e) => [e.field, e.code]);

  it('a screenshot of 3,145,728 + 1 bytes is refused at upload with errorSize; a smaller one is stored', async () => {
    const tooBig = await uploadFile(app, agency, 'screenshot', pngOfExactSize(3_145_728 + 1));
    expect(tooBig.status).toBe(400);
    expect(codes(tooBig.body)).toEqual([['file', 'errorSize']]);
    const fits = await uploadFile(app, agency, 'screenshot', pngOfExactSize(3_000_000));
    expect(fits.status).toBe(200);
    expect(fits.body.data).toMatchObject({ purpose: 'screenshot', mime: 'image/png', size: expect.any(Number) });
  });

  it('a .png that is really text is refused with errorFormat; a JPEG screenshot is fine', async () => {
    const text = await uploadFile(
      app,
      agency,
      'screenshot',
      Buffer.from('just some text pretending to be an image\n'.repeat(20)),
      'screen.png',
    );
    expect(text.status).toBe(400);
    expect(codes(text.body)).toEqual([['file', 'errorFormat']]);
    const logoText = await uploadFile(app, agency, 'logo', Buffer.from('%PDF-1.4 not a logo'), 'logo.png');
    expect(codes(logoText.body)).toEqual([['file', 'errorFormat']]);
    expect((await uploadFile(app, agency, 'screenshot', blockJpeg(), 'screen.jpeg')).status).toBe(200);
  });

  it("a solution names only its agency's files, each of the purpose of its field", async () => {
    const foreignLogo = await uploadedId(app, rival, 'logo');
    const ownScreenshot = await uploadedId(app, agency, 'screenshot');
    const ownLogo = await uploadedId(app, agency, 'logo');
    for (const path of ['/api/solution/save-draft', '/api/solution/send-to-publish']) {
      const foreign = await app.api.post(
        path,
        { content: await solutionPayload(app, agency, { logoId: foreignLogo }) },
        { token: agency },
      );
      expect(foreign.status).toBe(400);
      expect(codes(foreign.body)).toEqual([['content.logoId', 'file_not_found']]);
    }
    const wrongPurpose = await app.api.post(
      '/api/solution/save-draft',
      { content: { logoId: ownScreenshot, screenshotIds: [ownScreenshot, ownLogo, crypto.randomUUID(), 'not-an-id'] } },
      { token: agency },
    );
    expect(codes(wrongPurpose.body)).toEqual([
      ['content.logoId', 'file_not_found'],
      ['content.screenshotIds.1', 'file_not_found'],
      ['content.screenshotIds.2', 'file_not_found'],
      ['content.screenshotIds.3', 'file_not_found'],
    ]);
    const fine = await app.api.post(
      '/api/solution/save-draft',
      { content: { logoId: ownLogo, screenshotIds: [ownScreenshot, ownScreenshot] } },
      { token: agency },
    );
    expect(fine.status).toBe(200);
    const info = await app.api.get(`/api/solution/info/${fine.body.data.solutionId}`, { token: agency });
    expect(info.body.data.content.screenshotIds).toEqual([ownScreenshot]);
    // The files are public, as the catalogue shows them.
    expect((await app.api.raw(info.body.data.logo.url)).status).toBe(200);
  });

  it("a manager's edit names files of the solution's agency, not the manager's own", async () => {
    const sent = await app.api.post(
      '/api/solution/send-to-publish',
      { content: await solutionPayload(app, agency, { title: 'Moderated' }) },
      { token: agency },
    );
    const managerLogo = await uploadedId(app, manager, 'logo');
    const refused = await app.api.post(
      '/admin/api/solution/publish',
      { solutionId: sent.body.data.solutionId, content: await solutionPayload(app, agency, { logoId: managerLogo }) },
      { token: manager },
    );
    expect(codes(refused.body)).toEqual([['content.logoId', 'file_not_found']]);
    const agencyId = (await app.api.get('/api/user/profile', { token: agency })).body.data.agencyId;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(gradientPng())]), 'logo.png');
    const forAgency = await (
      await app.api.raw(`/api/files/upload?purpose=logo&companyId=${agencyId}`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${manager}` },
      })
    ).json();
    const published = await app.api.post(
      '/admin/api/solution/publish',
      {
        solutionId: sent.body.data.solutionId,
        content: await solutionPayload(app, agency, { logoId: forAgency.data.id }),
      },
      { token: manager },
    );
    expect(published.body.data.status).toBe('published');
  });

  it("agency B cannot read, change or list agency A's solution: 404 and empty lists", async () => {
    const id = (
      await app.api.post(
        '/api/solution/send-to-publish',
        { content: await solutionPayload(app, agency, { title: 'Private to A' }) },
        { token: agency },
      )
    ).body.data.solutionId;
    expect((await app.api.get(`/api/solution/info/${id}`, { token: rival })).status).toBe(404);
    for (const path of [
      '/api/solution/deactivate',
      '/api/solution/delete',
      '/api/solution/move-to-draft',
      '/api/solution/archive',
    ]) {
      const res = await app.api.post(path, { solutionId: id }, { token: rival });
      expect([path, res.status, res.body.errors[0].code]).toEqual([path, 404, 'solution.not_found']);
    }
    for (const path of ['/api/solution/save-draft', '/api/solution/send-to-publish']) {
      const res = await app.api.post(
        path,
        { solutionId: id, content: await solutionPayload(app, rival, { title: 'Taken over' }) },
        { token: rival },
      );
      expect(res.status).toBe(404);
    }
    const list = await app.api.get('/api/solution/list', { token: rival });
    expect(list.body.data).toMatchObject({ items: [], meta: { total: 0 }, statusCounts: {} });
    const filters = await app.api.get('/api/solution/filters', { token: rival });
    expect(filters.body.data).toEqual({ statuses: [], categories: [], agencies: [] });
    const { rows } = await app.pool.query('select title, status from solutions where id = $1', [id]);
    expect(rows[0]).toEqual({ title: 'Private to A', status: 'moderation' });
    // B's own solution is B's alone.
    const own = (
      await app.api.post('/api/solution/save-draft', { content: { title: 'Rival draft' } }, { token: rival })
    ).body.data.solutionId;
    expect(
      (await app.api.get('/api/solution/list', { token: rival })).body.data.items.map((s: { id: string }) => s.id),
    ).toEqual([own]);
    expect(
      (await app.api.get('/api/solution/list', { token: agency })).body.data.items.map((s: { id: string }) => s.id),
    ).not.toContain(own);
  });
});
