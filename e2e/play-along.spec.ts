import { expect, hydrated, test } from './fixtures';
import { fakeAudioClock, startAndWaitForSound } from './audio';
import { installMidi } from './midi';
import { axeViolations } from './axe';

/** A one-bar rock beat at 70 BPM: eighths on the hi-hat, kick on 1 and 3, snare on 2 and 4 (first-rock-beat.mdx). */
const LESSON = '/lessons/first-rock-beat';
const GROOVE = 'Basic rock beat';
const BEAT_S = 60 / 70;
const BAR_S = 4 * BEAT_S;

async function openPlayAlong(page: import('@playwright/test').Page) {
  const figure = page.getByRole('figure', { name: new RegExp(GROOVE) });
  await figure.getByText('Play along', { exact: true }).click();
  const panel = figure.locator('[data-play-along-panel]');
  await expect(panel).toBeVisible();
  return { figure, panel };
}

/** The lesson with the virtual kit connected to its groove's play-along, on the fake clock. */
async function listeningToKit(page: import('@playwright/test').Page) {
  const clock = await fakeAudioClock(page);
  const kit = await installMidi(page);
  await page.goto(LESSON);
  await hydrated(page);
  const { figure, panel } = await openPlayAlong(page);
  await panel.getByRole('button', { name: 'Connect' }).click();
  await expect(panel.locator('[data-play-along-status]')).toContainText('Listening to Test Kit.');
  return { clock, kit, figure, panel };
}

/** Plays from Play through the count-in and `bars` bars, then Stop; the clock moves on a little past the last note. */
async function playBars(
  figure: import('@playwright/test').Locator,
  clock: Awaited<ReturnType<typeof fakeAudioClock>>,
  bars: number,
) {
  await startAndWaitForSound(figure.getByRole('button', { name: 'Play', exact: true }), clock);
  // Stopped just before the next bar's first note: every note of these bars has been played and graded.
  // In quarter-second steps: the player, the drummer and the marks all run on timers the steps fire in order.
  await clock.play((BAR_S * (bars + 1) - 0.15) * 1000, 250);
  await figure.getByRole('button', { name: 'Stop', exact: true }).click();
  // The results come once the hits still on their way have had time to arrive.
  await clock.play(300);
}

