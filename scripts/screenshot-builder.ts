/**
 * Pictures of the groove builder for the docs: empty (a blank bar) and full (two bars of funk: a crash, accented
 * hi-hats and an open one, ghost notes on the snare), at 375 px (a phone) and 1280 px (a desktop), in the light and the dark theme,
 * written to docs/images/builder-<empty|full>-<width>-<theme>.png; and for the editors' guide, the full groove copied
 * as lesson text (docs/images/builder-lesson-text.png); and a take recorded from the tests' virtual kit, played with a
 * human's timing, marked on the grid (docs/images/builder-record-<width>.png).
 *
 *     npm run build && npx tsx scripts/screenshot-builder.ts
 *
 * It serves the built site from out/ with the same server as `npm start` and drives the tests' Chromium.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/browser';
import { fakeAudioClock, startAndWaitForSound } from '../e2e/audio';
import { installMidi } from '../e2e/midi';
import { played } from '../e2e/takes';
import { VOICE_TABLE } from '../features/practice/groove/vocabulary';
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

  // Recording: the funk lesson's groove played on the virtual kit at 70 BPM, a little loose (±25 ms), into a blank bar.
  for (const width of [375, 1280]) {
    const take = await browser.newPage({
      viewport: { width, height: 2400 },
      colorScheme: 'light',
      deviceScaleFactor: width < 600 ? 2 : 1,
    });
    // tsx names functions with an `__name` helper of its own, which the virtual kit's page script then calls.
    await take.addInitScript('window.__name = (target) => target;');
    // The virtual drummer keeps time on the tests' fake clock, which runs the audio clock too.
    const clock = await fakeAudioClock(take);
    const kit = await installMidi(take);
    await take.goto(`http://localhost:${PORT}/groove-builder#v=1&title=My+funk+groove&tempo=70&kick=x---`);
    await take.locator('[data-builder][data-ready]').waitFor();
    await take.addStyleTag({ content: 'header { position: static !important; }' });
    await clock.play(1000);
    const hits = played(
      { hihat: 'x-x-x-x-x-x-x-x-', snare: '---gX----g-gX---', kick: 'x------x--x-----' },
      { tempo: 70, seed: 5, jitterMs: 25 },
    );
    await kit.playTake({
      countInS: (4 * 60) / 70,
      hits: hits.map(({ voice, time, velocity }) => ({ at: time, note: VOICE_TABLE[voice].midi.writes, velocity })),
    });
    const record = take.locator('[data-record]');
    await startAndWaitForSound(record.getByRole('button', { name: 'Record', exact: true }), clock);
    await clock.play(((8 * 60) / 70 + 1) * 1000, 250);
    await record.locator('[data-record-said]').first().waitFor();
    await take.clock.resume();
    await take.waitForTimeout(600);
    // Where the figure starts and the recording ends on the page (not in the window, which Record scrolled).
    const onPage = (element: Element) => {
      const box = element.getBoundingClientRect();
      return { y: box.y + window.scrollY, height: box.height };
    };
    const top = await take.locator('figure[data-groove]').evaluate(onPage);
    const bottom = await record.evaluate(onPage);
    const file = `docs/images/builder-record-${width}.png`;
    await take.screenshot({
      path: file,
      fullPage: true,
      clip: { x: 0, y: top.y - 8, width, height: bottom.y + bottom.height - top.y + 16 },
    });
    console.log(`Wrote ${file}`);
    await take.close();
  }
  await browser.close();
} finally {
  site.stop();
}
