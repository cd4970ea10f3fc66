// The e-signature tests verify sealed PDFs with Debian's poppler-utils (pdfsig, pdftotext); on a fresh machine this
// installs them (apt-get, as root or with sudo).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.PDFSIG_PATH ?? '/usr/bin/pdfsig';
if (existsSync(path)) process.exit(0);

console.log(`pdfsig not found at ${path}: installing Debian's poppler-utils package for the e-signature tests`);
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
try {
  execSync(`${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq poppler-utils`, {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
} catch {
  console.error('Could not install poppler-utils. Install it (apt-get install poppler-utils) or set PDFSIG_PATH.');
  process.exit(1);
}
