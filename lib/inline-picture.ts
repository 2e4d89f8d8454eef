import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A picture of the site's own (an SVG under public/images) as a `data:` address, for the one
 * picture at the top of a page that the first screen waits for. On a phone's network every
 * request after the HTML costs a round trip (over half a second on slow 4G); written into the
 * HTML, the picture paints with the text, and it is there offline with the page. Only small
 * drawings are worth it: a lesson's picture is about 5 KB, under 2 KB gzipped.
 * Anything else (a photo, an address elsewhere) is returned as it is.
 */
export function inlinePicture(src: string): string {
  if (!src.startsWith('/images/') || !src.endsWith('.svg')) return src;
  const svg = readFileSync(path.join(process.cwd(), 'public', src), 'utf8')
    .replace(/\s+/g, ' ')
    .trim();
  // Percent-encode what a URL cannot hold, keeping the SVG's text readable (and compressible). Spaces stay
  // encoded: browsers take them, but a URL may not hold one.
  const encoded = encodeURIComponent(svg).replace(/%(2C|2F|3A|3B|3D|40)/g, (escape) => decodeURIComponent(escape));
  return `data:image/svg+xml,${encoded}`;
}
