import { mkdtempSync, mkdirSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePrecompressed } from '../../../adapters/http/precompressed';
import { precompress } from '../../../scripts/build/precompress';
import { listen, rawGet } from '../../support/rawHttp';

/** The build writes brotli and gzip copies of text assets; the server sends the best one the browser accepts. */
describe('precompressed assets', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
  const assets = path.join(dist, 'assets');
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(2_000))};\n`;
  let base: string;
  let close: () => Promise<void>;
  let totals: ReturnType<typeof precompress>;

  beforeAll(async () => {
    mkdirSync(assets);
    writeFileSync(path.join(assets, 'app-1a2b.js'), script);
    writeFileSync(path.join(assets, 'tiny-3c4d.css'), 'a{}');
    writeFileSync(path.join(assets, 'photo-5e6f.png'), Buffer.alloc(4_000, 7));
    totals = precompress(dist);
    const app = express();
    app.use('/assets', servePrecompressed(assets, 'public, max-age=31536000, immutable'));
    app.use('/assets', express.static(assets, { fallthrough: false }));
    ({ base, close } = await listen(app));
  });
  afterAll(() => close());

  const get = (file: string, acceptEncoding?: string) => rawGet(`${base}/assets/${file}`, acceptEncoding);

  it('writes compressed copies of text assets only, and they are much smaller', () => {
    expect(existsSync(path.join(assets, 'app-1a2b.js.br'))).toBe(true);
    expect(existsSync(path.join(assets, 'app-1a2b.js.gz'))).toBe(true);
    expect(existsSync(path.join(assets, 'tiny-3c4d.css.br'))).toBe(false);
    expect(existsSync(path.join(assets, 'photo-5e6f.png.br'))).toBe(false);
    expect(totals.brotliBytes).toBeLessThan(totals.bytes / 10);
  });

  it('sends brotli to a browser that accepts it, with the script type and a year of caching', async () => {
    const res = await get('app-1a2b.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzip = await get('app-1a2b.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get('app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const refused = await get('app-1a2b.js', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('never serves a file outside the assets folder', async () => {
    writeFileSync(path.join(dist, 'secret.js'), 'x'.repeat(2_000));
    precompress(dist);
    const res = await get('..%2Fsecret.js', 'br');
    expect(res.status).not.toBe(200);
    expect(readFileSync(path.join(dist, 'secret.js'), 'utf8')).toHaveLength(2_000);
  });
});
