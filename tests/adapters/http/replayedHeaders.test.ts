import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayedHeaders } from '../../../adapters/http/replayedHeaders';
import { listen, rawGet } from '../../support/rawHttp';

/** The app's kind of policy: static sources, HTTPS upgrades off (a plain-HTTP address). */
const policy = () =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        frameSrc: ["'self'", 'https://www.youtube.com'],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
  });

describe('headers replayed from a middleware run once', () => {
  const servers: { base: string; close: () => Promise<void> }[] = [];
  const serve = async (headers: RequestHandler) => {
    const app = express();
    app.use((_req, res, next) => {
      res.setHeader('X-Powered-By', 'something');
      next();
    });
    app.use(headers);
    app.get('/', (_req, res) => void res.json({ ok: true }));
    const server = await listen(app);
    servers.push(server);
    return server.base;
  };
  let direct: string;
  let replayed: string;
  beforeAll(async () => {
    direct = await serve(policy());
    replayed = await serve(replayedHeaders(policy()));
  });
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it("gives every answer exactly helmet's headers, X-Powered-By removed", async () => {
    const [a, b] = [await rawGet(`${direct}/`), await rawGet(`${replayed}/`)];
    const securityHeaders = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers).filter(([name]) => !['date', 'etag', 'connection', 'keep-alive'].includes(name)),
      );
    expect(securityHeaders(b.headers)).toEqual(securityHeaders(a.headers));
    expect(b.headers['content-security-policy']).toContain("frame-src 'self' https://www.youtube.com");
    expect(b.headers['x-powered-by']).toBeUndefined();
    expect(JSON.parse(b.body.toString())).toEqual({ ok: true });
  });

  it('refuses at start a middleware whose headers could depend on the request', () => {
    const readsTheRequest: RequestHandler = (req, res, next) => {
      res.setHeader('X-Path', req.path);
      next();
    };
    const waits: RequestHandler = (_req, res, next) => {
      res.setHeader('X-Later', '1');
      setTimeout(next, 1);
    };
    expect(() => replayedHeaders(readsTheRequest)).toThrow(/reads the request's path/);
    expect(() => replayedHeaders(waits)).toThrow(/does not pass the request on at once/);
  });
});
