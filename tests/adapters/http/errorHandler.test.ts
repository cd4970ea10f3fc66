import http from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../../adapters/http/errorHandler';

/** A failure after the answer began (an export whose query broke halfway) closes the connection; it never hangs. */
describe('the last error handler', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    app.get('/half-written', (_req, res, next) => {
      res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      res.write(Buffer.alloc(64 * 1024, 1));
      setTimeout(() => next(new Error('the export query failed')), 20);
    });
    app.get('/before-answer', (_req, _res, next) => next(new Error('boom')));
    app.use(errorHandler);
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('closes a half-written download instead of leaving the client waiting', async () => {
    const outcome = await fetch(`${base}/half-written`, { signal: AbortSignal.timeout(5_000) })
      .then((res) => res.arrayBuffer())
      .then(
        () => 'completed',
        (e: Error) => (e.name === 'TimeoutError' ? 'hung' : 'connection closed'),
      );
    expect(outcome).toBe('connection closed');
  });

  it('answers a failure before the answer began with a plain 500 and the envelope', async () => {
    const res = await fetch(`${base}/before-answer`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      success: false,
      exception: { message: 'Something went wrong', code: 'internal' },
      errors: [{ title: 'Something went wrong', code: 'internal' }],
    });
  });
});
