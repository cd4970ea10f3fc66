import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One skeleton in every area (docs/architecture.md): an area's commands are `application/<area>/commands/<verbNoun>.ts`,
 * one use case a file and named by it, and `commands/runCommand.ts` is the one bridge to `handleCommand`. A file named
 * `*Commands.ts`, a second bridge or a file whose name no export carries fails here by name.
 */
const root = path.resolve(__dirname, '../..');
const applicationDir = path.join(root, 'application');

/** Every `commands/` folder under application/, as paths relative to application/ (`company/backOffice/commands`). */
const commandDirs = (dir = applicationDir): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.name === 'commands' ? [path.relative(applicationDir, full)] : commandDirs(full);
    });

const commandFiles = () =>
  commandDirs().flatMap((dir) =>
    readdirSync(path.join(applicationDir, dir))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => `${dir}/${file}`),
  );
const isBridge = (file: string) => path.basename(file) === 'runCommand.ts';
const sourceOf = (file: string) => readFileSync(path.join(applicationDir, file), 'utf8');
const exportedNames = (source: string) =>
  [...source.matchAll(/^export (?:const|async function|function) ([A-Za-z0-9_]+)/gm)].map((match) => match[1]!);

/**
 * Files written before this test that break one of its rules. The lists only shrink: a file put right leaves its list
 * (the last test fails until it does), and a new file never enters one.
 */
const namedAsAGroup = new Set(['integration/commands/webhookCommands.ts']);
const secondBridge = new Set(['clientRequest/commands/expireStarted.ts', 'content/commands/acceptTerms.ts']);
const nameNotExported = new Set([
  'company/commands/paymentInfo.ts',
  'content/commands/saveArticle.ts',
  'content/commands/saveTermsVersion.ts',
  'content/commands/uploadContentMedia.ts',
  'contract/commands/closeContract.ts',
  'contract/commands/contractFiles.ts',
  'contract/commands/docusignStatus.ts',
  'contract/commands/saveContract.ts',
  'contract/commands/signContract.ts',
  'integration/commands/webhookCommands.ts',
  'team/commands/saveTeam.ts',
]);

const groupName = (file: string) => /(Commands|Command)\.ts$/.test(file) && !isBridge(file);
const importsHandleCommand = (file: string) =>
  /import\s*\{[^}]*\bhandleCommand\b[^}]*\}\s*from\s*'[./]*shared\/handleCommand'/.test(sourceOf(file));
const carriesItsName = (file: string) => {
  const verbNoun = path.basename(file, '.ts');
  return exportedNames(sourceOf(file)).some((name) => name.startsWith(verbNoun));
};

describe('the skeleton of application/<area>/commands', () => {
  it('names a file after its use case, never after a group of them', () => {
    expect(commandFiles().length).toBeGreaterThan(100);
    expect(commandFiles().filter((file) => groupName(file) && !namedAsAGroup.has(file))).toEqual([]);
  });

  it('reaches handleCommand through the area’s runCommand.ts only', () => {
    expect(
      commandFiles().filter((file) => !isBridge(file) && !secondBridge.has(file) && importsHandleCommand(file)),
    ).toEqual([]);
  });

  it('exports the use case a file is named after', () => {
    expect(
      commandFiles().filter((file) => !isBridge(file) && !nameNotExported.has(file) && !carriesItsName(file)),
    ).toEqual([]);
  });

  it('lists as exceptions only files that still break a rule', () => {
    const stale = [
      ...[...namedAsAGroup].filter((file) => !commandFiles().includes(file) || !groupName(file)),
      ...[...secondBridge].filter((file) => !commandFiles().includes(file) || !importsHandleCommand(file)),
      ...[...nameNotExported].filter((file) => !commandFiles().includes(file) || carriesItsName(file)),
    ];
    expect(stale).toEqual([]);
  });
});
