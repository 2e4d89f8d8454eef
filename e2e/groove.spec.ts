import { grooves, metronomes } from './content';
import { expect, hydrated, test } from './fixtures';
import { fakeAudioClock, listenToSpeakers, startAndWaitForSound } from './audio';
import { countOf, VOICE_NAMES, VOICES, type Stroke } from '../features/practice/groove/parse';
import { timelineOf } from '../features/practice/groove/timeline';
import { loopSection, soundsAt } from '../features/practice/groove/timeline-sounds';
import { STROKE_TABLE } from '../features/practice/groove/vocabulary';

const withGrooves = Object.entries(grooves).filter(([, list]) => list.length > 0);

test.describe('grooves in lesson pages', () => {
  test('the grid puts each stroke under its count, one row per drum', async ({ page }) => {
    const [slug, [groove]] = withGrooves.find(([, list]) => list[0]!.bars > 1)! as [
      string,
      NonNullable<(typeof grooves)[string]>,
    ];
    await page.goto(`/lessons/${slug}`);
    const table = page.getByRole('figure', { name: new RegExp(groove!.title) }).getByRole('table');
    // Each bar's first column also says which bar it is, for screen readers.
    const counts = groove!.places.map((place, step) => {
      const count = countOf(place);
      return groove!.shapes[place.bar]!.first === step ? `Bar ${place.bar + 1}, ${count}` : count;
    });
    await expect(table.getByRole('columnheader')).toHaveText(['Drum', ...counts]);
    // The drums the groove writes, top to bottom as on a drum chart; none it leaves out.
    const written = VOICES.filter((voice) => groove!.voices[voice]);
    await expect(table.getByRole('rowheader')).toHaveText([
      ...written.map((voice) => VOICE_NAMES[voice]),
      ...(groove!.sticking ? ['Sticking'] : []),
      ...(groove!.feet ? ['Feet'] : []),
      ...(groove!.dynamics ? ['Dynamics'] : []),
    ]);
    for (const voice of written) {
      const row = table.getByRole('row', { name: new RegExp(`^${VOICE_NAMES[voice]}`) });
      const strokes = await row
        .getByRole('cell')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-stroke')));
      expect(strokes, voice).toEqual(groove!.voices[voice]);
    }
  });

  test('a long groove scrolls inside its box on a phone; the page does not scroll sideways @mobile', async ({
    page,
  }) => {
    const [slug] = [...withGrooves].sort(([, a], [, b]) => b[0]!.steps - a[0]!.steps)[0]!;
    await page.goto(`/lessons/${slug}`);
    const region = page.getByRole('region', { name: /step grid$/ }).first();
    // In sight, as a reader sees it: out of sight the browser leaves a grid undrawn (content-visibility), and an
    // undrawn box has no width of content to measure.
    await region.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        region.evaluate((element) => element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })),
      )
      .toBe(true);
    const {
      page: pageWidth,
      viewport,
      inner,
      outer,
    } = await region.evaluate((element) => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      inner: element.scrollWidth,
      outer: element.clientWidth,
    }));
    expect(pageWidth).toBeLessThanOrEqual(viewport);
    expect(inner).toBeGreaterThan(outer);
    // Keyboard users can scroll it: it takes focus, and the arrow keys move it.
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test('a groove sounds through the speakers, and falls silent when stopped', async ({ page }) => {
    // The real clock and the real speakers: the one groove test here that the sound itself comes out.
    const speakers = await listenToSpeakers(page);
    const [slug, [groove]] = withGrooves[0]! as [string, NonNullable<(typeof grooves)[string]>];
    await page.goto(`/lessons/${slug}`);
    await hydrated(page);
    const figure = page.getByRole('figure', { name: new RegExp(groove!.title) });
    const player = figure.getByRole('group', { name: `Play ${groove!.title}` });
    await player.getByRole('button', { name: 'Play' }).click();
    await expect(player.getByRole('button', { name: 'Stop' })).toBeFocused();
    await speakers.heard();
    await player.getByRole('button', { name: 'Stop' }).click();
    await expect(player.getByRole('button', { name: 'Play' })).toBeFocused();
    await speakers.silentForASecond();
    await expect(figure.locator('[data-now]')).toHaveCount(0);
  });

  test('plays one thing at a time: a groove started while the metronome runs stops the metronome', async ({ page }) => {
    const slug = Object.keys(metronomes).find(
      (candidate) => metronomes[candidate]!.length > 0 && (grooves[candidate]?.length ?? 0) > 0,
    )!;
    await page.goto(`/lessons/${slug}`);
    await hydrated(page);
    const metronome = page.getByRole('group', { name: 'Metronome' });
    await metronome.getByRole('button', { name: 'Start' }).click();
    await expect(metronome.locator('[aria-current="step"]')).toHaveCount(1, { timeout: 5000 });
    const figure = page.getByRole('figure', { name: new RegExp(grooves[slug]![0]!.title) });
    await figure.getByRole('button', { name: 'Play' }).click();
    await expect(figure.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(metronome.getByRole('button', { name: 'Start' })).toBeVisible();
    await expect(metronome.locator('[aria-current="step"]')).toHaveCount(0);
    await expect(figure.locator('td[data-now]')).toHaveCount(Object.keys(grooves[slug]![0]!.voices).length, {
      timeout: 5000,
    });
    // And back: the metronome takes over from the groove.
    await metronome.getByRole('button', { name: 'Start' }).click();
    await expect(figure.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(figure.locator('[data-now]')).toHaveCount(0);
  });

  test('on a phone the drum names stay in view, and the grid follows the step being played @mobile', async ({
    page,
  }) => {
    const [slug, groove] = withGrooves
      .flatMap(([slug, list]) => list.map((groove) => [slug, groove] as const))
      .find(([, groove]) => groove.steps >= 16 && !groove.swing && groove.changes.length === 0)!;
    const clock = await fakeAudioClock(page);
    await page.goto(`/lessons/${slug}`);
    await hydrated(page);
    const figure = page.getByRole('figure', { name: new RegExp(groove.title) });
    const region = figure.getByRole('region', { name: /step grid$/ });
    const inView = (locator: import('@playwright/test').Locator) =>
      locator.evaluate((element) => {
        const box = element.closest('[role="region"]')!.getBoundingClientRect();
        const at = element.getBoundingClientRect();
        return at.left >= box.left - 1 && at.right <= box.right + 1;
      });
    await region.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    await expect.poll(() => inView(region.getByRole('rowheader', { name: 'Snare' }))).toBe(true);

    // Every step the player marks, with whether it was on screen when marked: recorded in the page as it
    // happens, so a busy machine polling slowly cannot miss steps (the player scrolls in the same task).
    type Marked = { step: number; inView: boolean };
    await region.evaluate((element) => {
      const log: Marked[] = [];
      (window as unknown as { stepLog: Marked[] }).stepLog = log;
      new MutationObserver(() => {
        const now = element.querySelector('th[data-now]');
        if (!now) return;
        const box = element.getBoundingClientRect();
        const at = now.getBoundingClientRect();
        log.push({
          step: Number(now.getAttribute('data-step')),
          inView: at.left >= box.left - 1 && at.right <= box.right + 1,
        });
      }).observe(element, { attributes: true, subtree: true, attributeFilter: ['data-now'] });
    });
    const stepLog = () => page.evaluate(() => (window as unknown as { stepLog: Marked[] }).stepLog);

    await figure.getByRole('spinbutton', { name: 'Tempo (BPM)' }).fill('240');
    await startAndWaitForSound(figure.getByRole('button', { name: 'Play' }), clock);
    // Once through the groove on the fake clock: the marked step moves along to its end, and every one is on screen.
    const { steps } = groove;
    await clock.play(Math.ceil(((timelineOf(groove).length * 60) / 240) * 1000) + 250);
    const seen = await stepLog();
    expect(new Set(seen.map((entry) => entry.step)).size, 'steps seen').toBe(steps);
    expect(
      seen.filter((entry) => !entry.inView).map((entry) => entry.step),
      `steps seen: ${seen.map((entry) => entry.step).join(' ')}`,
    ).toEqual([]);
    await figure.getByRole('button', { name: 'Stop' }).click();
  });
});

