import type { Locator, Page } from '@playwright/test';
import { fakeAudioClock, placesAtTempos, startAndWaitForSound, type QueuedSound } from './audio';
import { grooves, learningPaths, rudiments, words } from './content';
import { expect, hydrated, test } from './fixtures';

/** What a queued sound was: a click's kind ('bar', 'beat'…) or a drum's name. */
const what = (sound: QueuedSound) => (sound.sound === 'click' ? sound.kind : sound.voice);

/** A one-bar groove in 4/4 eighths with the bass drum on 1 and the snare on 2 and 4, so every beat makes a pitched note. */
const [slug, groove] = Object.entries(grooves)
  .flatMap(([lesson, list]) => list.map((each) => [lesson, each] as const))
  .find(([, each]) => {
    const { kick, snare } = each.voices;
    return (
      each.bars === 1 &&
      each.signature.beats === 4 &&
      each.shapes[0]!.cells.every((cell) => cell.steps === 2 && cell.beats === 1) &&
      !each.swing &&
      kick?.[0] &&
      kick[4] &&
      snare?.[2] &&
      snare[6] &&
      !kick[2] &&
      !snare[0]
    );
  })!;

async function openMetronome(page: Page) {
  await page.goto('/metronome');
  await hydrated(page);
  return page.getByRole('group', { name: 'Practice metronome' });
}

async function openGroove(page: Page) {
  await page.goto(`/lessons/${slug}`);
  await hydrated(page);
  return page.getByRole('group', { name: `Play ${groove.title}` });
}

/** Opens the speed trainer from the keyboard and fills in its numbers. */
async function setTrainer(
  page: Page,
  tool: Locator,
  settings: { start: number; target: number; step: number; everyBars: number; on?: boolean; countIn?: boolean },
) {
  const summary = tool.locator('summary', { hasText: 'Speed trainer' });
  await summary.focus();
  await page.keyboard.press('Enter');
  const trainer = tool.getByRole('group', { name: /^Speed trainer/ });
  await expect(trainer).toBeVisible();
  if (settings.on ?? true) await trainer.getByRole('checkbox', { name: 'Raise the tempo as I play' }).check();
  await trainer.getByRole('spinbutton', { name: 'Start (BPM)' }).fill(String(settings.start));
  await trainer.getByRole('spinbutton', { name: 'Target (BPM)' }).fill(String(settings.target));
  await trainer.getByRole('spinbutton', { name: 'Raise by (BPM)' }).fill(String(settings.step));
  await trainer.getByRole('spinbutton', { name: 'Every (bars)' }).fill(String(settings.everyBars));
  if (settings.countIn) await trainer.getByRole('checkbox', { name: 'Count in one bar first' }).check();
  return trainer;
}

/** Moves the clock on a beat at a time for `ms`, keeping every value the tempo box showed on the way. */
async function tempoShownWhilePlaying(
  clock: Awaited<ReturnType<typeof fakeAudioClock>>,
  tempo: Locator,
  ms: number,
  beatMs: number,
) {
  const shown: string[] = [];
  for (let done = 0; done < ms; done += beatMs) {
    await clock.play(beatMs);
    shown.push(await tempo.inputValue());
  }
  return shown;
}

