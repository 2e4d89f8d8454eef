/**
 * `npm run bench`: how fast the site is against the limits it could reach, in one run.
 *
 * Three kinds of target, each served on its own port (scripts/bench-targets.ts):
 * - the site: every route of out/ (one lesson page standing for all);
 * - its no-JS limit: the same HTML with its scripts removed;
 * - the framework floor: a bare Next page built with the project's Next and React.
 * With `--baseline DIR` (an older build's out/, e.g. the commit before a change) that build and
 * its no-JS copy are measured in the same run too, so before and after share the machine's mood.
 *
 * Lighthouse (mobile) loads each page under devtools throttling: a real throttled load (slow
 * 4G, 4× CPU slowdown), not the default simulation, whose LCP flips between two values for one
 * build depending on whether scripts ran just before or after the first paint. Rounds are
 * interleaved (every target once, then again) and each figure is the median of the rounds.
 * `--simulated` adds the simulation's LCP and TBT beside them, labelled.
 *
 * Prints each figure and the ratios (LCP against the no-JS limit, TBT above the bare page),
 * writes bench/results.json and the table in README.md between the bench markers.
 *
 * `npm run check:lighthouse` (part of `npm test`): one run per route of two deterministic categories (best practices,
 * SEO), failing below 100. The third, accessibility, is axe-core's rules, which e2e/axe.ts runs on every route in
 * each theme, Lighthouse's best practices among them (and e2e/html/pages.test.ts checks every frame's title): Lighthouse
 * ran them again, at 1–3 s a page.
 *
 * Flags: --no-build (use out/ as it is), --runs N, --routes /,/lessons, --baseline DIR,
 * --baseline-routes /,/lessons/[slug] (the baseline on some routes only), --baseline-name NAME (what
 * the baseline is, e.g. the commit it was built from: kept in the results beside its folder, which
 * says nothing once it is gone), --simulated, --check.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/browser';
import { ROUTES } from '../lib/routes';
import { buildBarePage, serveFolder, waitForServer, writeNoScriptCopy } from './bench-targets';
import { partsOf } from './html-parts.mjs';
import { measureRoutes, routeFiles, routeOf } from './js-size.mjs';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const CHECK = args.includes('--check');
if (CHECK) {
  // Before each page Lighthouse times a busy loop (a second of CPU) to scale its performance simulation. The check
  // measures no performance: it answers at once (the 16 pages' check took 64 s with it, 57 s without).
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  pageFunctions.computeBenchmarkIndex = () => 1000;
}
const BUILD = !args.includes('--no-build');
const SIMULATED = args.includes('--simulated');
const RUNS = CHECK ? 1 : Number(option('--runs')) || 3;
const ONLY_ROUTES = option('--routes')?.split(',');
const BASELINE = option('--baseline');
/** The routes the baseline is measured on (all by default): each one adds two targets to every round. */
const BASELINE_ROUTES = option('--baseline-routes')?.split(',');
const BASELINE_NAME = option('--baseline-name');
/** The baseline as the results record it: its name, if given, and its folder. */
const BASELINE_LABEL = BASELINE && BASELINE_NAME ? `${BASELINE_NAME} (${BASELINE})` : BASELINE;
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const RESULTS_FILE = 'bench/results.json';
const README = 'README.md';
const MARKERS = ['<!-- bench:start -->', '<!-- bench:end -->'] as const;

/** Pages kept out of search results on purpose (noindex): Lighthouse's SEO score would fail them by design. */
const NOT_FOR_SEARCH = ['/404', ROUTES.offline];

/**
 * Routes to measure: every page, one lesson page standing for all, none of NOT_FOR_SEARCH (axe checks
 * the offline page's accessibility instead, e2e/accessibility.spec.ts). The lesson is the one with the
 * most cells in its grooves' grids: the heaviest page, with notation, grids, players and their view choice.
 */
