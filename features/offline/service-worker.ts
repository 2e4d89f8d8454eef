/// <reference lib="webworker" />
/**
 * The site's service worker, built by scripts/build-service-worker.ts after the export (it is
 * not part of any page's scripts). It keeps the site usable in a practice room without signal:
 *
 * - Every page, the site's scripts, styles and font are precached when the worker installs
 *   (the list, with a revision per file, is written into this file at build time). Pages are
 *   then served from the cache, online or not, until a new deployment's worker takes over.
 * - Pictures are cached as they are seen. So are the lesson search's index and code once first used (the
 *   search box fetches them on the first keystroke, and the install leaves them out): the index fresh
 *   from the network, the kept copy without one; the code, whose name changes with it, from the cache.
 * - The recorded drum kit is kept once the first Play has fetched it (never at install: a visitor who never
 *   plays downloads no sound). Its name changes with its content, so a kept copy is never stale.
 * - Anything else of ours the network cannot give: a page opens the offline page, which links
 *   what is kept; a picture shows the blank stand-in; Next's page data (`.txt`) answers "no
 *   content", which makes Next load the page itself (from the cache) instead of logging an error.
 *
 * A new worker waits: the page asks the visitor to reload (offline-island.tsx), and only then
 * does it take over, so a page and the scripts it was built with never come from two deployments.
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist, type PrecacheEntry } from 'serwist';
import { KIT_FOLDER, OFFLINE_PICTURE, ROUTES, SEARCH_INDEX } from '@/lib/routes';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };

/** Pictures kept at most (lesson pictures, portraits, partners' logos: about 60 today). */
const MAX_PICTURES = 120;
/** Script chunks kept once fetched, at most: the install leaves out the few fetched only on request (one today). */
const MAX_ON_DEMAND_SCRIPTS = 20;

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/**
 * From the network; without one, "204 No Content" rather than a network error. Next's router
 * takes an empty answer as "nothing prefetched" (and for a click, loads the whole page, which the
 * worker has), where a network error would be logged in the console.
 */
function noContentOffline() {
  return new NetworkOnly({ plugins: [{ handlerDidError: async () => new Response(null, { status: 204 }) }] });
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: {
    cleanupOutdatedCaches: true,
    // Pages are listed by their clean address (/lessons/the-shuffle), so nothing to guess here.
    cleanURLs: false,
    // Next's page data and prefetches carry ?_rsc=…; a page's address may carry a campaign tag.
    ignoreURLParametersMatching: [/^utm_/, /^_rsc$/],
  },
  // Waits for the page's { type: 'SKIP_WAITING' } message (sent when the visitor presses Reload).
  skipWaiting: false,
  // The first worker controls the page that installed it at once: nothing older to mix with.
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => sameOrigin(url) && request.destination === 'image',
      handler: new CacheFirst({
        cacheName: 'pictures',
        plugins: [new ExpirationPlugin({ maxEntries: MAX_PICTURES, purgeOnQuotaError: true })],
      }),
    },
    {
      // Never fetched without a connection yet: "no content", which the search box takes as "full text
      // unavailable", where a network error would be logged in the console.
      matcher: ({ url }) => sameOrigin(url) && url.pathname === SEARCH_INDEX,
      handler: new NetworkFirst({
        cacheName: 'search',
        plugins: [{ handlerDidError: async () => new Response(null, { status: 204 }) }],
      }),
    },
    {
      // The drum kit: at most a couple of files (the new one and, until its deployment's pages are gone, the old).
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith(KIT_FOLDER),
      // Never fetched and no connection: "no content", which the player takes as "synthesise", quietly.
      handler: new CacheFirst({
        cacheName: 'drum-kit',
        plugins: [
          new ExpirationPlugin({ maxEntries: 2, purgeOnQuotaError: true }),
          { handlerDidError: async () => new Response(null, { status: 204 }) },
        ],
      }),
    },
    {
      // Build files the install left out (fetched only on request, like the search's code): their names carry a
      // content hash, so a kept copy is never stale. Precached build files are answered before this route.
      matcher: ({ url }) => sameOrigin(url) && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'on-demand-scripts',
        plugins: [new ExpirationPlugin({ maxEntries: MAX_ON_DEMAND_SCRIPTS, purgeOnQuotaError: true })],
      }),
    },
    {
      // Next's page data for a link inside the site: from the network, or no content.
      matcher: ({ url }) => sameOrigin(url) && url.pathname.endsWith('.txt'),
      handler: noContentOffline(),
    },
    {
      // Next checks a link's page exists (HEAD) before it prefetches the page's data.
      matcher: ({ url }) => sameOrigin(url),
      method: 'HEAD',
      handler: noContentOffline(),
    },
    {
      matcher: ({ request, url }) => sameOrigin(url) && request.destination === 'document',
      handler: new NetworkOnly(),
    },
  ],
  fallbacks: {
    entries: [
      { url: ROUTES.offline, matcher: ({ request }) => request.destination === 'document' },
      { url: OFFLINE_PICTURE, matcher: ({ request }) => request.destination === 'image' },
    ],
  },
});

serwist.addEventListeners();
