/**
 * Recording in the groove builder, end to end on the virtual kit (midi.ts) and the fake clock (audio.ts): a take
 * played from the count-in's first click, with a human's timing and touch (takes.ts), written into the groove.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  FIXTURE_STROKES,
  readWav,
  STROKE_LEAD_S,
  STROKE_SLOT_S,
  writeWav16,
} from '../features/practice/play-along/fixtures/read-wav';
import { VOICE_TABLE } from '../features/practice/groove/vocabulary';
import type { Voice } from '../features/practice/groove/language';
import { fakeAudioClock, startAndWaitForSound } from './audio';
import { axeViolations } from './axe';
import { launchWithMicrophone } from './browser';
import { addressGroove, drawnNotes, gridLines, openBuilder } from './builder';
import { expect, test } from './fixtures';
import { installMidi, type Take } from './midi';
import { played } from './takes';

const TEMPO = 70;
const BEAT_S = 60 / TEMPO;
const BAR_S = 4 * BEAT_S;

/** The funk lesson's groove (funk-grooves.mdx), one character a sixteenth. */
const FUNK = { hihat: 'x-x-x-x-x-x-x-x-', snare: '---gX----g-gX---', kick: 'x------x--x-----' };

/** A take of written lines for the virtual kit: each drum's pad, each hit's velocity and moment from the downbeat. */
function takeOf(hits: ReturnType<typeof played>): Take {
  return {
    countInS: BAR_S,
    hits: hits.map(({ voice, time, velocity }) => ({ at: time, note: VOICE_TABLE[voice].midi.writes, velocity })),
  };
}

/** The builder on the fake clock with the virtual kit, opened on a one-bar groove at 70 BPM. */
async function builderWithKit(page: Page) {
  const clock = await fakeAudioClock(page);
  const kit = await installMidi(page);
  const grid = await openBuilder(page, `#v=1&title=Take&tempo=${TEMPO}&kick=x---`, clock);
  const record = page.locator('[data-record]');
  await expect(record.getByRole('heading', { name: 'Record from your kit' })).toBeVisible();
  return { clock, kit, grid, record };
}

/** The same, with the groove's figure (its player). */
async function builderWithKitAndFigure(page: Page) {
  const opened = await builderWithKit(page);
  return { ...opened, figure: page.locator('figure[data-groove]') };
}

/** Presses Record and plays the clock through the count-in, `bars` bars and a moment more. */
async function recordBars(
  record: import('@playwright/test').Locator,
  clock: Awaited<ReturnType<typeof fakeAudioClock>>,
  bars: number,
) {
  await startAndWaitForSound(record.getByRole('button', { name: 'Record', exact: true }), clock);
  await clock.play((BAR_S * (bars + 1) + 0.5) * 1000, 250);
  // The count-in is queued a little ahead of the clock, by how long the page took to start it: on a loaded
  // machine the take ends a moment later. The clock moves on until it has, by at most two bars (one was not
  // enough once, in clean run 56, a take still recording after it; the retry passed).
  const status = record.locator('[data-record-status]');
  for (let waited = 0; waited < 2 * BAR_S * 1000 && (await status.getAttribute('data-phase')) !== 'idle'; waited += 250)
    await clock.play(250, 250);
  await expect(status).toHaveAttribute('data-phase', 'idle');
}

/** The drums' lines the address holds. */
const linesOf = (page: Page) => {
  const groove = addressGroove(page);
  return Object.fromEntries(Object.entries(groove).filter(([key]) => key in VOICE_TABLE)) as Partial<
    Record<Voice, string>
  >;
};

