import { page as pageCopy, studyTracks, wordOnlyInTextOf, words } from './content';
import { expect, hydrated, test } from './fixtures';
import { fakeAudioClock, startAndWaitForSound } from './audio';
import { parseGroove, playOrder } from '../features/practice/groove/parse';
import { timelineOf } from '../features/practice/groove/timeline';
import {
  DEFAULT_PERMUTATIONS,
  permutationGroove,
  permutationsOf,
} from '../features/practice/permutations/permutations';
import { STUDY_SECTIONS } from '../content-model/study';

const copy = pageCopy('studies');
const trackName = (track: string) => copy.sections!.find((section) => section.id === track)!.title;

test.describe('the study shelf', () => {
  test('the lessons page leads to the shelf, the shelf to each track, a track to its studies in order', async ({
    page,
  }) => {
    await page.goto('/lessons');
    await page.getByRole('link', { name: words.studies.shelfLink }).click();
    await expect(page).toHaveURL(/\/studies$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
    for (const { track, studies } of studyTracks) {
      const list = page.getByRole('list', { name: trackName(track) });
      await expect(list.getByRole('heading', { level: 3 })).toHaveText(studies.map((study) => study.title));
    }
    const [{ track, studies }] = studyTracks as [(typeof studyTracks)[number]];
    await page
      .getByRole('link', {
        name: new RegExp(`^${words.studies.openTrack.replace('{track}', trackName(track))}`),
      })
      .click();
    await expect(page).toHaveURL(new RegExp(`/studies/${track}$`));
    const heading = words.studies.trackHeading.replace('{track}', trackName(track));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const links = page.getByRole('list', { name: heading }).getByRole('link');
    await expect(links).toHaveText(studies.map((study) => study.title));
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
      studies.map((study) => `/studies/${track}/${study.slug}`),
    );
  });

  test('a study: what it trains, how to count it, the common mistake and a tempo plan, its grooves to play, and the next study', async ({
    page,
  }) => {
    const [{ track, studies }] = studyTracks as [(typeof studyTracks)[number]];
    const [first, second] = studies as [(typeof studies)[number], (typeof studies)[number]];
    await page.goto(`/studies/${track}/${first.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    const sections = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(sections.filter((text) => (STUDY_SECTIONS as readonly string[]).includes(text))).toEqual([
      ...STUDY_SECTIONS,
    ]);
    for (const groove of first.grooves) {
      const figure = page.getByRole('figure', { name: new RegExp(groove.title) });
      await expect(figure.locator('[data-notation] svg path').first()).toBeAttached();
      await expect(figure.getByRole('button', { name: words.practice.play })).toBeVisible();
    }
    const more = page.getByRole('navigation', {
      name: words.studies.moreStudies.replace('{track}', trackName(track)),
    });
    await more.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(new RegExp(`/studies/${track}/${second.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title);
  });

  test('the lesson search finds studies, by name and by their text, each with its track and level', async ({
    page,
  }) => {
    await page.goto('/lessons');
    await hydrated(page);
    const box = page.getByRole('searchbox');
    const all = studyTracks.flatMap(({ studies }) => studies);
    // A word of one study's name that no other study has anywhere (nor a word that starts as it does): that study
    // alone, once the index (which brings the studies' list) has arrived, with its track and level.
    const everything = (study: (typeof all)[number]) =>
      `${study.title} ${study.description} ${study.text}`.toLowerCase();
    const [named, study] = all
      .flatMap((study) => (study.title.toLowerCase().match(/[a-z]{6,}/g) ?? []).map((word) => [word, study] as const))
      .find(([word, study]) => all.every((other) => other === study || !everything(other).includes(word.slice(0, 6))))!;
    await box.fill(named);
    const found = page.getByTestId('study-matches');
    await expect(found.getByRole('link')).toHaveText([study.title]);
    await expect(found.getByRole('heading')).toHaveText(words.lessons.studyMatches.replace('{count}', '1'));
    await expect(found.getByRole('listitem')).toContainText(`${trackName(study.track)} · ${study.level}`);
    // A word only in one study's prose, not in its name or description: found once the full text has arrived.
    const [word, owner] = wordOnlyInTextOf(all);
    await box.fill(word);
    const byText = found.getByRole('listitem').filter({ has: page.getByRole('link', { name: owner.title }) });
    await expect(byText.getByTestId('search-snippet').locator('mark').first()).toHaveText(new RegExp(`^${word}$`, 'i'));
    await byText.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/studies/${owner.track}/${owner.slug}$`));
  });

  test('the sticking permutations tool: a family and a subdivision chosen by link, each permutation listed, written out and played in turn', async ({
    page,
  }) => {
    const owner = studyTracks
      .flatMap(({ studies }) => studies)
      .find((study) => study.text.includes('<StickingPermutations'))!;
    const base = `/studies/${owner.track}/${owner.slug}`;
    const text = words.permutations;
    const clock = await fakeAudioClock(page);
    await page.goto(base);
    const tool = page.getByRole('region', { name: text.heading });
    const listed = tool.locator('[data-permutations] > li');
    await expect(listed).toHaveText(
      permutationsOf(DEFAULT_PERMUTATIONS.family).map(({ hands }) => new RegExp(`^${hands.join(' ')}\\b`)),
    );
    await tool.getByRole('link', { name: text.oneAccentInFours, exact: true }).click();
    await expect(page).toHaveURL(`${base}/one-accent-in-fours/sixteenths#permutations`);
    await tool.getByRole('link', { name: text.eighths, exact: true }).click();
    await expect(page).toHaveURL(`${base}/one-accent-in-fours/eighths#permutations`);
    for (const chosen of [text.oneAccentInFours, text.eighths])
      await expect(tool.getByRole('link', { name: chosen, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(tool.getByRole('link', { name: text.sixteenths, exact: true })).not.toHaveAttribute(
      'aria-current',
      /.*/,
    );
    const permutations = permutationsOf('one-accent-in-fours');
    await expect(listed).toHaveText(
      permutations.map((_, place) => new RegExp(text.accentOn.replace('{place}', String(place + 1)))),
    );

    // Played: the snare's notes in the groove's order, the accent moving one note on in each bar.
    await hydrated(page);
    const title = text.grooveTitle.replace('{family}', text.oneAccentInFours).replace('{subdivision}', text.eighths);
    const groove = parseGroove(permutationGroove('one-accent-in-fours', 'eighths', title));
    const figure = page.getByRole('figure', { name: new RegExp(title) });
    await expect(figure.locator('[data-notation] svg path').first()).toBeAttached();
    await startAndWaitForSound(figure.getByRole('button', { name: words.practice.play }), clock);
    // Once round, and a bar more for a count-in.
    const timeline = timelineOf(groove);
    await clock.play(Math.ceil((((timeline.length + timeline.beatsPerBar) * 60) / groove.tempo) * 1100));
    await figure.getByRole('button', { name: words.practice.stop }).click();
    const snare = (await clock.sounds())
      .filter((sound) => sound.sound === 'drum' && sound.voice === 'snare' && !sound.part)
      .sort((a, b) => a.time - b.time)
      .slice(0, groove.steps);
    const accents = (stroke: string | null) => (stroke === 'accent' ? 'X' : 'x');
    expect(snare.map((sound) => accents(sound.sound === 'drum' ? sound.stroke : null)).join('')).toBe(
      groove.voices.snare!.map(accents).join(''),
    );
    expect(groove.voices.snare!.map(accents).join('')).toBe('XxxxXxxx' + 'xXxxxXxx' + 'xxXxxxXx' + 'xxxXxxxX');
  });

  test('a chart: its road map written over the bars, said in words, and played bar by bar in its order', async ({
    page,
  }) => {
    // The first chart on the shelf with a repeat and two endings.
    const [study, groove] = studyTracks
      .flatMap(({ track, studies }) => studies.map((each) => ({ ...each, track })))
      .flatMap((each) => each.grooves.map((one) => [each, one] as const))
      .find(([, one]) => one.form?.endings.length)!;
    const form = groove.form!;
    const clock = await fakeAudioClock(page);
    await page.goto(`/studies/${study.track}/${study.slug}`);
    const figure = page.getByRole('figure', { name: new RegExp(groove.title) });
    const notation = figure.locator('[data-notation]').first();
    await expect(notation.locator('svg text').filter({ hasText: /^1\.$/ }).first()).toBeAttached();
    await expect(notation.locator('svg text').filter({ hasText: /^2\.$/ }).first()).toBeAttached();
    const order = playOrder(form, groove.bars);
    // The bars come round again: the road map is not the bars in order.
    expect(order.length).toBeGreaterThan(groove.bars);
    // The notation's text alternative says the order.
    await expect(
      figure.getByRole('img', { name: `Played in this order: bars ${order.map((bar) => bar + 1).join(', ')}.` }),
    ).toHaveCount(1);

    // Played through once: every sound at the time the road map puts it, bar after bar.
    await hydrated(page);
    await startAndWaitForSound(figure.getByRole('button', { name: words.practice.play }), clock);
    const timeline = timelineOf(groove);
    const secondsPerBeat = 60 / groove.tempo;
    // Half-way into the first bar played again, the grid lights a step of the bar the repeat went back to.
    const again = order.findIndex((bar, at) => order.indexOf(bar) < at);
    const barStartsAt = (played: number) => timeline.at[timeline.barStarts[played]!]!;
    await clock.play(Math.ceil((barStartsAt(again) + timeline.beatsPerBar / 2) * secondsPerBeat * 1000));
    const lit = Number(await figure.locator('thead th[data-now]').first().getAttribute('data-step'));
    const shape = groove.shapes[order[again]!]!;
    expect(lit).toBeGreaterThanOrEqual(shape.first);
    expect(lit).toBeLessThan(shape.first + shape.steps);
    await clock.play(Math.ceil((timeline.length - barStartsAt(again)) * secondsPerBeat * 1000) + 500);
    await figure.getByRole('button', { name: words.practice.stop }).click();
    const ms = (beat: number) => beat * secondsPerBeat * 1000;
    const written = timeline.at.flatMap((beat, step) =>
      Object.entries(timeline.drums).flatMap(([voice, strokes]) =>
        strokes![step] ? [{ at: ms(beat), said: `${voice} ${strokes![step]}` }] : [],
      ),
    );
    const drums = (await clock.sounds()).flatMap((sound) =>
      sound.sound === 'drum' && !sound.part ? [{ time: sound.time, said: `${sound.voice} ${sound.stroke}` }] : [],
    );
    // The first sound heard is the first written, wherever the count-in left it.
    const start = Math.min(...drums.map((sound) => sound.time)) * 1000 - Math.min(...written.map((note) => note.at));
    const once = drums
      .map((sound) => ({ at: sound.time * 1000 - start, said: sound.said }))
      .filter((sound) => sound.at < ms(timeline.length) - 1);
    const inTime = (notes: { at: number; said: string }[]) =>
      [...notes].sort((a, b) => a.at - b.at || a.said.localeCompare(b.said));
    const heard = inTime(once);
    expect(heard.map((note) => note.said)).toEqual(inTime(written).map((note) => note.said));
    // Each at its time, to the millisecond's rounding.
    inTime(written).forEach((note, at) => expect(Math.abs(heard[at]!.at - note.at)).toBeLessThanOrEqual(2));
  });
});
