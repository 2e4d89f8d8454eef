import { expect, hydrated, stopClock, test } from './fixtures';
import { recordNotes } from './audio';
import { metronomes } from './content';

/** The metronome on its own page, once the page has hydrated. */
async function openMetronome(page: import('@playwright/test').Page) {
  await page.goto('/metronome');
  await hydrated(page);
  return page.getByRole('group', { name: 'Practice metronome' });
}

/**
 * Each note's place in the count, from its time: a gap of two intervals is a click the engine
 * skipped because a busy machine woke its timer too late (features/practice/engine/audio-engine.ts), not a mistake.
 * Fails on a gap that is not a whole number of intervals.
 */
function placesOf(notes: { time: number }[], interval: number): number[] {
  const places = [0];
  for (let index = 1; index < notes.length; index += 1) {
    const gap = notes[index]!.time - notes[index - 1]!.time;
    const clicks = Math.round(gap / interval);
    expect(clicks >= 1 && Math.abs(gap - clicks * interval) < 0.001, `gap of ${gap.toFixed(4)} s between notes ${index - 1} and ${index}`).toBe(true);
    places.push(places[index - 1]! + clicks);
  }
  return places;
}

/** Waits until each of the bar's beats has been lit in turn, polled every 50 ms (at 240 BPM a beat is lit for a quarter of a second). */
async function expectEveryBeatLit(metronome: import('@playwright/test').Locator, beats: number) {
  const lit = new Set<string>();
  await expect
    .poll(
      async () => {
        const beat = await metronome.getAttribute('data-beat');
        if (beat !== null) lit.add(beat);
        return lit.size;
      },
      { timeout: 10_000, intervals: [50] },
    )
    .toBe(beats);
}

