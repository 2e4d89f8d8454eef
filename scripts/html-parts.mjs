import { gzipSync } from 'node:zlib';

/**
 * A page's groove notation as a page writes it (features/practice/ui/notation-lines.tsx): each groove's block
 * (`data-notation`) holds each bar drawn once, one drawing (`<svg>`) in a `<div data-drawing>`, in the lines a wide screen
 * sets them side by side in (`<div data-line>`). Each drawing, with the bars it draws (one). The HTML budget counts
 * bars and bytes from them (check-html-budget.mjs), `partsOf` weighs them, and e2e/html/pages.test.ts checks on the
 * built pages that they are every drawing the browser finds in a notation block.
 */
export function notationDrawings(html) {
  return Array.from(html.matchAll(/<div data-drawing="true"[^>]*>(<svg[\s\S]*?<\/svg>)<\/div>/g), ([, svg]) => ({
    bars: 1,
    svg,
  }));
}

/** Whether a page has groove notation at all (then `notationDrawings` must find some). */
export const hasNotation = (html) => html.includes('data-notation="');

/**
 * What a page's HTML is made of, each part gzipped on its own (so the parts add up to a little more than the whole):
 * its inline CSS (every `<style>`: the site's stylesheet and the page's own rules), its page data (the scripts React
 * hydrates from, `self.__next_f.push(…)`), its groove notation (each bar's drawing) and the rest (text, markup,
 * grids, other scripts). `npm run check:html` reports them for each route's heaviest page, the bench beside its timings.
 * The notation is undefined on a page whose notation's drawings cannot be found.
 */
export function partsOf(html) {
  const STYLE = /<style[^>]*>[\s\S]*?<\/style>/g;
  const PAGE_DATA = /<script>self\.__next_f\.push\([\s\S]*?<\/script>/g;
  const all = (pattern, text) => [...text.matchAll(pattern)].map(([part]) => part);
  const notation = notationDrawings(html).map(({ svg }) => svg);
  // Drawings it cannot find (the markup changed under notationDrawings): unknown, not none. The HTML budget fails on
  // such a page (check-html-budget.mjs, problemsOf); the bench only reads the CSS and page data.
  const unknown = notation.length === 0 && hasNotation(html);
  let rest = html.replace(STYLE, '').replace(PAGE_DATA, '');
  for (const drawing of notation) rest = rest.replace(drawing, '');
  const gzipped = (parts) => (parts.length ? gzipSync(parts.join('')).length : 0);
  return {
    css: gzipped(all(STYLE, html)),
    pageData: gzipped(all(PAGE_DATA, html)),
    notation: unknown ? undefined : gzipped(notation),
    rest: gzipped([rest]),
  };
}