function routes(): string[] {
  const files = routeFiles();
  // The heaviest: the most grid cells, then the most bytes.
  const weight = (file: string) => {
    const html = readFileSync(file, 'utf8');
    return (html.split('<td').length - 1) * 1e9 + html.length;
  };
  const standing = new Map<string, [string, number]>();
  for (const [route, file] of files) {
    const series = routeOf(route);
    if (series === route) continue;
    const heavy = weight(file);
    if ((standing.get(series)?.[1] ?? -1) < heavy) standing.set(series, [route, heavy]);
  }
  const all = files
    .map(([route]) => route)
    .filter(
      (route) =>
        !NOT_FOR_SEARCH.includes(route) && (routeOf(route) === route || standing.get(routeOf(route))?.[0] === route),
    );
  return ONLY_ROUTES ? all.filter((route) => ONLY_ROUTES.includes(routeOf(route))) : all;
}

type Kind = 'site' | 'no-js' | 'bare' | 'before' | 'before no-js';

interface Target {
  kind: Kind;
  route: string;
  url: string;
}

/** One Lighthouse load. Times in ms; sizes in KiB as transferred. */
interface Run {
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** Lighthouse's time to interactive: the main thread quiet for 5 s after the first paint, the network too. */
  ttiMs?: number;
  cls: number;
  /** The simulation's figures for the same load, with --simulated. */
  simulatedLcpMs?: number;
  simulatedTbtMs?: number;
  jsKiB: number;
  htmlKiB: number;
  totalKiB: number;
  /** What the LCP was, and where its time went. */
  lcpElement: string;
  lcpPhases: Record<string, number>;
  renderBlocking: string[];
}

