/**
 * The slowest test files of a vitest JSON report, or how two reports compare file by file.
 *
 *   npx vitest run --reporter=default --reporter=json --outputFile=/tmp/tests.json
 *   node --import tsx scripts/test-timing.ts /tmp/tests.json            # the 20 slowest files
 *   node --import tsx scripts/test-timing.ts /tmp/tests.json --top 40
 *   node --import tsx scripts/test-timing.ts /tmp/before.json /tmp/after.json   # the 20 slowest of either, side by side
 *
 * A file's time is vitest's: its hooks and tests, not the import of its modules. The sum is the work the workers did,
 * not the wall-clock time of the run (files run side by side).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Report = {
  readonly startTime: number;
  readonly testResults: readonly {
    readonly name: string;
    readonly startTime: number;
    readonly endTime: number;
    readonly status: string;
    readonly assertionResults: readonly { readonly status: string }[];
  }[];
};

type FileTime = { readonly file: string; readonly seconds: number; readonly tests: number; readonly failed: boolean };

const filesOf = (reportPath: string): Map<string, FileTime> => {
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;
  const files = new Map<string, FileTime>();
  for (const result of report.testResults) {
    // Reports of different clones name the same file by different absolute paths: key by the path from `tests/`.
    const file = result.name.includes('/tests/') ? `tests/${result.name.split('/tests/').pop()}` : result.name;
    files.set(file, {
      file,
      seconds: Math.max(0, result.endTime - result.startTime) / 1000,
      tests: result.assertionResults.length,
      failed: result.status !== 'passed',
    });
  }
  return files;
};

const layerOf = (file: string): string => file.split('/')[1] ?? '';
const secondsText = (s: number | undefined): string => (s === undefined ? '–' : s.toFixed(1));
const minutesText = (s: number): string => `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 20;
const reports = args.filter((a, i) => !a.startsWith('--') && (topAt < 0 || i !== topAt + 1));
if (reports.length < 1 || reports.length > 2 || !Number.isInteger(top) || top < 1) {
  console.error('usage: test-timing.ts <report.json> [<after.json>] [--top N]');
  process.exit(2);
}

const [first, second] = reports.map((r) => filesOf(r)) as [Map<string, FileTime>, Map<string, FileTime> | undefined];
const total = (files: Map<string, FileTime>) => [...files.values()].reduce((sum, f) => sum + f.seconds, 0);
const byLayer = (files: Map<string, FileTime>) => {
  const layers = new Map<string, number>();
  for (const f of files.values()) layers.set(layerOf(f.file), (layers.get(layerOf(f.file)) ?? 0) + f.seconds);
  return layers;
};

if (!second) {
  const rows = [...first.values()].sort((a, b) => b.seconds - a.seconds).slice(0, top);
  console.log(`The ${rows.length} slowest of ${first.size} files in ${path.basename(reports[0]!)}:`);
  rows.forEach((f, i) =>
    console.log(
      `${String(i + 1).padStart(3)}. ${secondsText(f.seconds).padStart(7)} s  ${String(f.tests).padStart(3)} tests  ${f.file}${f.failed ? '  (failed)' : ''}`,
    ),
  );
  console.log(`Sum of all files: ${minutesText(total(first))}`);
  for (const [layer, seconds] of [...byLayer(first)].sort((a, b) => b[1] - a[1]))
    console.log(`  ${layer.padEnd(14)} ${minutesText(seconds)}`);
} else {
  const names = new Set([...first.keys(), ...second.keys()]);
  const slowest = (a: string) => Math.max(first.get(a)?.seconds ?? 0, second.get(a)?.seconds ?? 0);
  const rows = [...names].sort((a, b) => slowest(b) - slowest(a)).slice(0, top);
  console.log(`The ${rows.length} slowest files of either report (seconds): before, after, change`);
  for (const file of rows) {
    const before = first.get(file)?.seconds;
    const after = second.get(file)?.seconds;
    const change = before !== undefined && after !== undefined ? `${((after / before - 1) * 100).toFixed(0)} %` : '';
    console.log(`${secondsText(before).padStart(7)} ${secondsText(after).padStart(7)} ${change.padStart(7)}  ${file}`);
  }
  console.log(`Sum of all files: ${minutesText(total(first))} before, ${minutesText(total(second))} after`);
}
