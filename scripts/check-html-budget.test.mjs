import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bytesPerBar, heaviest, missingFiles, notationOf, problemsOf } from './check-html-budget.mjs';

const drawing = (bars) => `<svg stroke-width='0.3'>${'<path d="M1 1l2 2"></path>'.repeat(bars)}</svg>`;
/**
 * A groove's notation as a page writes it: its block, each bar drawn once in a div, in lines of two
 * (components/kept-block.tsx, features/practice/ui/notation-lines.tsx).
 */
const bar = (svg) => `<div data-drawing="true" style="--bw:400">${svg}</div>`;
const groove = (bars) =>
  `<figure><div data-keep="k" class="sx-n" role="img" aria-label="Bar 1" data-notation="true">` +
  `<div data-line="true">${Array.from({ length: bars }, () => bar(drawing(1))).join('')}</div>` +
  `</div><div data-grid="true"><table></table></div></figure>`;

describe('the HTML budget', () => {
  it("counts each groove's bars and their drawings' bytes, and no other drawing", () => {
    const page = `<svg class="lucide"><path d="m2 2 8 8"></path></svg>${groove(2)}${groove(1)}`;
    const bytes = 3 * drawing(1).length;
    expect(notationOf(page)).toEqual({ bytes, bars: 3 });
    expect(bytesPerBar([{ notation: notationOf(page) }])).toBe(Math.round(bytes / 3));
  });

  it('holds each page to its route, a series by its heaviest, and says which page is over, by how much', () => {
    const pages = [
      { page: '/lessons/a', route: '/lessons/[slug]', raw: 300_000, gzip: 40_000, notation: { bytes: 1000, bars: 1 } },
      { page: '/lessons/b', route: '/lessons/[slug]', raw: 310_000, gzip: 39_000, notation: { bytes: 3000, bars: 1 } },
    ];
    expect(heaviest(pages)).toEqual([{ route: '/lessons/[slug]', page: '/lessons/a', gzip: 40_000, raw: 310_000 }]);
    const budget = { routes: { '/lessons/[slug]': { gzipKB: 40, rawKB: 305 } }, notationBytesPerBar: 2000 };
    expect(problemsOf(pages, budget)).toEqual(["/lessons/b is 310 KB raw, over /lessons/[slug]'s 305 KB"]);
    expect(problemsOf(pages, { ...budget, notationBytesPerBar: 1500 })).toContain(
      'notation takes 2000 bytes a bar, over its 1500',
    );
    expect(problemsOf([{ ...pages[0], hasNotation: true, notation: { bytes: 0, bars: 0 } }], budget)).toEqual([
      '/lessons/a has notation, but no drawing of it was measured: update notationDrawings (scripts/html-parts.mjs)',
    ]);
    // Past the site's limit, whatever its route's budget allows.
    const limited = {
      ...budget,
      routes: { '/lessons/[slug]': { gzipKB: 45, rawKB: 350 } },
      target: { gzipKB: 39, rawKB: 300 },
    };
    expect(problemsOf(pages, limited)).toEqual([
      '/lessons/a is 40 KB gzipped and 300 KB raw, over the 39 KB / 300 KB every page must stay within: shorten it, or split it in two',
      '/lessons/b is 39 KB gzipped and 310 KB raw, over the 39 KB / 300 KB every page must stay within: shorten it, or split it in two',
    ]);
    expect(problemsOf([{ ...pages[0], route: '/new' }], budget)).toEqual([
      'no budget for /new in bench/html-budget.json',
    ]);
  });

  it('finds the build files a page names that are not there', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'out-'));
    mkdirSync(path.join(out, '_next/static/chunks'), { recursive: true });
    writeFileSync(path.join(out, '_next/static/chunks/a.js'), '');
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script><link rel="preload" href="/_next/static/chunks/b.js" as="script"/>' +
      '<a href="/lessons">Lessons</a>';
    expect(missingFiles(html, out)).toEqual(['/_next/static/chunks/b.js']);
    expect(
      problemsOf(
        [
          {
            page: '/x',
            route: '/x',
            raw: 1,
            gzip: 1,
            notation: { bytes: 0, bars: 0 },
            missing: ['/_next/static/chunks/b.js'],
          },
        ],
        { routes: { '/x': { gzipKB: 1, rawKB: 1 } }, notationBytesPerBar: 1 },
      ),
    ).toEqual(['/x names /_next/static/chunks/b.js, which the build did not write']);
  });
});
