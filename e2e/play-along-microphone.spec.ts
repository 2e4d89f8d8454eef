/**
 * Play along through a microphone, end to end on the real audio path: Chromium's fake capture device plays a take
 * rendered from recorded drums (the onset detector's fixture strokes, FluidR3 GM) into getUserMedia, and the page's
 * onset worklet, matcher and marks do the rest, on the real clock.
 *
 * The fake device starts its file when capture starts, so the take cannot know where the player's bars fall. It
 * opens with one cross-stick, and the page presses Play when that is heard, timed so the groove's first note is due
 * where the take's first kick is. What is left of the alignment (a few milliseconds: timers and the audio clock's
 * 128-frame steps) is measured from the player's own log and the detector's, and allowed for.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './fixtures';
import { chromiumExecutable, CHROMIUM_ARGS } from './browser';
import { QUEUED_EVENT } from '../features/practice/playback/audio-engine';
import { HEARD_EVENT } from '../features/practice/play-along/inputs';
import {
  FIXTURE_STROKES,
  readWav,
  STROKE_LEAD_S,
  STROKE_SLOT_S,
  writeWav16,
} from '../features/practice/play-along/fixtures/read-wav';

const BEAT_S = 60 / 70;
const BAR_S = 4 * BEAT_S;
/** The take's cross-stick, and its first kick this long after it. */
const SYNC_S = 0.5;
/** Long enough for the count-in bar (3.4 s at 70 BPM) and a second to spare for Play, however busy the machine. */
const GROOVE_AFTER_S = 4.5;
const SNARE_LATE_S = 0.04;

/** Kick on 1 and 3 on time, snare on 2 and 4 40 ms late, for a bar, after one cross-stick. */
function renderTake(): string {
  const fixture = readWav(
    readFileSync(path.join(import.meta.dirname, '../features/practice/play-along/fixtures/strokes.wav')),
  );
  const rate = fixture.sampleRate;
  const slot = (name: string) => {
    const index = FIXTURE_STROKES.findIndex((stroke) => stroke.name === name);
    return fixture.samples.subarray(
      Math.round(index * STROKE_SLOT_S * rate),
      Math.round((index + 1) * STROKE_SLOT_S * rate),
    );
  };
  const take = new Float32Array(Math.round((SYNC_S + GROOVE_AFTER_S + BAR_S + 1) * rate));
  const place = (name: string, at: number) => {
    const sound = slot(name);
    const start = Math.round((at - STROKE_LEAD_S) * rate);
    for (let index = 0; index < sound.length; index += 1)
      take[start + index] = (take[start + index] ?? 0) + sound[index]!;
  };
  place('cross-stick', SYNC_S);
  const start = SYNC_S + GROOVE_AFTER_S;
  place('kick', start);
  place('snare', start + BEAT_S + SNARE_LATE_S);
  place('kick', start + 2 * BEAT_S);
  place('snare', start + 3 * BEAT_S + SNARE_LATE_S);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'take-')), 'take.wav');
  writeFileSync(file, writeWav16(take, rate));
  return file;
}

