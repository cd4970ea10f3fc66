import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockJpeg, gradientPng } from '../../support/imageFixtures';
import { cardPayload } from '../../support/specialistPayloads';
import { startTestApp, type TestApp } from '../../support/testApp';

/** A card names only files its agency uploaded, each used for its purpose: anything else is a field error, not a 500. */
describe('files named by specialist cards', () => {
  let app: TestApp;
  let agency: string;
  let manager: string;
  let rival: string;
  let agencyId: string;

  beforeAll(async () => {
    app = await startTestApp();
    [agency, manager] = await Promise.all([app.login('agency@demo.test'), app.login('manager@demo.test')]);
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
    rival = await app.login('rita@rival.test', 'rival-pass-1');
    agencyId = (await app.api.get('/api/user/profile', { token: agency })).body.data.agencyId;
  });
  afterAll(() => app.stop());

  const upload = async (purpose: string, bytes: Uint8Array, token: string, companyId?: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), purpose === 'photo' ? 'photo.png' : 'certificate.jpg');
    const response = await app.api.raw(
      `/api/files/upload?purpose=${purpose}${companyId ? `&companyId=${companyId}` : ''}`,
      { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } },
    );
    return (await response.json()).data.id as string;
  };
  const withFiles = async (photoId: string | null, certificateFileIds: (string | null)[] = []) => {
    const content = await cardPayload(app.pool);
    return {
      ...content,
      shared: { ...content.shared, photoId },
      texts: {
        en: {
          ...content.texts.en,
          certificates: certificateFileIds.map((fileId, i) => ({
            id: `new-c${i}`,
            school: 'AWS',
            title: `Certificate ${i}`,
            date: '2022-01-01',
            fileId,
          })),
        },
      },
    };
  };

  it("the agency's own photo and certificate files are saved on the card", async () => {
    const photoId = await upload('photo', gradientPng(), agency);
    const certificateId = await upload('certificate', blockJpeg(), agency);
    const saved = await app.api.post(
      '/api/specialist/send-to-publish',
      { content: await withFiles(photoId, [certificateId]) },
      { token: agency },
    );
    expect(saved.status).toBe(200);
    const info = await app.api.get(`/api/specialist/info/${saved.body.data.specialistId}`, { token: agency });
    expect(info.body.data.content.shared.photoId).toBe(photoId);
    expect(info.body.data.content.texts.en.certificates[0].fileId).toBe(certificateId);
  });

  it("another agency's photo, an unknown id and a file of the wrong purpose are field errors at their paths", async () => {
    const foreignPhoto = await upload('photo', gradientPng(), rival);
    const ownPhoto = await upload('photo', gradientPng(), agency);
    for (const path of ['/api/specialist/save-draft', '/api/specialist/send-to-publish']) {
      const foreign = await app.api.post(path, { content: await withFiles(foreignPhoto) }, { token: agency });
      expect(foreign.status).toBe(400);
      expect(foreign.body.errors).toEqual([
        { field: 'content.shared.photoId', code: 'file_not_found', title: expect.any(String) },
      ]);
    }
    const unknown = await app.api.post(
      '/api/specialist/save-draft',
      { content: await withFiles(crypto.randomUUID()) },
      { token: agency },
    );
    expect(unknown.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['content.shared.photoId', 'file_not_found'],
    ]);
    const notAnId = await app.api.post(
      '/api/specialist/save-draft',
      { content: await withFiles('photo-123') },
      { token: agency },
    );
    expect(notAnId.status).toBe(400);
    // A photo is not a certificate: the second certificate row names the photo.
    const certificate = await upload('certificate', blockJpeg(), agency);
    const wrongPurpose = await app.api.post(
      '/api/specialist/save-draft',
      { content: await withFiles(null, [certificate, ownPhoto]) },
      { token: agency },
    );
    expect(wrongPurpose.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['content.texts.en.certificates.1.fileId', 'file_not_found'],
    ]);
    const { rows } = await app.pool.query('select count(*)::int as n from specialist_cards where photo_id = $1', [
      foreignPhoto,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it("a manager's edit names files of the card's agency: uploaded for that agency they pass, the manager's own do not", async () => {
    const sent = await app.api.post(
      '/api/specialist/send-to-publish',
      { content: await withFiles(null) },
      { token: agency },
    );
    const specialistId = sent.body.data.specialistId;
    const managersOwn = await upload('photo', gradientPng(), manager);
    const refused = await app.api.post(
      '/admin/api/specialist/save',
      { specialistId, content: await withFiles(managersOwn) },
      { token: manager },
    );
    expect(refused.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['content.shared.photoId', 'file_not_found'],
    ]);
    const forAgency = await upload('photo', gradientPng(), manager, agencyId);
    expect(
      (
        await app.api.post(
          '/admin/api/specialist/save',
          { specialistId, content: await withFiles(forAgency) },
          { token: manager },
        )
      ).status,
    ).toBe(200);
    const publishRefused = await app.api.post(
      '/admin/api/specialist/publish',
      { specialistId, content: await withFiles(managersOwn) },
      { token: manager },
    );
    expect(publishRefused.status).toBe(400);
    expect(
      (
        await app.api.post(
          '/admin/api/specialist/publish',
          { specialistId, content: await withFiles(forAgency) },
          { token: manager },
        )
      ).body.data.status,
    ).toBe('published');
  });
});
