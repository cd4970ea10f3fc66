import http from 'node:http';
import type { Express } from 'express';

/** An answer as it travels: status, headers and the bytes undecoded (fetch would decompress them). */
export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** Serves `app` on a free local port; `close` stops it. */
export const listen = async (app: Express): Promise<{ base: string; close: () => Promise<void> }> => {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** GET with the given `Accept-Encoding` (none when left out), the answer's bytes as they travel. */
export const rawGet = (url: string, acceptEncoding?: string) =>
  new Promise<RawAnswer>((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
