import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type FirstLoad = { jsGzipBytes: number; cssGzipBytes: number; files: number };

/** What a first visit to any page downloads before it can run: every script, preloaded module and stylesheet that index.html names, gzip -9. */
export const firstLoadOf = (distDir: string): FirstLoad => {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const urls = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const gzipped = (url: string) => gzipSync(readFileSync(path.join(distDir, url)), { level: 9 }).length;
  const sum = (ext: string) => [...new Set(urls)].filter((u) => u.endsWith(ext)).reduce((n, u) => n + gzipped(u), 0);
  return { jsGzipBytes: sum('.js'), cssGzipBytes: sum('.css'), files: new Set(urls).size };
};
