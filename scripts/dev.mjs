/**
 * `npm run dev`: Contentlayer in watch mode beside `next dev`, so an edit under content/
 * shows in the browser; Chakra's global stylesheet is written again when styles/theme.ts changes.
 * The onset detector's AudioWorklet module is built once at the start (run `npm run build:worklet`
 * again after changing it). Started once, stopped together: a signal to this process (Ctrl+C,
 * or `kill <pid>` from a tool) reaches both children, and if either exits the other stops.
 */
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// The first builds must exist before Next compiles a page that imports them (or, for the onset
// detector's AudioWorklet module, before a page loads it from public/).
const writeStyles = () => spawnSync(bin('tsx'), ['scripts/build-styles.ts'], { cwd: root, stdio: 'inherit' });
const writeWorklet = () => spawnSync(bin('tsx'), ['scripts/build-worklet.ts'], { cwd: root, stdio: 'inherit' });
for (const first of [
  writeStyles,
  writeWorklet,
  () => spawnSync(bin('contentlayer2'), ['build'], { cwd: root, stdio: 'inherit' }),
]) {
  const result = first();
  if (result.status !== 0) process.exit(result.status ?? 1);
}
let themeChanged;
watch(path.join(root, 'styles', 'theme.ts'), () => {
  clearTimeout(themeChanged);
  themeChanged = setTimeout(writeStyles, 200);
}).unref();

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
  Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((done) => child.on('exit', done)) : null)),
  ).then(() => process.exit(code));
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
for (const child of children) child.on('exit', (code) => stop('SIGTERM', code ?? 0));
