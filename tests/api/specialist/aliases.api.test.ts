import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPayload } from '../../support/specialistPayloads';
import { startTestApp, type TestApp } from '../../support/testApp';

/** GET over plain HTTP with a Host header of our choosing (fetch does not let a caller set it). */
const getWithHost = (url: string, host: string): Promise<{ status: number; type: string; body: Buffer }> =>
  new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type']),
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
  });

/** The seeds' remaining aliases of the card's paths, and PDF links that do not trust the request. */
describe("the seeds' card aliases and the card PDF", () => {
  let app: TestApp;
  let agency: string;
  let manager: string;
  let id: string;
  beforeAll(async () => {
    app = await startTestApp();
    agency = await app.login('agency@demo.test');
    manager = await app.login('manager@demo.test');
    id = (
      await app.api.post(
        '/api/specialist/send-to-publish',
        { content: await cardPayload(app.pool, { surname: 'Aliasova' }) },
        { token: agency },
      )
    ).body.data.specialistId;
    await app.api.post('/admin/api/specialist/publish', { specialistId: id }, { token: manager });
  });
  afterAll(() => app.stop());

  it('serves info-v{n}/{id} on the agency and the admin side as the same answer as info/{id}', async () => {
    const own = await app.api.get(`/api/specialist/info/${id}`, { token: agency });
    expect(own.status).toBe(200);
    for (const n of [1, 2, 3]) {
      const alias = await app.api.get(`/api/specialist/info-v${n}/${id}`, { token: agency });
      expect(alias.status).toBe(200);
      expect(alias.body).toEqual(own.body);
    }
    const admin = await app.api.get(`/admin/api/specialist/info/${id}`, { token: manager });
    const adminAlias = await app.api.get(`/admin/api/specialist/info-v2/${id}`, { token: manager });
    expect(adminAlias.status).toBe(200);
    expect(adminAlias.body).toEqual(admin.body);
    // The aliases keep the rules of the path they stand for: a guest and another reader get what they get there.
    expect((await app.api.get(`/api/specialist/info-v2/${id}`)).status).toBe(401);
    expect((await app.api.get(`/api/specialist/info-vx/${id}`, { token: agency })).status).toBe(404);
  });

  it('serves the card PDF at /api/specialist/download/{id} as at the catalogue path', async () => {
    const catalogue = await app.api.raw(`/api/specialist-catalog/download/${id}`);
    const alias = await app.api.raw(`/api/specialist/download/${id}`);
    expect(alias.status).toBe(200);
    expect(alias.headers.get('content-type')).toBe('application/pdf');
    expect(alias.headers.get('content-disposition')).toBe(catalogue.headers.get('content-disposition'));
    expect(
      Buffer.from(await alias.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await app.api.raw(`/api/specialist/download/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it('links the PDF to APP_URL whatever Host the request names', async () => {
    for (const path of [`/api/specialist-catalog/download/${id}`, `/api/specialist/download/${id}`]) {
      const pdf = await getWithHost(`${app.baseUrl}${path}`, 'evil.example');
      expect(pdf.status).toBe(200);
      const text = pdf.body.toString('latin1');
      expect(text).toContain(`${app.baseUrl}/specialist/${id}`);
      expect(text).not.toContain('evil.example');
    }
  });
});
