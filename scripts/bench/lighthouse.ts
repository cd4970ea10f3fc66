import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type LighthouseResult =
  { path: string; performance: number; lcpMs: number; transferredKb: number } | { path: string; error: string };

/**
 * Lighthouse's mobile performance audit (its default simulated throttling) of one page, in Debian's Chromium, as a
 * newcomer's phone would see it. Lighthouse is fetched by npx at bench time (pinned: 12.8 is the last release for
 * Node 20), so `npm ci` does not carry it.
 */
export const lighthouse = async (baseUrl: string, pagePath: string): Promise<LighthouseResult> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const report = path.join(dir, 'report.json');
  try {
    await run(
      'npx',
      [
        '-y',
        'lighthouse@12.8.2',
        `${baseUrl}${pagePath}`,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${report}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, timeout: 180_000 },
    );
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

/** The machine's CPU time so far, busy and all, in clock ticks (the first line of /proc/stat). */
const cpuTicks = () => {
  const [, ...fields] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).map(Number);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  return {
    busy: user + nice + system + irq + softirq + steal,
    all: user + nice + system + idle + iowait + irq + softirq + steal,
  };
};

/**
 * Waits until the machine's processors are at least 90% idle over one second (at most `limitMs`). Simulated throttling scales the main thread's tasks as Chromium timed them: a task that shared its core
 * with the database's clean-up after the loads before counts as blocking time a phone on its own would not see.
 */
export const untilQuiet = async (limitMs = 30_000): Promise<void> => {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const before = cpuTicks();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = cpuTicks();
    if ((after.busy - before.busy) / Math.max(1, after.all - before.all) <= 0.1) return;
  }
};

/**
 * Lighthouse's figures wander from run to run on a shared machine (a page scored 82 and 90 minutes apart), so each page
 * is audited `runs` times and the median score and the median LCP are kept, as Lighthouse's own docs advise.
 */
export const lighthouseMedian = async (baseUrl: string, pagePath: string, runs = 3): Promise<LighthouseResult> => {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < runs; i++) {
    await untilQuiet();
    results.push(await lighthouse(baseUrl, pagePath));
  }
  const done = results.filter((r): r is Extract<LighthouseResult, { performance: number }> => 'performance' in r);
  if (done.length === 0) return results[0]!;
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    path: pagePath,
    performance: median(done.map((r) => r.performance)),
    lcpMs: median(done.map((r) => r.lcpMs)),
    transferredKb: median(done.map((r) => r.transferredKb)),
  };
};
