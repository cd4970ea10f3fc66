import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../adapters/postgres/embeddedServer';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

/** The real entry point: starts on a given database, and on SIGTERM finishes the requests in flight before it exits. */
describe('the server process', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('answers requests in flight when told to stop, then exits cleanly', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'adapters/main.ts'], {
      // The demo accounts are enough here: no demo cards, solutions or articles to seed before it listens.
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        SEED_DEMO_CARDS: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Marketplace is running') && resolve());
      child.on('exit', (code) => reject(new Error(`exited early with ${code}`)));
    });

    const login = (password: string) =>
      fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'client@demo.test', password }),
      }).then((r) => r.status);
    // Five failures make the next login wait a second (the throttle): a request surely in flight when the signal comes.
    for (let i = 0; i < 5; i++) expect(await login('wrong-password')).toBe(401);
    const slowLogin = login('demopass1');
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGTERM');

    expect(await slowLogin).toBe(200);
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/user/profile`)).rejects.toThrow();
  });

  it('refuses to start with a bad setting and names it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'adapters/main.ts'], {
      env: { ...process.env, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
  });
});
