/**
 * The built site as files: what a static host serves for each address, read without a browser. What the HTML
 * alone proves (links, headings, metadata, structured data, the drawings of grooves) is checked here, over every
 * page, in seconds; the Playwright specs check what needs a browser, one kind of page each.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';

export const OUT = path.resolve(import.meta.dirname, '../../out');

if (!existsSync(path.join(OUT, 'index.html')))
  throw new Error('No build in out/: run `npm run build` (or `npm run build:site`) first.');

/**
 * The file a static host serves for a site address, as `npm start` serves `out/`: `/about` from `about.html`,
 * `/` from `index.html`, any other file as it is. Undefined when nothing would answer 200.
 */
export function fileFor(pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname).replace(/\/$/, '') || '/index';
  for (const candidate of [`${clean}.html`, clean, `${clean}/index.html`]) {
    const file = path.join(OUT, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

const parsed = new Map<string, Document>();

/** The page at a site address, parsed as a browser with scripts off would read it. */
export function page(pathname: string): Document {
  let document = parsed.get(pathname);
  if (!document) {
    const file = fileFor(pathname);
    if (!file?.endsWith('.html')) throw new Error(`No page for ${pathname} in out/`);
    // Without its style rules: nothing here reads them, and jsdom parses every rule of a style element it meets (a
    // third of the time a lesson page took).
    document = new JSDOM(readFileSync(file, 'utf8').replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/g, '$1$2')).window
      .document;
    parsed.set(pathname, document);
  }
  return document;
}

/** Every address the sitemap lists, as paths. */
export function sitemapPaths(): string[] {
  const sitemap = readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

export function text(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
