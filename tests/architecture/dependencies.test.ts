import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The dependency rule of design.md, checked by scanning every import. */
const root = path.resolve(import.meta.dirname, '../..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });

type Import = { file: string; specifier: string; typeOnly: boolean; target: string | null };

const importsOf = (file: string): Import[] => {
  const text = readFileSync(file, 'utf8');
  const found: Import[] = [];
  const pattern =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of text.matchAll(pattern)) {
    const specifier = match[3] ?? match[4];
    if (!specifier) continue;
    const target = specifier.startsWith('.') ? path.relative(root, path.resolve(path.dirname(file), specifier)) : null;
    found.push({ file: path.relative(root, file), specifier, typeOnly: Boolean(match[2]), target });
  }
  return found;
};

const layerOf = (relative: string) => relative.split(path.sep)[0];

describe('the dependency rule', () => {
  it('domain imports nothing but itself and neverthrow', () => {
    const offending = sourceFiles(path.join(root, 'domain'))
      .flatMap(importsOf)
      .filter((i) => (i.target ? layerOf(i.target) !== 'domain' : i.specifier !== 'neverthrow'));
    expect(offending).toEqual([]);
  });

  it('application imports only domain, itself, zod and neverthrow', () => {
    const offending = sourceFiles(path.join(root, 'application'))
      .flatMap(importsOf)
      .filter((i) =>
        i.target
          ? !['domain', 'application'].includes(layerOf(i.target) ?? '')
          : !['zod', 'neverthrow'].includes(i.specifier),
      );
    expect(offending).toEqual([]);
  });

  it('web takes from the server only pure rules: domain, application schemas and contracts, types, and the tRPC router type', () => {
    const offending = sourceFiles(path.join(root, 'web'))
      .flatMap(importsOf)
      .filter((i) => i.target !== null && layerOf(i.target) !== 'web')
      .filter((i) => {
        const target = i.target as string;
        if (layerOf(target) === 'adapters') return !(i.typeOnly && target === path.join('adapters', 'trpc', 'root'));
        // Schemas, contracts, the query-string codec and the lists of choices are pure (zod and constants), shared so the
        // browser checks what the server checks.
        if (layerOf(target) === 'application')
          return !(i.typeOnly || /([sS]chemas|Contracts|cvProposal|QueryString|QueryParse|Choices)$/.test(target));
        // The domain imports nothing but neverthrow (rule above), so its rules run in the browser as they are.
        if (layerOf(target) === 'domain') return false;
        return true;
      });
    expect(offending).toEqual([]);
  });

  it('nothing imports web', () => {
    const offending = ['domain', 'application', 'adapters']
      .flatMap((layer) => sourceFiles(path.join(root, layer)))
      .flatMap(importsOf)
      .filter((i) => i.target !== null && layerOf(i.target) === 'web');
    expect(offending).toEqual([]);
  });

  it('the scan sees imports at all (a rule that reads nothing proves nothing)', () => {
    const applicationImports = sourceFiles(path.join(root, 'application')).flatMap(importsOf);
    expect(applicationImports.some((i) => i.target?.startsWith('domain'))).toBe(true);
    expect(importsOf(path.join(root, 'adapters', 'main.ts')).length).toBeGreaterThan(2);
  });
});
