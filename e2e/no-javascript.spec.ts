import { expect, test } from '@playwright/test';
import {
  categories,
  grooves,
  lessons,
  legalPages,
  metronomes,
  page as pageCopy,
  rudiments,
  studyTracks,
} from './content';

test.use({ javaScriptEnabled: false });

const PAGES = [
  { path: '/', heading: pageCopy('home').heading },
  { path: '/about', heading: pageCopy('about').heading },
  { path: '/lessons', heading: pageCopy('lessons').heading },
  { path: '/resources', heading: pageCopy('resources').heading },
  { path: '/contact', heading: pageCopy('contact').heading },
  { path: '/rudiments', heading: pageCopy('rudiments').heading },
  ...rudiments
    .filter((rudiment) => rudiment.slug === 'flam-accent')
    .map((rudiment) => ({ path: `/rudiments/${rudiment.slug}`, heading: `${rudiment.number}. ${rudiment.title}` })),
  { path: '/studies', heading: pageCopy('studies').heading },
  ...studyTracks.slice(0, 1).map(({ track, studies: [study] }) => ({
    path: `/studies/${track}/${study!.slug}`,
    heading: study!.title,
  })),
  { path: '/groove-builder', heading: pageCopy('groove-builder').heading },
  ...legalPages.map((legal) => ({ path: `/${legal.slug}`, heading: legal.title })),
  { path: `/lessons/${lessons[0]!.slug}`, heading: lessons[0]!.title },
];

test.describe('without JavaScript', () => {
  // Every page's heading and footer are checked in the built files (e2e/html/pages.test.ts); a browser shows each is also styled.
  test('every main page is readable and styled', async ({ page }) => {
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }), path).toBeVisible();
      // Styles come with the HTML (Emotion registry): the header is dark, not unstyled.
      await expect(page.locator('header').first(), path).toHaveCSS('background-color', 'rgb(28, 25, 23)');
    }
  });
});

test('the groove builder shows its first groove, a rock beat drawn at build time, and says that changing it needs JavaScript', async ({
  page,
}) => {
  await page.goto('/groove-builder');
  await expect(page.locator('p', { hasText: 'The builder needs JavaScript to change the groove.' })).toBeVisible();
  // Eighths on the hi-hat, the backbeat on the snare, 1 and 3 on the bass drum: in the grid and as notes.
  await expect(page.locator('[data-row="hihat"] [data-char]')).toHaveCount(8);
  await expect(page.locator('[data-row="snare"] [data-char]')).toHaveCount(2);
  await expect(page.locator('[data-row="kick"] [data-char]')).toHaveCount(2);
  await expect(page.locator('[data-notation] [data-step]')).toHaveCount(10);
  await expect(page.locator('[data-notation] svg').first()).toBeVisible();
});

test.describe('without JavaScript, on a phone @mobile', () => {
  test('the header shows every page link instead of a menu button that cannot work', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About Us', 'Lessons', 'Resources', 'Contact Us']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });

  test('the tall header sits above the page and scrolls away with it, covering nothing', async ({ page }) => {
    await page.goto(`/lessons/${lessons[0]!.slug}`);
    const header = page.getByRole('banner');
    const heading = page.getByRole('heading', { level: 1 });
    const bottom = async () => (await header.boundingBox())!.y + (await header.boundingBox())!.height;
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(await bottom());
    await page.mouse.wheel(0, 800);
    await expect.poll(bottom).toBeLessThanOrEqual(0);
  });
});

test.describe('without JavaScript, the practice tools', () => {
  test('a lesson says its groove and metronome need JavaScript to sound, and shows the whole grid', async ({
    page,
  }) => {
    const slug = Object.keys(metronomes).find(
      (candidate) => metronomes[candidate]!.length > 0 && (grooves[candidate]?.length ?? 0) > 0,
    )!;
    await page.goto(`/lessons/${slug}`);
    const figure = page.getByRole('main').getByRole('figure').first();
    await expect(figure.getByRole('table')).toBeVisible();
    // Playwright's text matching skips <noscript>, even where the browser shows its contents: read them directly.
    const shown = (scope: import('@playwright/test').Locator) =>
      scope
        .locator('noscript p')
        .evaluateAll((notes) => notes.filter((note) => note.checkVisibility()).map((note) => note.textContent));
    expect(await shown(figure)).toEqual([expect.stringContaining('Playing the groove needs JavaScript')]);
    expect(await shown(page.getByRole('main'))).toContainEqual(
      expect.stringContaining('The metronome needs JavaScript to make a sound'),
    );
  });
});

test.describe('without JavaScript, groove notation', () => {
  // Every groove of every lesson is drawn in the built files (e2e/html/pages.test.ts); here, one is shown, and the view choice works.
  test('a groove shows as drum notation, and the Notation / Grid / Both choice still works', async ({ page }) => {
    const [slug, list] = Object.entries(grooves).find(([, each]) => each.length > 0)!;
    const groove = list[0]!;
    await page.goto(`/lessons/${slug}`);
    const figure = page.getByRole('main').locator('figure[data-groove]').first();
    const notation = figure.locator('[data-notation]');
    await expect(notation).toBeVisible();
    await expect(notation).toHaveRole('img');
    // The layout the screen shows draws a note on every sounding step.
    const sounding = Array.from({ length: groove.steps }, (_, step) => step).filter((step) =>
      Object.values(groove.voices).some((line) => line[step]),
    );
    const drawn = await notation
      .locator('svg:visible [data-step]')
      .evaluateAll((notes) =>
        [...new Set(notes.map((note) => Number(note.getAttribute('data-step'))))].sort((a, b) => a - b),
      );
    expect(drawn).toEqual(sounding);
    await figure.getByRole('radio', { name: 'Grid' }).check();
    await expect(figure.getByRole('img', { name: /in drum notation/ })).toBeHidden();
    await expect(figure.getByRole('table')).toBeVisible();
    await figure.getByRole('radio', { name: 'Notation' }).check();
    await expect(figure.getByRole('img', { name: /in drum notation/ })).toBeVisible();
    await expect(figure.getByRole('table')).toBeHidden();
  });
});

test.describe('without JavaScript, tabbed content', () => {
  test('the lessons page shows every category and every lesson, and no search box that cannot work', async ({
    page,
  }) => {
    await page.goto('/lessons');
    await expect(page.getByRole('searchbox')).toBeHidden();
    for (const category of categories) {
      await expect(page.getByRole('heading', { name: `${category.label} lessons` })).toBeVisible();
    }
    for (const lesson of lessons) {
      await expect(page.getByRole('heading', { name: lesson.title, exact: true }).first()).toBeVisible();
    }
  });

  test('the home hero fades its picture in without JavaScript too', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.hero-background')).toHaveCSS('opacity', '1');
  });
});

test.describe('without JavaScript, on a system set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the page is dark, and the theme button that could not work is hidden', async ({ page }) => {
    await page.goto(`/lessons/${lessons[0]!.slug}`);
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(12, 10, 9)');
    await expect(page.locator('body')).toHaveCSS('color', 'rgb(245, 245, 244)');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lessons[0]!.title);
    await expect(page.getByRole('button', { name: 'Dark theme' })).toBeHidden();
  });
});
