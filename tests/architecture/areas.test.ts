import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One area's code stays in that area's folder: an area takes what two areas share from the shared parts
 * (`domain/shared`, `domain/moderation`, `domain/booking`; the web's `kit`), never from another area.
 */
const root = path.resolve(import.meta.dirname, '../..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });

/** Relative imports of a file, as paths from the project root. */
const localImportsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\(\s*|import\s+)['"](\.[^'"]+)['"]/g)].map((m) =>
    path.relative(root, path.resolve(path.dirname(file), m[1] as string)),
  );

/** `web/src/features/cart/x.tsx` -> `cart` when the file sits under `base`. */
const areaUnder = (base: string, relative: string): string | null => {
  const rest = path.relative(base, relative);
  return rest.startsWith('..') ? null : (rest.split(path.sep)[0] ?? null);
};

const crossings = (base: string, shared: readonly string[]) =>
  sourceFiles(path.join(root, base)).flatMap((file) => {
    const from = areaUnder(base, path.relative(root, file));
    return localImportsOf(file)
      .map((target) => ({ from, to: areaUnder(base, target), target }))
      .filter(({ from: a, to }) => to !== null && a !== null && to !== a && !shared.includes(to))
      .map(({ target }) => `${path.relative(root, file)} -> ${target}`);
  });

describe('areas', () => {
  it('a web feature imports the kit, never another feature (pages compose features)', () => {
    expect(crossings('web/src/features', [])).toEqual([]);
  });

  it('a domain area imports only itself and the shared parts', () => {
    expect(crossings('domain', ['shared', 'moderation', 'booking'])).toEqual([]);
  });

  it('the scan reads imports (a rule that reads nothing proves nothing)', () => {
    expect(
      localImportsOf(path.join(root, 'domain/cart/cart.decide.ts')).some((target) =>
        target.startsWith('domain/shared'),
      ),
    ).toBe(true);
  });
});
