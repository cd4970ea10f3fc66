import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/testApp';

/** Raw bytes as they travel: fetch would decode them before the test saw the encoding. */
const rawGet = (url: string, acceptEncoding?: string) =>
  new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

/** API answers above 1 KB travel compressed (brotli when the browser takes it); small ones are not worth it. */
describe('compressed answers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('sends a large JSON answer as brotli, and the same answer decoded', async () => {
    const plain = await rawGet(`${app.baseUrl}/api/country/list`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const brotli = await rawGet(`${app.baseUrl}/api/country/list`, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    const gzip = await rawGet(`${app.baseUrl}/api/country/list`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('leaves a small answer as it is', async () => {
    const small = await rawGet(`${app.baseUrl}/api/specialist-catalog/info/00000000-0000-4000-8000-000000000000`, 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
