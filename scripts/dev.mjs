/**
 * `npm run dev`: Contentlayer in watch mode beside `next dev`, so an edit under content/
 * shows in the browser. Started once, stopped together: a signal to this process (Ctrl+C,
 * or `kill <pid>` from a tool) reaches both children, and if either exits the other stops.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// The first build must exist before Next compiles a page that imports it.
const first = spawnSync(bin('contentlayer2'), ['build'], { cwd: root, stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

const children = [
  spawn(bin('contentlayer2'), ['dev'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('next'), ['dev', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' }),
];

let stopping = false;
function stop(signal = 'SIGTERM', code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((done) => child.on('exit', done)) : null))).then(() =>
    process.exit(code),
  );
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
for (const child of children) child.on('exit', (code) => stop('SIGTERM', code ?? 0));
