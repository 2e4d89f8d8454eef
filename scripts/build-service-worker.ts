/**
 * After the export: writes the service worker, `out/sw.js`, from features/offline/service-worker.ts
 * with the list of files it keeps for offline use (every page, the site's scripts, styles and
 * font, but for chunks fetched only on request: ON_DEMAND_CHUNKS), each with a revision, so a new deployment replaces exactly what changed.
 *
 * Serwist's build tool lists and hashes the files; esbuild bundles the worker with the list
 * written in. Pages are listed by the address visitors use (/lessons/the-shuffle), not the file
 * (lessons/the-shuffle.html): that is what a browser asks for, and what the static host answers.
 *
 * Usage: tsx scripts/build-service-worker.ts [export folder, default out]
 */
import { getManifest, type ManifestEntry } from '@serwist/build';
import { build } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ONSET_WORKLET_URL } from '../features/practice/play-along/worklet-url';
import {
  DONATION_DIALOG,
  NOTATION_FOLDER,
  OFFLINE_PICTURE,
  PLAY_ALONG_WORDS,
  SERVICE_WORKER,
  SOCIAL_ICONS,
  TOOL_WORDS,
} from '../lib/routes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What the worker keeps at install. Pictures are kept as they are seen instead (see the worker). Play-along's words
 * and onset detector, and the folded tools' words, are a few kilobytes, kept so they work in a practice room without
 * signal; the donation pop-up's words, so it opens offline as it does online;
 * the social icons, drawn in every page's footer.
 */
export const PRECACHE_PATTERNS = [
  '**/*.html',
  '_next/static/**/*.{js,css,woff2}',
  OFFLINE_PICTURE.slice(1),
  'icon.svg',
  'manifest.webmanifest',
  PLAY_ALONG_WORDS.slice(1),
  TOOL_WORDS.slice(1),
  DONATION_DIALOG.slice(1),
  // Every page's footer draws its icons from it.
  SOCIAL_ICONS.slice(1),
  ONSET_WORKLET_URL.slice(1),
  // Today's practice shows each block's groove from these, online or not.
  `${NOTATION_FOLDER.slice(1)}*.svg`,
];
/** Next's fallback copies of the 404 page: the worker shows the offline page for unknown addresses instead. */
const NOT_KEPT = ['404.html', '_not-found.html', '_not-found/**'];

/**
 * Script chunks a page fetches only when the visitor asks for them, left out of the install so a first
 * visit does not download them in the background; the worker keeps each once a page has fetched it.
 * Each is found in the build by a text only its code holds (a library's own message), and the build
 * fails if that text is not in exactly one chunk.
 */
export const ON_DEMAND_CHUNKS = {
  // MiniSearch, fetched with the index on the first keystroke in the lesson search (features/search/full-text-store.ts).
  'lesson search': 'loadJSON should be given the same options',
  // VexFlow (157 KiB gzipped), fetched by the groove builder after its first paint to redraw the notation as it changes.
  'groove builder engraver': 'noteheadXBlack',
} as const;

/** The chunk of `out/` (a path from the export folder) whose code holds `text`. */
export function chunkHolding(outDir: string, text: string): string {
  const folder = path.join(outDir, '_next/static/chunks');
  const found = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.js') && readFileSync(path.join(folder, file), 'utf8').includes(text),
  );
  if (found.length !== 1)
    throw new Error(`Expected one script chunk holding "${text}" in ${folder}, found ${found.length}`);
  return `_next/static/chunks/${found[0]!.split(path.sep).join('/')}`;
}

/** `lessons/the-shuffle.html` → `/lessons/the-shuffle`, `index.html` → `/`. */
export function pageAddress(file: string): string {
  if (!file.endsWith('.html')) return `/${file}`;
  const page = file.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
  return `/${page}`;
}

export interface WorkerBuild {
  /** Files kept at install. */
  count: number;
  /** Their size as stored on the device (uncompressed), and as sent when gzipped. */
  bytes: number;
  gzipBytes: number;
  entries: ManifestEntry[];
}

export async function buildServiceWorker(outDir = path.join(root, 'out')): Promise<WorkerBuild> {
  let gzipBytes = 0;
  const { manifestEntries, size, count, warnings } = await getManifest({
    globDirectory: outDir,
    globPatterns: PRECACHE_PATTERNS,
    globIgnores: [...NOT_KEPT, ...Object.values(ON_DEMAND_CHUNKS).map((text) => chunkHolding(outDir, text))],
    // Build files carry a content hash in their names: the name is their revision.
    dontCacheBustURLsMatching: /^\/?_next\/static\//,
    // Lesson pages carry their notation inline: the largest is about 0.7 MB.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) => {
          gzipBytes += gzipSync(readFileSync(path.join(outDir, entry.url))).length;
          return { ...entry, url: pageAddress(entry.url) };
        }),
        warnings: [],
      }),
    ],
  });
  if (warnings.length > 0) throw new Error(`Service worker: ${warnings.join('; ')}`);
  const entries = manifestEntries ?? [];
  await build({
    entryPoints: [path.join(root, 'features/offline/service-worker.ts')],
    outfile: path.join(outDir, SERVICE_WORKER.slice(1)),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    tsconfig: path.join(root, 'tsconfig.json'),
    define: { 'self.__SW_MANIFEST': JSON.stringify(entries), 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  return { count, bytes: size, gzipBytes, entries };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const outDir = path.resolve(process.argv[2] ?? path.join(root, 'out'));
  const result = await buildServiceWorker(outDir);
  console.log(
    `Wrote ${path.relative(root, path.join(outDir, SERVICE_WORKER.slice(1)))}: ${result.count} files kept for offline use, ` +
      `${kib(result.bytes)} on the device (${kib(result.gzipBytes)} to download gzipped)`,
  );
}
