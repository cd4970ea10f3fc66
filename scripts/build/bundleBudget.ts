import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The first-load budget of the public pages (issue 17): what a visitor's browser must download before a public page
 * is whole (the HTML's script and module preloads, plus the page's own route chunk and everything it imports
 * statically), gzip level 9. Chunks behind a dynamic import that load after the page (the newsletter form, the
 * header's search popover, the toasts) are not part of it. `npm run build:web` fails when a page is over.
 */
export const BUDGET = { jsBytes: 170_000, cssBytes: 50_000 } as const;

/** The public pages and the module of each, as the Vite manifest names it (relative to `web/`). */
export const PUBLIC_PAGES: Readonly<Record<string, string>> = {
  '/': 'src/pages/home/HomePage.tsx',
  '/staff': 'src/pages/catalog/StaffPage.tsx',
  '/specialist/{id}': 'src/pages/specialist/PublicSpecialistPage.tsx',
  '/solutions': 'src/pages/solution/SolutionCatalogPage.tsx',
  '/solutions/{id}': 'src/pages/solution/PublicSolutionPage.tsx',
  '/search': 'src/pages/catalog/SearchPage.tsx',
  '/blog': 'src/pages/content/BlogPage.tsx',
  '/about': 'src/pages/content/InfoPages.tsx',
};

/**
 * Pages not yet under the budget, each held at the ceiling it had when the budget was introduced (gzip bytes): the
 * build fails if one grows, and the entry goes when the page fits. What keeps each one over is in docs/decisions.md
 * (Server-rendered public pages and the first load).
 */
export const CEILINGS: Readonly<Record<string, number>> = {};

type ManifestChunk = {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
  readonly isEntry?: boolean;
};
export type Manifest = Readonly<Record<string, ManifestChunk>>;

export type PageLoad = {
  readonly page: string;
  readonly jsBytes: number;
  readonly cssBytes: number;
  readonly files: readonly string[];
};

export const readManifest = (distDir: string): Manifest => {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`No Vite manifest at ${file}: build the web app first (npm run build:web)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
};

/** The chunk and everything it imports statically, each once: the files a browser fetches before running it. */
export const staticClosure = (manifest: Manifest, key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The Vite manifest has no chunk ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
};

export const entryKeyOf = (manifest: Manifest): string => {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('The Vite manifest has no entry chunk');
  return entry;
};

/** The files of a page's first load: the entry's closure and the page module's closure; the CSS both bring. */
export const firstLoadFiles = (manifest: Manifest, pageKey: string | null): { js: string[]; css: string[] } => {
  const keys = staticClosure(manifest, entryKeyOf(manifest));
  if (pageKey !== null) staticClosure(manifest, pageKey, keys);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  return { js: [...js], css: [...css] };
};

const gzipSize = (distDir: string, file: string): number =>
  gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;

export const measurePages = (distDir: string, pages: Readonly<Record<string, string>> = PUBLIC_PAGES): PageLoad[] => {
  const manifest = readManifest(distDir);
  return Object.entries(pages).map(([page, module]) => {
    if (!manifest[module])
      throw new Error(
        `The public page ${page} (${module}) is not a chunk of the build: update PUBLIC_PAGES in scripts/build/bundleBudget.ts`,
      );
    const { js, css } = firstLoadFiles(manifest, module);
    const jsBytes = js.reduce((sum, file) => sum + gzipSize(distDir, file), 0);
    const cssBytes = css.reduce((sum, file) => sum + gzipSize(distDir, file), 0);
    return { page, jsBytes, cssBytes, files: [...js, ...css] };
  });
};

/** The pages over budget, each as a sentence that says what to do; empty when every page fits. */
export const overBudget = (
  loads: readonly PageLoad[],
  budget: { jsBytes: number; cssBytes: number } = BUDGET,
  ceilings: Readonly<Record<string, number>> = CEILINGS,
): string[] =>
  loads.flatMap((load) => {
    const jsLimit = ceilings[load.page] ?? budget.jsBytes;
    return [
      ...(load.jsBytes > jsLimit
        ? [
            `${load.page}: first-load JavaScript is ${kb(load.jsBytes)} gzip, over the ${jsLimit === budget.jsBytes ? 'budget' : 'ceiling'} of ${kb(jsLimit)}`,
          ]
        : []),
      ...(load.cssBytes > budget.cssBytes
        ? [`${load.page}: first-load CSS is ${kb(load.cssBytes)} gzip, over the budget of ${kb(budget.cssBytes)}`]
        : []),
    ];
  });

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

const main = () => {
  const distDir = path.resolve(process.argv[2] ?? 'dist/web');
  const loads = measurePages(distDir);
  for (const load of loads) {
    const ceiling = CEILINGS[load.page];
    const note =
      load.jsBytes <= BUDGET.jsBytes
        ? 'within budget'
        : ceiling
          ? `over the ${kb(BUDGET.jsBytes)} budget, held at ${kb(ceiling)}`
          : 'over budget';
    console.log(
      `first load ${load.page.padEnd(18)} JS ${kb(load.jsBytes).padStart(9)}  CSS ${kb(load.cssBytes).padStart(8)}  (gzip -9)  ${note}`,
    );
  }
  const problems = overBudget(loads);
  if (problems.length === 0) return;
  console.error(
    `\nThe public pages' first load is over budget:\n  ${problems.join('\n  ')}\nMove what the page does not need to render into a lazily loaded chunk (see docs/architecture.md, Server-rendered public pages).`,
  );
  process.exitCode = 1;
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
