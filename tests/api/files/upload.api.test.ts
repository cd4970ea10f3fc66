import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blockJpeg,
  gradientPng,
  jpegWithoutFrame,
  pngOfExactSize,
  pngWithCorruptHeader,
} from '../../support/imageFixtures';
import { startTestApp, type TestApp } from '../../support/testApp';

/** The decoded RGBA pixels of an image, to compare what is seen rather than the bytes. */
const pixelsOf = async (bytes: Uint8Array) =>
  (await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true })).data.toString('base64');

/** Uploads of the seeds' part 1, section 5: type by content, size below the limit, damaged images refused; who reads what. */
describe('file upload and download over REST', () => {
  let app: TestApp;
  let agency: string;
  let manager: string;
  let client: string;
  let rival: string;
  let agencyId: string;

  beforeAll(async () => {
    app = await startTestApp();
    [agency, manager, client] = await Promise.all([
      app.login('agency@demo.test'),
      app.login('manager@demo.test'),
      app.login('client@demo.test'),
    ]);
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

  const upload = async (
    query: string,
    file: { bytes: Uint8Array; name: string; type?: string } | null,
    token?: string,
    field = 'file',
  ) => {
    const form = new FormData();
    if (file)
      form.append(
        field,
        new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
        file.name,
      );
    else form.append('note', 'no file here');
    const response = await app.api.raw(`/api/files/upload?${query}`, {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.status, body: await response.json() };
  };
  const read = async (url: string, token?: string) => {
    const response = await app.api.raw(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const fileError = (body: { errors: { field: string; code: string }[] }) => body.errors.map((e) => [e.field, e.code]);

  it('a PNG photo is stored redrawn (the same pixels) and read back with its type, cacheable and public', async () => {
    const png = gradientPng();
    const res = await upload('purpose=photo', { bytes: png, name: 'Anna portrait.png', type: 'image/png' }, agency);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        purpose: 'photo',
        name: 'Anna portrait.png',
        mime: 'image/png',
        size: expect.any(Number),
        url: `/api/files/${res.body.data.id}`,
      },
    });

    const served = await read(res.body.data.url);
    expect(served.status).toBe(200);
    expect(served.bytes.length).toBe(res.body.data.size);
    expect(await pixelsOf(served.bytes)).toEqual(await pixelsOf(png));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe(
      `inline; filename="Anna portrait.png"; filename*=UTF-8''Anna%20portrait.png`,
    );
    const again = await app.api.raw(res.body.data.url, {
      headers: { 'if-none-match': served.headers.get('etag') as string },
    });
    expect(again.status).toBe(304);
  });

  it('a JPEG certificate is stored and read back by its agency with image/jpeg', async () => {
    const jpg = blockJpeg();
    const res = await upload(
      'purpose=certificate',
      { bytes: jpg, name: 'AWS certificate.jpeg', type: 'image/jpeg' },
      agency,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ purpose: 'certificate', mime: 'image/jpeg' });
    const served = await read(res.body.data.url, agency);
    expect(served.bytes.length).toBe(res.body.data.size);
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 32, height: 16 });
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
  });

  it('the type comes from the content, never from the name or the declared type', async () => {
    const text = await upload(
      'purpose=photo',
      { bytes: Buffer.from('just some text, not an image at all'), name: 'photo.png', type: 'image/png' },
      agency,
    );
    expect(text.status).toBe(400);
    expect(fileError(text.body)).toEqual([['file', 'errorFormat']]);
    const pdf = await upload(
      'purpose=certificate',
      {
        bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
        name: 'scan.jpg',
        type: 'image/jpeg',
      },
      agency,
    );
    expect(fileError(pdf.body)).toEqual([['file', 'errorFormat']]);
    const misnamed = await upload(
      'purpose=photo',
      { bytes: gradientPng(), name: 'photo.jpg', type: 'image/jpeg' },
      agency,
    );
    expect(misnamed.status).toBe(200);
    expect(misnamed.body.data.mime).toBe('image/png');
    const pngAsCv = await upload(
      'purpose=cv',
      { bytes: gradientPng(), name: 'cv.pdf', type: 'application/pdf' },
      agency,
    );
    expect(fileError(pngAsCv.body)).toEqual([['file', 'errorFormat']]);
  });

  it('a file must be below 2,097,152 bytes: one byte less is accepted, the limit itself and more are refused', async () => {
    const largest = await upload('purpose=photo', { bytes: pngOfExactSize(2_097_151), name: 'largest.png' }, agency);
    expect(largest.status).toBe(200);
    // Stored redrawn: the padding a decoder skips is gone.
    expect(largest.body.data.size).toBeLessThan(2_097_151);
    const limit = await upload('purpose=photo', { bytes: pngOfExactSize(2_097_152), name: 'limit.png' }, agency);
    expect(limit.status).toBe(400);
    expect(fileError(limit.body)).toEqual([['file', 'errorSize']]);
    const huge = await upload('purpose=certificate', { bytes: pngOfExactSize(6_000_000), name: 'huge.png' }, agency);
    expect(fileError(huge.body)).toEqual([['file', 'errorSize']]);
    // Screenshots have their own limit: at most 3,145,728 bytes.
    expect(
      (await upload('purpose=screenshot', { bytes: pngOfExactSize(3_145_728), name: 'screen.png' }, agency)).status,
    ).toBe(200);
    expect(
      fileError(
        (await upload('purpose=screenshot', { bytes: pngOfExactSize(3_145_729), name: 'screen.png' }, agency)).body,
      ),
    ).toEqual([['file', 'errorSize']]);
  });

  it('an image whose header is damaged is imageNotValidate', async () => {
    expect(
      fileError((await upload('purpose=photo', { bytes: pngWithCorruptHeader(), name: 'broken.png' }, agency)).body),
    ).toEqual([['file', 'imageNotValidate']]);
    expect(
      fileError((await upload('purpose=photo', { bytes: jpegWithoutFrame(), name: 'broken.jpg' }, agency)).body),
    ).toEqual([['file', 'imageNotValidate']]);
  });

  it('no file, a file in another field, an empty file or an unknown purpose are field errors, never a 500', async () => {
    expect(await upload('purpose=photo', null, agency)).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'file', code: 'fileRequired' }] },
    });
    expect(await upload('purpose=photo', { bytes: gradientPng(), name: 'a.png' }, agency, 'avatar')).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'file' }] },
    });
    expect(
      fileError((await upload('purpose=photo', { bytes: new Uint8Array(0), name: 'empty.png' }, agency)).body),
    ).toEqual([['file', 'errorFormat']]);
    const json = await app.api.post('/api/files/upload?purpose=photo', { file: 'aGVsbG8=' }, { token: agency });
    expect(json).toMatchObject({ status: 400, body: { errors: [{ field: 'file', code: 'fileRequired' }] } });
    const garbled = await app.api.raw('/api/files/upload?purpose=photo', {
      method: 'POST',
      body: '--x\r\nnonsense',
      headers: { authorization: `Bearer ${agency}`, 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(garbled.status).toBe(400);
    const purpose = await upload('purpose=avatar', { bytes: gradientPng(), name: 'a.png' }, agency);
    expect(purpose.status).toBe(400);
    expect(purpose.body.errors[0].field).toBe('purpose');
  });

  it('a visitor cannot upload (401), a client neither (403); a partner cannot upload for another company', async () => {
    expect((await upload('purpose=photo', { bytes: gradientPng(), name: 'a.png' })).status).toBe(401);
    expect((await upload('purpose=photo', { bytes: gradientPng(), name: 'a.png' }, client)).status).toBe(403);
    const rivalId = (await app.api.get('/api/user/profile', { token: rival })).body.data.agencyId;
    expect(
      (await upload(`purpose=photo&companyId=${rivalId}`, { bytes: gradientPng(), name: 'a.png' }, agency)).status,
    ).toBe(403);
  });

  it("a content editor is staff without the file scopes: another company's certificate is not there for them, and they upload for nobody else", async () => {
    await app.pool.query(
      `insert into users (company_id, role_id, email, password_hash, first_name, last_name, status, email_verified_at)
       select company_id, (select id from roles where slug = 'content-editor'), 'editor@demo.test', password_hash, 'Eda', 'Editor', 'active', now()
         from users where email = 'manager@demo.test'`,
    );
    const editor = await app.login('editor@demo.test');
    const certificate = (await upload('purpose=certificate', { bytes: blockJpeg(), name: 'diploma.jpg' }, agency)).body
      .data;
    expect((await read(certificate.url, editor)).status).toBe(404);
    expect((await read(certificate.url, manager)).status).toBe(200);
    expect(
      (await upload(`purpose=photo&companyId=${agencyId}`, { bytes: gradientPng(), name: 'a.png' }, editor)).status,
    ).toBe(403);
  });

  it("agency B cannot read agency A's certificate (404), a manager can; photos are public to anyone with the id", async () => {
    const certificate = (await upload('purpose=certificate', { bytes: blockJpeg(), name: 'diploma.jpg' }, agency)).body
      .data;
    expect((await read(certificate.url, rival)).status).toBe(404);
    expect((await read(certificate.url)).status).toBe(404);
    expect((await read(certificate.url, client)).status).toBe(404);
    expect((await read(certificate.url, manager)).status).toBe(200);
    const photo = (await upload('purpose=photo', { bytes: gradientPng(), name: 'me.png' }, agency)).body.data;
    expect((await read(photo.url)).status).toBe(200);
    expect((await read(photo.url, rival)).status).toBe(200);
    expect((await read(`/api/files/${crypto.randomUUID()}`, manager)).status).toBe(404);
    expect((await read('/api/files/not-an-id', manager)).status).toBe(404);
  });

  it('a manager uploads for a company it names; an unknown company is a field error; a CV downloads as an attachment', async () => {
    const forAgency = await upload(
      `purpose=photo&companyId=${agencyId}`,
      { bytes: gradientPng(), name: 'by-manager.png' },
      manager,
    );
    expect(forAgency.status).toBe(200);
    const { rows } = await app.pool.query('select company_id, uploader_id from files where id = $1', [
      forAgency.body.data.id,
    ]);
    expect(rows[0].company_id).toBe(agencyId);
    const unknown = await upload(
      `purpose=photo&companyId=${crypto.randomUUID()}`,
      { bytes: gradientPng(), name: 'a.png' },
      manager,
    );
    expect(unknown).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'companyId', code: 'company.not_found' }] },
    });
    const cv = await upload(
      'purpose=cv',
      {
        bytes: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
        name: 'Ünal CV.pdf',
        type: 'application/pdf',
      },
      agency,
    );
    expect(cv.status).toBe(200);
    const served = await read(cv.body.data.url, agency);
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="_nal CV.pdf"; filename*=UTF-8''%C3%9Cnal%20CV.pdf`,
    );
  });

  it('a manager acting as a partner uploads as that partner, and the file records the manager', async () => {
    const users = await app.pool.query(
      `select id, email from users where email in ('agency@demo.test', 'manager@demo.test')`,
    );
    const idOf = (email: string) => users.rows.find((r) => r.email === email).id;
    const acting = await app.login('manager@demo.test');
    expect(
      (await app.api.post('/admin/api/impersonation/start', { userId: idOf('agency@demo.test') }, { token: acting }))
        .status,
    ).toBe(200);
    const res = await upload('purpose=photo', { bytes: gradientPng(), name: 'a.png' }, acting);
    const { rows } = await app.pool.query('select company_id, uploader_id, impersonator_id from files where id = $1', [
      res.body.data.id,
    ]);
    expect(rows[0]).toEqual({
      company_id: agencyId,
      uploader_id: idOf('agency@demo.test'),
      impersonator_id: idOf('manager@demo.test'),
    });
  });

  it('the paths are in the OpenAPI document', async () => {
    const paths = Object.keys((await app.api.get('/api/openapi.json')).body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/files/upload',
        '/api/files/{id}',
        '/api/specialist/cv-import',
        '/api/specialist/cv-import/{importId}',
      ]),
    );
  });
});