test.describe('play along on an electronic kit', () => {
  test('a snare 40 ms late on 2 and 4 is reported late by about 40 ms, the rest on time, in the grid and the results', async ({
    page,
  }) => {
    const { clock, kit, figure, panel } = await listeningToKit(page);
    await kit.play({ lateMs: { snare: 40 } });
    await playBars(figure, clock, 2);

    const results = panel.locator('[data-play-along-results]');
    await expect(results).toBeVisible();
    // Two bars: 16 hi-hats, 4 kicks on time; 4 snares late.
    await expect(results.locator('[data-on-time]')).toHaveText('20 of 24 notes on time (83%), within ±35 ms.');
    const mean = (voice: string) =>
      results.locator(`tr[data-voice="${voice}"] [data-mean]`).getAttribute('data-mean').then(Number);
    expect(await mean('snare')).toBeCloseTo(40, 0);
    expect(Math.abs(await mean('hihat'))).toBeLessThan(1);
    expect(Math.abs(await mean('kick'))).toBeLessThan(1);
    await expect(results.locator('tr[data-voice="snare"]')).toContainText('0/4');
    await expect(results.locator('tr[data-voice="snare"]')).toContainText('40 ms late');

    // The grid marks each note of the last time round: the snare's two late, in words as well as signs.
    const grid = figure.getByRole('table');
    const snare = grid.locator('tr[data-voice="snare"] td[data-verdict]');
    await expect(snare).toHaveCount(2);
    for (const cell of await snare.all()) {
      await expect(cell).toHaveAttribute('data-verdict', 'late');
      await expect(cell).toContainText('late by 40 ms');
    }
    // Each sign in a colour of its own (axe does not read generated content): late is not on time, nor the cell's text.
    const signColour = (cell: import('@playwright/test').Locator) =>
      cell.evaluate((element) => [getComputedStyle(element, '::after').color, getComputedStyle(element).color]);
    const [late, text] = await signColour(snare.first());
    const [onTime] = await signColour(grid.locator('tr[data-voice="hihat"] td[data-verdict="on-time"]').first());
    expect(new Set([late, onTime, text]).size).toBe(3);
    await expect(grid.locator('tr[data-voice="hihat"] td[data-verdict="on-time"]')).toHaveCount(8);
    // The notation marks the steps too (the hands' notes and the feet's, drawn apart): those at 2 and 4 late, every other on time.
    const notation = figure.locator('[data-notation]');
    const marked = await notation
      .locator('[data-verdict]')
      .evaluateAll((notes) => notes.map((note) => [note.getAttribute('data-step'), note.getAttribute('data-verdict')]));
    expect(new Set(marked.map(([step]) => step)).size).toBe(8);
    expect(marked.filter(([, verdict]) => verdict !== 'on-time').sort()).toEqual([
      ['2', 'late'],
      ['6', 'late'],
    ]);
    await expect(notation.locator('[data-verdict="late"] [data-verdict-sign]')).toHaveText(['▸', '▸']);

    // The timing chart: a lane per drum, every note of the run a mark; the snare's four late ones above its line, by
    // 40 ms, the rest on it. Its description holds the same figures as the table.
    const chart = results.getByRole('img', { name: 'When each note of the run came, against when it was due' });
    await expect(chart.locator('[data-lane]')).toHaveCount(3);
    const snareMarks = chart.locator('[data-marks="snare"] [data-verdict]');
    await expect(snareMarks).toHaveCount(4);
    for (const mark of await snareMarks.all()) {
      await expect(mark).toHaveAttribute('data-verdict', 'late');
      expect(Number(await mark.getAttribute('data-offset'))).toBeCloseTo(40, 0);
      expect(Number(await mark.getAttribute('data-y'))).toBeLessThan(-5);
    }
    const hihatHeights = await chart
      .locator('[data-marks="hihat"] [data-verdict="on-time"]')
      .evaluateAll((marks) => marks.map((mark) => Number(mark.getAttribute('data-y'))));
    expect(hihatHeights).toHaveLength(16);
    expect(hihatHeights.every((height) => Math.abs(height) <= 1)).toBe(true);
    await expect(chart).toHaveAccessibleDescription(
      /Snare: 0 of 4 on time, 0 early, 4 late, 0 missed; on average 40 ms late\./,
    );
    await expect(chart).toHaveAccessibleDescription(/Hi-hat: 16 of 16 on time/i);

    // The marks, the results and the panel meet WCAG AA in both themes (the signs' colours included). axe needs timers.
    await page.clock.resume();
    // Off the Stop button just pressed, and its colours settled.
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await axeViolations(page, `figure:has([data-play-along-results])`), `axe-core, ${colorScheme}`).toEqual(
        [],
      );
    }

    // The run is the best at 70 BPM on this device, shown beside the groove.
    await expect(results).toContainText('Your best run at 70 BPM so far.');
    await expect(figure.locator('[data-best-run]')).toHaveText('Best play-along at 70 BPM: 83% on time (±35 ms).');
    await page.reload();
    await expect(page.getByRole('figure', { name: new RegExp(GROOVE) }).locator('[data-best-run]')).toHaveText(
      'Best play-along at 70 BPM: 83% on time (±35 ms).',
    );
  });

  test('the gap click: its silent bars sound nothing, are graded, and a drift while alone is reported as one', async ({
    page,
  }) => {
    const { clock, kit, figure, panel } = await listeningToKit(page);
    await figure.locator('summary', { hasText: 'Gap click' }).click();
    await figure.getByRole('button', { name: 'On for 2, off for 2 bars' }).click();
    await expect(figure.getByRole('checkbox', { name: 'Drop the sound out to test my time' })).toBeChecked();
    // The drummer plays with the groove for two bars, then keeps it going alone for two, 4 ms later each beat.
    const driftMsPerBeat = 4;
    await kit.play({ alone: { on: 2, off: 2, barS: BAR_S, beatS: BEAT_S, driftMsPerBeat } });
    await startAndWaitForSound(figure.getByRole('button', { name: 'Play', exact: true }), clock);
    // Into the first silent bar (after the count-in and two bars with sound): it says so, and the grid does not follow.
    await clock.play((BAR_S * 3 + BEAT_S) * 1000, 250);
    await expect(figure.locator('[data-gap-silent]')).toHaveText('Silent: keep time');
    await expect(figure.locator('[data-now]')).toHaveCount(0);
    await clock.play((BAR_S * 2 - BEAT_S - 0.15) * 1000, 250);
    await figure.getByRole('button', { name: 'Stop', exact: true }).click();
    await clock.play(300);

    // The player's own log: the groove's drums in its two bars with sound, nothing at all in the two silent ones (the
    // next bar's first notes were queued just before Stop).
    const drums = (await clock.sounds()).filter((sound) => sound.sound === 'drum');
    const first = drums[0]!.time;
    const bars = new Set(drums.map((sound) => Math.floor((sound.time - first) / BAR_S + 1e-6)));
    expect([0, 1, 2, 3].filter((bar) => bars.has(bar))).toEqual([0, 1]);
    const clicks = (await clock.sounds()).filter((sound) => sound.sound === 'click');
    expect(clicks.every((click) => click.time < first)).toBe(true);

    // Every note of the four bars graded; alone, the notes came later and later, and the results say by how much.
    const results = panel.locator('[data-play-along-results]');
    await expect(results.locator('[data-on-time]')).toHaveText('48 of 48 notes on time (100%), within ±35 ms.');
    // A bar of eighths, kicks on 1 and 3 and snares on 2 and 4, twice over: on average 3⅔ beats into the silence.
    const meanBeats = (16 * 3.75 + 4 * 3 + 4 * 4) / 24;
    await expect(results.locator('[data-gap-result]')).toHaveText(
      `Alone in the silent bars you were on average ${Math.round(meanBeats * driftMsPerBeat)} ms late; with the sound, on the beat: you drifted later by about ${driftMsPerBeat} ms per beat as each silence went on (dragging).`,
    );
    // The timing chart shows the silence, two bars long, behind the notes played alone.
    const silence = results.locator('[data-timing-chart] [data-silence]');
    await expect(silence).toHaveCount(1);
    const [from, to] = await silence.evaluate((rect) => [Number(rect.dataset.from), Number(rect.dataset.to)]);
    expect(to! - from!).toBeCloseTo(2 * BAR_S, 2);
    expect(from).toBeCloseTo(2 * BAR_S, 2);
  });

  test('a missed bar is reported missed, and a whole clean run offers the next tempo', async ({ page }) => {
    const { clock, kit, figure, panel } = await listeningToKit(page);
    // The drummer sits out the second bar.
    await kit.play({ skipFrom: BAR_S, skipTo: 2 * BAR_S });
    await playBars(figure, clock, 3);
    const results = panel.locator('[data-play-along-results]');
    await expect(results.locator('[data-on-time]')).toHaveText('24 of 36 notes on time (67%), within ±35 ms.');
    await expect(results).toContainText('Early: 0 · late: 0 · missed: 12 · extra hits: 0');
    // The chart marks the twelve misses, all in the second time through.
    const missed = results.locator('[data-timing-chart] [data-verdict="missed"]');
    await expect(missed).toHaveCount(12);
    await expect(results.getByRole('button', { name: /^Try/ })).toHaveCount(0);

    // Played whole, the run is steady: the next tempo is offered, and takes the tempo box there.
    await kit.play({});
    await playBars(figure, clock, 2);
    await expect(results.locator('[data-on-time]')).toHaveText('24 of 24 notes on time (100%), within ±35 ms.');
    await expect(results).toContainText('Steady at 70 BPM.');
    await results.getByRole('button', { name: 'Try 75 BPM' }).click();
    await expect(figure.getByRole('spinbutton', { name: /^Tempo/ })).toHaveValue('75');
  });

  test('calibration measures the kit’s delay and takes it off every hit', async ({ page }) => {
    const { clock, kit, figure, panel } = await listeningToKit(page);
    await expect(panel.locator('[data-latency]')).toContainText('Not calibrated yet');
    // A kit (or a drummer) 25 ms behind: every note reads 25 ms late before calibration.
    await kit.play({ tapClicksLateMs: 25 });
    await panel.getByRole('button', { name: 'Calibrate' }).click();
    // Eight clicks at 100 BPM, and half a second for the last tap.
    await clock.play(5600, 100);
    await expect(panel.locator('[data-play-along-status]')).toHaveText('Measured delay: 25 ms, taken off every hit.');
    await expect(panel.getByRole('button', { name: 'Calibrate again' })).toBeVisible();
    await kit.play({ lateMs: { kick: 25, snare: 25, hihat: 25 } });
    await playBars(figure, clock, 1);
    const results = panel.locator('[data-play-along-results]');
    await expect(results.locator('[data-on-time]')).toHaveText('12 of 12 notes on time (100%), within ±35 ms.');
    expect(Number(await results.locator('tr[data-voice="snare"] [data-mean]').getAttribute('data-mean'))).toBeCloseTo(
      0,
      0,
    );
    // Kept on the device: a new page starts calibrated.
    await page.reload();
    await hydrated(page);
    const again = await openPlayAlong(page);
    await again.panel.getByRole('button', { name: 'Connect' }).click();
    await expect(again.panel.locator('[data-latency]')).toContainText('Measured delay: 25 ms');
  });

  test('a kit that numbers its pads otherwise is learnt pad by pad, kept, and then graded by drum', async ({
    page,
  }) => {
    const clock = await fakeAudioClock(page);
    const kit = await installMidi(page);
    await page.goto(LESSON);
    await hydrated(page);
    const { figure, panel } = await openPlayAlong(page);
    const status = panel.locator('[data-play-along-status]');
    await panel.getByRole('button', { name: 'Connect' }).click();
    await expect(status).toContainText('Listening to Test Kit.');
    await kit.hitPad(71);
    await expect(status).toHaveText('Your kit sent note 71, which is not a drum here: press Learn my kit.');
    await panel.getByRole('button', { name: 'Learn my kit' }).click();
    await expect(status).toHaveText('Hit the Hi-hat.');
    await kit.hitPad(80);
    await expect(status).toHaveText('Hit the Snare.');
    await kit.hitPad(71);
    await expect(status).toHaveText('Hit the Bass drum.');
    await panel.getByRole('button', { name: 'Skip' }).click();
    await expect(status).toHaveText('Pads learnt: 2.');
    // Its snare on 71, its hi-hat on 80, its bass drum General MIDI's 36: every note graded on its drum.
    await kit.play({ notes: { snare: 71, hihat: 80 } });
    await playBars(figure, clock, 1);
    const results = panel.locator('[data-play-along-results]');
    await expect(results.locator('[data-on-time]')).toHaveText('12 of 12 notes on time (100%), within ±35 ms.');
    await expect(results.locator('tr[data-voice="snare"]')).toContainText('2/2');
    // Kept for the kit, by its name.
    await page.reload();
    await hydrated(page);
    const again = await openPlayAlong(page);
    await again.panel.getByRole('button', { name: 'Connect' }).click();
    await expect(again.panel.locator('[data-play-along-status]')).toContainText('Listening to Test Kit.');
    await kit.hitPad(71);
    await expect(again.panel.locator('[data-play-along-status]')).not.toContainText('note 71');
  });

  test('“you play it”: a drum ticked is left out of the player, with or without an input', async ({ page }) => {
    const clock = await fakeAudioClock(page);
    await page.goto(LESSON);
    await hydrated(page);
    const { figure, panel } = await openPlayAlong(page);
    await panel.getByRole('checkbox', { name: 'Snare' }).check();
    await expect(figure.locator('[data-play-along] summary')).toContainText('Snare');
    await startAndWaitForSound(figure.getByRole('button', { name: 'Play', exact: true }), clock);
    await clock.play(BAR_S * 1000);
    const voices = new Set((await clock.sounds()).flatMap((sound) => (sound.sound === 'drum' ? [sound.voice] : [])));
    expect([...voices].sort()).toEqual(['hihat', 'kick']);
  });

  test('a kit unplugged during a run stops it with a message, and no error', async ({ page }) => {
    const { clock, kit, figure, panel } = await listeningToKit(page);
    await kit.play({});
    await startAndWaitForSound(figure.getByRole('button', { name: 'Play', exact: true }), clock);
    // The count-in, a whole bar and some of the next.
    await clock.play(BAR_S * 2400);
    await kit.unplug();
    await expect(panel.locator('[data-play-along-status]')).toHaveText(
      'Test Kit went away, so the run stopped. Connect it again to carry on.',
    );
    await expect(figure.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    // The run ended with what was played: its first bar whole, and what of the next had sounded.
    await clock.play(300);
    const onTime = await panel.locator('[data-play-along-results] [data-on-time]').textContent();
    expect(Number(/^(\d+) of/.exec(onTime ?? '')?.[1])).toBeGreaterThanOrEqual(12);
    await expect(panel.locator('[data-play-along-results]')).not.toContainText('Play the groove through once');
    await expect(panel.getByRole('button', { name: 'Connect' })).toBeVisible();
  });

  const refusals = [
    ['denied', 'The browser was not allowed to use MIDI devices.'],
    ['none', 'No electronic kit was found.'],
    ['unsupported', 'This browser cannot use an electronic kit (it has no Web MIDI).'],
  ] as const;
  for (const [access, message] of refusals) {
    test(`says so when MIDI is ${access}, and the groove still plays`, async ({ page }) => {
      const clock = await fakeAudioClock(page);
      await installMidi(page, access);
      await page.goto(LESSON);
      await hydrated(page);
      const { figure, panel } = await openPlayAlong(page);
      await panel.getByRole('button', { name: 'Connect' }).click();
      await expect(panel.locator('[data-play-along-status]')).toContainText(message);
      await startAndWaitForSound(figure.getByRole('button', { name: 'Play', exact: true }), clock);
    });
  }
});