test.describe('the speed trainer', () => {
  test('raises the metronome from the start tempo to the target, a step every bar, exactly at bar lines, and stays there', async ({
    page,
  }) => {
    const clock = await fakeAudioClock(page);
    const metronome = await openMetronome(page);
    await metronome.getByRole('combobox', { name: 'Time signature' }).selectOption('2/4');
    await setTrainer(page, metronome, { start: 200, target: 240, step: 20, everyBars: 1 });
    await expect(metronome.locator('[data-speed-trainer] summary')).toHaveText('Speed trainer · 200 to 240 BPM');
    const tempo = metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' });
    await startAndWaitForSound(metronome.getByRole('button', { name: 'Start' }), clock);
    // The box follows the tempo as it rises: 200 for bar one, 220 for bar two, 240 from bar three on.
    const shown = await tempoShownWhilePlaying(clock, tempo, 3500, 250);
    expect([...new Set(shown)]).toEqual(['200', '220', '240']);
    await metronome.getByRole('button', { name: 'Stop' }).click();

    const played = await clock.sounds();
    const tempoOfBar = (bar: number) => Math.min(240, 200 + 20 * bar);
    // Every click where the plan puts it, each bar lasting as long as its own tempo says, none skipped…
    const places = placesAtTempos(played, 2, 1, tempoOfBar);
    expect(places).toEqual(played.map((_, index) => index));
    expect(places.at(-1)!).toBeGreaterThanOrEqual(12);
    // …and beat one accented on every other click: the count went on through the raises.
    expect(played.map(what)).toEqual(places.map((place) => (place % 2 === 0 ? 'bar' : 'beat')));
    // Bar one at 200, bar two at 220, then 240 for good.
    const gaps = played.slice(1).map((note, index) => note.time - played[index]!.time);
    expect(gaps.slice(0, 2).map((gap) => gap.toFixed(3))).toEqual(['0.300', '0.300']);
    expect(gaps.slice(2, 4).map((gap) => gap.toFixed(3))).toEqual(['0.273', '0.273']);
    for (const gap of gaps.slice(4)) expect(gap).toBeCloseTo(0.25, 3);
  });

  test('a tempo typed while it ramps takes over at once, and the ramp carries on rising from there to the target', async ({
    page,
  }) => {
    const clock = await fakeAudioClock(page);
    const metronome = await openMetronome(page);
    await metronome.getByRole('combobox', { name: 'Time signature' }).selectOption('2/4');
    // From 100, +10 every 4 bars (almost 5 seconds at 100): the visitor does not wait, and types 280.
    await setTrainer(page, metronome, { start: 100, target: 290, step: 10, everyBars: 4 });
    const tempo = metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' });
    await startAndWaitForSound(metronome.getByRole('button', { name: 'Start' }), clock);
    await clock.play(1000);
    await expect(tempo).toHaveValue('100');
    await tempo.fill('280');
    const typedAt = (await clock.sounds()).length;
    // Four bars at 280 (under 2 seconds), then 290, and it stays there.
    const shown = await tempoShownWhilePlaying(clock, tempo, 4000, 200);
    expect([...new Set(shown)], 'tempos shown after 280 was typed').toEqual(['280', '290']);
    await metronome.getByRole('button', { name: 'Stop' }).click();
    const after = (await clock.sounds()).slice(typedAt);
    const gaps = after.slice(1).map((note, index) => note.time - after[index]!.time);
    // Every gap a beat at 280 or at 290 (the first at most a beat at 100): never back to the ramp's old tempos.
    for (const gap of gaps.slice(1))
      expect(
        [60 / 280, 60 / 290].some((beat) => Math.abs(gap - beat) < 0.001),
        `gap ${gap.toFixed(4)}`,
      ).toBe(true);
    // Four bars of two beats at 280, counted from the first bar line not yet queued: 7 to 9 gaps, as the typing fell in its bar.
    const at280 = gaps.filter((gap) => Math.abs(gap - 60 / 280) < 0.001).length;
    expect(at280).toBeGreaterThanOrEqual(7);
    expect(at280).toBeLessThanOrEqual(9);
    expect(gaps.at(-1)!).toBeCloseTo(60 / 290, 3);
  });

  test("remembers the metronome page's settings, and its last and fastest tempo, on this device", async ({ page }) => {
    const clock = await fakeAudioClock(page);
    let metronome = await openMetronome(page);
    const record = metronome.locator('[data-tempo-record]');
    await expect(record).toHaveText('');
    await metronome.getByRole('combobox', { name: 'Time signature' }).selectOption('2/4');
    await setTrainer(page, metronome, { start: 250, target: 280, step: 15, everyBars: 2 });
    await startAndWaitForSound(metronome.getByRole('button', { name: 'Start' }), clock);
    // 250 for two bars, 265 for two, then 280: a tempo counts once a whole bar was played at it.
    await clock.play(2000);
    await expect(record).toHaveText('Last 265 BPM · Fastest 265 BPM');
    await clock.play(1500);
    await expect(record).toHaveText('Last 280 BPM · Fastest 280 BPM');
    await metronome.getByRole('button', { name: 'Stop' }).click();
    // Slower, without the trainer: the last tempo changes, the fastest stays.
    await metronome.getByRole('checkbox', { name: 'Raise the tempo as I play' }).uncheck();
    await metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' }).fill('270');
    await startAndWaitForSound(metronome.getByRole('button', { name: 'Start' }), clock);
    await clock.play(1000);
    await expect(record).toHaveText('Last 270 BPM · Fastest 280 BPM');
    await metronome.getByRole('button', { name: 'Stop' }).click();

    await page.reload();
    await hydrated(page);
    metronome = page.getByRole('group', { name: 'Practice metronome' });
    await expect(metronome.locator('[data-tempo-record]')).toHaveText('Last 270 BPM · Fastest 280 BPM');
    await expect(metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' })).toHaveValue('270');
    await metronome.locator('summary', { hasText: 'Speed trainer' }).click();
    const trainer = metronome.getByRole('group', { name: /^Speed trainer/ });
    await expect(trainer.getByRole('checkbox', { name: 'Raise the tempo as I play' })).not.toBeChecked();
    await expect(trainer.getByRole('spinbutton', { name: 'Start (BPM)' })).toHaveValue('250');
    await expect(trainer.getByRole('spinbutton', { name: 'Target (BPM)' })).toHaveValue('280');
    await expect(trainer.getByRole('spinbutton', { name: 'Raise by (BPM)' })).toHaveValue('15');
    await expect(trainer.getByRole('spinbutton', { name: 'Every (bars)' })).toHaveValue('2');
    // The metronome offers no count-in: before a metronome it would be more of the same.
    await expect(trainer.getByRole('checkbox', { name: 'Count in one bar first' })).toHaveCount(0);
  });

  test('does not keep a tempo stopped before a whole bar was played at it', async ({ page }) => {
    const clock = await fakeAudioClock(page);
    let metronome = await openMetronome(page);
    // At 30 BPM a bar of 4/4 takes 8 seconds: stopped after two, nothing was played for a whole bar.
    await metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' }).fill('30');
    await startAndWaitForSound(metronome.getByRole('button', { name: 'Start' }), clock);
    await clock.play(500);
    await expect(metronome).toHaveAttribute('data-beat', '0');
    await clock.play(1500);
    await metronome.getByRole('button', { name: 'Stop' }).click();
    await page.reload();
    await hydrated(page);
    metronome = page.getByRole('group', { name: 'Practice metronome' });
    await expect(metronome.locator('[data-tempo-record]')).toHaveText('');
    await expect(metronome.getByRole('spinbutton', { name: 'Tempo (BPM)' })).toHaveValue('80');
  });

  test('counts a groove in with one bar of clicks, then ramps it from its first bar, and remembers it per groove', async ({
    page,
  }) => {
    const clock = await fakeAudioClock(page);
    let player = await openGroove(page);
    await setTrainer(page, player, { start: 200, target: 220, step: 20, everyBars: 1, countIn: true });
    const figure = page.getByRole('figure', { name: new RegExp(groove.title) });
    await startAndWaitForSound(player.getByRole('button', { name: 'Play' }), clock);
    // During the count-in (a bar of 4/4 at 200: 1.2 s), the beat counted shows and no step of the groove is marked.
    await clock.play(500);
    await expect(player).toHaveAttribute('data-count-in', /[0-3]/);
    await expect(figure.locator('td[data-now]')).toHaveCount(0);
    await clock.play(1000);
    await expect(player).not.toHaveAttribute('data-count-in');
    await expect(figure.locator('td[data-now]').first()).toBeAttached();
    // Then a bar of the groove at 200, and a whole bar at 220 before it counts.
    await clock.play(2800);
    await expect(player.locator('[data-tempo-record]')).toHaveText('Last 220 BPM · Fastest 220 BPM');
    await player.getByRole('button', { name: 'Stop' }).click();

    const played = await clock.sounds();
    // Eighths, so 8 clicks a bar: the count-in (bar 0) and the groove's first bar at 200, then 220.
    const places = placesAtTempos(played, 8, 2, (bar) => (bar < 2 ? 200 : 220));
    // The first bar is clicks on the beats, beat one accented; then the groove from its first step, every drum of each step.
    const expected = (place: number) => {
      if (place < 8) return place % 2 === 0 ? [place === 0 ? 'bar' : 'beat'] : [];
      return Object.entries(groove.voices)
        .filter(([, line]) => line[(place - 8) % 8])
        .map(([voice]) => voice);
    };
    // Every sound on its click, and every click's sounds: a count-in click on each beat, then the groove's drums.
    const heard = new Map<number, string[]>();
    played.forEach((sound, index) => heard.set(places[index]!, [...(heard.get(places[index]!) ?? []), what(sound)]));
    for (let place = 0; place <= places.at(-1)!; place += 1)
      expect((heard.get(place) ?? []).sort(), `click ${place}`).toEqual(expected(place).sort());
    expect(places.filter((place) => place < 8).length, 'clicks in the count-in').toBe(4);
    // A whole bar at 220 was heard before it counted: bar 3 had begun.
    expect(places.at(-1)!).toBeGreaterThanOrEqual(24);

    await page.reload();
    await hydrated(page);
    player = page.getByRole('group', { name: `Play ${groove.title}` });
    await expect(player.locator('[data-tempo-record]')).toHaveText('Last 220 BPM · Fastest 220 BPM');
    await expect(player.getByRole('spinbutton', { name: 'Tempo (BPM)' })).toHaveValue('220');
    await expect(player.locator('[data-speed-trainer] summary')).toHaveText('Speed trainer · 200 to 220 BPM');
    await player.locator('[data-speed-trainer] summary').click();
    await expect(player.getByRole('checkbox', { name: 'Count in one bar first' })).toBeChecked();
    // Kept for this groove only: another lesson's groove starts fresh.
    const [otherSlug, [other]] = Object.entries(grooves).find(([lesson, list]) => lesson !== slug && list.length > 0)!;
    await page.goto(`/lessons/${otherSlug}`);
    await hydrated(page);
    const otherPlayer = page.getByRole('group', { name: `Play ${other!.title}` });
    await expect(otherPlayer.getByRole('spinbutton', { name: 'Tempo (BPM)' })).toHaveValue(String(other!.tempo));
    await expect(otherPlayer.locator('[data-tempo-record]')).toHaveText('');
    await expect(otherPlayer.locator('[data-speed-trainer] summary')).toHaveText('Speed trainer');
  });

  test("a returning visitor's tempos take a line the page keeps from the start: nothing moves when they show @both", async ({
    page,
    browser,
  }) => {
    const key = `${slug}/${groove.title}`;
    await page.addInitScript(
      (record) => localStorage.setItem('backbeat:progress', record),
      JSON.stringify({ done: {}, grooves: { [key]: { last: 92, fastest: 100 } } }),
    );
    await openGroove(page);
    const player = page.getByRole('group', { name: `Play ${groove.title}` });
    await expect(player.locator('[data-tempo-record]')).toHaveText('Last 92 BPM · Fastest 100 BPM');
    await expect(player.getByRole('spinbutton', { name: 'Tempo (BPM)' })).toHaveValue('92');
    const offset = (target: Page) =>
      target
        .locator('[data-groove-player] [data-speed-trainer] summary')
        .first()
        .evaluate(
          (summary) =>
            summary.getBoundingClientRect().top - summary.closest('[data-groove-player]')!.getBoundingClientRect().top,
        );
    const withScript = await offset(page);
    // The same page as the server sent it (no JavaScript): the empty line is already there.
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()! });
    const plainPage = await plain.newPage();
    await plainPage.goto(`/lessons/${slug}`);
    await expect(plainPage.locator('[data-groove-player] [data-tempo-record]').first()).toHaveText('');
    expect(await offset(plainPage)).toBeCloseTo(withScript, 1);
    await plain.close();
  });

  test("climbing to a week's target tempo meets it in today's practice; playing at it with the trainer off does not", async ({
    page,
  }) => {
    const clock = await fakeAudioClock(page);
    const [week] = learningPaths[0]!.plan;
    const { rudiment: slug, tempo } = week!.rudiments![0]!;
    const rudiment = rudiments.find((each) => each.slug === slug)!;
    const bar = (bpm: number) => (rudiment.groove.signature.beats * 60_000) / bpm;
    await page.goto(`/rudiments/${slug}`);
    await hydrated(page);
    const player = page.getByRole('group', { name: `Play ${rudiment.groove.title}` });

    // At the target tempo with the trainer off: played, but not reached by climbing.
    await player.getByRole('spinbutton', { name: 'Tempo (BPM)' }).fill(String(tempo));
    await startAndWaitForSound(player.getByRole('button', { name: 'Play' }), clock);
    await clock.play(bar(tempo) * 2 + 200);
    await player.getByRole('button', { name: 'Stop' }).click();
    await expect(player.locator('[data-tempo-record]')).toContainText(`Fastest ${tempo} BPM`);
    // Today's practice in another tab, on the same device's record.
    const practice = await page.context().newPage();
    await practice.goto('/practice');
    await hydrated(practice);
    const target = practice.locator(`[data-target="${slug}"]`);
    // The record is read (the tempo played shows as the best so far), and the target is not met by it.
    await expect(target).toContainText(
      words.plan.bestSoFar.replace('{tempo}', words.plan.tempo.replace('{tempo}', String(tempo))),
    );
    await expect(target.getByRole('checkbox')).not.toBeChecked();
    await expect(target.locator('[data-reached]')).toHaveCount(0);

    // Climbing from ten below: a bar there, then a whole bar at the target.
    await setTrainer(page, player, { start: tempo - 10, target: tempo, step: 10, everyBars: 1 });
    await startAndWaitForSound(player.getByRole('button', { name: 'Play' }), clock);
    await clock.play(bar(tempo - 10) + bar(tempo) + 200);
    await player.getByRole('button', { name: 'Stop' }).click();
    await practice.reload();
    await hydrated(practice);
    await expect(target).toHaveAttribute('data-met', 'true');
    await expect(target.locator('[data-reached]')).toHaveText(words.plan.reachedTrainer);
  });

  test("its controls are a thumb's size on a touch screen @mobile", async ({ page }) => {
    const player = await openGroove(page);
    await player.locator('[data-speed-trainer] summary').click();
    // The fields are drawn once the tool's words have arrived: wait for them before listing them.
    const trainer = player.getByRole('group', { name: /^Speed trainer/ });
    await expect(trainer.getByRole('spinbutton')).toHaveCount(4);
    await expect(trainer.locator('label:has(input[type="checkbox"])')).toHaveCount(2);
    const controls = [
      player.locator('[data-speed-trainer] summary'),
      ...(await trainer.getByRole('spinbutton').all()),
      ...(await trainer.locator('label:has(input[type="checkbox"])').all()),
    ];
    for (const control of controls) expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  });
});
