import localFont from 'next/font/local';

/**
 * Bricolage Grotesque for headings, shipped from npm (@fontsource-variable) rather than
 * fetched from a font host: builds run offline and visitors' browsers ask no third party.
 */
export const headingFont = localFont({
  src: '../node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
  variable: '--font-heading',
  weight: '200 800',
  // Headings show at once in a stand-in sized to match (heading-fallback.css). If the font has
  // not arrived by the first paint (a first visit on a slow network), the page keeps the stand-in
  // rather than swap mid-read: a per-string difference of a percent or two in width still moves a
  // heading that wraps near its edge onto another line, and every line below it. Later pages find
  // the font in the cache (and the service worker's) and use it.
  display: 'optional',
  // Not preloaded: Chromium holds the first paint while a preloaded optional font is loading, and
  // on a throttled phone load (slow 4G) that cost the home page 100–150 ms of LCP for a font
  // that still arrived too late to be used (its download ends near 1.9 s, the paint is at 0.9 s).
  // Unpreloaded, it is asked for when the first heading is laid out: in time on a fast network,
  // in the cache for the next page on a slow one.
  preload: false,
  // Next's generic stand-in is Arial regular sized for regular weight; every heading here is bold.
  adjustFontFallback: false,
  fallback: ['Heading Fallback', 'ui-sans-serif', 'system-ui', 'sans-serif'],
});