const everyGroove = withGrooves.flatMap(([slug, list]) => list.map((groove) => ({ slug, groove })));

test.describe('grooves as drum notation', () => {
  test('plays every drum of each step on time, in a loop, lighting the step in the grid and its note in the notation together', async ({
    page,
  }) => {
    const { slug, groove } = everyGroove.find(({ groove }) => groove.bars === 1 && groove.steps >= 8 && !groove.swing)!;
    const timeline = timelineOf(groove);
    const clock = await fakeAudioClock(page);
    await page.goto(`/lessons/${slug}`);
    await hydrated(page);
    const figure = page.getByRole('figure', { name: new RegExp(groove.title) });
    await figure.getByRole('spinbutton', { name: 'Tempo (BPM)' }).fill('120');
    // Each time the marks change, what the grid and the notation light, and whether a lit note is in the brand colour.
    await figure.evaluate((element) => {
      const log: { grid: string[]; notes: string[]; coloured: boolean }[] = [];
      (window as unknown as { marks: typeof log }).marks = log;
      const text = getComputedStyle(element.querySelector('[data-notation]')!).color;
      new MutationObserver(() => {
        const lit = [...element.querySelectorAll('[data-notation] svg [data-now]')];
        log.push({
          grid: [
            ...new Set([...element.querySelectorAll('th[data-now]')].map((cell) => cell.getAttribute('data-step')!)),
          ],
          notes: [...new Set(lit.map((note) => note.getAttribute('data-step')!))],
          coloured: lit.every((note) => getComputedStyle(note).color !== text),
        });
      }).observe(element, { attributes: true, subtree: true, attributeFilter: ['data-now'] });
    });
    await startAndWaitForSound(figure.getByRole('button', { name: 'Play' }), clock);
    const beat = 60 / 120;
    // Twice round, and a little more.
    await clock.play(Math.ceil(timeline.length * 2.25 * beat * 1000));
    await figure.getByRole('button', { name: 'Stop' }).click();
    await expect(figure.locator('[data-now]')).toHaveCount(0);

    // What the player queued: each step's drums, a step apart, from the first step and round again.
    const played = (await clock.sounds()).filter((sound) => sound.sound !== 'drum' || !sound.part);
    const first = played[0]!.time;
    const timeOf = (index: number) =>
      first + (Math.floor(index / groove.steps) * timeline.length + timeline.at[index % groove.steps]!) * beat;
    let stepsPlayed = 0;
    while (timeOf(stepsPlayed) <= played.at(-1)!.time + 0.001) stepsPlayed += 1;
    expect(stepsPlayed).toBeGreaterThan(2 * groove.steps);
    for (let index = 0; index < stepsPlayed; index += 1) {
      const at = played.filter((sound) => Math.abs(sound.time - timeOf(index)) < 0.001);
      const voices = Object.entries(groove.voices).filter(([, line]) => line[index % groove.steps]);
      expect(
        at.map((sound) => (sound.sound === 'drum' ? `${sound.voice} ${sound.stroke}` : sound.kind)).sort(),
        `step ${index}`,
      ).toEqual(voices.map(([voice, line]) => `${voice} ${line[index % groove.steps]}`).sort());
    }
    const onSteps = Array.from({ length: stepsPlayed }, (_, index) => timeOf(index));
    expect(
      played.every((sound) => onSteps.some((time) => Math.abs(sound.time - time) < 0.001)),
      'every sound on a step',
    ).toBe(true);

    // The grid marked step after step in order, round again; a note lit only while the grid marked its step, in the brand colour.
    const marks = await page.evaluate(
      () => (window as unknown as { marks: { grid: string[]; notes: string[]; coloured: boolean }[] }).marks,
    );
    const marked = marks.filter((mark) => mark.grid.length > 0);
    const sequence = marked
      .map((mark) => Number(mark.grid[0]))
      .filter((value, index, all) => index === 0 || value !== all[index - 1]);
    expect(sequence.slice(0, groove.steps + 2)).toEqual([
      ...Array.from({ length: groove.steps }, (_, index) => index),
      0,
      1,
    ]);
    expect(marked.filter((mark) => mark.grid.length !== 1 || mark.notes.some((note) => note !== mark.grid[0]))).toEqual(
      [],
    );
    const withNotes = marked.filter((mark) => mark.notes.length > 0);
    expect(new Set(withNotes.map((mark) => mark.notes[0])).size).toBeGreaterThanOrEqual(3);
    expect(withNotes.every((mark) => mark.coloured)).toBe(true);
  });

  test('loops the bars chosen of a longer groove, lighting only their steps in the grid', async ({ page }) => {
    // A groove whose second bar is not its first, so the log tells which bar loops.
    const { slug, groove } = everyGroove.find(({ groove }) => {
      if (groove.bars < 2 || groove.swing || groove.changes.length > 0) return false;
      const whole = timelineOf(groove);
      return (
        JSON.stringify(loopSection(whole, 1, 1).timeline.drums) !==
        JSON.stringify(loopSection(whole, 2, 2).timeline.drums)
      );
    })!;
    const { timeline: section, offset } = loopSection(timelineOf(groove), 2, 2);
    const clock = await fakeAudioClock(page);
    await page.goto(`/lessons/${slug}`);
    await hydrated(page);
    const figure = page.getByRole('figure', { name: new RegExp(groove.title) });
    await figure.getByRole('spinbutton', { name: 'Tempo (BPM)' }).fill('120');
    await figure.locator('summary', { hasText: 'Loop a section' }).click();
    await figure.getByRole('combobox', { name: 'From bar' }).selectOption('2');
    await figure.getByRole('combobox', { name: 'To bar' }).selectOption('2');
    await expect(figure.locator('summary', { hasText: 'Loop a section' })).toContainText('Loop a section · bar 2');
    const lit = new Set<string>();
    await startAndWaitForSound(figure.getByRole('button', { name: 'Play' }), clock);
    // Twice round bar two, and a little more, noting the grid's lit steps as it goes.
    for (let beat = 0; beat < section.length * 2.25; beat += 0.25) {
      await clock.play(125);
      for (const step of await figure
        .locator('th[data-now]')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-step')!)))
        lit.add(step);
    }
    await figure.getByRole('button', { name: 'Stop' }).click();

    // The player's log: bar two's strokes, step by step, round and round.
    const played = (await clock.sounds()).filter((sound) => sound.sound === 'drum' && !sound.part);
    const steps: string[][] = [];
    for (const sound of played) {
      const last = steps.at(-1);
      const name = sound.sound === 'drum' ? `${sound.voice} ${sound.stroke}` : '';
      if (last && Math.abs(Number(last[0]) - sound.time) < 0.001) last.push(name);
      else steps.push([String(sound.time), name]);
    }
    const heard = steps.map(([, ...names]) => names.sort().join(', '));
    const written = section.at.flatMap((_, step) => {
      const sounds = soundsAt(section, step);
      return sounds.length
        ? [
            sounds
              .map(({ voice, stroke }) => `${voice} ${stroke}`)
              .sort()
              .join(', '),
          ]
        : [];
    });
    expect(heard.length).toBeGreaterThan(written.length * 2);
    expect(heard.slice(0, written.length * 2)).toEqual([...written, ...written]);
    // The grid lit bar two's steps, and no other.
    const inBar = [...lit].map(Number).filter((step) => step >= offset && step < offset + section.at.length);
    expect(inBar.length).toBe(lit.size);
    expect(lit.size).toBeGreaterThan(section.at.length / 2);
  });

  test('draws each bar once: one a line on a phone, two a line on a wide screen at one scale and staff height, the second without its clef', async ({
    page,
  }) => {
    // A groove whose tempo changes: its first bar has the tempo written over it, so its drawing reaches higher than the
    // next one's.
    const fits = (groove: (typeof withGrooves)[number][1][number]) =>
      groove.bars >= 4 && !groove.form && groove.changes.length > 0;
    const [slug, list] = withGrooves.find(([, each]) => each.some(fits))!;
    const groove = list.find(fits)!;
    const notation = page.getByRole('figure', { name: new RegExp(groove.title) }).locator('[data-notation]');
    // Each drawing's box, the box it is shown in, its scale, where its staff's top line is on the screen, and the small
    // marks (a clef, a note, a barline: not a staff line or a beam) that a cut edge of its box goes through.
    const drawings = () =>
      notation.locator('[data-drawing]').evaluateAll((boxes) =>
        boxes.map((box) => {
          const svg = box.querySelector('svg')!;
          const shown = box.getBoundingClientRect();
          const drawn = svg.getBoundingClientRect();
          const window = svg.viewBox.baseVal;
          const scale = drawn.width / window.width;
          const [from, to] = [(shown.left - drawn.left) / scale, (shown.right - drawn.left) / scale];
          const halved = [...svg.querySelectorAll<SVGGraphicsElement>('path, use, rect, text')].filter((mark) => {
            const { x, width } = mark.getBBox();
            const through = (edge: number) => x < edge - 0.5 && x + width > edge + 0.5;
            return width < 40 && ((from > 0.5 && through(from)) || (to < window.width - 0.5 && through(to)));
          });
          // Its last barline, shown at its box's right edge.
          const barline = [...svg.querySelectorAll('rect')].some((rect) => {
            const { x, width, height } = rect.getBBox();
            return height > 30 && x >= from && x + width <= to + 0.5 && x + width >= to - 4;
          });
          return {
            left: shown.left,
            right: shown.right,
            cut: from,
            halved: halved.length,
            barline,
            scale,
            top: drawn.top,
            // The staff's top line is 80 units down the engraving, whatever the drawing's window.
            staff: drawn.top + (80 - window.y) * scale,
          };
        }),
      );
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/lessons/${slug}`);
    await notation.scrollIntoViewIfNeeded();
    const phone = await drawings();
    expect(phone).toHaveLength(groove.bars);
    // One under the other, each whole (its clef shown).
    for (const [at, bar] of phone.entries()) {
      expect(bar.cut, `bar ${at + 1} on a phone`).toBeCloseTo(0, 0);
      if (at > 0) expect(bar.staff, `bar ${at + 1} on a phone`).toBeGreaterThan(phone[at - 1]!.staff + 40);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await notation.scrollIntoViewIfNeeded();
    const wide = await drawings();
    expect(wide).toHaveLength(groove.bars);
    // The first two drawings' windows start at different heights; their staffs do not.
    expect(Math.abs(wide[1]!.top - wide[0]!.top)).toBeGreaterThan(5);
    for (let at = 0; at + 1 < wide.length; at += 2) {
      const [first, second] = [wide[at]!, wide[at + 1]!];
      const where = `bars ${at + 1} and ${at + 2} on a wide screen`;
      expect(first.cut, where).toBeCloseTo(0, 0);
      // Side by side, the second starting where the first ends, cut past its clef (and through no clef, note or
      // barline), the first cut at its barline.
      expect(second.left - first.right, where).toBeCloseTo(0, 0);
      expect(second.cut, where).toBeGreaterThan(15);
      expect(first.halved + second.halved, where).toBe(0);
      expect([first.barline, second.barline], where).toEqual([true, true]);
      expect(second.scale, where).toBeCloseTo(first.scale, 2);
      expect(Math.abs(second.staff - first.staff), where).toBeLessThan(0.5);
    }
  });

  test('the choice of notation, grid or both is remembered on this device, for every groove', async ({ page }) => {
    const [first, second] = withGrooves.map(([slug]) => slug);
    await page.goto(`/lessons/${first}`);
    await hydrated(page);
    const figure = page.locator('figure[data-groove]').first();
    await expect(figure.getByRole('radio', { name: 'Both' })).toBeChecked();
    await figure.getByRole('radio', { name: 'Grid' }).check();
    await expect(figure.locator('[data-notation]')).toBeHidden();
    await expect(figure.getByRole('table')).toBeVisible();
    await page.goto(`/lessons/${second}`);
    await hydrated(page);
    for (const other of await page.locator('figure[data-groove]').all()) {
      await expect(other.getByRole('radio', { name: 'Grid' })).toBeChecked();
      await expect(other.locator('[data-notation]')).toBeHidden();
    }
    await page.locator('figure[data-groove]').first().getByRole('radio', { name: 'Notation' }).check();
    // Back again: the notation shows from the first paint, so nothing moves when the player's script runs.
    await page.addInitScript(() => {
      const record = window as unknown as { shifts: number; moved: string[] };
      record.shifts = 0;
      record.moved = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as unknown as { value: number; sources: { node?: Node }[] };
          record.shifts += shift.value;
          // What moved, to tell a late font from the player's script should this fail.
          for (const { node } of shift.sources)
            record.moved.push(node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.nodeName));
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.reload();
    await hydrated(page);
    const again = page.locator('figure[data-groove]').first();
    await expect(again.getByRole('radio', { name: 'Notation' })).toBeChecked();
    await expect(again.locator('[data-notation]')).toBeVisible();
    await expect(again.getByRole('table')).toBeHidden();
    const { shifts, moved } = await page.evaluate(() => {
      const record = window as unknown as { shifts: number; moved: string[] };
      return { shifts: record.shifts, moved: record.moved };
    });
    expect(shifts, `moved: ${moved.join(' | ')}`).toBe(0);
    // And back to both: every groove shows both again.
    await again.getByRole('radio', { name: 'Both' }).check();
    await expect(again.locator('[data-notation]')).toBeVisible();
    await expect(again.getByRole('table')).toBeVisible();
  });

  test('the reading lesson shows the drum key: every drum with its place on the staff', async ({ page }) => {
    await page.goto('/lessons/reading-drum-notation');
    const key = page.getByRole('figure', { name: /drum key/i });
    const entries = key.getByRole('listitem');
    await expect(entries).toHaveCount(VOICES.length + Object.values(STROKE_TABLE).filter((entry) => entry.key).length);
    for (const voice of VOICES) await expect(entries.filter({ hasText: VOICE_NAMES[voice] }).first()).toBeVisible();
    await expect(entries.filter({ hasText: 'Bass drum' })).toContainText('bottom space');
    await expect(entries.filter({ hasText: 'Hi-hat foot' })).toContainText('space below the staff');
  });

  test('on paper every groove is in notation, even one shown as a grid on screen, inside the page', async ({
    page,
  }) => {
    // What a printed A4 page lays out in: 210 mm less the 14 mm margins of the @page rule (styles/theme.ts), at 96 px to the inch.
    await page.setViewportSize({ width: 688, height: 1000 });
    const { slug } = [...everyGroove].sort((a, b) => b.groove.steps - a.groove.steps)[0]!;
    await page.goto(`/lessons/${slug}`);
    await page.locator('figure[data-groove]').first().getByRole('radio', { name: 'Grid' }).check();
    await page.emulateMedia({ media: 'print' });
    for (const figure of await page.locator('figure[data-groove]').all()) {
      const notation = figure.locator('[data-notation]');
      await expect(notation).toBeVisible();
      const lines = notation.locator('svg:visible');
      expect(await lines.count()).toBeGreaterThan(0);
      for (const line of await lines.all()) {
        const { right, room } = await line.evaluate((svg) => ({
          right: svg.getBoundingClientRect().right,
          room: svg.closest('[data-notation]')!.getBoundingClientRect().right,
        }));
        expect(right).toBeLessThanOrEqual(room + 0.5);
      }
    }
    // No grid on paper: it would have to scroll there.
    await expect(page.locator('figure[data-groove] table:visible')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(688);
  });
  // No lesson scrolls sideways on a phone, and its notation fits: e2e/reflow.spec.ts.
});

test.describe('grace notes and rolls', () => {
  /** The first groove of the lessons with a stroke of each kind: a flam, a drag, a roll. */
  const withStroke = (kind: (stroke: Stroke) => boolean) =>
    everyGroove.find(({ groove }) =>
      Object.values(groove.voices).some((line) => line.some((stroke) => stroke && kind(stroke))),
    )!;
  const cases = [
    { name: 'a flam', ...withStroke((stroke) => STROKE_TABLE[stroke].graces === 1) },
    { name: 'a drag', ...withStroke((stroke) => (STROKE_TABLE[stroke].graces ?? 0) >= 2) },
    { name: 'a roll', ...withStroke((stroke) => STROKE_TABLE[stroke].roll !== undefined) },
  ];

  for (const { name, slug, groove } of cases) {
    test(`${name}: every grace note sounds just before its note, and a roll sounds as a roll, from the player's own log`, async ({
      page,
    }) => {
      const clock = await fakeAudioClock(page);
      await page.goto(`/lessons/${slug}`);
      await hydrated(page);
      const figure = page.getByRole('figure', { name: new RegExp(groove.title) });
      await startAndWaitForSound(figure.getByRole('button', { name: 'Play' }), clock);
      const timeline = timelineOf(groove);
      // Once round at the groove's own tempo, and a little more.
      await clock.play(Math.ceil(((timeline.length * 60) / groove.tempo) * 1100));
      await figure.getByRole('button', { name: 'Stop' }).click();
      const drums = (await clock.sounds()).flatMap((sound) => (sound.sound === 'drum' ? [sound] : []));
      const mains = drums.filter((sound) => !sound.part);
      let checked = 0;
      for (const main of mains) {
        const entry = STROKE_TABLE[main.stroke];
        const mine = drums.filter((sound) => sound.voice === main.voice && sound.stroke === main.stroke);
        if (entry.graces) {
          // Its grace notes: as many as the stroke has, within a tenth of a second before it, softer.
          const graces = mine.filter(
            (sound) => sound.part === 'grace' && sound.time < main.time && main.time - sound.time < 0.1,
          );
          expect(graces, `${main.stroke} at ${main.time}`).toHaveLength(entry.graces);
          expect(graces.every((grace) => grace.level < main.level)).toBe(true);
          checked += 1;
        }
        if (entry.roll) {
          // The roll's strokes follow it, before the next step of the groove.
          const strokes = mine.filter(
            (sound) =>
              sound.part === 'roll' && sound.time > main.time && sound.time - main.time < (60 / groove.tempo) * 2,
          );
          if (entry.roll === 'double')
            expect(
              strokes.filter((sound) => sound.time - main.time < 60 / groove.tempo).length,
              `double at ${main.time}`,
            ).toBeGreaterThanOrEqual(1);
          else expect(strokes.length, `buzz at ${main.time}`).toBeGreaterThanOrEqual(3);
          checked += 1;
        }
      }
      expect(checked, `${name} in "${groove.title}" played`).toBeGreaterThan(0);
    });
  }
});
