import { expect, hydrated, stopClock, test } from './fixtures';
import { clicksOf, fakeAudioClock, listenToSpeakers, startAndWaitForSound, watchAttribute } from './audio';
import { metronomes } from './content';

/** The metronome on its own page, once the page has hydrated. */
async function openMetronome(page: import('@playwright/test').Page) {
  await page.goto('/metronome');
  await hydrated(page);
  return page.getByRole('group', { name: 'Practice metronome' });
}

/**
 * Each note's place in the count, from its time. Fails on a gap that is not a whole number of intervals: with the
 * fake clock no click is skipped, so a gap of two intervals is a rest the test expects (clicks on 2 and 4).
 */
function placesOf(notes: { time: number }[], interval: number): number[] {
  const places = [0];
  for (let index = 1; index < notes.length; index += 1) {
    const gap = notes[index]!.time - notes[index - 1]!.time;
    const clicks = Math.round(gap / interval);
    expect(
      clicks >= 1 && Math.abs(gap - clicks * interval) < 0.001,
      `gap of ${gap.toFixed(4)} s between notes ${index - 1} and ${index}`,
    ).toBe(true);
    places.push(places[index - 1]! + clicks);
  }
  return places;
}

test.describe('the metronome', () => {
  test('makes a sound you can hear, lights a beat, and falls silent when stopped', async ({ page }) => {
    // The real clock and the real speakers: the one test here that the sound itself comes out.
    const speakers = await listenToSpeakers(page);
    const metronome = await openMetronome(page);
    const start = metronome.getByRole('button', { name: 'Start' });
    // One button whose name says what it does next; not a toggle whose name would change with its state.
    await expect(start).not.toHaveAttribute('aria-pressed');
    await start.click();
    await expect(metronome.getByRole('button', { name: 'Stop' })).toBeFocused();
    await speakers.heard();
    await expect(metronome.getByRole('list', { name: 'Beats' }).locator('li[aria-current="step"]')).toHaveCount(1);
    await metronome.getByRole('button', { name: 'Stop' }).click();
    await expect(metronome.getByRole('button', { name: 'Start' })).toBeFocused();
    await speakers.silentForASecond();
    await expect(metronome.locator('li[aria-current="step"]')).toHaveCount(0);
  });

  test('clicks every beat at its tempo, accents beat one, and lights each beat in turn', async ({ page }) => {
    const clock = await fakeAudioClock(page);
    const metronome = await openMetronome(page);
    await metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' }).fill('240');
    const lit = await watchAttribute(page, '[data-metronome]', 'data-beat');
    await startAndWaitForSound(metronome.getByRole('button', { name: 'Start' }), clock);
    await expect(metronome.getByRole('list', { name: 'Beats' }).getByRole('listitem')).toHaveCount(4);
    // Two bars at 240 BPM in 4/4: a beat every 250 ms.
    await clock.play(2000);
    await metronome.getByRole('button', { name: 'Stop' }).click();
    const played = clicksOf(await clock.sounds());
    expect(played.length).toBeGreaterThanOrEqual(8);
    expect(placesOf(played, 0.25)).toEqual(played.map((_, index) => index));
    expect(played.map((click) => click.kind)).toEqual(played.map((_, index) => (index % 4 === 0 ? 'bar' : 'beat')));
    // Each beat lit in turn, from one to four and round again.
    expect((await lit()).filter((beat) => beat !== null).slice(0, 6)).toEqual(['0', '1', '2', '3', '0', '1']);
  });

  test('the gap click sounds its bars with sound, leaves the silent ones out, and says so while they pass', async ({
    page,
  }) => {
    const clock = await fakeAudioClock(page);
    const metronome = await openMetronome(page);
    await metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' }).fill('240');
    await metronome.locator('summary', { hasText: 'Gap click' }).click();
    await metronome.getByRole('checkbox', { name: 'Drop the sound out to test my time' }).check();
    await metronome.getByRole('spinbutton', { name: 'Bars with sound' }).fill('1');
    await metronome.getByRole('spinbutton', { name: 'Bars silent' }).fill('3');
    await expect(metronome.locator('summary', { hasText: 'Gap click' })).toHaveText(
      'Gap click · on for 1, off for 3 bars',
    );
    await startAndWaitForSound(metronome.getByRole('button', { name: 'Start' }), clock);
    // A bar a second at 240 BPM: in the second bar, silence, said in words, and no beat lit.
    await clock.play(1500);
    await expect(metronome.locator('[data-gap-silent]')).toHaveText('Silent: keep time');
    await expect(metronome.locator('li[aria-current="step"]')).toHaveCount(0);
    // Bar five sounds again.
    await clock.play(3400);
    await expect(metronome.locator('[data-gap-silent]')).toHaveCount(0);
    await metronome.getByRole('button', { name: 'Stop' }).click();
    // The player's own log: bar one and bar five, nothing queued in the three between.
    const played = clicksOf(await clock.sounds());
    expect(placesOf(played, 0.25)).toEqual([0, 1, 2, 3, 16, 17, 18, 19]);
  });

  test('changes tempo as it plays without losing its place in the bar', async ({ page }) => {
    const clock = await fakeAudioClock(page);
    const metronome = await openMetronome(page);
    const tempo = metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' });
    await tempo.fill('120');
    await startAndWaitForSound(metronome.getByRole('button', { name: 'Start' }), clock);
    // Change it on beat two, where starting the bar again would put an accent on the next click.
    await clock.play(700);
    await expect(metronome).toHaveAttribute('data-beat', '1');
    const before = (await clock.sounds()).length;
    await tempo.fill('200');
    await clock.play(3000);
    await metronome.getByRole('button', { name: 'Stop' }).click();

    const played = clicksOf(await clock.sounds());
    expect(played.length).toBeGreaterThan(before + 8);
    const gaps = played.slice(1).map((note, index) => note.time - played[index]!.time);
    const shown = `gaps ${gaps.map((gap) => gap.toFixed(3)).join(' ')}`;
    // Half a second apart at 120 BPM, then 0.3 s at 200 BPM; the one gap at the change is at least the new
    // interval (the new tempo never starts in the past) and at most the old one.
    const changedAt = gaps.findIndex((gap) => Math.abs(gap - 0.5) > 0.001);
    expect(changedAt, shown).toBeGreaterThan(0);
    expect(gaps[changedAt], shown).toBeGreaterThanOrEqual(0.3 - 0.001);
    expect(gaps[changedAt], shown).toBeLessThanOrEqual(0.5 + 0.001);
    for (const gap of gaps.slice(changedAt + 1)) expect(gap, shown).toBeCloseTo(0.3, 3);
    // Accents fall on every fourth click from the first, across the change: the count went on.
    expect(played.map((click) => click.kind)).toEqual(played.map((_, index) => (index % 4 === 0 ? 'bar' : 'beat')));
  });

  test('in 6/8 clicks every eighth, with beat one strongest and beat four lightly accented', async ({ page }) => {
    const clock = await fakeAudioClock(page);
    const metronome = await openMetronome(page);
    await metronome.getByRole('combobox', { name: 'Time signature' }).selectOption('6/8');
    const dots = metronome.getByRole('list', { name: 'Beats' }).getByRole('listitem');
    await expect(dots).toHaveCount(6);
    const sizes = await dots.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().width)),
    );
    expect(sizes[0]).toBeGreaterThan(sizes[3]!);
    expect(sizes[3]).toBeGreaterThan(sizes[1]!);
    await metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' }).fill('300');
    await startAndWaitForSound(metronome.getByRole('button', { name: 'Start' }), clock);
    await clock.play(2500);
    await metronome.getByRole('button', { name: 'Stop' }).click();
    const played = clicksOf(await clock.sounds());
    expect(played.length).toBeGreaterThanOrEqual(12);
    const kindAt = (place: number) => (place % 6 === 0 ? 'bar' : place % 3 === 0 ? 'group' : 'beat');
    expect(played.map((click) => click.kind)).toEqual(placesOf(played, 0.2).map(kindAt));
  });

  test('clicks on 2 and 4 only where a lesson asks for it, still lighting every beat', async ({ page }) => {
    const [slug, settings] = Object.entries(metronomes)
      .flatMap(([slug, list]) => list.map((settings) => [slug, settings] as const))
      .find(([, settings]) => settings.clicks === '2 and 4')!;
    const clock = await fakeAudioClock(page);
    await page.goto(`/lessons/${slug}`);
    await hydrated(page);
    const metronome = page.getByRole('group', { name: 'Metronome' });
    const clicks = metronome.getByRole('combobox', { name: 'Clicks' });
    await expect(clicks).toHaveValue('2 and 4');
    await expect(metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' })).toHaveValue(String(settings.tempo));
    await expect(metronome.getByRole('checkbox', { name: 'Accent beat one' })).toBeDisabled();
    await metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' }).fill('240');
    const lit = await watchAttribute(page, '[data-metronome]', 'data-beat');
    await startAndWaitForSound(metronome.getByRole('button', { name: 'Start' }), clock);
    await clock.play(2000);
    await metronome.getByRole('button', { name: 'Stop' }).click();
    const played = clicksOf(await clock.sounds());
    expect(played.length).toBeGreaterThanOrEqual(4);
    // Every other beat (half a second apart at 240 BPM), none of them accented.
    expect(new Set(played.map((click) => click.kind))).toEqual(new Set(['beat']));
    expect(placesOf(played, 0.5)).toEqual(played.map((_, index) => index));
    expect((await lit()).filter((beat) => beat !== null).slice(0, 4)).toEqual(['0', '1', '2', '3']);
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
    const clock = await fakeAudioClock(page);
    const metronome = await openMetronome(page);
    const tempo = metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' });
    await tempo.fill('200');
    await startAndWaitForSound(metronome.getByRole('button', { name: 'Start' }), clock);
    await clock.play(600);
    // "30", and a pause to find the next key. At 30 BPM the next click would be 2 s off, so none would be
    // queued in the next half second; at 200 BPM they go on every 0.3 s.
    await tempo.selectText();
    await page.keyboard.type('30');
    const typedAt = await clock.now();
    await clock.play(400);
    const soon = (await clock.sounds()).filter((note) => note.time > typedAt + 0.25);
    expect(soon.length, 'clicks queued after "30" was typed').toBeGreaterThan(0);
    await page.keyboard.type('0');
    await clock.play(1500);
    await metronome.getByRole('button', { name: 'Stop' }).click();
    const times = (await clock.sounds()).map((note) => note.time);
    expect(times.at(-1)! - times.at(-2)!).toBeCloseTo(0.2, 3);
  });

  test('goes on sounding when the time signature changes while it plays', async ({ page }) => {
    const clock = await fakeAudioClock(page);
    const metronome = await openMetronome(page);
    await metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' }).fill('240');
    await startAndWaitForSound(metronome.getByRole('button', { name: 'Start' }), clock);
    await clock.play(600);
    await metronome.getByRole('combobox', { name: 'Time signature' }).selectOption('3/4');
    await expect(metronome.getByRole('list', { name: 'Beats' }).getByRole('listitem')).toHaveCount(3);
    const changed = (await clock.sounds()).length;
    const lit = await watchAttribute(page, '[data-metronome]', 'data-beat');
    // It starts again in 3/4: more clicks come, beat one every third, and the three dots light in turn.
    await clock.play(1600);
    await metronome.getByRole('button', { name: 'Stop' }).click();
    const after = clicksOf((await clock.sounds()).slice(changed));
    expect(after.length).toBeGreaterThan(5);
    const firstBar = after.findIndex((click) => click.kind === 'bar');
    expect(after.slice(firstBar).map((click) => click.kind)).toEqual(
      after.slice(firstBar).map((_, index) => (index % 3 === 0 ? 'bar' : 'beat')),
    );
    expect(new Set((await lit()).filter((beat) => beat !== null))).toEqual(new Set(['0', '1', '2']));
  });

  test('works from the keyboard: Space starts and stops it, and the time signature sets the beats', async ({
    page,
  }) => {
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
      AudioContext.prototype.resume = () =>
        Promise.reject(new DOMException('The user agent refused audio', 'NotAllowedError'));
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
    const dots = await beats
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top + item.getBoundingClientRect().height / 2)),
      );
    expect(new Set(dots).size, `beat dots centred at ${dots.join(', ')}`).toBe(1);
    await expect(group.locator('p').last()).toHaveCSS('margin-bottom', '0px');
    // The way to the metronome's own page, which the header and footer do not list.
    await page.getByRole('link', { name: 'Open the metronome on its own page' }).click();
    await expect(page).toHaveURL(/\/metronome\/?$/);
    await expect(page.getByRole('group', { name: 'Practice metronome' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the metronome on its own page' })).toHaveCount(0);
  });
});
