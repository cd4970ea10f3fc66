import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets worth compressing; images and fonts are compressed formats already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml)$/;
/** Below this a compressed copy saves less than its headers cost. */
const minimumBytes = 1024;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text asset of the build, once,
 * so the server sends compressed bytes without compressing on each request (`adapters/http/precompressed.ts`).
 */
export const precompress = (distDir: string): { files: number; bytes: number; brotliBytes: number } => {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const file of filesUnder(distDir)) {
    if (!compressible.test(file) || statSync(file).size < minimumBytes) continue;
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    totals.files += 1;
    totals.bytes += content.length;
    totals.brotliBytes += brotli.length;
  }
  return totals;
};

/** The Vite plugin: precompresses the output folder when the bundle is written. */
export const precompressPlugin = (): Plugin => {
  let outDir = '';
  return {
    name: 'marketplace-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      precompress(outDir);
    },
  };
};
