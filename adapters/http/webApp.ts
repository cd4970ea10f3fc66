import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';

const apiPrefixes = ['/api/', '/admin/api/', '/trpc/', '/dev/'];

/** Serves the built React app; any other non-API path gets index.html so the client router takes over. */
export const serveWebApp = (app: Express, distDir: string): boolean => {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  app.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));
  app.get('/{*rest}', (req, res, next) => {
    if (apiPrefixes.some((prefix) => req.path.startsWith(prefix) || `${req.path}/` === prefix)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return true;
};
