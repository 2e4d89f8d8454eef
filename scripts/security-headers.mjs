/**
 * The HTTP headers every response of the site should carry: one list, written out for
 * the local static server (`npm start`) and as `out/_headers` for hosts that read that
 * file (Netlify, Cloudflare Pages). The Content-Security-Policy is added with the
 * performance and security budgets; these are the ones that need no knowledge of pages.
 */
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/** Build output under /_next/static has content hashes in its names: it never changes. */
export const IMMUTABLE_ASSETS = { source: '/_next/static/**', value: 'public, max-age=31536000, immutable' };

/** `serve` configuration: clean URLs (`/about` → about.html), 404.html for unknown paths. */
export function serveConfig() {
  return {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: [
      { source: '**/*', headers: SECURITY_HEADERS },
      { source: IMMUTABLE_ASSETS.source, headers: [{ key: 'Cache-Control', value: IMMUTABLE_ASSETS.value }] },
    ],
  };
}

/** The `_headers` file format shared by Netlify and Cloudflare Pages. */
export function headersFile() {
  return [
    '/*',
    ...SECURITY_HEADERS.map(({ key, value }) => `  ${key}: ${value}`),
    '',
    IMMUTABLE_ASSETS.source.replace('**', '*'),
    `  Cache-Control: ${IMMUTABLE_ASSETS.value}`,
    '',
  ].join('\n');
}
