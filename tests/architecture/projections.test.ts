import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every read model is specified: a projection in adapters/postgres/projections has a specification beside it in
 * tests/integration/projections/<projection>.test.ts (given events, then rows, on the real database; see
 * tests/support/projectionSpecification.ts). A projection added without one fails here by name.
 */
const root = path.resolve(__dirname, '../..');
const projectionsDir = path.join(root, 'adapters/postgres/projections');
const specificationsDir = path.join(root, 'tests/integration/projections');

/** Files that only list projections for the event store; they hold no projection of their own. */
const registries = new Set(['index.ts', 'mailProjections.ts']);

/**
 * Projections written before this test whose specification is still to come. The list only shrinks: a projection
 * specified leaves it (the second test fails until it does), and a new projection never enters it.
 */
const notYetSpecified = new Set<string>([]);

const projectionFiles = () =>
  readdirSync(projectionsDir).filter((file) => file.endsWith('.ts') && !registries.has(file));
const specificationOf = (file: string) => path.join(specificationsDir, file.replace(/\.ts$/, '.test.ts'));

describe('projections', () => {
  it('every projection has a specification', () => {
    const unspecified = projectionFiles().filter(
      (file) => !notYetSpecified.has(file) && !existsSync(specificationOf(file)),
    );
    expect(projectionFiles().length).toBeGreaterThan(10);
    expect(unspecified).toEqual([]);
  });

  it('the list of projections still to specify names only unspecified projections', () => {
    const stale = [...notYetSpecified].filter(
      (file) => !projectionFiles().includes(file) || existsSync(specificationOf(file)),
    );
    expect(stale).toEqual([]);
  });
});
