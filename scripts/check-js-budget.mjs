/**
 * Fails when a route's first-paint JavaScript (gzipped, from the built HTML) grows past its
 * budget in bench/js-budget.json, or when a route has no budget. Run after `build:site`.
 * `node scripts/check-js-budget.mjs --write` sets each budget to today's size plus the
 * file's headroom: do that on purpose, in its own commit, never to make CI pass.
 *
 * It also fails when any browser script holds the groove engraver (VexFlow, jsdom): notation is
 * drawn at build time, and a stray import from an island would ship it to every lesson.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measureRoutes } from './js-size.mjs';

const BUDGET_FILE = 'bench/js-budget.json';

/** Words only the engraving libraries contain: VexFlow's glyph names and error codes, jsdom's name for itself. */
const BUILD_TIME_ONLY = [/noteheadXBlack/, /BadGlyph/, /jsdom/i];

export function buildTimeCodeIn(directory) {
  return readdirSync(directory, { recursive: true })
    .filter((file) => String(file).endsWith('.js'))
    .flatMap((file) => {
      const text = readFileSync(path.join(directory, String(file)), 'utf8');
      const found = BUILD_TIME_ONLY.find((pattern) => pattern.test(text));
      return found ? [`${file} holds ${found}`] : [];
    });
}

export function compare(measured, budget) {
  return measured.map(({ route, kib }) => {
    const limit = budget.routes[route];
    if (limit === undefined) return { route, kib, limit, problem: `no budget for ${route} in ${BUDGET_FILE}` };
    if (kib > limit) return { route, kib, limit, problem: `${route} loads ${kib} KiB of JavaScript, over its ${limit} KiB budget` };
    return { route, kib, limit };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
  const measured = measureRoutes();
  if (process.argv.includes('--write')) {
    budget.routes = Object.fromEntries(measured.map(({ route, kib }) => [route, Math.ceil(kib + budget.headroomKiB)]));
    writeFileSync(BUDGET_FILE, `${JSON.stringify(budget, null, 2)}\n`);
    console.log(`Wrote ${BUDGET_FILE}`);
  }
  const rows = compare(measured, budget);
  for (const { route, kib, limit } of rows) {
    console.log(`${route.padEnd(20)} ${String(kib).padStart(6)} KiB   budget ${limit ?? '—'} KiB`);
  }
  const problems = [...rows.filter((row) => row.problem), ...buildTimeCodeIn('out/_next/static').map((problem) => ({ problem: `engraving code in a browser script: ${problem}` }))];
  if (problems.length > 0) {
    console.error(`\nJavaScript budget exceeded:\n${problems.map(({ problem }) => `  - ${problem}`).join('\n')}`);
    console.error('See README "Performance" for what costs bytes; raise a budget only on purpose.');
    process.exit(1);
  }
  console.log(`\nEvery route is within its JavaScript budget (${BUDGET_FILE}).`);
}
