import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { firstLoadFiles, measurePages, overBudget, type Manifest } from '../../scripts/build/bundleBudget';

/** A build folder with a Vite manifest; each file holds random bytes (they do not compress) of the given size. */
const fakeBuild = (files: Record<string, number>, manifest: Manifest): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'budget-'));
  mkdirSync(path.join(dir, '.vite'));
  mkdirSync(path.join(dir, 'assets'));
  for (const [file, bytes] of Object.entries(files)) writeFileSync(path.join(dir, file), randomBytes(bytes));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
};

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'], css: ['assets/index.css'], isEntry: true },
  '_react.js': { file: 'assets/react.js' },
  'src/pages/Staff.tsx': { file: 'assets/Staff.js', imports: ['_react.js', '_cards.js'] },
  '_cards.js': { file: 'assets/cards.js' },
  // Behind a dynamic import only: not part of the first load.
  'src/features/Modal.tsx': { file: 'assets/Modal.js' },
};

describe('the first-load budget of the public pages (scripts/build/bundleBudget.ts)', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("counts the entry's and the page's static imports once each, never what loads later", () => {
    expect(firstLoadFiles(manifest, 'src/pages/Staff.tsx')).toEqual({
      js: ['assets/index.js', 'assets/react.js', 'assets/Staff.js', 'assets/cards.js'],
      css: ['assets/index.css'],
    });
  });

  it('fails a page whose JavaScript grows past the budget or its ceiling, and says which and by how much', () => {
    const dir = fakeBuild(
      {
        'assets/index.js': 40_000,
        'assets/react.js': 60_000,
        'assets/Staff.js': 30_000,
        'assets/cards.js': 50_000,
        'assets/Modal.js': 500_000,
        'assets/index.css': 1_000,
      },
      manifest,
    );
    dirs.push(dir);
    const loads = measurePages(dir, { '/staff': 'src/pages/Staff.tsx' });
    expect(loads[0]?.jsBytes).toBeGreaterThan(180_000);
    expect(loads[0]?.jsBytes).toBeLessThan(190_000);
    expect(overBudget(loads, { jsBytes: 170_000, cssBytes: 50_000 }, {})).toEqual([
      expect.stringMatching(/^\/staff: first-load JavaScript is 18\d\.\d KB gzip, over the budget of 170\.0 KB$/),
    ]);
    expect(overBudget(loads, { jsBytes: 170_000, cssBytes: 50_000 }, { '/staff': 200_000 })).toEqual([]);
    expect(overBudget(loads, { jsBytes: 170_000, cssBytes: 500 }, { '/staff': 200_000 })).toEqual([
      expect.stringMatching(/CSS is .* over the budget of 0\.5 KB/),
    ]);
  });

  it('a page missing from the build is an error, not a pass', () => {
    const dir = fakeBuild({ 'assets/index.js': 10, 'assets/react.js': 10, 'assets/index.css': 10 }, manifest);
    dirs.push(dir);
    expect(() => measurePages(dir, { '/gone': 'src/pages/Gone.tsx' })).toThrow(/not a chunk of the build/);
  });
});
