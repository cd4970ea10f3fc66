import { existsSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** The encodings the build writes beside each text asset, best first. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const accepts = (req: Request, encoding: string): boolean => {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return name?.trim().toLowerCase() === encoding && (q === undefined || Number(q.slice(2)) > 0);
  });
};

/**
 * Serves the build's precompressed copy of a static file (`app.js.br`, `app.js.gz`, written by
 * `scripts/build/precompress.ts`) to a browser that accepts it, with the original file's type; anything else falls
 * through to plain static serving. `Vary: Accept-Encoding` keeps shared caches from mixing the copies.
 */
export const servePrecompressed = (root: string, cacheControl: string): RequestHandler => {
  const known = new Map<string, boolean>();
  const exists = (file: string) => {
    const cached = known.get(file);
    if (cached !== undefined) return cached;
    const found = existsSync(file);
    known.set(file, found);
    return found;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = path.join(root, path.normalize(decodeURIComponent(req.path)));
    if (!file.startsWith(root + path.sep)) return next();
    res.vary('Accept-Encoding');
    const encoding = encodings.find((candidate) => accepts(req, candidate.name) && exists(file + candidate.suffix));
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Cache-Control', cacheControl);
    res.type(path.extname(file));
    res.sendFile(file + encoding.suffix, { cacheControl: false }, (error) => (error ? next(error) : undefined));
  };
};
