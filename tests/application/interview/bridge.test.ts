import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../../..');
const area = join(root, 'application/interview');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );

describe('the interview area reaches the command runner through one bridge', () => {
  it('is commands/runCommand.ts, the name every area uses', () => {
    expect(filesUnder(join(area, 'commands')).map((file) => relative(area, file))).toContain('commands/runCommand.ts');
  });

  it('is the only file of the area that imports handleCommand', () => {
    const importers = filesUnder(area)
      .filter((file) => /from '[./]*\/shared\/handleCommand'/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(area, file));
    expect(importers).toEqual(['commands/runCommand.ts']);
  });
});
