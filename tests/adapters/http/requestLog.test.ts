import { describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { redactedUrl, requestLog } from '../../../adapters/http/requestLog';

/** A reset or verification link in the request log would let anyone who reads the log open the account. */
describe('request log addresses', () => {
  it('hides verification codes and reset links in paths', () => {
    expect(redactedUrl('/api/auth/verify-email/6f1c/Zt9x-secret')).toBe('/api/auth/verify-email/6f1c/[redacted]');
    expect(redactedUrl('/verify-email/6f1c/Zt9x-secret?next=/pa')).toBe('/verify-email/6f1c/[redacted]?next=%2Fpa');
    expect(redactedUrl('/reset-password/abcDEF123')).toBe('/reset-password/[redacted]');
  });

  it('hides secret query values and keeps the rest', () => {
    expect(redactedUrl('/x?token=abc&page=2')).toBe('/x?token=%5Bredacted%5D&page=2');
    expect(redactedUrl('/api/specialist-catalog/list?page=3&sort=price')).toBe(
      '/api/specialist-catalog/list?page=3&sort=price',
    );
  });
});

describe('the request log', () => {
  type Line = {
    level: number;
    msg: string;
    reqId?: number;
    req?: { id: number; method: string; url: string };
    res?: { statusCode: number };
    responseTime?: number;
  };
  const serve = async (level: 'info' | 'warn') => {
    const lines: Line[] = [];
    const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
    const app = express();
    app.use(requestLog(logger));
    app.get('/assets/app.js', (_req, res) => void res.send('js'));
    app.get('/ok', (req, res) => {
      req.log.info('inside the handler');
      res.json({ ok: true });
    });
    app.get('/missing', (_req, res) => void res.status(404).json({}));
    app.get('/reset-password/:code', (_req, res) => void res.status(500).json({}));
    app.get('/hang', (_req, res) => void res.status(200).write('part of an answer'));
    const server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const abandon = async (path: string) => {
      const controller = new AbortController();
      const res = await fetch(`${base}${path}`, { signal: controller.signal });
      controller.abort();
      await res.text().catch(() => undefined);
    };
    return {
      lines,
      abandon,
      get: (path: string) => fetch(`${base}${path}`).then((r) => r.text()),
      close: () => new Promise((r) => server.close(r)),
    };
  };

  it("writes one line per request with its status and time, and the handler's own lines carry the same id", async () => {
    const app = await serve('info');
    await app.get('/ok');
    await app.get('/missing');
    await app.get('/assets/app.js');
    await app.close();
    const completed = app.lines.filter((l) => l.msg === 'request completed');
    expect(completed.map((l) => [l.req?.method, l.req?.url, l.res?.statusCode])).toEqual([
      ['GET', '/ok', 200],
      ['GET', '/missing', 404],
    ]);
    expect(completed[0]?.responseTime).toBeGreaterThanOrEqual(0);
    expect(app.lines.find((l) => l.msg === 'inside the handler')?.reqId).toBe(completed[0]?.req?.id);
    expect(app.lines.find((l) => l.msg === 'request completed' && l.res?.statusCode === 404)?.level).toBe(40);
  });

  it('at the production level writes only failures, as errors, with secrets redacted', async () => {
    const app = await serve('warn');
    await app.get('/ok');
    await app.get('/reset-password/abcDEF123');
    await app.close();
    expect(app.lines.map((l) => [l.level, l.req?.url, l.res?.statusCode])).toEqual([
      [50, '/reset-password/[redacted]', 500],
    ]);
  });

  it('writes a request the client gave up on as an error, once', async () => {
    const app = await serve('warn');
    await app.abandon('/hang');
    await expect.poll(() => app.lines.length).toBe(1);
    await app.close();
    expect(app.lines.map((l) => [l.level, l.msg, l.req?.url])).toEqual([[50, 'request aborted', '/hang']]);
  });
});
