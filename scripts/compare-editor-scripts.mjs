/**
 * Proves the content editor costs visitors nothing. Builds the site as a server build with the
 * editor's routes (the editor needs one) and compares every public page with the site's own build
 * (`npm run build:site`'s `.next`, the export visitors get):
 *  - none of its scripts contains editor code (Keystatic, Keystar UI, ProseMirror), while the
 *    editor-enabled build does contain it (so the check can see it);
 *  - its scripts weigh the same, within 1 KiB gzipped.
 * File names cannot be compared: Turbopack numbers modules across the whole build, so adding
 * the editor's modules renames every chunk without changing what a page loads.
 * The export and a server build without the editor differ by about 210 bytes a page (measured on
 * 2026-11-25, every page, the export the heavier), so the export stands in for a third build.
 * Run after `npm run build:site` (it reads the list of pages from out/ and the scripts from .next).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeFiles, scriptSources } from './js-size.mjs';

const BUILDS = { without: '.next', with: '.next-editor' };
const EDITOR_CODE = /keystatic|keystar|prosemirror/i;
const TOLERANCE_BYTES = 1024;

function build(distDir, env) {
  const result = spawnSync('npx', ['next', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir },
  });
  if (result.status !== 0) {
    console.error(`The ${distDir} build failed.`);
    process.exit(1);
  }
}

if (!existsSync(join(BUILDS.without, 'server', 'app', 'index.html'))) {
  console.error('No site build in .next: run `npm run build:site` first.');
  process.exit(1);
}
build(BUILDS.with, { KEYSTATIC_EDITOR: '1' });

const chunk = (distDir, src) => readFileSync(join(distDir, src.replace(/^\/_next\//, '')), 'utf8');
const editorChunks = readdirSync(join(BUILDS.with, 'static', 'chunks')).filter((name) => name.endsWith('.js'));
if (!editorChunks.some((name) => EDITOR_CODE.test(chunk(BUILDS.with, `/_next/static/chunks/${name}`)))) {
  console.error('The editor-enabled build contains no editor code: this comparison would prove nothing.');
  process.exit(1);
}

const problems = [];
let compared = 0;
for (const [route] of routeFiles()) {
  const page = route === '/' ? 'index' : route === '/404' ? '_not-found' : route.slice(1);
  const measured = {};
  for (const [name, distDir] of Object.entries(BUILDS)) {
    const html = join(distDir, 'server', 'app', `${page}.html`);
    if (!existsSync(html)) {
      problems.push(`${route}: no page in ${distDir}`);
      continue;
    }
    const scripts = scriptSources(readFileSync(html, 'utf8')).map((src) => chunk(distDir, src));
    measured[name] = scripts.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0);
    if (name === 'with' && scripts.some((code) => EDITOR_CODE.test(code))) problems.push(`${route}: loads editor code`);
  }
  if (measured.with === undefined || measured.without === undefined) continue;
  compared += 1;
  const difference = measured.with - measured.without;
  if (Math.abs(difference) > TOLERANCE_BYTES) {
    problems.push(`${route}: ${measured.without} bytes of scripts without the editor, ${measured.with} with it`);
  }
}

if (problems.length > 0) {
  console.error(`The editor changes what visitor pages load:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `${compared} visitor pages: no editor code, same script weight (±${TOLERANCE_BYTES} bytes) with and without the editor.`,
);