test.describe('the metronome', () => {
  test('starts and stops from its button, clicks and lights each beat in turn', async ({ page }) => {
    const notes = await recordNotes(page);
    const metronome = await openMetronome(page);
    const start = metronome.getByRole('button', { name: 'Start' });
    // One button whose name says what it does next; not a toggle whose name would change with its state.
    await expect(start).not.toHaveAttribute('aria-pressed');
    await metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' }).fill('240');
    await start.click();
    await expect(metronome.getByRole('button', { name: 'Stop' })).toBeFocused();
    // 240 BPM in 4/4: a beat every 250 ms; each of the four dots lights in turn.
    const dots = metronome.getByRole('list', { name: 'Beats' });
    const beats = dots.getByRole('listitem');
    await expect(beats).toHaveCount(4);
    await expectEveryBeatLit(metronome, 4);
    await expect(dots.locator('li[aria-current="step"]')).toHaveCount(1);
    expect((await notes()).length).toBeGreaterThan(3);

    await metronome.getByRole('button', { name: 'Stop' }).click();
    await expect(metronome.getByRole('button', { name: 'Start' })).toBeVisible();
    await expect(dots.locator('li[aria-current]')).toHaveCount(0);
    const stoppedAt = (await notes()).length;
    await page.waitForTimeout(600);
    expect((await notes()).length).toBe(stoppedAt);
  });

  test('works from the keyboard: Space starts and stops it, and the time signature sets the beats', async ({ page }) => {
    const metronome = await openMetronome(page);
    await metronome.getByRole('combobox', { name: 'Time signature' }).selectOption('3/4');
    await expect(metronome.getByRole('list', { name: 'Beats' }).getByRole('listitem')).toHaveCount(3);
    await metronome.getByRole('button', { name: 'Start' }).focus();
    await page.keyboard.press('Space');
    await expect(metronome.getByRole('button', { name: 'Stop' })).toBeFocused();
    await expect(metronome.locator('[aria-current="step"]')).toHaveCount(1, { timeout: 3000 });
    await page.keyboard.press('Space');
    await expect(metronome.getByRole('button', { name: 'Start' })).toBeFocused();
    await expect(metronome.locator('[aria-current="step"]')).toHaveCount(0);
  });

  test('changes tempo as it plays without losing its place in the bar', async ({ page }) => {
    const notes = await recordNotes(page);
    const metronome = await openMetronome(page);
    const tempo = metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' });
    await tempo.fill('120');
    await metronome.getByRole('button', { name: 'Start' }).click();
    // Change it on beat two, where starting the bar again would put an accent on the next click.
    await expect(metronome).toHaveAttribute('data-beat', '1', { timeout: 5000 });
    const before = (await notes()).length;
    await tempo.fill('200');
    await expect.poll(async () => (await notes()).length, { timeout: 8000 }).toBeGreaterThan(before + 8);
    await metronome.getByRole('button', { name: 'Stop' }).click();

    const played = await notes();
    const gaps = played.slice(1).map((note, index) => note.time - played[index]!.time);
    const shown = `gaps ${gaps.map((gap) => gap.toFixed(3)).join(' ')}`;
    // How many clicks of `interval` a gap spans: a machine too busy to queue a click in time skips it (features/practice/engine/audio-engine.ts).
    const span = (gap: number, interval: number) => {
      const clicks = Math.round(gap / interval);
      return clicks >= 1 && Math.abs(gap - clicks * interval) < 0.001 ? clicks : 0;
    };
    // Half a second apart at 120 BPM, then 0.3 s at 200 BPM. The one gap at the change is at least the new
    // interval; a busy machine may stretch it (the new tempo never starts in the past), but no more than a beat.
    const changedAt = gaps.findIndex((gap) => span(gap, 0.5) === 0);
    expect(changedAt, shown).toBeGreaterThan(0);
    expect(gaps[changedAt], shown).toBeGreaterThanOrEqual(0.3 - 0.001);
    expect(gaps[changedAt], shown).toBeLessThanOrEqual(1);
    // Each click's place in the count, from its time.
    const places = [0];
    gaps.forEach((gap, index) => {
      const clicks = index < changedAt ? span(gap, 0.5) : index === changedAt ? 1 : span(gap, 0.3);
      expect(clicks, `gap ${index}: ${shown}`).toBeGreaterThan(0);
      places.push(places[index]! + clicks);
    });
    expect(places.at(-1)! - places.length, 'clicks skipped').toBeLessThan(3);
    // Accents fall on every fourth place from the first, across the change: the count went on.
    expect(played.map((note) => note.pitch === 1760)).toEqual(places.map((place) => place % 4 === 0));
  });

  test('in 6/8 clicks every eighth, with beat one strongest and beat four lightly accented', async ({ page }) => {
    const notes = await recordNotes(page);
    const metronome = await openMetronome(page);
    await metronome.getByRole('combobox', { name: 'Time signature' }).selectOption('6/8');
    const dots = metronome.getByRole('list', { name: 'Beats' }).getByRole('listitem');
    await expect(dots).toHaveCount(6);
    const sizes = await dots.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().width)));
    expect(sizes[0]).toBeGreaterThan(sizes[3]!);
    expect(sizes[3]).toBeGreaterThan(sizes[1]!);
    await metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' }).fill('300');
    await metronome.getByRole('button', { name: 'Start' }).click();
    await expect.poll(async () => (await notes()).length, { timeout: 5000 }).toBeGreaterThanOrEqual(7);
    await metronome.getByRole('button', { name: 'Stop' }).click();
    // Pitches: beat one high, beat four between, the others lower.
    const played = await notes();
    const pitchAt = (place: number) => (place % 6 === 0 ? 1760 : place % 3 === 0 ? 1540 : 1320);
    expect(played.map((note) => note.pitch)).toEqual(placesOf(played, 0.2).map(pitchAt));
  });

  test('clicks on 2 and 4 only where a lesson asks for it, still lighting every beat', async ({ page }) => {
    const [slug, settings] = Object.entries(metronomes).flatMap(([slug, list]) => list.map((settings) => [slug, settings] as const)).find(([, settings]) => settings.clicks === '2 and 4')!;
    const notes = await recordNotes(page);
    await page.goto(`/lessons/${slug}`);
    await hydrated(page);
    const metronome = page.getByRole('group', { name: 'Metronome' });
    const clicks = metronome.getByRole('combobox', { name: 'Clicks' });
    await expect(clicks).toHaveValue('2 and 4');
    await expect(metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' })).toHaveValue(String(settings.tempo));
    await expect(metronome.getByRole('checkbox', { name: 'Accent beat one' })).toBeDisabled();
    await metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' }).fill('240');
    await metronome.getByRole('button', { name: 'Start' }).click();
    await expectEveryBeatLit(metronome, 4);
    await metronome.getByRole('button', { name: 'Stop' }).click();
    const played = await notes();
    expect(played.length).toBeGreaterThanOrEqual(2);
    // Every other beat (half a second apart at 240 BPM), none of them accented.
    expect(new Set(played.map((note) => note.pitch))).toEqual(new Set([1320]));
    placesOf(played, 0.5);
    // A bar without a beat 4 cannot click on it: in 3/4 the choice falls back to every beat.
    await metronome.getByRole('combobox', { name: 'Time signature' }).selectOption('3/4');
    await expect(clicks).toHaveValue('beats');
    await expect(clicks.locator('option')).not.toContainText(['Beats 2 and 4 only']);
  });

  test('keeps the tempo between 30 and 300 and takes a tapped tempo', async ({ page }) => {
    // The page's clock stands still between steps, so the taps are exactly half a second apart however busy the machine is.
    await stopClock(page);
    const metronome = await openMetronome(page);
    const tempo = metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' });
    await tempo.fill('500');
    await tempo.blur();
    await expect(tempo).toHaveValue('300');
    await tempo.fill('10');
    await tempo.blur();
    await expect(tempo).toHaveValue('30');
    // Four taps half a second apart: 120 BPM.
    const tap = metronome.getByRole('button', { name: 'Tap tempo' });
    for (let count = 0; count < 4; count += 1) {
      await tap.click();
      await page.clock.runFor(500);
    }
    await expect(tempo).toHaveValue('120');
  });

  test('typing 300 while it plays does not play a bar at 30 on the way', async ({ page }) => {
    const notes = await recordNotes(page);
    const metronome = await openMetronome(page);
    const tempo = metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' });
    await tempo.fill('200');
    await metronome.getByRole('button', { name: 'Start' }).click();
    await expect.poll(async () => (await notes()).length).toBeGreaterThan(2);
    // "30", and a pause to find the next key. At 30 BPM the next click would be 2 s off, so none would be
    // queued in the next half second; at 200 BPM they go on every 0.3 s.
    await tempo.selectText();
    await page.keyboard.type('30');
    const typedAt = await page.evaluate(() => (window as unknown as { audioNow: () => number }).audioNow());
    await page.waitForTimeout(400);
    const soon = (await notes()).filter((note) => note.time > typedAt + 0.25);
    expect(soon.length, 'clicks queued after "30" was typed').toBeGreaterThan(0);
    await page.keyboard.type('0');
    const typed = (await notes()).length;
    await expect.poll(async () => (await notes()).length, { timeout: 5000 }).toBeGreaterThan(typed + 4);
    await metronome.getByRole('button', { name: 'Stop' }).click();
    const times = (await notes()).map((note) => note.time);
    expect(times.at(-1)! - times.at(-2)!).toBeCloseTo(0.2, 3);
  });

  test('goes on sounding when the time signature changes while it plays', async ({ page }) => {
    const notes = await recordNotes(page);
    const metronome = await openMetronome(page);
    await metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' }).fill('240');
    await metronome.getByRole('button', { name: 'Start' }).click();
    await expect.poll(async () => (await notes()).length).toBeGreaterThan(2);
    await metronome.getByRole('combobox', { name: 'Time signature' }).selectOption('3/4');
    const changed = (await notes()).length;
    // It starts again in 3/4: more clicks come, and the three dots light in turn.
    await expect.poll(async () => (await notes()).length, { timeout: 5000 }).toBeGreaterThan(changed + 6);
    await expectEveryBeatLit(metronome, 3);
    await metronome.getByRole('button', { name: 'Stop' }).click();
  });

  test('taps from the keyboard on the key press, and a held key is one tap', async ({ page }) => {
    await stopClock(page);
    const metronome = await openMetronome(page);
    const tempo = metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' });
    await metronome.getByRole('button', { name: 'Tap tempo' }).focus();
    // Enter, then Space (which clicks only when let go, 300 ms later), 0.4 s apart: 150 BPM.
    await page.keyboard.press('Enter');
    await page.clock.runFor(400);
    await page.keyboard.down(' ');
    await page.clock.runFor(300);
    await page.keyboard.up(' ');
    await page.clock.runFor(100);
    await expect(tempo).toHaveValue('150');
    // Held down, a key repeats; that adds no taps.
    await page.keyboard.down('Enter');
    for (let repeat = 0; repeat < 5; repeat += 1) {
      await page.clock.runFor(50);
      await page.keyboard.down('Enter');
    }
    await page.keyboard.up('Enter');
    // Three taps 0.4 s apart: still 150. Had the repeats counted, five taps 50 ms apart would have made it 300.
    await expect(tempo).toHaveValue('150');
  });

  test('says so when the browser will not make a sound, and can be started again', async ({ page }) => {
    await page.addInitScript(() => {
      AudioContext.prototype.resume = () => Promise.reject(new DOMException('The user agent refused audio', 'NotAllowedError'));
    });
    const metronome = await openMetronome(page);
    await metronome.getByRole('button', { name: 'Start' }).click();
    await expect(metronome.getByRole('alert')).toHaveText(/would not start the sound/);
    await expect(metronome.getByRole('button', { name: 'Start' })).toBeVisible();
    await expect(metronome.locator('[aria-current="step"]')).toHaveCount(0);
  });

  test('sits in a lesson at the tempo its text gives', async ({ page }) => {
    const [slug, [metronome]] = Object.entries(metronomes).find(([, list]) => list.length > 0)!;
    await page.goto(`/lessons/${slug}`);
    const group = page.getByRole('group', { name: 'Metronome' });
    await expect(group.getByRole('spinbutton', { name: 'Tempo (BPM)' })).toHaveValue(String(metronome!.tempo));
    // The lesson text's list and paragraph styles stay out of it: its beats are dots in a row,
    // not a numbered list, and its hint keeps its own spacing.
    const beats = group.getByRole('list', { name: 'Beats' });
    await expect(beats).toHaveCSS('list-style-type', 'none');
    const dots = await beats.getByRole('listitem').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top + item.getBoundingClientRect().height / 2)));
    expect(new Set(dots).size, `beat dots centred at ${dots.join(', ')}`).toBe(1);
    await expect(group.locator('p').last()).toHaveCSS('margin-bottom', '0px');
    // The way to the metronome's own page, which the header and footer do not list.
    await page.getByRole('link', { name: 'Open the metronome on its own page' }).click();
    await expect(page).toHaveURL(/\/metronome\/?$/);
    await expect(page.getByRole('group', { name: 'Practice metronome' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the metronome on its own page' })).toHaveCount(0);
  });
});
