import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { chunkHolding, ON_DEMAND_CHUNKS } from '../scripts/build-service-worker';
import { axeViolations, coloursSettled } from './axe';
import { categories, instructors, lessons, lessonsOf, page as pageCopy, words } from './content';
import { expect, hydrated, test } from './fixtures';

const root = path.resolve(import.meta.dirname, '..');
const INDEX = '/search-index.json';

/** The script chunk holding MiniSearch, so the request log can tell whether the search code was fetched. */
const searchChunk = `/${chunkHolding(path.join(root, 'out'), ON_DEMAND_CHUNKS['lesson search'])}`;

/**
 * A lesson's words as its file holds them, without its picture (file name and description: what the
 * picture shows, not what the lesson teaches) and with the names its ids stand for, as the lesson
 * page shows them. Everything else counts: title, description, modules, level, the text, and its
 * grooves as the page shows them (a groove's title, and its sticking line in a row named Sticking), not
 * the attribute names of their tags.
 */
const lessonText = Object.fromEntries(
  lessons.map((lesson) => {
    const file = readFileSync(path.join(root, 'content/lessons', `${lesson.slug}.mdx`), 'utf8');
    const withoutPicture = file.replace(/^(image|imageAlt):.*$/gm, '');
    // A practice tool's tag as the page shows it: a groove's title, and its sticking in a row named Sticking.
    const asShown = withoutPicture.replace(/<[A-Z]\w*\b([^>]*?)\/>/gs, (_tag, attributes: string) => {
      const title = /\btitle="([^"]*)"/.exec(attributes)?.[1] ?? '';
      const sticking = /\bsticking="([^"]*)"/.exec(attributes)?.[1];
      return `\n${title}\n${sticking ? `Sticking ${sticking}\n` : ''}`;
    });
    const category = categories.find((candidate) => candidate.id === lesson.category)!.label;
    const instructor = instructors.find((candidate) => candidate.id === lesson.instructor)?.name ?? '';
    return [lesson.slug, `${asShown}\n${category}\n${instructor}`];
  }),
);

