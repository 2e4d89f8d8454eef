import { page as pageCopy, rudiments, wordOnlyInTextOf, words } from './content';
import { expect, hydrated, test } from './fixtures';
import { fakeAudioClock, type QueuedSound } from './audio';
import { RUDIMENT_FAMILY_IDS } from '../content-model/rudiment';
import { KIT_URL } from '../features/practice/playback/kit-url';
import { timelineOf } from '../features/practice/groove/timeline';
import { STROKE_TABLE } from '../features/practice/groove/vocabulary';
import type { Stroke } from '../features/practice/groove/parse';
import type { Page } from '@playwright/test';

const copy = pageCopy('rudiments');
const heading = (rudiment: (typeof rudiments)[number]) => `${rudiment.number}. ${rudiment.title}`;

test.describe('the rudiments', () => {
  test('the index lists all 40 in their four families, in order, each linking to its own page', async ({ page }) => {
    await page.goto('/rudiments');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
    expect(rudiments.map((rudiment) => rudiment.number)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    const families = page.getByRole('navigation', { name: words.rudiments.index });
    for (const family of RUDIMENT_FAMILY_IDS) {
      const title = copy.sections!.find((section) => section.id === family)!.title;
      await expect(families.getByRole('link', { name: title })).toHaveAttribute('href', `#${family}`);
      const section = page.getByRole('region', { name: title });
      const members = rudiments.filter((rudiment) => rudiment.family === family);
      const links = section.getByRole('list', { name: title }).getByRole('link');
      await expect(links).toHaveText(members.map(heading));
      expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
        members.map((rudiment) => `/rudiments/${rudiment.slug}`),
      );
    }
  });

  test("a rudiment's page: engraved with its sticking, a player, the rudiments either side, and its notation on paper", async ({
    page,
  }) => {
    const rudiment = rudiments.find((each) => each.slug === 'flam-accent')!;
    await page.goto(`/rudiments/${rudiment.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading(rudiment));
    const figure = page.getByRole('figure', { name: new RegExp(rudiment.groove.title) });
    await expect(figure.locator('[data-notation] svg path').first()).toBeAttached();
    await expect(figure.locator('[data-grid]')).toHaveCount(0);
    await expect(figure.getByRole('button', { name: 'Play' })).toBeVisible();
    const either = page.getByRole('navigation', { name: words.rudiments.moreRudiments });
    for (const [rel, number] of [
      ['prev', rudiment.number - 1],
      ['next', rudiment.number + 1],
    ] as const) {
      const other = rudiments.find((each) => each.number === number)!;
      await expect(either.locator(`a[rel="${rel}"]`)).toHaveAttribute('href', `/rudiments/${other.slug}`);
      await expect(either.locator(`a[rel="${rel}"]`)).toContainText(heading(other));
    }
    await page.getByRole('link', { name: words.rudiments.index }).click();
    await expect(page).toHaveURL(new RegExp(`/rudiments#${rudiment.family}$`));
    await page.goBack();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Play' })).toHaveCount(0);
    await expect(either).toBeHidden();
    await expect(page.locator('[data-notation]')).toBeVisible();
  });

  test('the lessons that use a rudiment link to its page, and links written for the one page of old still land on it', async ({
    page,
  }) => {
    await page.goto('/lessons');
    await page.getByRole('link', { name: words.lessons.rudimentsLink }).click();
    await expect(page).toHaveURL(/\/rudiments$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
    for (const [lesson, slugs] of [
      ['flam-rudiments-around-the-kit', ['flam', 'flam-tap', 'flam-accent', 'flamacue', 'flam-paradiddle']],
      [
        'paradiddles-around-the-kit',
        ['single-paradiddle', 'double-paradiddle', 'triple-paradiddle', 'paradiddle-diddle'],
      ],
      ['grip-and-basic-strokes', ['single-stroke-roll', 'double-stroke-open-roll', 'drag']],
    ] as const) {
      await page.goto(`/lessons/${lesson}`);
      for (const slug of slugs)
        await expect(page.locator(`a[href="/rudiments/${slug}"]`), `${lesson} → ${slug}`).toHaveCount(1);
    }
    const drag = rudiments.find((rudiment) => rudiment.slug === 'drag')!;
    await page.locator('a[href="/rudiments/drag"]').click();
    await expect(page).toHaveURL(/\/rudiments\/drag$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading(drag));
    // An old link: the index's entry first, then the rudiment's own page.
    await page.goto('/rudiments#flam-accent');
    await expect(page).toHaveURL(/\/rudiments\/flam-accent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      heading(rudiments.find((rudiment) => rudiment.slug === 'flam-accent')!),
    );
  });

  test('the lesson search finds rudiments, by name and by their text', async ({ page }) => {
    await page.goto('/lessons');
    await hydrated(page);
    const box = page.getByRole('searchbox');
    await box.fill('ratamacue');
    const found = page.getByTestId('rudiment-matches');
    const ratamacues = rudiments.filter((rudiment) => /ratamacue/i.test(`${rudiment.title} ${rudiment.description}`));
    await expect(found.getByRole('link')).toHaveText(ratamacues.map(heading));
    await expect(found.getByRole('heading')).toHaveText(
      words.lessons.rudimentMatches.replace('{count}', String(ratamacues.length)),
    );
    // A word only in one rudiment's text, not in its name or description: found once the full text has arrived, with
    // a snippet of where.
    const [word, owner] = wordOnlyInTextOf(rudiments);
    await box.fill(word);
    const byText = found.getByRole('listitem').filter({ has: page.getByRole('link', { name: heading(owner) }) });
    await expect(byText.getByTestId('search-snippet').locator('mark').first()).toHaveText(new RegExp(`^${word}$`, 'i'));
    await box.fill('swiss army');
    await expect(found.getByRole('link')).toHaveText([
      heading(rudiments.find((rudiment) => rudiment.slug === 'swiss-army-triplet')!),
    ]);
    await found.getByRole('link').click();
    await expect(page).toHaveURL(/\/rudiments\/swiss-army-triplet$/);
  });
});

/** Waits until the player's log shows a sound from the recorded kit: the kit has been fetched and decoded. */
async function kitReady(page: Page, clock: Awaited<ReturnType<typeof fakeAudioClock>>) {
  // Half a second of the fake clock per look: a rudiment may sound only once a second, and the kit decodes on the real clock.
  await expect
    .poll(
      async () => {
        await clock.play(500);
        return (await clock.sounds()).some((sound) => sound.source === 'sample');
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

const withStroke = (kind: (stroke: Stroke) => boolean) =>
  rudiments.find(({ groove }) =>
    Object.values(groove.voices).some((line) => line.some((stroke) => stroke && kind(stroke))),
  )!;

test.describe('playing rudiments on the recorded kit', () => {
  test('a flam, a drag and a roll rudiment: each grace note sounds just before its note, from the recorded kit', async ({
    page,
  }) => {
    const clock = await fakeAudioClock(page);
    const cases = [
      withStroke((stroke) => STROKE_TABLE[stroke].graces === 1),
      withStroke((stroke) => STROKE_TABLE[stroke].graces === 2),
      withStroke((stroke) => STROKE_TABLE[stroke].roll !== undefined),
    ];
    for (const rudiment of cases) {
      await page.goto(`/rudiments/${rudiment.slug}`);
      await hydrated(page);
      const figure = page.getByRole('figure', { name: new RegExp(rudiment.groove.title) });
      const before = (await clock.sounds()).length;
      await figure.getByRole('button', { name: 'Play' }).click();
      // The first Play downloads and decodes the kit; from then on every sound is a recording.
      await kitReady(page, clock);
      const timeline = timelineOf(rudiment.groove);
      await clock.play(Math.ceil(((timeline.length * 60) / rudiment.groove.tempo) * 1100) + 200);
      await figure.getByRole('button', { name: 'Stop' }).click();
      const all = (await clock.sounds()).slice(before);
      const fromKit = all.filter((sound) => sound.source === 'sample');
      // Once the kit is in, nothing is synthesised: every sound after the first recorded one is a recording.
      const firstRecorded = all.findIndex((sound) => sound.source === 'sample');
      expect(firstRecorded, rudiment.title).toBeGreaterThanOrEqual(0);
      expect(
        all.slice(firstRecorded).every((sound) => sound.source === 'sample'),
        `${rudiment.title}: only recorded sounds`,
      ).toBe(true);
      const drums = fromKit.flatMap((sound) => (sound.sound === 'drum' ? [sound] : []));
      const mains = drums.filter((sound) => !sound.part);
      let checked = 0;
      for (const main of mains) {
        const entry = STROKE_TABLE[main.stroke];
        const mine = drums.filter(
          (sound): sound is Extract<QueuedSound, { sound: 'drum' }> =>
            sound.voice === main.voice && sound.stroke === main.stroke,
        );
        if (entry.graces) {
          const graces = mine.filter(
            (sound) => sound.part === 'grace' && sound.time < main.time && main.time - sound.time < 0.1,
          );
          expect(graces, `${rudiment.title}: ${main.stroke} at ${main.time}`).toHaveLength(entry.graces);
          expect(graces.every((grace) => grace.level < main.level)).toBe(true);
          checked += 1;
        }
        if (entry.roll) {
          const strokes = mine.filter(
            (sound) =>
              sound.part === 'roll' &&
              sound.time > main.time &&
              sound.time - main.time < (60 / rudiment.groove.tempo) * 2,
          );
          expect(strokes.length, `${rudiment.title}: ${main.stroke} at ${main.time}`).toBeGreaterThanOrEqual(1);
          checked += 1;
        }
      }
      expect(checked, `${rudiment.title} played its grace notes or rolls`).toBeGreaterThan(0);
    }
  });
});

test.describe('without the recorded kit', () => {
  test.use({ missingPaths: [KIT_URL] });

  test('the player falls back on its synthesised sounds, and tries the kit again on the next Play', async ({
    page,
  }) => {
    let asked = 0;
    await page.route(`**${KIT_URL}`, (route) => {
      asked += 1;
      return route.fulfill({ status: 404, body: '' });
    });
    const clock = await fakeAudioClock(page);
    await page.goto(`/rudiments/${rudiments[0]!.slug}`);
    await hydrated(page);
    const figure = page.getByRole('figure', { name: new RegExp(rudiments[0]!.groove.title) });
    await figure.getByRole('button', { name: 'Play' }).click();
    await clock.play(2000);
    await figure.getByRole('button', { name: 'Stop' }).click();
    const sounds = await clock.sounds();
    // Two seconds of sixteenths at 60 BPM, every one synthesised, and nothing said to the visitor.
    expect(sounds.length).toBeGreaterThan(4);
    expect(sounds.every((sound) => sound.source === 'synth')).toBe(true);
    await expect(figure.getByRole('alert')).toHaveCount(0);
    // The next Play asks for the kit again.
    const before = asked;
    expect(before).toBeGreaterThan(0);
    await figure.getByRole('button', { name: 'Play' }).click();
    await clock.play(500);
    await figure.getByRole('button', { name: 'Stop' }).click();
    expect(asked).toBeGreaterThan(before);
  });
});
