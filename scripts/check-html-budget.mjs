/**
 * `npm run check:html`, after `build:site`: every page's HTML, raw and gzipped, against bench/html-budget.json, and
 * what its groove notation costs a bar. Fails when a page grows past its route's budget (a series of pages, as
 * `/lessons/[slug]`, is budgeted by its heaviest) or notation past its bytes a bar, and when a page names a script,
 * style or font of the build's that is not in out/ (a bundler slip once left every lesson asking for a missing chunk).
 *
 * The budgets hold what the pages weigh today, plus a little headroom: they stop a page getting heavier unnoticed.
 * Every page must also stay within the site's limit, in the same file (`target`: 40 KB gzipped and 300 KB raw, what
 * a page on a slow phone connection can carry and still paint as soon as a short one), whatever its route's budget:
 * a lesson grown past it is split, or made lighter. `node scripts/check-html-budget.mjs --write` sets each budget to
 * today's size plus the headroom: do that on purpose, in its own commit (lowering them after a page got lighter is
 * the point), never to make CI pass.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { hasNotation, notationDrawings, partsOf } from './html-parts.mjs';
import { routeFiles, routeOf } from './js-size.mjs';

const BUDGET_FILE = 'bench/html-budget.json';
const KB = 1000;

/** A page's groove notation: the bytes of its drawings and the bars they draw (notationDrawings, html-parts.mjs). */
export function notationOf(html) {
  let bytes = 0;
  let bars = 0;
  for (const drawing of notationDrawings(html)) {
    bytes += Buffer.byteLength(drawing.svg);
    bars += drawing.bars;
  }
  return { bytes, bars };
}

/** The build's own files a page names (scripts, preloads, styles, fonts) that are not in `outDir`. */
export function missingFiles(html, outDir = 'out') {
  const named = new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?#]+)"/g)].map((match) => match[1]));
  return [...named].filter((file) => !existsSync(join(outDir, file)));
}

/** Each page's weight: raw and gzipped bytes, and its notation's; and the build's files it names that are missing. */
export function measurePages(files = routeFiles()) {
  return files.map(([page, file]) => {
    const html = readFileSync(file);
    const text = html.toString('utf8');
    return {
      page,
      route: routeOf(page),
      raw: html.length,
      gzip: gzipSync(html).length,
      notation: notationOf(text),
      hasNotation: hasNotation(text),
      missing: missingFiles(text),
    };
  });
}

/** The heaviest page of each route, by gzipped bytes then raw. */
export function heaviest(pages) {
  const out = new Map();
  for (const page of pages) {
    const was = out.get(page.route);
    out.set(page.route, {
      route: page.route,
      page: !was || page.gzip > was.gzip ? page.page : was.page,
      gzip: Math.max(page.gzip, was?.gzip ?? 0),
      raw: Math.max(page.raw, was?.raw ?? 0),
    });
  }
  return [...out.values()];
}

/** Notation bytes a bar over the whole site. */
export function bytesPerBar(pages) {
  const bytes = pages.reduce((sum, { notation }) => sum + notation.bytes, 0);
  const bars = pages.reduce((sum, { notation }) => sum + notation.bars, 0);
  return bars ? Math.round(bytes / bars) : 0;
}

