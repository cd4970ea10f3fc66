import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

type LockEntry = { readonly engines?: { readonly node?: string } | readonly string[]; readonly dev?: boolean };
type Lock = { readonly packages: Record<string, LockEntry> };

const root = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;

/** `npm ci` on the oldest Node the project declares must install every package without an engine warning. */
describe('engines', () => {
  const oldestNode = semver.minVersion(root.engines.node)?.version ?? '';

  it('the project declares a lowest Node version', () => {
    expect(oldestNode).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('every locked package accepts the oldest Node the project declares', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([name]) => name !== '')
      .flatMap(([name, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : (entry.engines as { node?: string } | undefined)?.node;
        return range && !semver.satisfies(oldestNode, range)
          ? [`${name.replace(/^.*node_modules\//, '')} wants node ${range}`]
          : [];
      });
    expect(refusing).toEqual([]);
  });
});
