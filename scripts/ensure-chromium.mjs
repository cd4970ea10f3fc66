// The e2e layer drives Debian's Chromium headless shell (the browser without its windowing layer: the same Blink and V8
// as `chromium`, about 40 % less CPU per test on this machine); on a fresh machine this installs it (apt-get, as root
// or with sudo). CHROMIUM_PATH points the tests at another build, which is then used as it is.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const headlessShell = '/usr/lib/chromium/chromium-headless-shell';

const path = process.env.CHROMIUM_PATH ?? headlessShell;
if (existsSync(path)) process.exit(0);
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is ${path}, and nothing is there.`);
  process.exit(1);
}

console.log(
  `Chromium's headless shell not found at ${path}: installing Debian's chromium-headless-shell for the e2e tests`,
);
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
try {
  execSync(
    `${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq chromium-headless-shell`,
    { stdio: 'inherit', shell: '/bin/bash' },
  );
} catch {
  console.error(
    'Could not install chromium-headless-shell. Install it (apt-get install chromium-headless-shell) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
