import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, rawGet } from '../../support/rawHttp';
import {
  COMPRESS_FROM_BYTES,
  COMPRESS_WHOLE_UP_TO_BYTES,
  compressAnswers,
} from '../../../adapters/http/answerCompression';

/** Answers of the app's kinds, behind the compression as the app mounts it. */
const items = (n: number) => ({
  items: Array.from({ length: n }, (_, i) => ({ id: i, name: `Specialist ${i}`, skills: ['Java', 'Spring', 'Kafka'] })),
});
const pieces = (body: string) => [body.slice(0, 100), body.slice(100)];

describe('answers compressed whole', () => {
  let base: string;
  let close: () => Promise<void>;
  const big = JSON.stringify(items(40));
  const huge = JSON.stringify(items(Math.ceil(COMPRESS_WHOLE_UP_TO_BYTES / 40)));
  const page = `<!doctype html><p>${'a specialist '.repeat(400)}</p>`;

  /** The answers the streaming compression was installed on. */
  const streamedPaths: string[] = [];

  beforeAll(async () => {
    const app = express();
    const streaming = compression({ threshold: COMPRESS_FROM_BYTES });
    app.use(
      compressAnswers((req, res, next) => {
        streamedPaths.push(req.path);
        streaming(req, res, next);
      }),
    );
    app.get('/json', (_req, res) => {
      res.json(items(40));
    });
    app.get('/small', (_req, res) => {
      res.json({ ok: true });
    });
    // tRPC's way: the JSON written in pieces, then an empty end.
    app.get('/pieces', (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      for (const piece of pieces(big)) res.write(piece);
      res.end();
    });
    app.get('/huge', (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.write(huge.slice(0, 10));
      res.end(huge.slice(10));
    });
    // A streamed page: written as it renders, left to the streaming compression.
    app.get('/page', (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(page.slice(0, 2_000));
      setTimeout(() => res.end(page.slice(2_000)), 5);
    });
    app.get('/png', (_req, res) => {
      res.type('png').send(Buffer.alloc(4_000, 7));
    });
    app.get('/no-transform', (_req, res) => {
      res.setHeader('Cache-Control', 'no-transform');
      res.json(items(40));
    });
    ({ base, close } = await listen(app));
  });
  afterAll(() => close());

  const get = (path: string, acceptEncoding?: string) => rawGet(`${base}${path}`, acceptEncoding);

  it('sends a JSON answer brotli-compressed when the browser takes brotli, with its compressed length', async () => {
    const res = await get('/json', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.body).toString()).toBe(big);
    expect(res.body.length).toBeLessThan(big.length / 3);
  });

  it('sends gzip to a client that takes only gzip, and the bytes as they are to one that takes neither', async () => {
    const gzip = await get('/json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(big);
    const plain = await get('/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(big);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('holds JSON written in pieces (as tRPC writes it) and sends it whole and compressed', async () => {
    const res = await get('/pieces', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(big);
  });

  it('leaves small answers, images and no-transform answers as they are', async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ ok: true });
    const png = await get('/png', 'br');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.length).toBe(4_000);
    const kept = await get('/no-transform', 'br');
    expect(kept.headers['content-encoding']).toBeUndefined();
    expect(kept.body.toString()).toBe(big);
  });

  it('hands streamed pages and JSON beyond the cap to the streaming compression, which still compresses them', async () => {
    const html = await get('/page', 'br');
    expect(html.headers['content-encoding']).toBe('br');
    expect(html.headers['transfer-encoding']).toBe('chunked');
    expect(brotliDecompressSync(html.body).toString()).toBe(page);
    const large = await get('/huge', 'gzip');
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.headers['transfer-encoding']).toBe('chunked');
    expect(gunzipSync(large.body).toString()).toBe(huge);
  });

  it('installs the streaming compression only on an answer that streams', async () => {
    streamedPaths.length = 0;
    for (const path of ['/json', '/small', '/pieces', '/png', '/no-transform']) await get(path, 'br');
    expect(streamedPaths).toEqual([]);
    await get('/page', 'br');
    await get('/huge', 'gzip');
    expect(streamedPaths).toEqual(['/page', '/huge']);
  });
});
