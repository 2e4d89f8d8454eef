import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import { compare } from './check-js-budget.mjs';
import {
  LESSON_ROUTE,
  measureRoutes,
  RUDIMENT_ROUTE,
  scriptSources,
  STUDY_ROUTE,
  STUDY_TRACK_ROUTE,
} from './js-size.mjs';

let dir;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

function site(files) {
  dir = mkdtempSync(join(tmpdir(), 'js-size-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const gz = (text) => gzipSync(text, { level: 9 }).length;

describe('scriptSources', () => {
  test('lists each script a modern browser runs once, skipping noModule polyfills and inline scripts', () => {
    const html =
      '<script src="/a.js" async=""></script><script src="/b.js" noModule=""></script>' +
      '<script>self.x=1</script><script src="/a.js"></script><script src="/c.js" nomodule></script>';
    expect(scriptSources(html)).toEqual(['/a.js']);
  });

  test('counts scripts preloaded for hydration, not preloaded fonts or styles', () => {
    const html =
      '<script src="/a.js" async=""></script><link rel="preload" href="/island.js" as="script" fetchPriority="low"/>' +
      '<link rel="preload" href="/font.woff2" as="font" crossorigin=""/><link rel="stylesheet" href="/s.css"/>' +
      '<link rel="modulepreload" href="/m.js"/><link rel="preload" href="/a.js" as="script"/>';
    expect(scriptSources(html)).toEqual(['/a.js', '/island.js', '/m.js']);
  });
});

describe('measureRoutes', () => {
  test('adds up gzipped scripts per page and budgets lesson pages, and rudiment pages, as one route each, by the heaviest', () => {
    const big = 'x'.repeat(5000) + Math.random().toString(36).repeat(200);
    site({
      'index.html': '<script src="/_next/a.js"></script>',
      '404.html': '<script src="/_next/a.js"></script>',
      'lessons/one.html': '<script src="/_next/a.js"></script>',
      'lessons/two.html': '<script src="/_next/a.js"></script><script src="/_next/b.js"></script>',
      'rudiments.html': '<script src="/_next/b.js"></script>',
      'rudiments/flam.html': '<script src="/_next/a.js"></script>',
      'studies/reading.html': '<script src="/_next/a.js"></script>',
      'studies/reading/quarter-notes.html': '<script src="/_next/a.js"></script>',
      'studies/hands/permutations/paradiddles/triplets.html': '<script src="/_next/a.js"></script>',
      '_not-found/page.html': '<script src="/_next/b.js"></script>',
      '_next/a.js': 'console.log("a")',
      '_next/b.js': big,
    });
    const rows = measureRoutes(dir);
    expect(rows.map(({ route }) => route).sort()).toEqual(
      ['/', '/404', LESSON_ROUTE, '/rudiments', RUDIMENT_ROUTE, STUDY_TRACK_ROUTE, STUDY_ROUTE].sort(),
    );
    expect(rows.find(({ route }) => route === RUDIMENT_ROUTE).page).toBe('/rudiments/flam');
    const lesson = rows.find(({ route }) => route === LESSON_ROUTE);
    expect(lesson.page).toBe('/lessons/two');
    expect(lesson.bytes).toBe(gz('console.log("a")') + gz(big));
  });
});

describe('compare', () => {
  const budget = { routes: { '/': 180, '/about': 180 } };
  test('passes routes within budget and names those over it or without one', () => {
    const rows = compare(
      [
        { route: '/', kib: 180 },
        { route: '/about', kib: 180.1 },
        { route: '/new', kib: 10 },
      ],
      budget,
    );
    expect(rows.map(({ problem }) => problem)).toEqual([
      undefined,
      '/about loads 180.1 KiB of JavaScript, over its 180 KiB budget',
      'no budget for /new in bench/js-budget.json',
    ]);
  });
});
