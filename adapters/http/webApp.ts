import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request } from 'express';
import { servePrecompressed } from './precompressed';
import { withMeta, type PageMeta } from './publicMeta';

const apiPrefixes = ['/api/', '/admin/api/', '/trpc/', '/dev/'];

type MetaOf = (path: string) => Promise<PageMeta | null>;

/**
 * Serves the built React app; any other non-API path gets index.html so the client router takes over.
 * Public pages get their title, description and Open Graph tags rendered on the server, so a shared link has a preview.
 */
export const serveWebApp = (app: Express, distDir: string, metaOf?: MetaOf): boolean => {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  const indexHtml = readFileSync(index, 'utf8');
  // Hashed names never change content: a year, immutable; precompressed copies first (brotli, then gzip).
  app.use('/assets', servePrecompressed(path.join(distDir, 'assets'), 'public, max-age=31536000, immutable'));
  app.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  const isApi = (req: Request) => apiPrefixes.some((prefix) => req.path.startsWith(prefix) || `${req.path}/` === prefix);
  app.get('/{*rest}', async (req, res, next) => {
    if (isApi(req)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    try {
      const meta = metaOf ? await metaOf(req.path) : null;
      if (!meta) return res.type('html').send(indexHtml);
      res.status(meta.missing ? 404 : 200).type('html').send(withMeta(indexHtml, meta));
    } catch (error) {
      // A preview is a nicety: the page still loads without it.
      req.log.warn({ err: error }, 'page meta failed');
      res.type('html').send(indexHtml);
    }
  });
  return true;
};
