/**
 * Fails when a route's first-paint JavaScript (gzipped, from the built HTML) grows past its
 * budget in bench/js-budget.json, or when a route has no budget. Run after `build:site`.
 * `node scripts/check-js-budget.mjs --write` sets each budget to today's size plus the
 * file's headroom: do that on purpose, in its own commit, never to make CI pass.
 *
 * It also fails when a browser script holds the groove engraver where it does not belong: notation is drawn at
 * build time, and a stray import from an island would ship it to every lesson. VexFlow may be in a script only the
 * groove builder fetches, after its first paint (it redraws as the visitor edits); jsdom in none at all.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measureRoutes } from './js-size.mjs';

const BUDGET_FILE = 'bench/js-budget.json';

/** Words only the engraving libraries contain: VexFlow's glyph names and error codes, jsdom's name for itself. */
const VEXFLOW = [/noteheadXBlack/, /BadGlyph/];
const JSDOM = /jsdom/i;
/** The routes that may fetch VexFlow, after their first paint. */
export const ENGRAVER_ROUTES = ['/groove-builder'];

/**
 * Scripts holding engraving code where they should not: jsdom anywhere; VexFlow in a route's first-paint scripts, or
 * in a script that a route other than ENGRAVER_ROUTES can reach (a script reaches another by naming its file, as
 * the bundler's loaders do). `routes` are measureRoutes()'s, with each route's first-paint `scripts`.
 */
export function buildTimeCodeIn(directory, routes = []) {
  const files = readdirSync(directory, { recursive: true })
    .filter((file) => String(file).endsWith('.js'))
    .map(String);
  const texts = new Map(files.map((file) => [file, readFileSync(path.join(directory, file), 'utf8')]));
  const named = (text) => [...text.matchAll(/static\/(chunks\/[\w.-]+\.js)/g)].map((match) => match[1]);
  const reach = (scripts) => {
    const seen = new Set(scripts.map((src) => src.replace(/^\/_next\/static\//, '')));
    const queue = [...seen];
    while (queue.length) {
      for (const next of named(texts.get(queue.pop()) ?? '')) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    return seen;
  };
  const firstPaint = new Set(
    routes.flatMap(({ scripts }) => scripts.map((src) => src.replace(/^\/_next\/static\//, ''))),
  );
  const elsewhere = reach(
    routes.filter(({ route }) => !ENGRAVER_ROUTES.includes(route)).flatMap(({ scripts }) => scripts),
  );
  return files.flatMap((file) => {
    const text = texts.get(file);
    if (JSDOM.test(text)) return [`${file} holds ${JSDOM}`];
    const vexflow = VEXFLOW.find((pattern) => pattern.test(text));
    if (!vexflow) return [];
    if (firstPaint.has(file)) return [`${file} holds ${vexflow} and is loaded on a first paint`];
    if (elsewhere.has(file))
      return [`${file} holds ${vexflow} and is reachable from a route other than ${ENGRAVER_ROUTES.join(', ')}`];
    return [];
  });
}

export function compare(measured, budget) {
  return measured.map(({ route, kib }) => {
    const limit = budget.routes[route];
    if (limit === undefined) return { route, kib, limit, problem: `no budget for ${route} in ${BUDGET_FILE}` };
    if (kib > limit)
      return { route, kib, limit, problem: `${route} loads ${kib} KiB of JavaScript, over its ${limit} KiB budget` };
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
  const problems = [
    ...rows.filter((row) => row.problem),
    ...buildTimeCodeIn('out/_next/static', measured).map((problem) => ({
      problem: `engraving code in a browser script: ${problem}`,
    })),
  ];
  if (problems.length > 0) {
    console.error(`\nJavaScript budget exceeded:\n${problems.map(({ problem }) => `  - ${problem}`).join('\n')}`);
    console.error('See README "Performance" for what costs bytes; raise a budget only on purpose.');
    process.exit(1);
  }
  console.log(`\nEvery route is within its JavaScript budget (${BUDGET_FILE}).`);
}
