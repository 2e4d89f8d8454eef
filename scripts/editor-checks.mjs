/**
 * The editor's two checks (`check:editor-scripts`: a build with the editor, compared with the site's; and
 * `test:editor`: the editor in a browser on the dev server), run by `npm test` when what they depend on changed.
 *
 * They take two minutes and test code that changes rarely, so `.ci/editor-checked` records a fingerprint of
 * their inputs (below) each time both pass. With the same fingerprint they are skipped, saying so; with any
 * change to those files (or to the record) they run, on CI as anywhere. That visitor pages cannot reach the
 * editor's code whatever changes is checked on every run by the import rules (`visitor-pages-never-reach-the-editor`).
 * `npm run check:editor` runs both whatever the fingerprint says.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * What the editor and its checks are made of: its routes and config, the content model, what its browser tests go
 * through (the lesson pages and the lessons page on the dev server, content access, the content check, and the
 * lesson they edit), the build's settings and every dependency. Not the rest of the content: that every content
 * file opens in the editor is checked on every run (content-model/to-keystatic.test.ts reads each with Keystatic's
 * own reader), and an editor's change of a lesson should not cost every pull request two minutes.
 */
export const EDITOR_INPUTS = [
  'keystatic.config.ts',
  'app/keystatic',
  'app/api/keystatic',
  'app/(site)/lessons',
  'lib',
  'contentlayer.config.ts',
  'scripts/check-content.ts',
  'content/lessons/first-rock-beat.mdx',
  'content/categories.yaml',
  'content-model',
  'features/practice/mdx.ts',
  'features/practice/groove',
  // The Groove block's preview in the editor, and what it runs: the engraver in the browser, the player's hook and engine.
  'features/practice/editor',
  'features/practice/engrave',
  'features/practice/ui/use-player.ts',
  // Its step grid: the lesson's table, and the cells it lights under each count.
  'features/practice/ui/step-grid.ts',
  'features/practice/ui/step-grid-table.ts',
  'features/practice/play-along/step-cells.ts',
  'features/practice/playback',
  'e2e/editor',
  'playwright.editor.config.ts',
  'next.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'scripts/editor-checks.mjs',
  'scripts/compare-editor-scripts.mjs',
  'scripts/js-size.mjs',
  'scripts/dev.mjs',
];
const RECORD = '.ci/editor-checked';

export function fingerprint() {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...EDITOR_INPUTS], {
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const hash = createHash('sha256');
  for (const file of [...new Set(listed.stdout.split('\n').filter(Boolean))].sort()) {
    if (!existsSync(file)) continue;
    hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const force = process.argv.includes('--force');
const now = fingerprint();
if (!force && existsSync(RECORD) && readFileSync(RECORD, 'utf8').trim() === now) {
  console.log(
    `Editor checks skipped: nothing they depend on changed since they last passed (${now.slice(0, 12)}, .ci/editor-checked). \`npm run check:editor\` runs them anyway.`,
  );
  process.exit(0);
}
// The browser tests add a lesson in the editor and delete it while `contentlayer2 dev` watches, which keeps the
// deleted lesson in its generated index: a `next build` after them would publish a page for a file no longer there.
// The generated content is made again from content/ as it is, whether the checks passed or not.
let failed = 0;
for (const script of ['check:editor-scripts', 'test:editor']) {
  const run = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  if (run.status !== 0) {
    failed = run.status ?? 1;
    break;
  }
}
// From nothing: the watcher, stopped with the editor's server, can be cut off halfway through writing a file (it once
// left `.contentlayer/package.json` empty, and every later Contentlayer run failed on it).
for (const made of ['.contentlayer/generated', '.contentlayer/package.json'])
  rmSync(made, { recursive: true, force: true });
const content = spawnSync('npm', ['run', 'build:content'], { stdio: 'inherit' });
if (failed) process.exit(failed);
if (content.status !== 0) process.exit(content.status ?? 1);
// The editor's tests put back every file they edit: the inputs are as they were.
if (fingerprint() !== now) {
  console.error('The editor checks left changed files behind (git status shows them).');
  process.exit(1);
}
writeFileSync(RECORD, `${now}\n`);
console.log(`Editor checks passed; recorded ${now.slice(0, 12)} in ${RECORD} (commit it).`);
