import localFont from 'next/font/local';

/**
 * Bricolage Grotesque for headings, shipped from npm (@fontsource-variable) rather than
 * fetched from a font host: builds run offline and visitors' browsers ask no third party.
 */
export const headingFont = localFont({
  src: '../node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
  variable: '--font-heading',
  weight: '200 800',
  // Headings show at once in a stand-in sized to match (heading-fallback.css). The font is
  // preloaded; if it has not arrived by the first paint (a first visit on a slow network), the
  // page keeps the stand-in rather than swap mid-read: a per-string difference of a percent or
  // two in width still moves a heading that wraps near its edge onto another line, and every
  // line below it. Later pages find the font in the cache (and the service worker's) and use it.
  display: 'optional',
  // Next's generic stand-in is Arial regular sized for regular weight; every heading here is bold.
  adjustFontFallback: false,
  fallback: ['Heading Fallback', 'ui-sans-serif', 'system-ui', 'sans-serif'],
});
