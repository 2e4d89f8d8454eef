/**
 * Gzipped JavaScript each route loads on first paint, read from the built HTML in out/:
 * every `<script src>` a modern browser runs (not `noModule` polyfills), each file counted
 * once per route. Used by the budget check (`npm run check:js`) and by the benchmark.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const OUT_DIR = 'out';

/** Every lesson page is budgeted under this one name, so adding or renaming a lesson needs no budget change. */
export const LESSON_ROUTE = '/lessons/[slug]';
/** The same for the forty rudiments' pages. */
export const RUDIMENT_ROUTE = '/rudiments/[slug]';

/**
 * The study shelf's track pages, and its studies' pages, each budgeted under one name: a study's pages for the other
 * choices of its permutations tool (/studies/hands/sticking-permutations/<family>/<subdivision>) are its page too.
 */
export const STUDY_TRACK_ROUTE = '/studies/[track]';
export const STUDY_ROUTE = '/studies/[track]/[slug]';

/** Pages of a series, each budgeted and measured under its series' name. */
const SERIES = [
  [/^\/lessons\/[^/]+$/, LESSON_ROUTE],
  [/^\/rudiments\/[^/]+$/, RUDIMENT_ROUTE],
  [/^\/studies\/[^/]+$/, STUDY_TRACK_ROUTE],
  [/^\/studies\/[^/]+\/[^/]+$/, STUDY_ROUTE],
  [/^\/studies\/[^/]+\/[^/]+\/[^/]+\/[^/]+$/, STUDY_ROUTE],
];

/** The name a page is budgeted and measured under: its series' (`/lessons/[slug]`), or its own. */
export function routeOf(page) {
  return SERIES.find(([pattern]) => pattern.test(page))?.[1] ?? page;
}

/** Every HTML file under `dir`, as paths from it (folders whose names start with _ are Next's own). */
function htmlFiles(dir, under = '') {
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const name = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name.startsWith('_') ? [] : htmlFiles(dir, name);
    return entry.name.endsWith('.html') ? [name] : [];
  });
}

/** [route, HTML file] for every page in out/, every page of each series included. */
export function routeFiles(outDir = OUT_DIR) {
  const routes = htmlFiles(outDir)
    .filter((name) => !['404.html', '_not-found.html'].includes(name))
    .map((name) => {
      const page = name.replace(/\.html$/, '');
      return [page === 'index' ? '/' : `/${page}`, join(outDir, name)];
    });
  routes.push(['/404', join(outDir, '404.html')]);
  return routes.sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Script addresses of one HTML document that a module-capable browser downloads: its script
 * tags, and the scripts it preloads for hydration (an island split from the route's own
 * scripts, e.g. the metronome, is preloaded only by the pages that show it).
 */
export function scriptSources(html) {
  const sources = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src) sources.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const script = /\brel="modulepreload"/.test(tag) || (/\brel="preload"/.test(tag) && /\bas="script"/.test(tag));
    if (!script) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) sources.add(href);
  }
  return [...sources];
}

const gzipCache = new Map();
function gzippedBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

/**
 * { route, page, scripts, bytes, kib } for every route, by name. The pages of a series are one route
 * (LESSON_ROUTE, RUDIMENT_ROUTE), measured by the heaviest of them (`page` says which).
 */
export function measureRoutes(outDir = OUT_DIR) {
  const pages = routeFiles(outDir).map(([page, file]) => {
    const scripts = scriptSources(readFileSync(file, 'utf8'));
    const bytes = scripts.reduce((sum, src) => sum + gzippedBytes(join(outDir, src.replace(/^\//, ''))), 0);
    const route = routeOf(page);
    return { route, page, scripts, bytes, kib: Math.round((bytes / 1024) * 10) / 10 };
  });
  const heaviest = new Map();
  for (const measured of pages) {
    if ((heaviest.get(measured.route)?.bytes ?? -1) < measured.bytes) heaviest.set(measured.route, measured);
  }
  return [...heaviest.values()];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { route, page, kib, scripts } of measureRoutes()) {
    const name = route === page ? route : `${route} (heaviest: ${page})`;
    console.log(`${name.padEnd(60)} ${String(kib).padStart(6)} KiB  (${scripts.length} scripts)`);
  }
}
