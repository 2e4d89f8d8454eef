import { gzipSync } from 'node:zlib';

/**
 * What a page's HTML is made of, each part gzipped on its own (so the parts add up to a little more than the whole):
 * its inline CSS (every `<style>`: the site's stylesheet and the page's own rules), its page data (the scripts React
 * hydrates from, `self.__next_f.push(…)`), its groove notation (both layouts' drawings) and the rest (text, markup,
 * grids, other scripts). `npm run check:html` reports them for each route's heaviest page, the bench beside its timings.
 */
export function partsOf(html) {
  const STYLE = /<style[^>]*>[\s\S]*?<\/style>/g;
  const PAGE_DATA = /<script>self\.__next_f\.push\([\s\S]*?<\/script>/g;
  const LAYOUT = /<div data-layout="\d">([\s\S]*?)<\/div><\/div>(?=<div data-layout|<\/div>)/g;
  const SVG = /<svg[\s\S]*?<\/svg>/g;
  const all = (pattern, text) => [...text.matchAll(pattern)].map(([part]) => part);
  const notation = [...html.matchAll(LAYOUT)].flatMap(([, inside]) => all(SVG, inside));
  let rest = html.replace(STYLE, '').replace(PAGE_DATA, '');
  for (const drawing of notation) rest = rest.replace(drawing, '');
  const gzipped = (parts) => (parts.length ? gzipSync(parts.join('')).length : 0);
  return {
    css: gzipped(all(STYLE, html)),
    pageData: gzipped(all(PAGE_DATA, html)),
    notation: gzipped(notation),
    rest: gzipped([rest]),
  };
}