const mentions = (slug: string, word: string) => lessonText[slug]!.toLowerCase().includes(word.toLowerCase());
/** A word of the lesson starts with `word` (what the full-text search matches). */
const hasWordStarting = (slug: string, word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${word}`, 'iu').test(lessonText[slug]!);
const inTitleOrDescription = (slug: string, word: string) => {
  const lesson = lessons.find((candidate) => candidate.slug === slug)!;
  return `${lesson.title}\n${lesson.description}`.toLowerCase().includes(word.toLowerCase());
};

/** Every request the page makes, by path, in order. */
function requestLog(page: Page) {
  const log: string[] = [];
  page.on('request', (request: Request) => log.push(new URL(request.url()).pathname));
  return log;
}

const searchbox = (page: Page) => page.getByRole('searchbox', { name: words.lessons.searchLabel });
const tabName = (label: string, count: number) => new RegExp(`^${label.replace('&', '\\&')} \\(${count}\\)$`);

/** The lessons each tab shows (their titles), tab by tab, with the snippet shown under each if any. */
async function shownLessons(page: Page) {
  const shown: { title: string; snippet: string | null; marked: string[] }[] = [];
  for (const category of categories) {
    await page.getByRole('tab', { name: new RegExp(`^${category.label.replace('&', '\\&')}`) }).click();
    const panel = page.getByRole('tabpanel', { name: new RegExp(`^${category.label.replace('&', '\\&')}`) });
    for (const heading of await panel.getByRole('heading', { level: 4 }).all()) {
      // A card's cell (or the featured banner's box): the card, then the snippet if there is one.
      const cell = heading.locator(
        'xpath=ancestor::*[@data-testid="lesson-card" or @data-testid="featured-lesson"]/..',
      );
      const snippet = cell.getByTestId('search-snippet');
      const hasSnippet = (await snippet.count()) > 0;
      shown.push({
        title: (await heading.textContent())!.trim(),
        snippet: hasSnippet ? await snippet.textContent() : null,
        marked: hasSnippet ? await snippet.locator('mark').allTextContents() : [],
      });
    }
  }
  return shown;
}

test.describe('the full-text lesson search', () => {
  for (const word of ['sticking', 'flam', 'triplet']) {
    test(`"${word}" finds every lesson whose text mentions it, each found by its text with a snippet`, async ({
      page,
    }) => {
      const log = requestLog(page);
      await page.goto('/lessons');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(log, 'nothing of the search before the first keystroke').not.toContain(INDEX);
      expect(log).not.toContain(searchChunk);

      // The first keystroke fetches both, side by side: either may arrive first.
      const indexArrived = page.waitForResponse((response) => new URL(response.url()).pathname === INDEX);
      const codeArrived = page.waitForResponse((response) => new URL(response.url()).pathname === searchChunk);
      await searchbox(page).pressSequentially(word);
      expect((await indexArrived).headers()['content-type']).toMatch(/^application\/json/);
      expect((await codeArrived).ok()).toBe(true);
      expect(log).toContain(searchChunk);
      expect(
        log.filter((entry) => entry === INDEX),
        'the index is fetched once',
      ).toHaveLength(1);

      const mentioning = lessons.filter((lesson) => mentions(lesson.slug, word));
      expect(mentioning.length, `lessons mentioning "${word}"`).toBeGreaterThan(1);
      // What may show: a title or description holding the text, or a word of the lesson starting with it.
      const expected = lessons.filter(
        (lesson) => inTitleOrDescription(lesson.slug, word) || hasWordStarting(lesson.slug, word),
      );
      await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(
        `${expected.length} lessons match “${word}”`,
      );
      for (const category of categories) {
        const count = expected.filter((lesson) => lesson.category === category.id).length;
        await expect(page.getByRole('tab', { name: tabName(category.label, count) })).toBeVisible();
      }

      const shown = await shownLessons(page);
      const titles = shown.map((lesson) => lesson.title);
      for (const lesson of mentioning) expect(titles, `${lesson.slug} mentions "${word}"`).toContain(lesson.title);
      expect(titles.toSorted()).toEqual(expected.map((lesson) => lesson.title).toSorted());
      for (const result of shown) {
        const lesson = lessons.find((candidate) => candidate.title === result.title)!;
        if (inTitleOrDescription(lesson.slug, word)) continue;
        expect(result.snippet, `${lesson.slug} is found by its text: a snippet says where`).not.toBeNull();
        expect(result.marked.length, `${lesson.slug}: the matched word is marked`).toBeGreaterThan(0);
        for (const marked of result.marked) expect(marked.toLowerCase()).toMatch(new RegExp(`^${word}`));
      }
      // Some of them only by their text: the search finds more than titles and descriptions.
      expect(shown.filter((result) => result.snippet !== null).length).toBeGreaterThan(0);
    });
  }

  test('shows titles and descriptions at once, then joins what the text matches when the index arrives', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${INDEX}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/lessons');
    await hydrated(page);
    await searchbox(page).fill('flam');
    const byTitle = lessons.filter((lesson) => inTitleOrDescription(lesson.slug, 'flam'));
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(
      `${byTitle.length} ${byTitle.length === 1 ? 'lesson matches' : 'lessons match'} “flam”`,
    );
    await expect(page.getByTestId('search-snippet')).toHaveCount(0);
    release();
    const all = lessons.filter(
      (lesson) => inTitleOrDescription(lesson.slug, 'flam') || hasWordStarting(lesson.slug, 'flam'),
    );
    expect(all.length).toBeGreaterThan(byTitle.length);
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(
      `${all.length} lessons match “flam”`,
    );
  });

  test('a search that matches nothing shows "No lessons found" in every tab', async ({ page }) => {
    await page.goto('/lessons');
    await hydrated(page);
    const indexArrived = page.waitForResponse((response) => new URL(response.url()).pathname === INDEX);
    await searchbox(page).fill('zyzzyva quintuplets');
    await indexArrived;
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(
      '0 lessons match “zyzzyva quintuplets”',
    );
    for (const category of categories) {
      await page.getByRole('tab', { name: tabName(category.label, 0) }).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByText(words.lessons.noResultsTitle)).toBeVisible();
      await expect(panel.getByText(words.lessons.noResultsText)).toBeVisible();
      await expect(panel.getByRole('heading', { level: 4 })).toHaveCount(0);
    }
  });

  test('a damaged index leaves the title and description filter working, and says so quietly', async ({ page }) => {
    await page.route(`**${INDEX}`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"not":"an index"}' }),
    );
    await page.goto('/lessons');
    await hydrated(page);
    const target = lessonsOf('advanced').find((lesson) => !lesson.featured)!;
    await searchbox(page).fill(target.title);
    await expect(page.getByText(words.lessons.searchUnavailable)).toBeVisible();
    await page.getByRole('tab', { name: /^Advanced/ }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: target.title, exact: true })).toBeVisible();
    await searchbox(page).fill('');
    await expect(page.getByText(words.lessons.searchUnavailable)).toBeHidden();
  });

  test.describe('without a network for the index', () => {
    // The browser itself reports the failed request; the page adds nothing to the console.
    test.use({ missingPaths: [INDEX] });

    test('the title and description filter keeps working', async ({ page }) => {
      await page.route(`**${INDEX}`, (route) => route.abort('internetdisconnected'));
      await page.goto('/lessons');
      await hydrated(page);
      const target = lessonsOf('beginner').find((lesson) => !lesson.featured)!;
      await searchbox(page).fill(target.title.toUpperCase());
      await expect(page.getByText(words.lessons.searchUnavailable)).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('heading', { name: target.title, exact: true })).toBeVisible();
      const count = lessonsOf('beginner').filter((lesson) => inTitleOrDescription(lesson.slug, target.title)).length;
      await expect(page.getByRole('tab', { name: tabName(categories[0]!.label, count) })).toBeVisible();
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header link leads to the catalogue, every lesson listed, past the box that cannot work', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: words.header.search }).click();
    await expect(page).toHaveURL(/\/lessons#search$/);
    await expect(page.getByRole('searchbox')).toBeHidden();
    const catalogue = pageCopy('lessons').sections!.find((section) => section.id === 'catalogue')!;
    await expect(page.getByRole('heading', { level: 2, name: catalogue.title })).toBeInViewport();
    // Scrolled down to the hero's end, where the box would be.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.getByTestId('lesson-card')).toHaveCount(lessons.filter((lesson) => !lesson.featured).length);
  });
});

test.describe('search results and the header link meet WCAG A/AA (axe-core)', () => {
  test('in the light and the dark theme', async ({ page }) => {
    await page.goto('/lessons');
    await hydrated(page);
    await searchbox(page).fill('flam');
    await expect(page.getByTestId('search-snippet').first()).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      // Colours that fade with the theme have reached it before contrast is measured.
      await coloursSettled(page);
      expect(await axeViolations(page, ['#lesson-catalogue', 'header']), colorScheme).toEqual([]);
    }
  });
});

test.describe('reaching the search from any page', () => {
  test('the header links to the search box, and following it puts the cursor there @both', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    const link = page.getByRole('banner').getByRole('link', { name: words.header.search });
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(Math.min(box.width, box.height), 'a target of 24 px or more').toBeGreaterThanOrEqual(24);
    await link.click();
    await expect(page).toHaveURL(/\/lessons#search$/);
    await expect(searchbox(page)).toBeFocused();
    await expect(searchbox(page)).toBeInViewport();
    // Followed again while on the lessons page (no new page, no hashchange): the cursor goes back to the box.
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await link.click();
    await expect(searchbox(page)).toBeFocused();
  });

  test('the / key goes to the search box from another page, and focuses it on the lessons page', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await page.keyboard.press('/');
    await expect(page).toHaveURL(/\/lessons#search$/);
    await expect(searchbox(page)).toBeFocused();
    // The key that brought the visitor here is not typed into the box.
    await expect(searchbox(page)).toHaveValue('');
    await page.getByRole('tab', { name: 'Intermediate' }).focus();
    await page.keyboard.press('/');
    await expect(searchbox(page)).toBeFocused();
    await expect(searchbox(page)).toHaveValue('');
  });

  test('/ typed in a text box is a character; / with a modifier, or in a dialog, is left alone', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    const email = page.getByRole('textbox', { name: 'Email address' }).first();
    await email.fill('drums');
    await email.press('/');
    await expect(email).toHaveValue('drums/');
    await expect(email).toBeFocused();
    await expect(page).toHaveURL(/\/about$/);
    await page.locator('body').press('Control+/');
    await expect(page).toHaveURL(/\/about$/);
    // Nor does it leave an open dialog (the donation pop-up) for a page behind it.
    await page.getByRole('banner').getByRole('link', { name: 'Donate' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('/');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveURL(/\/about(#donate)?$/);

    await page.goto('/lessons');
    await hydrated(page);
    await searchbox(page).fill('ghost');
    await searchbox(page).press('/');
    await expect(searchbox(page)).toHaveValue('ghost/');
  });

  test('the / key can be turned off under the search box: off on every page and after a reload, until turned on again', async ({
    page,
  }) => {
    await page.goto('/lessons');
    await hydrated(page);
    const shortcut = page.getByRole('checkbox', { name: words.lessons.searchShortcut });
    await expect(shortcut).toBeChecked();
    await shortcut.uncheck();
    await page.goto('/about');
    await hydrated(page);
    // Nothing happens: no listener takes the key (it is not default-prevented), and the page stays.
    await page.evaluate(() =>
      document.addEventListener(
        'keydown',
        (event) => setTimeout(() => document.body.setAttribute('data-slash-taken', String(event.defaultPrevented))),
        { once: true },
      ),
    );
    await page.keyboard.press('/');
    await expect(page.locator('body')).toHaveAttribute('data-slash-taken', 'false');
    await expect(page).toHaveURL(/\/about$/);
    // Still off after a reload (kept on the device), and shown off where it is switched.
    await page.goto('/lessons');
    await hydrated(page);
    await expect(shortcut).not.toBeChecked();
    await page.getByRole('tab', { name: 'Intermediate' }).focus();
    await page.keyboard.press('/');
    await expect(searchbox(page)).not.toBeFocused();

    await shortcut.check();
    await page.goto('/about');
    await hydrated(page);
    await page.keyboard.press('/');
    await expect(page).toHaveURL(/\/lessons#search$/);
    await expect(searchbox(page)).toBeFocused();
  });

  test('by keyboard alone: the header link, typing, the tabs with arrow keys, and a found lesson', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    const link = page.getByRole('banner').getByRole('link', { name: words.header.search });
    for (
      let presses = 0;
      presses < 10 && !(await link.evaluate((element) => element === document.activeElement));
      presses += 1
    )
      await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(searchbox(page)).toBeFocused();
    await page.keyboard.type('triplet');
    const found = lessons.filter(
      (lesson) => inTitleOrDescription(lesson.slug, 'triplet') || hasWordStarting(lesson.slug, 'triplet'),
    );
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(
      `${found.length} lessons match “triplet”`,
    );

    const selected = page.getByRole('tab', { selected: true });
    for (
      let presses = 0;
      presses < 10 && !(await selected.evaluate((element) => element === document.activeElement));
      presses += 1
    )
      await page.keyboard.press('Tab');
    await expect(selected).toBeFocused();
    // Arrow keys move along the tabs to the first that found something.
    const firstWithResults = categories.find((category) => found.some((lesson) => lesson.category === category.id))!;
    for (let presses = 0; presses < categories.indexOf(firstWithResults); presses += 1)
      await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { selected: true })).toHaveText(
      new RegExp(`^${firstWithResults.label.replace('&', '\\&')}`),
    );
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
    await page.keyboard.press('Tab');
    const lesson = await page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(
      found.filter((candidate) => candidate.category === firstWithResults.id).map((candidate) => candidate.title),
    ).toContain(lesson);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lesson!);
  });
});
