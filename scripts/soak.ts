import { spawnSync } from 'node:child_process';

/**
 * The long versions of the suite's proofs, too slow for every CI run: races on one card, cart and candidate for
 * 1,000 rounds, 100 kill -9 drills of the app process (card, cart and interview writes, and the e-mails they
 * cause), 20 PostgreSQL restarts under load, 45 e-mails through two app processes and a worker behind a round-robin
 * balancer, and 1,000 fuzz requests per REST operation. Each count can be changed
 * through its variable; the suite runs the short versions.
 */
const settings = {
  RACE_ROUNDS: process.env.RACE_ROUNDS ?? '1000',
  CRASH_DRILLS: process.env.CRASH_DRILLS ?? '100',
  RESTART_DRILLS: process.env.RESTART_DRILLS ?? '20',
  FUZZ_RUNS: process.env.FUZZ_RUNS ?? '1000',
  // A company may send 50 invitations an hour.
  SCALE_MAILS: process.env.SCALE_MAILS ?? '45',
};
const files = ['tests/integration/races', 'tests/integration/restart', 'tests/integration/scaleOut', 'tests/security'];

console.log(
  `soak: ${Object.entries(settings)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ')}`,
);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'integration', '--reporter', 'verbose', ...files], {
  stdio: 'inherit',
  env: { ...process.env, ...settings },
});
process.exit(run.status ?? 1);
