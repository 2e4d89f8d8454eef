import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tonejsMidi from '@tonejs/midi';
import { grooves, lessons, studyTracks, words } from './content';
import { expect, hydrated, test } from './fixtures';
import { fakeAudioClock, startAndWaitForSound } from './audio';
import { axeViolations } from './axe';
import { addressGroove, BUILDER, builderReady, cell, drawnNotes, gridLines, openBuilder } from './builder';
import { checkContent, formatProblem } from '../content-model/check';
import { componentUses } from '../content-model/check/body';
import { readGrooveScribe } from '../features/practice/groove/groove-scribe';
import { parseGroove, VOICES } from '../features/practice/groove/parse';
import { timelineOf } from '../features/practice/groove/timeline';

/** @tonejs/midi is CommonJS: Node's loader gives its exports as one object. */
const { Midi } = tonejsMidi;

test.describe('the groove builder', () => {
  test('opens on a rock beat drawn at build time, and a tap changes the address and redraws the notation @both', async ({
    page,
  }) => {
    const grid = await openBuilder(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Groove builder');
    await expect(cell(grid, 'hihat', 0)).toHaveAttribute('aria-label', 'Hi-hat, 1: closed');
    await expect(cell(grid, 'snare', 4)).toHaveAttribute('aria-label', 'Snare, 2: hit');
    // Eighths on the hi-hat: eight notes, with the snare and bass drum sharing theirs; nothing on the "e" and "a".
    await expect(drawnNotes(page)).toHaveCount(8 + 2);
    const before = await page.locator('[data-notation]').innerHTML();

    // The bass drum on the "a" of 1: a note where there was none.
    await cell(grid, 'kick', 3).click();
    await expect(cell(grid, 'kick', 3)).toHaveAttribute('aria-label', 'Bass drum, a of beat 1: hit');
    await expect(page).toHaveURL(/[#&]kick=x--x----x-------(&|$)/);
    await expect(drawnNotes(page)).toHaveCount(8 + 2 + 1);
    await expect(page.locator('[data-notation] [data-step="3"]')).toHaveCount(1);
    // Again: accented; twice more and the cycle is back to silence after a ghost note.
    await cell(grid, 'kick', 3).click();
    await expect(page).toHaveURL(/[#&]kick=x--X----x-------/);
    await cell(grid, 'kick', 3).click();
    await expect(page).toHaveURL(/[#&]kick=x--g----x-------/);
    await cell(grid, 'kick', 3).click();
    await expect(page).toHaveURL(/[#&]kick=x-------x-------/);
    await expect(drawnNotes(page)).toHaveCount(8 + 2);
    // Drawn in the browser by the lessons' engraver, the rock beat comes out exactly as the build drew it.
    expect(await page.locator('[data-notation]').innerHTML()).toBe(before);
  });

  test('a reloaded address gives the same grid, notation and sound @both', async ({ page }) => {
    const clock = await fakeAudioClock(page);
    const grid = await openBuilder(page, '', clock);
    await page.getByRole('textbox', { name: 'Title' }).fill('Funk in two');
    await page.getByRole('combobox', { name: 'Bars', exact: true }).selectOption('2');
    for (const [row, step] of [
      ['snare', 7],
      ['snare', 20],
      ['snare', 28],
      ['kick', 10],
      ['kick', 16],
      ['kick', 19],
    ] as const) {
      await cell(grid, row, step).click();
    }
    // A ghost note: three taps (hit, accent, ghost).
    for (let tap = 0; tap < 3; tap += 1) await cell(grid, 'snare', 14).click();
    await expect(page).toHaveURL(/title=Funk\+in\+two/);
    await expect(page).toHaveTitle(/^Funk in two · Groove builder/);
    const lines = await gridLines(grid);
    const notation = await page.locator('[data-notation]').innerHTML();
    const attributes = addressGroove(page);
    expect(attributes.snare).toBe('----x--x----x-g-|----x-------x---');

    await page.reload();
    await builderReady(page, clock);
    expect(await gridLines(page.getByRole('grid'))).toEqual(lines);
    await expect.poll(() => page.locator('[data-notation]').innerHTML()).toBe(notation);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Funk in two');

    // The player plays what the address says: every drum's notes, where the groove's timeline puts them.
    const timeline = timelineOf(parseGroove(attributes));
    await startAndWaitForSound(page.getByRole('button', { name: 'Play', exact: true }), clock);
    await clock.play(((timeline.length * 60) / 80) * 1000 + 200, 250);
    const sounds = await clock.sounds();
    const drums = sounds.flatMap((sound) => (sound.sound === 'drum' && !sound.part ? [sound] : []));
    const start = drums[0]!.time;
    const heard = drums
      .filter((sound) => sound.time - start < (timeline.length * 60) / 80 - 0.001)
      .map((sound) => `${sound.voice}@${Math.round(((sound.time - start) * 80) / 60 / 0.25)}`)
      .sort();
    const expected = VOICES.flatMap((voice) =>
      (timeline.drums[voice] ?? []).flatMap((stroke, step) =>
        stroke ? [`${voice}@${Math.round(timeline.at[step]! / 0.25)}`] : [],
      ),
    ).sort();
    expect(heard).toEqual(expected);
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
  });

  test('the keyboard alone, from the top of the page to a finished groove', async ({ page }) => {
    await openBuilder(page);
    // Tab from the top (the skip link, the header) until a cell of the grid has focus: one stop for the grid.
    let presses = 0;
    while (
      !(await page.evaluate(() =>
        Boolean(document.activeElement?.closest('[role="grid"]') && document.activeElement.hasAttribute('data-cell')),
      ))
    ) {
      await page.keyboard.press('Tab');
      presses += 1;
      expect(presses, 'Tab presses to the grid').toBeLessThan(40);
    }
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('aria-label', 'Snare, 1: silent');
    // Right to the "&" of 2, Space: a snare note there; X types an accent straight away.
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('ArrowRight');
    await expect(focused).toHaveAttribute('aria-label', 'Snare, & of beat 2: silent');
    await page.keyboard.press('Space');
    await expect(focused).toHaveAttribute('aria-label', 'Snare, & of beat 2: hit');
    await expect(page.locator('[data-said]')).toHaveText('Snare, & of beat 2: hit');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+X');
    await expect(focused).toHaveAttribute('aria-label', 'Snare, 3: accent');
    // Where ' is a dead key (US International), its key reads "Dead" until the next key: the grace stroke all the same.
    await page.keyboard.press('ArrowRight');
    await focused.dispatchEvent('keydown', { key: 'Dead', code: 'Quote', bubbles: true });
    await expect(focused).toHaveAttribute('aria-label', /^Snare, e of beat 3: grace note/);
    await page.keyboard.press('Delete');
    await page.keyboard.press('ArrowLeft');
    // Up the kit to the hi-hat, an open one on the "&" of 4; down past the drums to the sticking row.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('o');
    await expect(focused).toHaveAttribute('aria-label', 'Hi-hat, & of beat 4: open');
    await expect(page).toHaveURL(/hihat=x-x-x-x-x-x-x-o-/);
    await expect(page).toHaveURL(/snare=----x-x-X---x---/);
    // Undo and redo by keyboard too.
    await page.keyboard.press('Control+z');
    await expect(page).toHaveURL(/hihat=x-x-x-x-x-x-x-x-/);
    await page.keyboard.press('Control+y');
    await expect(page).toHaveURL(/hihat=x-x-x-x-x-x-x-o-/);
    // A letter the row has not got does nothing; Delete silences.
    await page.keyboard.press('b');
    await expect(focused).toHaveAttribute('aria-label', 'Hi-hat, & of beat 4: open');
    await page.keyboard.press('Delete');
    await expect(focused).toHaveAttribute('aria-label', 'Hi-hat, & of beat 4: silent');
    // Tab leaves the grid in one step, to what follows it.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="grid"]'))).toBeNull();
  });

  test('“Edit a copy” beside a lesson’s groove opens that groove in the builder', async ({ page }) => {
    const [slug, list] = Object.entries(grooves).find(([, each]) =>
      each.some((groove) => groove.bars > 1 && groove.sticking),
    )!;
    const groove = list.find((each) => each.bars > 1 && each.sticking)!;
    await page.goto(`/lessons/${slug}`);
    await page.getByRole('link', { name: `Edit a copy of ${groove.title} in the groove builder` }).click();
    await expect(page).toHaveURL(new RegExp(`^[^#?]*${BUILDER}#v=1&`));
    await hydrated(page);
    const grid = page.getByRole('grid');
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(groove.title);
    const lines = await gridLines(grid);
    const rows = await grid.locator('tbody tr').evaluateAll((each) => each.map((row) => row.getAttribute('data-row')!));
    for (const voice of VOICES) {
      const want = groove.voices[voice]?.map((stroke) => (stroke ? 'x' : '-')).join('') ?? '-'.repeat(groove.steps);
      expect(lines[rows.indexOf(voice)]!.replace(/_/g, '-').replace(/[^-]/g, 'x'), voice).toBe(want);
    }
    expect(lines[rows.indexOf('sticking')]).toBe(groove.sticking!.map((hand) => hand ?? '-').join(''));
    // The same groove, whatever the reading: the address's groove parses to the lesson's.
    const opened = parseGroove(addressGroove(page));
    expect({ ...opened, shapes: undefined, places: undefined }).toEqual({
      ...groove,
      shapes: undefined,
      places: undefined,
    });
  });

  test('a chart opens with its road map, and a road map typed in the builder is drawn, or said to be wrong', async ({
    page,
  }) => {
    const [study, chart] = studyTracks
      .flatMap(({ studies }) => studies)
      .flatMap((study) => study.grooves.map((groove) => [study, groove] as const))
      .find(([, groove]) => groove.form && groove.bars <= 8)!;
    await page.goto(`/studies/${study.track}/${study.slug}`);
    await page.getByRole('link', { name: `Edit a copy of ${chart.title} in the groove builder` }).click();
    await builderReady(page);
    const roadMap = page.getByRole('textbox', { name: words.builder.form });
    await expect(roadMap).toHaveValue(addressGroove(page).form!);
    expect(parseGroove(addressGroove(page)).form).toEqual(chart.form);

    // A 1st and a 2nd ending over the last two bars, typed: drawn over them, and kept in the address.
    const bars = chart.bars;
    const endings = `bar ${bars - 1}: 1. :|; bar ${bars}: 2.`;
    await roadMap.fill(endings);
    const drawn = page.locator('[data-notation] svg text');
    await expect(drawn.filter({ hasText: /^1\.$/ })).toHaveCount(1);
    await expect(drawn.filter({ hasText: /^2\.$/ })).toHaveCount(1);
    await expect.poll(() => addressGroove(page).form).toBe(endings);
    // Half written: the content check's words for it, and the last good drawing stays.
    await roadMap.fill(`bar ${bars - 1}: 1.`);
    await expect(page.locator('[data-groove-problem]')).toContainText(`a 1st ending at bar ${bars - 1}`);
  });

  test('a Groove Scribe link opens as its groove, from the address or pasted, and the groove is written back as one', async ({
    page,
  }) => {
    const text = words.builder;
    const music = (groove: ReturnType<typeof parseGroove>) => ({ ...groove, shapes: undefined, places: undefined });
    const fromScribe = (link: string) => {
      const read = readGrooveScribe(link, { untitled: text.untitled });
      if ('problem' in read) throw new Error(read.problem);
      return read;
    };
    // The link of a funk groove as Groove Scribe writes it, opening the builder.
    const funk =
      '?TimeSig=4/4&Div=16&Title=Funky%20Drummer%20style&Tempo=92&Measures=1&H=|x-x-x-x-x-x-o-x-|&S=|----O--g-g-gO--g|&K=|o-o-------o--o--|';
    await page.goto(`${BUILDER}${funk}`);
    await builderReady(page);
    await expect(page.locator('[data-groove-scribe-opened]')).toHaveText(
      text.grooveScribeOpened.replace('{title}', 'Funky Drummer style'),
    );
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Funky Drummer style');
    // The address is the site's own now, and holds the same groove.
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#v=1&/);
    expect(new URL(page.url()).search).toBe('');
    expect(music(parseGroove(addressGroove(page)))).toEqual(music(parseGroove(fromScribe(funk).attributes)));
    const grid = page.getByRole('grid');
    const rows = await grid.locator('tbody tr').evaluateAll((each) => each.map((row) => row.getAttribute('data-row')!));
    const lines = await gridLines(grid);
    expect(lines[rows.indexOf('hihat')]).toBe('x-x-x-x-x-x-o-x-');
    expect(lines[rows.indexOf('snare')]).toBe('----X--g-g-gX--g');

    // Pasted: a link with a code the site has not got opens what it can and says what it left.
    const section = page.locator('[data-groove-scribe]');
    const stacker =
      'https://www.mikeslessons.com/groove/?TimeSig=4/4&Div=8&Title=Stack&Tempo=100&Measures=1&H=|xsxsxsxs|&S=|--o---o-|&K=|o---o---|';
    await section.getByRole('textbox', { name: text.grooveScribeLink, exact: true }).fill(stacker);
    await section.getByRole('button', { name: text.grooveScribeOpen }).click();
    await expect(section.locator('[data-groove-scribe-said]')).toHaveText(
      `${text.grooveScribeOpened.replace('{title}', 'Stack')} ${text.grooveScribeLeft.replace('{list}', 'the stacker cymbal (H "s")')}`,
    );
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Stack');
    expect(music(parseGroove(addressGroove(page)))).toEqual(music(parseGroove(fromScribe(stacker).attributes)));

    // Written back: a link Groove Scribe reads, which opens here as the same groove.
    await section.getByRole('button', { name: text.grooveScribeWrite }).click();
    const written = await section.getByRole('textbox', { name: text.grooveScribeWritten }).inputValue();
    expect(written).toMatch(/^https:\/\/www\.mikeslessons\.com\/groove\/\?TimeSig=4\/4&Div=8&/);
    expect(music(parseGroove(fromScribe(written).attributes))).toEqual(music(parseGroove(addressGroove(page))));
    // Something Groove Scribe has not got: said, not written.
    await section
      .getByRole('textbox', { name: text.grooveScribeLink, exact: true })
      .fill('https://example.com/?q=drums');
    await section.getByRole('button', { name: text.grooveScribeOpen }).click();
    await expect(section.locator('[data-groove-scribe-said]')).toHaveText(text.grooveScribeNotLink);
    // The section with its written link and message: no WCAG A/AA violation, and Enter in the box opens a link.
    expect(await axeViolations(page)).toEqual([]);
    await section.getByRole('textbox', { name: text.grooveScribeLink, exact: true }).fill(stacker);
    await section.getByRole('textbox', { name: text.grooveScribeLink, exact: true }).press('Enter');
    await expect(section.locator('[data-groove-scribe-said]')).toContainText(
      text.grooveScribeOpened.replace('{title}', 'Stack'),
    );
  });

  test('lesson text copied from the builder passes the content check in a lesson, and the MIDI file holds the groove', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const grid = await openBuilder(
      page,
      '#v=1&title=Shuffle+%22test%22&tempo=96&signature=3/4&hihat=xxxxxx&snare=--x-f-&kick=x---x-&sticking=R-R-L-&swing=eighths',
    );
    await cell(grid, 'crash', 0).click();
    await page.getByRole('button', { name: 'Copy as lesson text' }).click();
    await expect(page.locator('[data-copy-status]')).toContainText('Lesson text copied');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toContain('title=\'Shuffle "test"\'');
    expect(text).toContain('crash="x- -- --"');

    // Pasted into a lesson, in a copy of the content: the check accepts it, and reads the groove the builder had.
    const root = mkdtempSync(path.join(tmpdir(), 'builder-paste-'));
    try {
      cpSync('content', path.join(root, 'content'), { recursive: true });
      symlinkSync(path.resolve('public'), path.join(root, 'public'));
      const lesson = path.join(root, 'content/lessons', `${lessons[0]!.slug}.mdx`);
      writeFileSync(lesson, `${readFileSync(lesson, 'utf8').trimEnd()}\n\n${text}\n`);
      expect(checkContent(root).map(formatProblem)).toEqual([]);
      const pasted = componentUses(readFileSync(lesson, 'utf8'))
        .filter((use) => use.name === 'Groove')
        .at(-1)!;
      expect(parseGroove(pasted.values)).toEqual(parseGroove(addressGroove(page)));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download MIDI file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('shuffle-test.mid');
    const midi = new Midi(readFileSync((await download.path())!));
    expect(midi.header.timeSignatures[0]!.timeSignature).toEqual([3, 4]);
    expect(Math.round(midi.header.tempos[0]!.bpm)).toBe(96);
    /** Each note as its General MIDI number and where it falls, in thirds of a beat (swung eighths fall on the triplet). */
    const at = (note: number) =>
      midi.tracks[0]!.notes.filter((each) => each.midi === note).map((each) =>
        Math.round((each.ticks / midi.header.ppq) * 3),
      );
    expect(at(49)).toEqual([0]);
    expect(at(36)).toEqual([0, 6]);
    // Swung: each "&" two thirds of the way through its beat, not half.
    expect(at(42)).toEqual([0, 2, 3, 5, 6, 8]);
    // The snare on 2, then the flam on 3: its grace note first, softer, just before.
    const snare = midi.tracks[0]!.notes.filter((each) => each.midi === 38);
    expect(snare.map((each) => Math.round((each.ticks / midi.header.ppq) * 3))).toEqual([3, 6, 6]);
    expect(snare[1]!.ticks).toBeLessThan(snare[2]!.ticks);
    expect(snare[2]!.ticks).toBe(2 * midi.header.ppq);
    expect(snare[1]!.velocity).toBeLessThan(snare[2]!.velocity);
    expect(midi.tracks[0]!.channel).toBe(9);
  });

  test('a damaged link says what is wrong and opens a blank groove', async ({ page }) => {
    const grid = await openBuilder(page, '#v=1&title=Broken&snare=x-x-x-x-&kick=x-x');
    await expect(page.locator('[data-link-problem]')).toHaveText(
      "This link's groove is damaged, so a blank groove is open instead. What is wrong: kick: expected 8 steps, like bar 1 of snare (every line has the same steps in each bar; spaces and | do not count); got 3 steps.",
    );
    expect((await gridLines(grid)).every((line) => /^-{16}$/.test(line))).toBe(true);
    // Another link opened in the same tab (only the part after # changes, the page stays): its groove opens.
    await page.evaluate(() => (window.location.hash = '#v=1&title=Fixed&snare=x-x-x-x-'));
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Fixed');
    await expect(cell(grid, 'snare', 2)).toHaveAttribute('data-char', 'x');
    await expect(page.locator('[data-link-problem]')).toHaveCount(0);
    // A later version's link (written with ? here: a link's groove may come after either), and one too long, each say so.
    await openBuilder(page, '?v=2&title=Later&snare=x');
    await expect(page.locator('[data-link-problem]')).toContainText('made by a newer version of the groove builder');
    await openBuilder(page, `#v=1&title=${'x'.repeat(17000)}&snare=x`);
    await expect(page.locator('[data-link-problem]')).toContainText('too long to be a groove');
  });

  test('undo, redo, clear, reshaping, and the last groove kept on the device', async ({ page }) => {
    const grid = await openBuilder(page);
    await cell(grid, 'ride', 0).click();
    await page.getByRole('button', { name: 'Clear' }).click();
    expect((await gridLines(grid)).every((line) => /^-+$/.test(line))).toBe(true);
    await expect(page.locator('[data-said]')).toHaveText('Every bar is silent.');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(cell(grid, 'ride', 0)).toHaveAttribute('data-char', 'x');
    await expect(page.locator('[data-said]')).toHaveText('Undone.');
    const redo = page.getByRole('button', { name: 'Redo' });
    await redo.click();
    await expect(cell(grid, 'ride', 0)).not.toHaveAttribute('data-char');
    // Nothing more to redo: the button says so, and keeps the focus.
    await expect(redo).toHaveAttribute('aria-disabled', 'true');
    await expect(redo).toBeFocused();
    await page.getByRole('button', { name: 'Undo' }).click();
    // Triplets: the notes move to the nearest triplet, the grid has 12 steps.
    await page.getByRole('combobox', { name: 'Steps per beat' }).selectOption('3');
    await expect(grid.locator('[data-row="snare"] [data-cell]')).toHaveCount(12);
    await expect(page).toHaveURL(/snare=---x-----x--/);
    await expect(page).toHaveURL(/hihat=xx-xx-xx-xx-/);
    await expect(page.locator('[data-said]')).toHaveText('The grid now has 12 steps.');
    // Redrawn: eight hi-hat notes (with the snare's two), and the bass drum's two.
    await expect(drawnNotes(page)).toHaveCount(8 + 2);
    await expect(page.locator('[data-notation] [data-step="1"]')).toHaveCount(1);
    // A rule broken (a sticking letter under no hand's note): said in the content check's words; the notation, the
    // address and the lesson text keep the last groove that reads.
    const good = page.url();
    await cell(grid, 'sticking', 2).click();
    await expect(page.locator('[data-groove-problem]')).toContainText(
      'sticking: expected a letter only under a step a hand plays',
    );
    await expect(page.locator('[data-notation]')).toHaveAttribute('data-stale', 'true');
    expect(page.url()).toBe(good);
    await page.getByRole('button', { name: 'Copy as lesson text' }).click();
    await expect(page.locator('[data-copy-status]')).toContainText(
      'This groove is not finished yet: sticking: expected',
    );
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.locator('[data-groove-problem]')).toBeHidden();

    // Back on a fresh page: the last groove is offered, and opens.
    const kept = page.url();
    await page.goto(BUILDER);
    await hydrated(page);
    await page.getByRole('button', { name: 'Open your last groove' }).click();
    await expect(page).toHaveURL(kept);
    await expect(grid.locator('[data-row="snare"] [data-cell]')).toHaveCount(12);
  });

  test('without a connection before the engraver was ever fetched, the grid still edits and the notation catches up once online', async ({
    page,
  }) => {
    // The engraver's script fails to arrive, as it would offline on a first visit (the worker keeps it only once fetched).
    let offline = true;
    let asked = false;
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('noteheadXBlack')) asked = true;
      if (offline && body.includes('noteheadXBlack')) await route.abort('internetdisconnected');
      else await route.fulfill({ response, body });
    });
    await page.goto(BUILDER);
    await hydrated(page);
    const grid = page.getByRole('grid');
    // Nothing is fetched for a visitor who only reads the page: the pointer coming over the builder asks for it.
    await page.waitForTimeout(500);
    expect(asked).toBe(false);
    await grid.hover();
    await expect(page.locator('[data-notation-offline]')).toHaveText(
      /redrawn as you change the groove once this page is back online/,
    );
    await cell(grid, 'kick', 3).click();
    await expect(page).toHaveURL(/kick=x--x----x-------/);
    await expect(page.locator('[data-notation]')).toHaveAttribute('data-stale', 'true');
    await expect(drawnNotes(page)).toHaveCount(8 + 2);
    offline = false;
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.locator('[data-notation-offline]')).toHaveCount(0);
    await expect(drawnNotes(page)).toHaveCount(8 + 2 + 1);
    await expect(page.locator('[data-notation]')).not.toHaveAttribute('data-stale');
  });

  test('prints the notation alone, and meets WCAG AA in the dark theme', async ({ page }) => {
    await openBuilder(page);
    // The dark theme here; the light one, the whole page, at 320 px in reflow.spec.ts as every route is.
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page, '#builder'), 'axe-core, dark').toEqual([]);
    await page.emulateMedia({ media: 'print', colorScheme: 'light' });
    await expect(page.locator('[data-notation] svg').first()).toBeVisible();
    for (const hidden of [
      'header',
      'footer',
      '[role="grid"]',
      '[data-groove-player]',
      '[data-builder-controls]',
      'h1',
    ]) {
      for (const element of await page.locator(hidden).all()) await expect(element, hidden).toBeHidden();
    }
  });

  test('on a phone the grid scrolls inside its box, its cells big enough to tap @mobile', async ({ page }) => {
    const grid = await openBuilder(page);
    const region = page.locator('[data-grid]');
    const sizes = await region.evaluate((element) => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      inner: element.scrollWidth,
      outer: element.clientWidth,
    }));
    expect(sizes.page).toBeLessThanOrEqual(sizes.viewport);
    expect(sizes.inner).toBeGreaterThan(sizes.outer);
    const box = (await cell(grid, 'snare', 5).boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    // The last step, scrolled to and tapped.
    await cell(grid, 'ride', 15).tap();
    await expect(page).toHaveURL(/ride=---------------x/);
  });
});
