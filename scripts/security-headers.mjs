/**
 * The HTTP headers every response of the site should carry: one list, written out for
 * the local static server (`npm start`) and as `out/_headers` for hosts that read that
 * file (Netlify, Cloudflare Pages), plus the per-page script policy written into each
 * HTML file after the build (`pageScriptPolicy`, used by write-headers.mjs).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** Origins of the third-party frames named in content/site.yaml (contact form, news feed). */
export function embedOrigins(siteFile = 'content/site.yaml') {
  const { embeds } = parse(readFileSync(siteFile, 'utf8'));
  return [
    ...new Set(
      Object.entries(embeds)
        .filter(([key]) => key.endsWith('Url') && !key.endsWith('PageUrl'))
        .map(([, url]) => new URL(url).origin),
    ),
  ].sort();
}

/**
 * The site-wide Content-Security-Policy. Pages load only their own files; frames come only
 * from the embed origins; nobody may frame the site. Inline scripts are allowed here only
 * because a header cannot know them: each page's own <meta> policy allows exactly its
 * inline scripts by hash, and a browser enforces both policies. Styles stay inline
 * ('unsafe-inline'): Chakra (Emotion) writes them at run time.
 */
export function contentSecurityPolicy(origins = embedOrigins()) {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The service worker (/sw.js) and the web app manifest: the site's own, nothing else.
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src ${origins.join(' ')}`,
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The <meta> policy for one built page: its own scripts by address, its inline ones by hash. */
export function pageScriptPolicy(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return ["script-src 'self'", ...new Set(hashes)].join(' ');
}

export const SECURITY_HEADERS = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(self), midi=(self), geolocation=(), payment=(), usb=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/** Build output under /_next/static has content hashes in its names: it never changes. */
export const IMMUTABLE_ASSETS = { source: '/_next/static/**', value: 'public, max-age=31536000, immutable' };

/** The recorded drum kit: one file whose name carries a hash of its content (scripts/render-kit.ts), alone in its folder. */
export const KIT_ASSETS = { source: '/kit/**', value: IMMUTABLE_ASSETS.value };

/**
 * The service worker must be fetched fresh, or a host's cache could hold back a new deployment.
 * (Browsers skip their HTTP cache for it already; this keeps CDNs and proxies from caching it.)
 */
export const SERVICE_WORKER_FILE = { source: '/sw.js', value: 'no-cache' };

/** Open Graph pictures are exported without an extension: say what they are. */
/** (Next adds a hash to the name of those inside a route group: opengraph-image-bqfys2.) */
export const OG_IMAGES = { source: '**/opengraph-image*', value: 'image/png' };

/** `serve` configuration: clean URLs (`/about` → about.html), 404.html for unknown paths. */
export function serveConfig() {
  return {
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: [
      { source: '**/*', headers: SECURITY_HEADERS },
      { source: IMMUTABLE_ASSETS.source, headers: [{ key: 'Cache-Control', value: IMMUTABLE_ASSETS.value }] },
      { source: KIT_ASSETS.source, headers: [{ key: 'Cache-Control', value: KIT_ASSETS.value }] },
      { source: SERVICE_WORKER_FILE.source, headers: [{ key: 'Cache-Control', value: SERVICE_WORKER_FILE.value }] },
      { source: OG_IMAGES.source, headers: [{ key: 'Content-Type', value: OG_IMAGES.value }] },
    ],
  };
}

/**
 * The `_headers` file format shared by Netlify and Cloudflare Pages. `ogImagePaths` are the
 * Open Graph pictures of the build (e.g. /lessons/:slug/opengraph-image-bqfys2): `_headers`
 * patterns allow `:placeholder` segments but not partial names, so each is listed.
 */
export function headersFile(ogImagePaths = ['/opengraph-image']) {
  return [
    '/*',
    ...SECURITY_HEADERS.map(({ key, value }) => `  ${key}: ${value}`),
    '',
    IMMUTABLE_ASSETS.source.replace('**', '*'),
    `  Cache-Control: ${IMMUTABLE_ASSETS.value}`,
    '',
    KIT_ASSETS.source.replace('**', '*'),
    `  Cache-Control: ${KIT_ASSETS.value}`,
    '',
    SERVICE_WORKER_FILE.source,
    `  Cache-Control: ${SERVICE_WORKER_FILE.value}`,
    '',
    ...ogImagePaths.flatMap((pattern) => [pattern, `  Content-Type: ${OG_IMAGES.value}`]),
    '',
  ].join('\n');
}
