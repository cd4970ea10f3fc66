import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type pg from 'pg';
import type { Clock } from '../../application/ports/clock';
import { holdsVersion } from './conditionalRequest';

/**
 * Anonymous catalogue answers, cached under the catalogue's version (migrations/0150_catalog_version.sql), which every
 * publication, hiding, blocking and booking changes in its own transaction.
 *
 * Each anonymous request reads the version (one row), so a change is seen by every process at its commit:
 * - the answer carries a weak ETag of the version, the request and the UTC day (availability and ages follow the
 *   calendar); a browser or shared cache that sends it back gets 304 while nothing changed;
 * - a process keeps the last answers in memory (at most `maxBytes`) and sends an unchanged one without running the
 *   catalogue's queries again.
 * A caller with a token is never cached: managers see more, and a view is recorded. A request that says
 * `Cache-Control: no-cache` and has no copy to validate gets an answer made now, and it is not kept.
 */
const cacheable: readonly RegExp[] = [
  /^POST \/api\/specialist-catalog\/list$/,
  /^GET \/api\/specialist-catalog\/(filters|specialists-count|info\/[^/]+|similar\/[^/]+)$/,
  /^GET \/api\/catalog\/stats$/,
  /^GET \/api\/search(\/suggest)?$/,
  /^POST \/api\/solution-catalog\/list$/,
  /^GET \/api\/solution-catalog\/info\/[^/]+$/,
  /^GET \/api\/solution-categories\/tree\/?$/,
  /^GET \/trpc\/catalog\.\w+(,catalog\.\w+)*$/,
];

type Entry = { body: Buffer; type: string };

export const anonymousCatalogueCache = (pool: pg.Pool, clock: Clock, maxBytes = 16 * 1024 * 1024) => {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const remember = (etag: string, entry: Entry) => {
    if (entry.body.length > maxBytes / 8) return;
    entries.set(etag, entry);
    bytes += entry.body.length;
    // Oldest first out: a Map iterates in insertion order.
    for (const [key, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(key);
      bytes -= old.body.length;
    }
  };

  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.get('authorization') || !cacheable.some((pattern) => pattern.test(`${req.method} ${req.path}`)))
      return next();
    // `Cache-Control: no-cache` without a copy to validate (a hard reload; the bench, to measure the queries) asks
    // for an answer made now: it passes by the cache altogether, without reading the version. With `If-None-Match`
    // it is a revalidation (fetch adds `no-cache` to conditional requests), which the version answers.
    if (/no-cache|no-store/.test(req.get('cache-control') ?? '') && !req.get('if-none-match')) return next();
    try {
      const { rows } = await pool.query<{ version: string }>('select version::text as version from catalog_version');
      const request = `${req.method} ${req.originalUrl} ${req.method === 'POST' ? JSON.stringify(req.body ?? null) : ''} ${clock.now().toISOString().slice(0, 10)}`;
      const etag = `W/"c${rows[0]?.version ?? 0}-${createHash('sha256').update(request).digest('base64url').slice(0, 22)}"`;
      res.setHeader('ETag', etag);
      // Shared caches may keep it, but must ask again each time (a 304 costs one row read).
      res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      res.setHeader('Vary', 'Authorization, Accept-Encoding');
      if (req.method === 'GET' && holdsVersion(req, etag)) return void res.status(304).end();
      const hit = entries.get(etag);
      if (hit) return void res.status(200).type(hit.type).end(hit.body);
      captureInto(res, (body) =>
        remember(etag, { body, type: String(res.getHeader('content-type') ?? 'application/json') }),
      );
      next();
    } catch (error) {
      next(error);
    }
  };
};

/** Collects the answer's bytes as the handler writes them (before compression) and hands them over if it was a 200. */
const captureInto = (res: Response, done: (body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
    );
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    if (res.statusCode === 200) done(Buffer.concat(chunks));
    else if (!res.headersSent) res.removeHeader('ETag');
    return end(chunk, ...rest);
  }) as Response['end'];
};
