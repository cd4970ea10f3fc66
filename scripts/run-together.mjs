// Runs npm scripts side by side and fails if any fails: `npm test`'s checks (type check, lint, web build) are each
// mostly single-threaded, so on two cores they take about half as long together as one after the other. Each
// script's output is printed whole when it ends, so the logs do not interleave.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-together.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const run = (name) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const failed = code !== 0;
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(`── npm run ${name}: ${failed ? `failed (${signal ?? code})` : 'ok'} in ${seconds} s`);
      if (text) console.log(text);
      resolve(!failed);
    });
  });

const results = await Promise.all(names.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
