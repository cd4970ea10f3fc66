// The e2e layer drives Debian's Chromium; on a fresh machine this installs it (apt-get, as root or with sudo).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

console.log(`Chromium not found at ${path}: installing Debian's chromium package for the e2e tests`);
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
try {
  execSync(`${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq chromium`, {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
} catch {
  console.error('Could not install chromium. Install it (apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}
