/**
 * `npm run bench`: builds the static site, serves it as `npm start` does, and runs Lighthouse
 * (mobile defaults: simulated slow 4G and a mid-range phone's CPU) on every route, 3 runs
 * each, keeping the run with the median performance score. Prints a table, writes
 * bench/results.json and the table in README.md between the bench markers.
 *
 * `npm run check:lighthouse` (part of `npm test`): one run per route of the deterministic
 * categories only (accessibility, best practices, SEO), failing below 100.
 *
 * Flags: --no-build (use out/ as it is), --runs N, --check.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/browser';
import { ROUTES } from '../lib/routes';
import { LESSON_ROUTE, measureRoutes, routeFiles } from './js-size.mjs';

const args = process.argv.slice(2);
const CHECK = args.includes('--check');
const BUILD = !args.includes('--no-build');
const RUNS = CHECK ? 1 : Number(args[args.indexOf('--runs') + 1]) || 3;
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const ORIGIN = `http://localhost:${PORT}`;
const RESULTS_FILE = 'bench/results.json';
const README = 'README.md';
const MARKERS = ['<!-- bench:start -->', '<!-- bench:end -->'] as const;

type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
const CATEGORIES: Category[] = CHECK ? ['accessibility', 'best-practices', 'seo'] : ['performance', 'accessibility', 'best-practices', 'seo'];

interface Row {
  route: string;
  performance?: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  jsKiB: number;
  totalKiB: number;
  /** Audits that cost points in the deterministic categories (empty when all are 100). */
  failing: string[];
}

/** Pages kept out of search results on purpose (noindex): Lighthouse's SEO score would fail them by design. */
const NOT_FOR_SEARCH = ['/404', ROUTES.offline];

/**
 * Routes to measure: every page, one lesson page standing for all, none of NOT_FOR_SEARCH (axe checks
 * the offline page's accessibility instead, e2e/accessibility.spec.ts). The lesson is the one with the most steps in its grooves' grids: the heaviest page, with notation, grids,
 * players and their view choice.
 */
function routes(): string[] {
  const files = routeFiles();
  const grooves = (file: string) => readFileSync(file, 'utf8').split('data-step="').length - 1;
  const lessons = files.filter(([route]) => route.startsWith('/lessons/'));
  const lesson = lessons.reduce((best, next) => (grooves(next[1]) > grooves(best[1]) ? next : best), lessons[0]!)[0];
  return files.map(([route]) => route).filter((route) => !NOT_FOR_SEARCH.includes(route) && (!route.startsWith('/lessons/') || route === lesson));
}

async function waitForServer(server: ChildProcess) {
  // Up to five minutes: `npm start` rebuilds first when the sources are newer than out/.
  for (let attempt = 0; attempt < 1500; attempt += 1) {
    if (server.exitCode !== null) throw new Error('The static server stopped before it answered.');
    try {
      if ((await fetch(ORIGIN)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Nothing answered on ${ORIGIN}.`);
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
const kib = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function audit(url: string, port: number): Promise<Row> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue;
  const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })?.items ?? [];
  const transfer = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    lhr.categories[id]!.auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]!.score !== null && lhr.audits[ref.id]!.score! < 1).map(
      (ref) => `${id}: ${ref.id} — ${lhr.audits[ref.id]!.title}`,
    ),
  );
  return {
    route: new URL(url).pathname,
    performance: CHECK ? undefined : score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    seo: score(lhr.categories.seo?.score),
    lcpMs: CHECK ? undefined : Math.round(numeric('largest-contentful-paint') ?? 0),
    tbtMs: CHECK ? undefined : Math.round(numeric('total-blocking-time') ?? 0),
    cls: CHECK ? undefined : Math.round((numeric('cumulative-layout-shift') ?? 0) * 1000) / 1000,
    jsKiB: kib(transfer('script')),
    totalKiB: kib(transfer('total')),
    failing,
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); that is not a finding. */
async function auditWithRetry(url: string, port: number, attempts = 3): Promise<Row> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${url}: ${error instanceof Error ? error.message : error} — trying again`);
    }
  }
}

function median(rows: Row[]): Row {
  const sorted = [...rows].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  return sorted[Math.floor(sorted.length / 2)]!;
}

function table(rows: Row[], gzippedJs: Map<string, number>): string {
  const header = CHECK
    ? ['Route', 'Accessibility', 'Best practices', 'SEO']
    : ['Route', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'JS KiB (wire)', 'JS KiB (gzip -9, budgeted)', 'Total KiB'];
  const lines = rows.map((row) =>
    CHECK
      ? [row.route, row.accessibility, row.bestPractices, row.seo]
      : [
          row.route,
          row.performance,
          row.accessibility,
          row.bestPractices,
          row.seo,
          `${((row.lcpMs ?? 0) / 1000).toFixed(2)} s`,
          `${row.tbtMs} ms`,
          row.cls,
          row.jsKiB,
          gzippedJs.get(row.route.startsWith('/lessons/') ? LESSON_ROUTE : row.route) ?? '',
          row.totalKiB,
        ],
  );
  return [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

async function main() {
  if (BUILD && spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  const server = spawn('node', ['scripts/start.mjs'], { env: { ...process.env, PORT: String(PORT) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const chromePath = chromiumExecutable() ?? chromium.executablePath();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    await waitForServer(server);
    const rows: Row[] = [];
    for (const route of routes()) {
      const runs: Row[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await auditWithRetry(`${ORIGIN}${route}`, chrome.port));
      const row = median(runs);
      rows.push(row);
      console.log(`${route}: ${CHECK ? '' : `performance ${runs.map((r) => r.performance).join('/')} → `}a11y ${row.accessibility}, BP ${row.bestPractices}, SEO ${row.seo}`);
    }
    const gzippedJs = new Map(measureRoutes().map(({ route, kib: size }) => [route, size]));
    const markdown = table(rows, gzippedJs);
    console.log(`\n${markdown}\n`);

    if (CHECK) {
      const failing = rows.flatMap((row) => row.failing.map((reason) => `${row.route} ${reason}`));
      if (failing.length > 0) {
        console.error(`Lighthouse accessibility, best practices and SEO must be 100 on every route:\n${failing.map((line) => `  - ${line}`).join('\n')}`);
        process.exitCode = 1;
      } else {
        console.log('Accessibility, best practices and SEO are 100 on every route.');
      }
      return;
    }

    const lighthouseVersion = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version as string;
    const browserVersion = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.trim();
    const results = { date: new Date().toISOString(), lighthouse: lighthouseVersion, browser: browserVersion, runsPerRoute: RUNS, formFactor: 'mobile (Lighthouse defaults)', routes: rows };
    writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
    const readme = readFileSync(README, 'utf8');
    const [start, end] = MARKERS;
    if (readme.includes(start) && readme.includes(end)) {
      const note = `Lighthouse ${lighthouseVersion}, ${browserVersion}, mobile, median of ${RUNS} runs, ${results.date.slice(0, 10)}:`;
      writeFileSync(README, readme.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${note}\n\n${markdown}\n${end}`));
    }
    console.log(`Wrote ${RESULTS_FILE} and the table in ${README}.`);
  } finally {
    chrome.kill();
    server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
