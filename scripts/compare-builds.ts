/**
 * `tsx scripts/compare-builds.ts BEFORE [AFTER]`: do two builds of the site look the same?
 *
 * For a change meant to alter bytes, not looks (how styles are written, what the page data carries):
 * serves two exported folders (an older build's `out/`, copied aside, and `out/` by default), draws each
 * page of a sample in both, whole, at 375 and 1280 px in the light and dark themes, and prints the share
 * of pixels that differ. Exits 1 when any does, or when a page's height changed.
 *
 * What the browser draws only near the screen (a lesson's notation and grids, `content-visibility: auto`) is drawn
 * whole for the picture, as a reader scrolling through sees it; a picture of the whole page would show it blank.
 *
 * Not part of `npm test` (it needs a second build); the pixel check that is, e2e/notation-glyphs.spec.ts,
 * compares the notation's two ways of drawing within one build.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/browser';
import { differingPixels } from '../e2e/pixels';
import { serveFolder, waitForServer } from './bench-targets';

const [before, after = 'out'] = process.argv.slice(2);
if (!before) {
  console.error('Usage: tsx scripts/compare-builds.ts BEFORE_DIR [AFTER_DIR (default out)]');
  process.exit(2);
}
const ROUTES = [
  '/',
  '/lessons',
  '/lessons/funk-grooves',
  '/lessons/bass-drum-independence',
  '/privacy',
  '/practice',
  '/groove-builder',
  '/rudiments',
  '/rudiments/flam',
  '/studies/hands/accents-and-taps',
  '/no-such-page',
  '/metronome',
  '/about',
  '/contact',
  '/resources',
];
const PORTS = [3301, 3302] as const;
const servers = [serveFolder(before, PORTS[0]), serveFolder(after, PORTS[1])];
let differ = 0;
try {
  await Promise.all(servers.map((server, index) => waitForServer(server, `http://127.0.0.1:${PORTS[index]}`)));
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        colorScheme,
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
      });
      // tsx names functions with a helper the page does not have.
      await context.addInitScript('window.__name = (target) => target;');
      const page = await context.newPage();
      for (const route of ROUTES) {
        const shots: Buffer[] = [];
        for (const port of PORTS) {
          await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
          await page.evaluate(() => document.fonts.ready);
          // What is drawn only near the screen, drawn: as a reader scrolling through sees it.
          await page.addStyleTag({ content: '* { content-visibility: visible !important }' });
          shots.push(await page.screenshot({ fullPage: true, animations: 'disabled' }));
        }
        const compared = await differingPixels(page, shots[0]!, shots[1]!);
        const result = compared.sized
          ? { share: compared.differ / compared.total, size: 'the page' }
          : { share: 1, size: 'a page whose size changed' };
        if (result.share > 0) differ += 1;
        console.log(
          `${colorScheme.padEnd(5)} ${String(width).padStart(4)} ${route.padEnd(36)} ${(100 * result.share).toFixed(3)} % of ${result.size} differ`,
        );
      }
      await context.close();
    }
  }
  await browser.close();
} finally {
  for (const server of servers) server.kill();
}
console.log(differ ? `${differ} drawings differ.` : 'Every drawing is the same.');
process.exit(differ ? 1 : 0);
