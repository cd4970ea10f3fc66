import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A date leaves the server as an ISO string and its type says so (docs/style.md, rule 18): an output field for a moment
 * is `IsoDateTimeOutput` (application/shared/outputs.ts), never `z.date()`, which tells the web a Date arrives where
 * JSON carries a string. Inputs that take a moment coerce it (`z.coerce.date()`), which this test leaves alone.
 */
const root = path.resolve(__dirname, '../..');
const applicationDir = path.join(root, 'application');

const sourceFiles = (dir = applicationDir): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(applicationDir, full)] : [];
  });

const dateFieldsIn = (file: string) =>
  readFileSync(path.join(applicationDir, file), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\*|\/\/)/.test(line))
    .reduce((count, line) => count + (line.match(/\bz\.date\(\)/g)?.length ?? 0), 0);

/**
 * Outputs written before this test that still say `z.date()`, with how many. The list only shrinks: a file moved to
 * `IsoDateTimeOutput` lowers its count or leaves (the last test fails until it does), and a new file never enters it.
 */
const notYetIso: Record<string, number> = {
  'moderation/schemas.ts': 4,
  'solution/schemas.ts': 2,
  'company/backOffice/schemas.ts': 8,
  'company/schemas.ts': 7,
  'interview/schemas.ts': 2,
};

describe('dates on the wire', () => {
  it('no output says z.date(): a moment travels as IsoDateTimeOutput', () => {
    const found = sourceFiles()
      .map((file) => ({ file, count: dateFieldsIn(file) }))
      .filter(({ file, count }) => count > (notYetIso[file] ?? 0));
    expect(found).toEqual([]);
  });

  it('lists as exceptions only outputs that still say z.date(), as many as they do', () => {
    const stale = Object.entries(notYetIso)
      .filter(([file, count]) => !sourceFiles().includes(file) || dateFieldsIn(file) !== count)
      .map(([file]) => file);
    expect(stale).toEqual([]);
  });
});