test('a microphone hears a take with the snare 40 ms late on 2 and 4: late by about 40 ms, the bass drum on time', async ({
  baseURL,
}) => {
  test.setTimeout(60_000);
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${renderTake()}%noloop`,
    ],
  });
  try {
    const page = await browser.newPage({ baseURL });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(
      ({ queuedEvent, heardEvent, grooveAfter, countIn, bars, bar }) => {
        const world = window as unknown as {
          heard: { time: number }[];
          firstNote?: number;
          context?: AudioContext;
          pressed?: boolean;
        };
        world.heard = [];
        // The page's one AudioContext, to time the presses on its clock.
        const Original = window.AudioContext;
        window.AudioContext = class extends Original {
          constructor(options?: AudioContextOptions) {
            super(options);
            world.context = this;
          }
        };
        const press = (name: string, at: number) => {
          const wait = () => {
            const context = world.context!;
            if (context.currentTime >= at) {
              [...document.querySelectorAll('button')].find((button) => button.textContent === name)?.click();
            } else setTimeout(wait, Math.max(1, (at - context.currentTime) * 1000 - 20));
          };
          wait();
        };
        window.addEventListener(heardEvent, (event) => {
          const hit = (event as CustomEvent<{ time: number }>).detail;
          world.heard.push(hit);
          // The take's cross-stick: Play so that the count-in bar ends where its first kick is (less Play's own moment).
          if (world.heard.length === 1) {
            world.pressed = true;
            press('Play', hit.time + grooveAfter - countIn - 0.06);
          }
        });
        window.addEventListener(queuedEvent, (event) => {
          const sound = (event as CustomEvent<{ time: number; sound: string }>).detail;
          if (!world.pressed || sound.sound !== 'drum' || world.firstNote !== undefined) return;
          world.firstNote = sound.time;
          // Stop just before the bar after the take's last.
          press('Stop', sound.time + bars * bar - 0.15);
        });
      },
      {
        queuedEvent: QUEUED_EVENT,
        heardEvent: HEARD_EVENT,
        grooveAfter: GROOVE_AFTER_S,
        countIn: BAR_S,
        bars: 1,
        bar: BAR_S,
      },
    );
    await page.goto('/lessons/first-rock-beat');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const figure = page.getByRole('figure', { name: /Basic rock beat/ });
    await figure.getByText('Play along', { exact: true }).click();
    const panel = figure.locator('[data-play-along-panel]');
    // The learner plays the bass drum and the snare; the site the hi-hat.
    await panel.getByRole('checkbox', { name: 'Snare' }).check();
    await panel.getByRole('checkbox', { name: 'Bass drum' }).check();
    await panel.getByRole('radio', { name: /^Tight/ }).check();
    await panel.getByRole('radio', { name: 'Microphone' }).check();
    // The sound engine and kit fetched and the audio running before the timed press, as for a learner's second Play.
    await figure.getByRole('button', { name: 'Play', exact: true }).click();
    await figure.getByRole('button', { name: 'Stop', exact: true }).click();
    await panel.getByRole('button', { name: 'Connect' }).click();
    await expect(panel.locator('[data-play-along-status]')).toContainText('Listening to');
    const results = panel.locator('[data-play-along-results]');
    await expect(results).toBeVisible({ timeout: 30_000 });

    const { heard, firstNote } = await page.evaluate(() => {
      const world = window as unknown as { heard: { time: number }[]; firstNote: number };
      return { heard: world.heard.map((hit) => hit.time), firstNote: world.firstNote };
    });
    const said = `heard at ${heard.map((time) => ((time - heard[0]!) * 1000).toFixed(1)).join(', ')} ms; first note ${((firstNote - heard[0]!) * 1000).toFixed(1)} ms`;
    // The cross-stick, 2 kicks and 2 snares: each heard once, nothing more. The bar's four where the take has them
    // (within 2 ms of its first kick). Between the cross-stick and the bar, a busy machine's fake device may drop or
    // repeat a 10 ms chunk of capture: that gap is allowed a chunk and a half.
    const bar = [0, BEAT_S + SNARE_LATE_S, 2 * BEAT_S, 3 * BEAT_S + SNARE_LATE_S];
    expect(heard, said).toHaveLength(1 + bar.length);
    expect(Math.abs((heard[1]! - heard[0]! - GROOVE_AFTER_S) * 1000), said).toBeLessThan(15);
    bar.forEach((at, index) => expect(Math.abs((heard[1 + index]! - heard[1]! - at) * 1000), said).toBeLessThan(2));
    // What is left of the alignment (milliseconds the player started early): where the groove's first note was due,
    // against the take's first kick as heard. Well within a hit's reach, so each hit was matched to its own note (on a
    // quiet machine, within 10 ms).
    const misalignedMs = (heard[1]! - firstNote) * 1000;
    expect(Math.abs(misalignedMs), `the page pressed Play on time (${said})`).toBeLessThan(60);

    // What the site reports, once the fake device's start is taken off: the snare 40 ms late, the bass drum on time.
    const cells = async (voice: string) =>
      figure.locator(`tr[data-voice="${voice}"] td[data-offset]`).evaluateAll((found) =>
        found.map((cell) => ({
          offset: Number(cell.getAttribute('data-offset')),
          verdict: cell.getAttribute('data-verdict'),
        })),
      );
    const snare = await cells('snare');
    const kick = await cells('kick');
    expect(snare.length, said).toBe(2);
    expect(kick.length, said).toBe(2);
    for (const { offset } of snare)
      expect(Math.abs(offset - misalignedMs - 40), `snare ${offset} ms (${said})`).toBeLessThan(3);
    for (const { offset } of kick)
      expect(Math.abs(offset - misalignedMs), `bass drum ${offset} ms (${said})`).toBeLessThan(3);
    // Each graded as the tight window (±20 ms) says for what was reported.
    for (const { offset, verdict } of [...snare, ...kick])
      expect(verdict).toBe(offset > 20 ? 'late' : offset < -20 ? 'early' : 'on-time');
    await expect(results.locator('[data-on-time]')).toContainText('within ±20 ms.');
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
