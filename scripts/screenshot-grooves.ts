/**
 * Pictures of grooves as visitors see them, for the docs: each groove named below at 375 px (a phone) and 1280 px
 * (a desktop), in the light and the dark theme, written to docs/images/groove-<name>-<width>-<theme>.png; and of
 * parts of pages (PAGE_PARTS: the rudiments, the permutations tool) to docs/images/<part>-<width>-<theme>.png.
 *
 *     npm run build && npx tsx scripts/screenshot-grooves.ts
 *
 * It serves the built site from out/ with the same server as `npm start` and drives the tests' Chromium.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/browser';
import { serveBuilt } from './serve-built';

const PORT = 4391;
/** The grooves to picture: a short name for the file, the page it is on and its title. */
const GROOVES = [
  { name: 'flam', page: '/lessons/flam-rudiments-around-the-kit', title: 'Flam accents' },
  { name: 'odd-time', page: '/lessons/odd-time-signatures', title: '7/8 as 3+2+2' },
  { name: 'polyrhythm', page: '/lessons/polyrhythms-and-metric-modulation', title: '3 against 2' },
  { name: 'metric-modulation', page: '/lessons/polyrhythms-and-metric-modulation', title: 'From 90 to 135 BPM' },
  {
    name: 'chart-road-map',
    page: '/studies/reading/d-s-al-coda-and-fine',
    title: 'D.S. al Coda: intro, verse, chorus, verse, coda in 20 bars',
  },
  {
    name: 'chart-time-bars',
    page: '/studies/reading/time-bars-kicks-and-set-ups',
    title: 'Eight bars: two written, six of time with kicks',
  },
];

/**
 * Parts of pages to picture: a family on the rudiments index, one rudiment's groove on its page, and the sticking
 * permutations tool with one choice; each its file's name, its page and its place.
 */
const PAGE_PARTS = [
  ['rudiments-index', '/rudiments', 'section#flams'],
  ['rudiments-flam-accent', '/rudiments/flam-accent', 'figure[data-groove]'],
  ['permutations', '/studies/hands/sticking-permutations/paradiddle-inversions/triplets', 'section#permutations'],
] as const;

const site = await serveBuilt(PORT);
try {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      const page = await browser.newPage({
        viewport: { width, height: 2400 },
        colorScheme: theme,
        deviceScaleFactor: width < 600 ? 2 : 1,
      });
      for (const [part, path, selector] of PAGE_PARTS) {
        await page.goto(`http://localhost:${PORT}${path}`);
        await page.addStyleTag({ content: 'header { position: static !important; }' });
        const element = page.locator(selector).first();
        await element.scrollIntoViewIfNeeded();
        const file = `docs/images/${part}-${width}-${theme}.png`;
        await element.screenshot({ path: file, animations: 'disabled' });
        console.log(file);
      }
      for (const { name, page: path, title } of GROOVES) {
        await page.goto(`http://localhost:${PORT}${path}`);
        const figure = page
          .locator('figure[data-groove]')
          .filter({ has: page.getByText(title, { exact: true }) })
          .first();
        // The site's header stays at the top of the window as it scrolls: in a picture of one groove it would cover it.
        await page.addStyleTag({ content: 'header { position: static !important; }' });
        await figure.scrollIntoViewIfNeeded();
        const file = `docs/images/groove-${name}-${width}-${theme}.png`;
        await figure.screenshot({ path: file, animations: 'disabled' });
        console.log(file);
      }
      await page.close();
    }
  }
  await browser.close();
} finally {
  site.stop();
}