export function problemsOf(pages, budget) {
  const problems = [];
  for (const page of pages) {
    for (const file of page.missing ?? []) problems.push(`${page.page} names ${file}, which the build did not write`);
    // A page with notation whose drawings were not found: the markup changed under notationDrawings, which must follow it.
    if (page.hasNotation && page.notation.bars === 0)
      problems.push(
        `${page.page} has notation, but no drawing of it was measured: update notationDrawings (scripts/html-parts.mjs)`,
      );
    const limit = budget.routes[page.route];
    if (!limit) {
      problems.push(`no budget for ${page.route} in ${BUDGET_FILE}`);
      continue;
    }
    const kb = (bytes) => Math.round(bytes / 100) / 10;
    const { target } = budget;
    if (target && (page.gzip > target.gzipKB * KB || page.raw > target.rawKB * KB))
      problems.push(
        `${page.page} is ${kb(page.gzip)} KB gzipped and ${kb(page.raw)} KB raw, over the ${target.gzipKB} KB / ${target.rawKB} KB every page must stay within: shorten it, or split it in two`,
      );
    if (page.gzip > limit.gzipKB * KB)
      problems.push(`${page.page} is ${kb(page.gzip)} KB gzipped, over ${page.route}'s ${limit.gzipKB} KB`);
    if (page.raw > limit.rawKB * KB)
      problems.push(`${page.page} is ${kb(page.raw)} KB raw, over ${page.route}'s ${limit.rawKB} KB`);
  }
  const perBar = bytesPerBar(pages);
  if (perBar > budget.notationBytesPerBar)
    problems.push(`notation takes ${perBar} bytes a bar, over its ${budget.notationBytesPerBar}`);
  return [...new Set(problems)];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
  const pages = measurePages();
  const routes = heaviest(pages);
  if (process.argv.includes('--write')) {
    budget.routes = Object.fromEntries(
      routes.map(({ route, gzip, raw }) => [
        route,
        {
          gzipKB: Math.ceil(gzip / KB + budget.headroomKB.gzip),
          rawKB: Math.ceil(raw / KB + budget.headroomKB.raw),
        },
      ]),
    );
    budget.notationBytesPerBar = Math.ceil(bytesPerBar(pages) * 1.02);
    writeFileSync(BUDGET_FILE, `${JSON.stringify(budget, null, 2)}\n`);
    console.log(`Wrote ${BUDGET_FILE}`);
  }
  const files = new Map(routeFiles());
  console.log('The heaviest page of each route; its CSS, page data and notation gzipped on their own.');
  for (const { route, page, gzip, raw } of routes.sort((a, b) => b.gzip - a.gzip)) {
    const limit = budget.routes[route];
    const parts = partsOf(readFileSync(files.get(page), 'utf8'));
    const of = (bytes) => (bytes === undefined ? '?' : (bytes / KB).toFixed(1));
    console.log(
      `${route.padEnd(26)} ${(gzip / KB).toFixed(1).padStart(6)} KB gz ${(raw / KB).toFixed(0).padStart(5)} KB raw` +
        `   budget ${limit?.gzipKB ?? '—'} / ${limit?.rawKB ?? '—'}` +
        `   CSS ${of(parts.css)}, data ${of(parts.pageData)}, notation ${of(parts.notation)}` +
        `   ${page === route ? '' : page}`,
    );
  }
  // The rules only islands use (scripts/defer-island-styles.ts): one sheet the pages share, fetched once.
  const islands = readdirSync('out/_next/static/chunks').filter((name) => /^islands-.*\.css$/.test(name));
  for (const name of islands) {
    const css = readFileSync(join('out/_next/static/chunks', name));
    console.log(
      `\nIsland styles, one sheet every page shares: ${name}, ${(css.length / KB).toFixed(1)} KB raw, ${(gzipSync(css).length / KB).toFixed(1)} KB gzipped.`,
    );
  }
  const over = pages.filter(({ gzip, raw }) => gzip > budget.target.gzipKB * KB || raw > budget.target.rawKB * KB);
  console.log(
    `\nNotation: ${bytesPerBar(pages)} bytes a bar (budget ${budget.notationBytesPerBar}).` +
      `\nTarget ${budget.target.gzipKB} KB gzipped and ${budget.target.rawKB} KB raw a page: ${over.length} of ${pages.length} pages are over it.`,
  );
  const problems = problemsOf(pages, budget);
  if (problems.length) {
    console.error(`\nHTML budget exceeded:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    console.error('See README "Performance" for what a page carries; raise a budget only on purpose.');
    process.exit(1);
  }
  console.log(`Every page is within its HTML budget (${BUDGET_FILE}).`);
}