test.describe('recording from an electronic kit', () => {
  test("the funk groove played with a human's timing is written as exactly that groove, marked on time, and Undo takes it back", async ({
    page,
  }) => {
    const { clock, kit, grid, record } = await builderWithKit(page);
    await kit.playTake(takeOf(played(FUNK, { tempo: TEMPO, seed: 11 })));
    await recordBars(record, clock, 1);

    await expect.poll(() => linesOf(page)).toEqual(FUNK);
    expect(addressGroove(page).tempo).toBe(String(TEMPO));
    await expect(record.locator('[data-record-said]').first()).toHaveText(
      'Recorded 16 notes on hi-hat, snare and bass drum, written in sixteenth notes. Undo takes the whole take back.',
    );
    await expect(record.locator('[data-record-said]').nth(1)).toContainText('16 of 16 notes within ±35 ms');
    // The grid shows it, each note marked on time (every hit was within 12 ms of its step).
    const lines = await gridLines(grid);
    expect(lines).toContain(FUNK.hihat);
    expect(lines).toContain(FUNK.snare);
    expect(lines).toContain(FUNK.kick);
    await expect(grid.locator('td[data-verdict="on-time"]')).toHaveCount(16);
    // The notation is redrawn with a note (or chord) at every step that has one.
    const steps = [
      ...new Set(Object.values(FUNK).flatMap((line) => [...line].flatMap((c, i) => (c === '-' ? [] : [i])))),
    ];
    await expect
      .poll(async () =>
        (await drawnNotes(page).evaluateAll((notes) => notes.map((note) => Number(note.getAttribute('data-step')))))
          .filter((step, index, all) => all.indexOf(step) === index)
          .sort((a, b) => a - b),
      )
      .toEqual(steps.sort((a, b) => a - b));
    // A timing chart of the take, with its figures in words.
    await expect(record.getByRole('img', { name: /When each note/ })).toBeVisible();

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => linesOf(page)).toEqual({ kick: 'x---' });
    await expect(grid.locator('td[data-verdict]')).toHaveCount(0);
  });

  test('a flam on 4 is written as a flam, and the & of each beat two thirds through as swung eighths', async ({
    page,
  }) => {
    const { clock, kit, record } = await builderWithKit(page);
    const flam = { ...FUNK, snare: FUNK.snare.slice(0, 12) + 'F' + FUNK.snare.slice(13) };
    await kit.playTake(takeOf(played(flam, { tempo: TEMPO, seed: 12 })));
    await recordBars(record, clock, 1);
    await expect.poll(() => linesOf(page)).toEqual(flam);

    const swung = { hihat: 'x-x-x-x-x-x-x-x-', snare: '----x-------x---', kick: 'x-----x-x-------' };
    await kit.playTake(takeOf(played(swung, { tempo: TEMPO, seed: 13, swingAt: 2 / 3 })));
    await recordBars(record, clock, 1);
    await expect.poll(() => addressGroove(page).swing).toBe('eighths');
    expect(linesOf(page)).toEqual({ hihat: 'xxxxxxxx', snare: '--x---x-', kick: 'x--xx---' });
    await expect(record.locator('[data-record-said]').first()).toContainText('eighth notes with the eighths swung');
  });

  test('overdubbing the bass drum, then the snare, then the hi-hat gives the whole groove', async ({ page }) => {
    const { clock, kit, record } = await builderWithKit(page);
    await kit.playTake(takeOf(played({ kick: FUNK.kick }, { tempo: TEMPO, seed: 21 })));
    await recordBars(record, clock, 1);
    await expect.poll(() => linesOf(page)).toEqual({ kick: FUNK.kick });

    await record.getByRole('checkbox', { name: /Overdub/ }).check();
    await kit.playTake(takeOf(played({ snare: FUNK.snare }, { tempo: TEMPO, seed: 22 })));
    const before = (await clock.sounds()).length;
    await recordBars(record, clock, 1);
    await expect.poll(() => linesOf(page)).toEqual({ kick: FUNK.kick, snare: FUNK.snare });
    // The bass drum written played under the take, on its steps, after the count-in's clicks.
    const backing = (await clock.sounds()).slice(before).filter((sound) => sound.sound === 'drum');
    expect(backing.map((sound) => (sound.sound === 'drum' ? sound.voice : ''))).toEqual(['kick', 'kick', 'kick']);

    await kit.playTake(takeOf(played({ hihat: FUNK.hihat }, { tempo: TEMPO, seed: 23 })));
    await recordBars(record, clock, 1);
    await expect.poll(() => linesOf(page)).toEqual(FUNK);
    // Each take is one step back.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => linesOf(page)).toEqual({ kick: FUNK.kick, snare: FUNK.snare });
  });

  test('works from the keyboard, says what it recorded, marks a late note late, passes axe and fits 320 px', async ({
    page,
  }) => {
    const { clock, kit, grid, record } = await builderWithKit(page);
    // Kick on 1, the snare 60 ms late on 2; then Stop before the bar is over.
    await kit.playTake({
      countInS: BAR_S,
      hits: [
        { at: 0, note: 36, velocity: 90 },
        { at: BEAT_S + 0.06, note: 38, velocity: 90 },
      ],
    });
    const button = record.getByRole('button', { name: 'Record', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await clock.play(50), (await clock.sounds()).length)).toBeGreaterThan(0);
    // Focus moves to Stop while the take runs.
    await expect(record.getByRole('button', { name: 'Stop recording' })).toBeFocused();
    await clock.play((BAR_S + 2 * BEAT_S) * 1000, 250);
    await expect(record.locator('[data-record-status]')).toContainText('Recording bar 1 of 1.');
    await page.keyboard.press('Enter');
    await expect(record.locator('[data-record-status]')).toHaveAttribute('data-phase', 'idle');
    await expect(button).toBeFocused();
    // Overdub is a box the keyboard ticks, from Record back through the boxes (Shift+Tab).
    const overdub = record.getByRole('checkbox', { name: /Overdub/ });
    for (let tries = 0; tries < 6 && !(await overdub.evaluate((box) => box === document.activeElement)); tries += 1)
      await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(overdub).toBeChecked();
    await page.keyboard.press('Space');
    await expect(overdub).not.toBeChecked();

    await expect.poll(() => linesOf(page)).toEqual({ snare: '-x--', kick: 'x---' });
    const late = grid.locator('tr[data-voice="snare"] td[data-verdict]');
    await expect(late).toHaveAttribute('data-verdict', 'late');
    await expect(late).toHaveAttribute('data-ms', '60');
    await expect(late).toContainText('late by 60 ms');
    await expect(record.locator('[role="status"]')).toContainText('Recorded 2 notes on snare and bass drum');

    // The section, the chart and the grid's marks meet WCAG AA in both themes. axe needs timers.
    await page.clock.resume();
    await page.mouse.move(0, 0);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await axeViolations(page, ['[data-record]', 'figure[data-groove]']), colorScheme).toEqual([]);
    }
    await page.setViewportSize({ width: 320, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test("nothing played, Stop in the count-in, the groove's Play during a take and a kit unplugged in one: each said, nothing written, and the click stops", async ({
    page,
  }) => {
    const { clock, kit, figure, record } = await builderWithKitAndFigure(page);
    const status = record.locator('[data-record-status]');
    // Nothing played.
    await recordBars(record, clock, 1);
    await expect(status).toContainText('Nothing was heard, so nothing was written.');
    // Stop in the count-in.
    await startAndWaitForSound(record.getByRole('button', { name: 'Record', exact: true }), clock);
    await clock.play(1000, 250);
    await record.getByRole('button', { name: 'Stop recording' }).click();
    await expect(status).toContainText('Stopped before the take began: nothing was written.');
    // The groove's Play during a take.
    await kit.playTake(takeOf(played({ kick: FUNK.kick }, { tempo: TEMPO, seed: 31 })));
    await startAndWaitForSound(record.getByRole('button', { name: 'Record', exact: true }), clock);
    await clock.play((BAR_S + BEAT_S) * 1000, 250);
    await figure.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(status).toContainText("The take stopped when the groove's player started: nothing was written.");
    await figure.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect.poll(() => linesOf(page)).toEqual({ kick: 'x---' });
    // The kit unplugged halfway through a take: said, nothing written, and the click stops.
    await startAndWaitForSound(record.getByRole('button', { name: 'Record', exact: true }), clock);
    await clock.play((BAR_S + 2 * BEAT_S) * 1000, 250);
    await kit.unplug();
    await expect(record.locator('[data-record-problem]')).toContainText(
      'The electronic kit could not be opened, or went away during the take.',
    );
    const after = (await clock.sounds()).length;
    await clock.play(2 * BAR_S * 1000, 250);
    expect((await clock.sounds()).length).toBe(after);
    await expect(status).toHaveAttribute('data-phase', 'idle');
    await expect.poll(() => linesOf(page)).toEqual({ kick: 'x---' });
  });

  test('says so when the browser has no Web MIDI', async ({ page }) => {
    const clock = await fakeAudioClock(page);
    await installMidi(page, 'unsupported');
    await openBuilder(page, `#v=1&title=Take&tempo=${TEMPO}&kick=x---`, clock);
    const record = page.locator('[data-record]');
    await record.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(record.locator('[data-record-problem]')).toContainText('This browser cannot use an electronic kit');
    await expect.poll(() => linesOf(page)).toEqual({ kick: 'x---' });
  });
});

/** A sixteenth-note snare exercise with an accent on each beat, and how much softer the taps are than the accents. */
const EXERCISE = 'XxxxXxxxXxxxXxxx';
const TAP_GAIN = 0.3;
/**
 * Where the exercise starts in the take: after the silence in which the page opens the microphone and counts in a
 * bar (the fake capture device starts the file when the page asks for the microphone).
 */
const EXERCISE_AT_S = 9;

/** The exercise rendered from recorded drums (the onset detector's fixture snare, FluidR3 GM), to a WAV file. */
function renderExercise(): string {
  const fixture = readWav(
    readFileSync(path.join(import.meta.dirname, '../features/practice/play-along/fixtures/strokes.wav')),
  );
  const rate = fixture.sampleRate;
  const slot = FIXTURE_STROKES.findIndex((stroke) => stroke.name === 'snare');
  const snare = fixture.samples.subarray(
    Math.round(slot * STROKE_SLOT_S * rate),
    Math.round((slot + 1) * STROKE_SLOT_S * rate),
  );
  const take = new Float32Array(Math.round((EXERCISE_AT_S + BAR_S + 1) * rate));
  [...EXERCISE].forEach((char, step) => {
    const gain = char === 'X' ? 1 : TAP_GAIN;
    const start = Math.round((EXERCISE_AT_S + (step * BEAT_S) / 4 - STROKE_LEAD_S) * rate);
    snare.forEach((sample, index) => (take[start + index] = (take[start + index] ?? 0) + sample * gain));
  });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'exercise-')), 'exercise.wav');
  writeFileSync(file, writeWav16(take, rate));
  return file;
}

test('a microphone hears a rendered sixteenth-note snare exercise and writes it on the snare row with its accents', async ({
  baseURL,
}) => {
  // A browser of its own, whose microphone plays the take; on the real clock, about 15 seconds of it.
  test.setTimeout(90_000);
  const browser = await launchWithMicrophone(renderExercise());
  try {
    const page = await browser.newPage({ baseURL });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`/groove-builder#v=1&title=Take&tempo=${TEMPO}&kick=x---`);
    const record = page.locator('[data-record]');
    await record.getByRole('radio', { name: 'Microphone' }).check();
    await expect(record.getByRole('combobox', { name: 'Microphone hits go on' })).toHaveValue('snare');
    await record.getByRole('checkbox', { name: /Start on my first note/ }).check();
    await record.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(record.locator('[data-record-status]')).toContainText('Play when you are ready');
    // The line first: should a note be missed (once in clean run 54, 15 of 16 written), the failure shows which.
    await expect.poll(() => linesOf(page), { timeout: 30_000 }).toEqual({ snare: EXERCISE });
    await expect(record.locator('[data-record-said]').first()).toHaveText(
      'Recorded 16 notes on snare, written in sixteenth notes. Undo takes the whole take back.',
    );
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