interface Checked {
  route: string;
  bestPractices: number;
  seo: number;
  /** Audits that cost points (empty when all are 100). */
  failing: string[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
const kib = (bytes: number) => Math.round(bytes / 102.4) / 10;
const round = (value: number | undefined) => Math.round(value ?? 0);

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

async function load(
  url: string,
  port: number,
  flags: Record<string, unknown>,
  categories: string[],
): Promise<Result['lhr']> {
  // Lighthouse now and then fails to record a trace (NO_NAVSTART); that is not a finding.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        ...flags,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError)
        throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`);
      return result.lhr;
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`${url}: ${error instanceof Error ? error.message : error} — trying again`);
    }
  }
}

interface TableItem {
  [key: string]: unknown;
}

function items(lhr: Result['lhr'], id: string): TableItem[] {
  const details = lhr.audits[id]?.details as { items?: TableItem[] } | undefined;
  return details?.items ?? [];
}

/** The LCP element's selector and the four phases of its time (Lighthouse 12's LCP breakdown). */
function lcpBreakdown(lhr: Result['lhr']): Pick<Run, 'lcpElement' | 'lcpPhases'> {
  const lcpPhases: Record<string, number> = {};
  let lcpElement = '';
  const visit = (item: TableItem) => {
    const node = item.node as { selector?: string; nodeLabel?: string; type?: string } | undefined;
    if (node?.type === 'node' && !lcpElement)
      lcpElement = `${node.selector ?? ''} (${(node.nodeLabel ?? '').slice(0, 40)})`;
    if (typeof item.phase === 'string' && typeof item.timing === 'number')
      lcpPhases[item.phase] = Math.round(item.timing);
    if (typeof item.label === 'string' && typeof item.duration === 'number')
      lcpPhases[item.label] = Math.round(item.duration);
    const sub = item.items as TableItem[] | undefined;
    if (Array.isArray(sub)) sub.forEach(visit);
  };
  for (const id of ['lcp-breakdown-insight', 'lcp-phases-insight', 'largest-contentful-paint-element']) {
    items(lhr, id).forEach(visit);
    if (lcpElement) break;
  }
  return { lcpElement, lcpPhases };
}

async function measure(url: string, port: number): Promise<Run> {
  const lhr = await load(url, port, { throttlingMethod: 'devtools', formFactor: 'mobile' }, ['performance']);
  const numeric = (result: Result['lhr'], id: string) => result.audits[id]?.numericValue;
  const summary = items(lhr, 'resource-summary') as { resourceType: string; transferSize: number }[];
  const transfer = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const blocking = [...items(lhr, 'render-blocking-insight'), ...items(lhr, 'render-blocking-resources')]
    .map((item) => String(item.url ?? ''))
    .filter(Boolean);
  const run: Run = {
    performance: score(lhr.categories.performance?.score),
    lcpMs: round(numeric(lhr, 'largest-contentful-paint')),
    fcpMs: round(numeric(lhr, 'first-contentful-paint')),
    tbtMs: round(numeric(lhr, 'total-blocking-time')),
    ...(numeric(lhr, 'interactive') === undefined ? {} : { ttiMs: round(numeric(lhr, 'interactive')) }),
    cls: Math.round((numeric(lhr, 'cumulative-layout-shift') ?? 0) * 1000) / 1000,
    jsKiB: kib(transfer('script')),
    htmlKiB: kib(transfer('document')),
    totalKiB: kib(transfer('total')),
    ...lcpBreakdown(lhr),
    renderBlocking: [...new Set(blocking.map((address) => new URL(address).pathname))],
  };
  if (SIMULATED) {
    const simulated = await load(url, port, { formFactor: 'mobile' }, ['performance']);
    run.simulatedLcpMs = round(numeric(simulated, 'largest-contentful-paint'));
    run.simulatedTbtMs = round(numeric(simulated, 'total-blocking-time'));
  }
  return run;
}

async function check(url: string, port: number): Promise<Checked> {
  const categories = ['best-practices', 'seo'] as const;
  // These audits read the loaded page, not its speed or pictures of it: no screenshots, and no waiting for the
  // network and CPU to stay quiet a second after the load (the third-party frames cannot load here anyway).
  const quick = {
    disableFullPageScreenshot: true,
    // SEO's two axe-core audits (a title, pictures' text) are run with the rest of axe-core's in the end-to-end tests;
    // skipped here, Lighthouse does not run axe-core again on the page.
    skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'document-title', 'image-alt'],
    pauseAfterFcpMs: 0,
    pauseAfterLoadMs: 0,
    networkQuietThresholdMs: 0,
    cpuQuietThresholdMs: 0,
  };
  const lhr = await load(url, port, quick, [...categories]);
  const failing = categories.flatMap((id) => {
    const audits = lhr.categories[id]!.auditRefs.filter(
      (ref) => ref.weight > 0 && lhr.audits[ref.id]!.score !== null && lhr.audits[ref.id]!.score! < 1,
    ).map((ref) => `${id}: ${ref.id} — ${lhr.audits[ref.id]!.title}`);
    // A category Lighthouse could not score (an audit that errored) fails too, with no audit to name: it once read 0 and passed.
    return audits.length === 0 && lhr.categories[id]!.score !== 1
      ? [
          `${id}: scored ${lhr.categories[id]!.score ?? 'nothing'}${lhr.runtimeError ? ` (${lhr.runtimeError.message})` : ''}`,
        ]
      : audits;
  });
  return {
    route: new URL(url).pathname,
    bestPractices: score(lhr.categories['best-practices']?.score),
    seo: score(lhr.categories.seo?.score),
    failing,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Each figure's median over the rounds; the descriptive fields of the run with the median LCP. */
function medianRun(runs: Run[]): Run {
  const byLcp = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(runs.length / 2)]!;
  const of = (key: keyof Run) => median(runs.map((run) => run[key] as number));
  return {
    ...byLcp,
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    tbtMs: of('tbtMs'),
    ...(runs.every((run) => run.ttiMs !== undefined) ? { ttiMs: of('ttiMs') } : {}),
    cls: of('cls'),
    ...(SIMULATED ? { simulatedLcpMs: of('simulatedLcpMs'), simulatedTbtMs: of('simulatedTbtMs') } : {}),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '');
const signed = (ms: number) => `${ms >= 0 ? '+' : ''}${ms} ms`;

interface RouteResult {
  route: string;
  site: Run;
  noJs: Run;
  before?: Run;
  beforeNoJs?: Run;
  /** site LCP ÷ no-JS LCP */
  lcpRatio: number;
  /** site TBT − bare page TBT, ms */
  tbtAboveBare: number;
  gzippedJsKiB?: number;
  /** Gzipped KB of the page's inline CSS and of its page data, built now and (with --baseline) before. */
  parts?: HtmlParts;
  beforeParts?: HtmlParts;
}

interface HtmlParts {
  cssKB: number;
  pageDataKB: number;
}

/** What a page's inline CSS and page data weigh, gzipped (scripts/html-parts.mjs), in an export folder. */
function htmlParts(dir: string, page: string): HtmlParts | undefined {
  const file = new Map(routeFiles(dir)).get(page);
  if (!file) return undefined;
  const { css, pageData } = partsOf(readFileSync(file, 'utf8'));
  return { cssKB: Math.round(css / 100) / 10, pageDataKB: Math.round(pageData / 100) / 10 };
}

function markdown(results: RouteResult[], bare: Run): string {
  const header = [
    'Route',
    'Perf',
    'LCP',
    'no-JS LCP',
    'LCP ÷ no-JS',
    'TBT',
    'TBT − bare',
    'CLS',
    'FCP',
    'HTML KiB',
    'CSS KB gz',
    'page data KB gz',
    'JS KiB (gzip -9)',
  ];
  if (BASELINE) header.push('Before: LCP', 'before ÷ its no-JS', 'TBT', 'CSS', 'page data');
  if (SIMULATED) header.push('Simulated LCP', 'Simulated TBT');
  const rows = results.map(
    ({ route, site, noJs, before, beforeNoJs, tbtAboveBare, gzippedJsKiB, parts, beforeParts }) => {
      const cells: (string | number)[] = [
        route,
        site.performance,
        seconds(site.lcpMs),
        seconds(noJs.lcpMs),
        ratio(site.lcpMs, noJs.lcpMs),
        `${site.tbtMs} ms`,
        signed(tbtAboveBare),
        site.cls,
        seconds(site.fcpMs),
        site.htmlKiB,
        parts?.cssKB ?? '',
        parts?.pageDataKB ?? '',
        gzippedJsKiB ?? '',
      ];
      if (BASELINE)
        cells.push(
          before ? seconds(before.lcpMs) : '',
          before && beforeNoJs ? ratio(before.lcpMs, beforeNoJs.lcpMs) : '',
          before ? `${before.tbtMs} ms` : '',
          beforeParts?.cssKB ?? '',
          beforeParts?.pageDataKB ?? '',
        );
      if (SIMULATED) cells.push(seconds(site.simulatedLcpMs ?? 0), `${site.simulatedTbtMs} ms`);
      return cells;
    },
  );
  const bareCells: (string | number)[] = [
    'bare Next page',
    bare.performance,
    seconds(bare.lcpMs),
    '',
    '',
    `${bare.tbtMs} ms`,
    '',
    bare.cls,
    seconds(bare.fcpMs),
    bare.htmlKiB,
    '',
    '',
    '',
  ];
  if (BASELINE) bareCells.push('', '', '', '', '');
  if (SIMULATED) bareCells.push(seconds(bare.simulatedLcpMs ?? 0), `${bare.simulatedTbtMs} ms`);
  return [header, header.map(() => '---'), ...rows, bareCells].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

async function runCheck(origin: string, port: number) {
  const rows: Checked[] = [];
  for (const route of routes()) {
    const row = await check(`${origin}${route}`, port);
    rows.push(row);
    console.log(`${route}: BP ${row.bestPractices}, SEO ${row.seo}`);
  }
  const failing = rows.flatMap((row) => row.failing.map((reason) => `${row.route} ${reason}`));
  if (failing.length > 0) {
    console.error(
      `Lighthouse best practices and SEO must be 100 on every route:\n${failing.map((line) => `  - ${line}`).join('\n')}`,
    );
    process.exitCode = 1;
  } else {
    console.log('Best practices and SEO are 100 on every route (accessibility: axe-core in the end-to-end tests).');
  }
}

/**
 * A browser of its own for one piece of work: each of the bench's measurements, or the whole check. With one browser
 * for every target, the same build measured against itself came out 0.14 s quicker (LCP on /) in the baseline's place
 * than in the site's, in every round; with a browser each, the two are the same. Most likely the targets after the first loaded scripts already compiled: every address on
 * localhost shares a renderer, V8 keeps what it compiled by the script's text, and a baseline's chunks are mostly the
 * site's.
 */
async function inOwnBrowser<T>(work: (port: number) => Promise<T>, { fullBrowser = true } = {}): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable({ fullBrowser }) ?? chromium.executablePath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    return await work(chrome.port);
  } finally {
    chrome.kill();
  }
}

async function runBench(port: (offset: number) => number, servers: ChildProcess[]) {
  const serve = async (dir: string, offset: number) => {
    const server = serveFolder(dir, port(offset));
    servers.push(server);
    await waitForServer(server, `http://localhost:${port(offset)}`);
    return `http://localhost:${port(offset)}`;
  };
  const noJsOrigin = await serve(writeNoScriptCopy('out', 'site'), 1);
  const bareOrigin = await serve(buildBarePage(), 2);
  const beforeOrigin = BASELINE ? await serve(BASELINE, 3) : undefined;
  const beforeNoJsOrigin = BASELINE ? await serve(writeNoScriptCopy(BASELINE, 'before'), 4) : undefined;

  const routeList = routes();
  // The routes measured beside the baseline: its timings and its HTML's parts, or neither.
  const compared = (route: string) =>
    BASELINE !== undefined && (!BASELINE_ROUTES || BASELINE_ROUTES.includes(routeOf(route)));
  const targets: Target[] = [{ kind: 'bare', route: '/', url: `${bareOrigin}/` }];
  for (const route of routeList) {
    targets.push(
      { kind: 'site', route, url: `http://localhost:${port(0)}${route}` },
      { kind: 'no-js', route, url: `${noJsOrigin}${route}` },
    );
    if (beforeOrigin && beforeNoJsOrigin && compared(route))
      targets.push(
        { kind: 'before', route, url: `${beforeOrigin}${route}` },
        { kind: 'before no-js', route, url: `${beforeNoJsOrigin}${route}` },
      );
  }
  const runs = new Map<Target, Run[]>(targets.map((target) => [target, []]));
  for (let round = 1; round <= RUNS; round += 1) {
    for (const target of targets) {
      const run = await inOwnBrowser((chromePort) => measure(target.url, chromePort));
      runs.get(target)!.push(run);
      console.log(
        `round ${round}/${RUNS} ${target.kind.padEnd(12)} ${target.route.padEnd(40)} LCP ${seconds(run.lcpMs)}  TBT ${run.tbtMs} ms  CLS ${run.cls}${run.ttiMs === undefined ? '' : `  TTI ${seconds(run.ttiMs)}`}`,
      );
    }
  }
  const result = (kind: Kind, route: string) => {
    const target = targets.find((candidate) => candidate.kind === kind && candidate.route === route);
    return target ? medianRun(runs.get(target)!) : undefined;
  };
  const bare = result('bare', '/')!;
  const gzippedJs = new Map(measureRoutes().map(({ route, kib: size }) => [route, size]));
  const results: RouteResult[] = routeList.map((route) => {
    const site = result('site', route)!;
    const noJs = result('no-js', route)!;
    return {
      route,
      site,
      noJs,
      before: result('before', route),
      beforeNoJs: result('before no-js', route),
      lcpRatio: Math.round((site.lcpMs / noJs.lcpMs) * 100) / 100,
      tbtAboveBare: site.tbtMs - bare.tbtMs,
      gzippedJsKiB: gzippedJs.get(routeOf(route)),
      parts: htmlParts('out', route),
      beforeParts: compared(route) ? htmlParts(BASELINE!, route) : undefined,
    };
  });
  const table = markdown(results, bare);
  const worst = (values: number[]) => Math.max(...values);
  // The targets of the heavy-pages issue (#44): every route as quick as a short page on a throttled phone.
  const summary = [
    `LCP: ${seconds(Math.min(...results.map((r) => r.site.lcpMs)))}–${seconds(worst(results.map((r) => r.site.lcpMs)))} (target ≤ 0.85 s on every route)`,
    `no-JS LCP above the bare page's: at most ${signed(worst(results.map((r) => Math.round(r.noJs.lcpMs - bare.lcpMs))))} (target ≤ +150 ms)`,
    `LCP ÷ no-JS limit: at most ${worst(results.map((r) => r.lcpRatio)).toFixed(2)}× (target ≤ 1.05×)`,
    `TBT above the bare page: at most ${signed(worst(results.map((r) => r.tbtAboveBare)))} (target ≤ +30 ms)`,
    `CLS: at most ${worst(results.map((r) => r.site.cls))} (target 0)`,
  ];
  console.log(`\n${table}\n\n${summary.join('\n')}\n`);
  for (const { route, site } of results) {
    console.log(
      `${route}: LCP element ${site.lcpElement || '?'}; phases ${JSON.stringify(site.lcpPhases)}; render-blocking ${site.renderBlocking.join(', ') || 'none'}`,
    );
  }

  const lighthouseVersion = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version as string;
  const chromePath = chromiumExecutable({ fullBrowser: true }) ?? chromium.executablePath();
  const browserVersion = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const date = new Date().toISOString();
  const method = `mobile, devtools throttling, median of ${RUNS} interleaved rounds`;
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ date, lighthouse: lighthouseVersion, browser: browserVersion, method, baseline: BASELINE_LABEL ?? null, summary, bare, routes: results }, null, 2)}\n`,
  );
  const readme = readFileSync(README, 'utf8');
  const [start, end] = MARKERS;
  if (readme.includes(start) && readme.includes(end) && !ONLY_ROUTES) {
    const before = BASELINE ? `, "Before" being ${BASELINE_NAME ?? BASELINE} measured in the same run` : '';
    const note = `Lighthouse ${lighthouseVersion}, ${browserVersion}, ${method}${before}, ${date.slice(0, 10)}:`;
    writeFileSync(
      README,
      readme.replace(
        new RegExp(`${start}[\\s\\S]*${end}`),
        `${start}\n${note}\n\n${table}\n\n${summary.map((line) => `- ${line}`).join('\n')}\n${end}`,
      ),
    );
  }
  console.log(`Wrote ${RESULTS_FILE}${ONLY_ROUTES ? '' : ` and the table in ${README}`}.`);
}

async function main() {
  if (BUILD && spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  const port = (offset: number) => PORT + offset;
  const site = spawn('node', ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port(0)) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const servers: ChildProcess[] = [site];
  try {
    await waitForServer(site, `http://localhost:${port(0)}`);
    // The check's audits read the loaded page, which the lean headless shell loads in less time; the bench measures
    // the browser visitors run, a new one for each measurement.
    if (CHECK)
      await inOwnBrowser((chromePort) => runCheck(`http://localhost:${port(0)}`, chromePort), { fullBrowser: false });
    else await runBench(port, servers);
  } finally {
    for (const server of servers) server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
