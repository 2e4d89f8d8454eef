/**
 * `npm start`: builds the static site if `out/` is missing or older than its sources,
 * then serves `out/` on http://localhost:$PORT (default 3000) with the site's headers.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveConfig } from './security-headers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = [
  'app',
  'components',
  'content',
  'content-model',
  'features',
  'lib',
  'public',
  'styles',
  'next.config.ts',
  'contentlayer.config.ts',
  'package-lock.json',
];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stats.mtimeMs,
  );
}

const builtAt = path.join(root, 'out', 'index.html');
const sourcesChangedAt = Math.max(...SOURCES.map((entry) => newestChange(path.join(root, entry))));
if (!existsSync(builtAt) || statSync(builtAt).mtimeMs < sourcesChangedAt) {
  console.log(existsSync(builtAt) ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const configDir = path.join(root, 'node_modules', '.cache', 'drum-school');
mkdirSync(configDir, { recursive: true });
const configFile = path.join(configDir, 'serve.json');
writeFileSync(configFile, JSON.stringify(serveConfig(), null, 2));

const port = process.env.PORT ?? '3000';
const server = spawn(
  path.join(root, 'node_modules', '.bin', 'serve'),
  ['out', '--config', configFile, '--listen', `tcp://0.0.0.0:${port}`, '--no-clipboard', '--no-port-switching'],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