test.describe('play along with a microphone', () => {
  test('a refused microphone, or none, says so', async ({ page }) => {
    await page.addInitScript(() => {
      let calls = 0;
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('refused', (calls += 1) === 1 ? 'NotAllowedError' : 'NotFoundError'));
    });
    await page.goto(LESSON);
    await hydrated(page);
    const { panel } = await openPlayAlong(page);
    await panel.getByRole('radio', { name: 'Microphone' }).check();
    await panel.getByRole('button', { name: 'Connect' }).click();
    await expect(panel.locator('[data-play-along-status]')).toContainText(
      'The browser was not allowed to use the microphone.',
    );
    await panel.getByRole('button', { name: 'Connect' }).click();
    await expect(panel.locator('[data-play-along-status]')).toContainText('No microphone was found.');
  });

  test('a browser without AudioWorklet says so', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { AudioWorkletNode?: unknown }).AudioWorkletNode;
    });
    await page.goto(LESSON);
    await hydrated(page);
    const { panel } = await openPlayAlong(page);
    await panel.getByRole('radio', { name: 'Microphone' }).check();
    await panel.getByRole('button', { name: 'Connect' }).click();
    await expect(panel.locator('[data-play-along-status]')).toContainText(
      'This browser cannot listen to a microphone here.',
    );
  });
});

