/**
 * Pictures of the groove builder for the docs: empty (a blank bar) and full (two bars of funk: a crash, accented
 * hi-hats and an open one, ghost notes on the snare), at 375 px (a phone) and 1280 px (a desktop), in the light and the dark theme,
 * written to docs/images/builder-<empty|full>-<width>-<theme>.png; and for the editors' guide, the full groove copied
 * as lesson text (docs/images/builder-lesson-text.png).
 *
 *     npm run build && npx tsx scripts/screenshot-builder.ts
 *
 * It serves the built site from out/ with the same server as `npm start` and drives the tests' Chromium.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/browser';
import { serveBuilt } from './serve-built';

const PORT = 4392;
const GROOVES = {
  empty: '#v=1&title=My+groove&tempo=80&snare=----------------',
  full:
    '#v=1&title=Funk+with+ghost+notes&tempo=92&crash=X---------------|----------------&hihat=--x-X-x-X-x-X-o-|X-x-X-x-X-x-X-x-' +
    '&snare=----x--g-g--x--g|-g--x--g-g--x-x-&kick=x-x-------x--x--|x-x-------x-----',
};

const site = await serveBuilt(PORT);
try {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      for (const [name, search] of Object.entries(GROOVES)) {
        const page = await browser.newPage({
          viewport: { width, height: 2400 },
          colorScheme: theme,
          deviceScaleFactor: width < 600 ? 2 : 1,
        });
        await page.goto(`http://localhost:${PORT}/groove-builder${search}`);
        await page.locator('[data-builder][data-ready]').waitFor();
        await page.addStyleTag({ content: 'header { position: static !important; }' });
        // The notation is redrawn once the engraver has loaded: wait for it to settle.
        await page.waitForTimeout(400);
        const file = `docs/images/builder-${name}-${width}-${theme}.png`;
        await page.locator('#builder').screenshot({ path: file });
        console.log(`Wrote ${file}`);
        await page.close();
      }
    }
  }
  // The editors' guide: a groove copied as lesson text, the text shown under the buttons.
  const context = await browser.newContext({ viewport: { width: 1280, height: 2400 }, colorScheme: 'light' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.goto(`http://localhost:${PORT}/groove-builder${GROOVES.full}`);
  await page.locator('[data-builder][data-ready]').waitFor();
  await page.getByRole('button', { name: 'Copy as lesson text' }).click();
  await page.locator('[data-lesson-text]').evaluate((element) => element.closest('details')!.setAttribute('open', ''));
  await page.waitForTimeout(300);
  const top = await page.getByRole('heading', { name: 'Share it or take it away' }).boundingBox();
  const bottom = await page.locator('[data-lesson-text]').boundingBox();
  await page.screenshot({
    path: 'docs/images/builder-lesson-text.png',
    clip: {
      x: top!.x - 16,
      y: top!.y - 16,
      width: bottom!.width + 32,
      height: bottom!.y + bottom!.height - top!.y + 32,
    },
  });
  console.log('Wrote docs/images/builder-lesson-text.png');
  await context.close();
  await browser.close();
} finally {
  site.stop();
}
