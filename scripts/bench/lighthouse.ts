import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type LighthouseResult = { path: string; performance: number; lcpMs: number; transferredKb: number } | { path: string; error: string };

/**
 * Lighthouse's mobile performance audit (its default simulated throttling) of one page, in Debian's Chromium, as a
 * newcomer's phone would see it. Lighthouse is fetched by npx at bench time (pinned: 12.8 is the last release for
 * Node 20), so `npm ci` does not carry it.
 */
export const lighthouse = async (baseUrl: string, pagePath: string): Promise<LighthouseResult> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const report = path.join(dir, 'report.json');
  try {
    await run('npx', ['-y', 'lighthouse@12.8.2', `${baseUrl}${pagePath}`, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${report}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu'], { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, timeout: 180_000 });
    const result = JSON.parse(await readFile(report, 'utf8')) as {
      categories: { performance: { score: number } };
      audits: Record<string, { numericValue?: number }>;
    };
    return {
      path: pagePath,
      performance: Math.round(result.categories.performance.score * 100),
      lcpMs: result.audits['largest-contentful-paint']?.numericValue ?? NaN,
      transferredKb: (result.audits['total-byte-weight']?.numericValue ?? NaN) / 1024,
    };
  } catch (error) {
    return { path: pagePath, error: (error as Error).message.split('\n')[0] ?? 'failed' };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