test.describe('play along with the metronome', () => {
  test('each click after the count-in bar is a note to play: the run’s results and the beat dots', async ({ page }) => {
    const clock = await fakeAudioClock(page);
    const kit = await installMidi(page);
    await page.goto('/metronome');
    await hydrated(page);
    const metronome = page.locator('[data-metronome]');
    await metronome.getByText('Play along', { exact: true }).click();
    const panel = metronome.locator('[data-play-along-panel]');
    // No drums to leave out, no pads to learn: a click is a note on any drum.
    await expect(panel.getByRole('checkbox')).toHaveCount(0);
    await panel.getByRole('button', { name: 'Connect' }).click();
    await expect(panel.locator('[data-play-along-status]')).toContainText('Listening to Test Kit.');
    await expect(panel.getByRole('button', { name: 'Learn my kit' })).toHaveCount(0);
    // 30 ms behind every click, the count-in's too (those are not graded, nor extras).
    await kit.play({ tapClicksLateMs: 30 });
    await startAndWaitForSound(metronome.getByRole('button', { name: 'Start' }), clock);
    // 4/4 at 80 BPM: the count-in bar and two more, stopped before the next bar's first click.
    await clock.play((3 * 4 * 0.75 - 0.15) * 1000);
    await metronome.getByRole('button', { name: 'Stop', exact: true }).click();
    await clock.play(300);
    const results = panel.locator('[data-play-along-results]');
    await expect(results.locator('[data-on-time]')).toHaveText('8 of 8 notes on time (100%), within ±35 ms.');
    await expect(results.locator('[data-timing]')).toHaveText(
      'On average 30 ms late (dragging); your notes vary by about ±0 ms around that.',
    );
    await expect(results).toContainText('extra hits: 0');
    await expect(metronome.locator('[data-beats] li[data-verdict="on-time"]')).toHaveCount(4);
    await expect(metronome.locator('[data-beats] li').first()).toContainText('on time');
    // The metronome page keeps its best run too, shown under it.
    await expect(metronome.locator('[data-best-run]')).toHaveText('Best play-along at 80 BPM: 100% on time (±35 ms).');
  });
});
