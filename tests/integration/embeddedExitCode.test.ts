import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const exitCodeOf = (script: string): Promise<number | null> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (stderr.includes('Error') ? reject(new Error(stderr)) : resolve(code)));
  });

/**
 * The embedded PostgreSQL package's exit hooks called `process.exit(0)` before a process ended, so a test run
 * with failures exited 0 and CI took it for green. A process that loads it keeps the exit code it set.
 */
describe('loading the embedded PostgreSQL', () => {
  it('leaves the exit code of the process alone', async () => {
    const script = `const { loadEmbeddedPostgres } = await import(${JSON.stringify(new URL('../../adapters/postgres/embeddedServer.ts', import.meta.url).href)});
      await loadEmbeddedPostgres();
      process.exitCode = 3;`;
    expect(await exitCodeOf(script)).toBe(3);
  });
});
