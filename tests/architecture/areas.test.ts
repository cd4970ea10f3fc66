import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One area's code stays in that area's folder: an area takes what two areas share from the shared parts
 * (`domain/shared`, `domain/moderation`, `domain/booking`; the web's `kit`), never from another area. In the
 * application an area may read another's face (the ports it lends, its wire schemas); a transport's file reaches its
 * own area. The few crossings left are listed by name, so a new one fails and an old one removed must leave the list.
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

  it('an application area uses another area only through its face: the ports it lends and its wire schemas', () => {
    // The moderation pattern and the files' rules are shared by the areas that moderate or hold files, as
    // `domain/moderation` is; `ports` are the application's own outward ports.
    const face = /^application\/[^/]+\/(?:[^/]+\/)*(?:[a-zA-Z]+Ports|[a-zA-Z]*[sS]chemas)$/;
    const known = [
      // The scheduling page shows the cart's specialists: the interview area reads the cart's query directly.
      'application/interview/queries/initRequest.ts -> application/cart/queries/getCart',
      'application/interview/queries/initRequest.ts -> application/cart/cartView',
    ];
    const beyondFace = crossings('application', ['shared', 'ports', 'moderation', 'files']).filter(
      (crossing) => !face.test(crossing.split(' -> ')[1] as string),
    );
    expect(beyondFace).toEqual(known);
  });

  it("a transport's file for an area reaches the application of that area only (and the shared parts)", () => {
    // A file may be named after a part of its area.
    const areaOf: Record<string, string> = {
      companyAdmin: 'company',
      people: 'identity',
      twoFactor: 'identity',
      passkey: 'identity',
      stepUp: 'identity',
      sso: 'identity',
    };
    const known = [
      // CV import belongs to the specialist area and is uploaded with the other files.
      'adapters/rest/routes/files.routes.ts -> application/specialist/cvImport/schemas',
      'adapters/trpc/routers/files.router.ts -> application/specialist/cvImport/schemas',
    ];
    const strays = ['adapters/rest/routes', 'adapters/trpc/routers'].flatMap((folder) =>
      sourceFiles(path.join(root, folder)).flatMap((file) => {
        const name = path.basename(file).split('.')[0] as string;
        const area = areaOf[name] ?? name;
        return localImportsOf(file)
          .filter((target) => target.startsWith('application/'))
          .filter((target) => !['shared', 'ports', area].includes(target.split('/')[1] as string))
          .map((target) => `${path.relative(root, file)} -> ${target}`);
      }),
    );
    expect([...new Set(strays)].sort()).toEqual(known);
  });

  it('the scan reads imports (a rule that reads nothing proves nothing)', () => {
    expect(
      localImportsOf(path.join(root, 'domain/cart/cart.decide.ts')).some((target) =>
        target.startsWith('domain/shared'),
      ),
    ).toBe(true);
  });
});
