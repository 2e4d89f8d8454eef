import localFont from 'next/font/local';

/**
 * Bricolage Grotesque for headings, shipped from npm (@fontsource-variable) rather than
 * fetched from a font host: builds run offline and visitors' browsers ask no third party.
 */
export const headingFont = localFont({
  src: '../node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
  variable: '--font-heading',
  weight: '200 800',
  display: 'swap',
  fallback: ['ui-sans-serif', 'system-ui', 'sans-serif'],
});
