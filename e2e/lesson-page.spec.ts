import { categories, drumKeys, grooves, instructors, lessons, lessonsOf, metronomes } from './content';
import { expect, hydrated, test } from './fixtures';

test.describe('a lesson page', () => {
  test('is reached from its card and shows the lesson: level, length, modules, instructor, text', async ({ page }) => {
    const [first] = lessonsOf('intermediate').filter((candidate) => !candidate.featured);
    await page.goto('/lessons');
    await page.getByRole('tab', { name: 'Intermediate' }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: first!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/lessons/${first!.slug}$`));
    await expect(page).toHaveTitle(new RegExp(`^${first!.title} \\| `));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(first!.title);
    await expect(main).toContainText(first!.level);
    await expect(main).toContainText(`${first!.duration} mins`);
    await expect(main.getByRole('complementary', { name: 'Lesson overview' }).getByRole('listitem')).toHaveText(
      first!.modules,
    );
    const teacher = instructors.find((instructor) => instructor.id === first!.instructor)!;
    await expect(main).toContainText(`Taught by ${teacher.name}`);
    for (const heading of ['Goal', 'What to practice', 'How to know you have it']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    // One title and one description, the lesson's. A link followed before the list page's head tags hydrated
    // used to leave them beside the lesson's; the page now removes such leftovers, which stand in for them here.
    await page.evaluate(() =>
      document.head.append(
        Object.assign(document.createElement('title'), { textContent: 'Drum Lessons | Backbeat' }),
        Object.assign(document.createElement('meta'), { name: 'description', content: 'All the lessons' }),
      ),
    );
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', first!.description);
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(`^${first!.title} \\| `));
    // Next within the same category.
    const inOrder = lessonsOf('intermediate');
    const next = inOrder[inOrder.findIndex((candidate) => candidate.slug === first!.slug) + 1]!;
    await main.getByRole('link', { name: new RegExp(`Next lesson ${next.title}`) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title);
  });

  test('badges the level once: a beginner lesson says Beginner, a styles lesson its level and its category', async ({
    page,
  }) => {
    const [beginner] = lessonsOf('beginner');
    await page.goto(`/lessons/${beginner!.slug}`);
    await expect(page.locator('[data-lesson-badges]')).toHaveText(beginner!.level);
    const [styles] = lessonsOf('styles');
    await page.goto(`/lessons/${styles!.slug}`);
    await expect(page.locator('[data-lesson-badges] > *')).toHaveText([
      styles!.level,
      categories.find((category) => category.id === 'styles')!.label,
    ]);
  });

  test('the first lesson of a category has no previous link, the last no next link', async ({ page }) => {
    const inOrder = lessonsOf('advanced');
    await page.goto(`/lessons/${inOrder[0]!.slug}`);
    await expect(page.getByRole('link', { name: /Previous lesson/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: new RegExp(`Next lesson ${inOrder[1]!.title}`) })).toBeVisible();
    await page.goto(`/lessons/${inOrder.at(-1)!.slug}`);
    await expect(page.getByRole('link', { name: /Next lesson/ })).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: new RegExp(`Previous lesson ${inOrder.at(-2)!.title}`) }),
    ).toBeVisible();
  });

  test.describe('on paper', () => {
    test('prints as a lesson plan: title, modules and text in black on white, no header, footer, pop-up or navigation', async ({
      page,
    }) => {
      const lesson = lessonsOf('beginner')[0]!;
      await page.goto(`/lessons/${lesson.slug}`);
      // The pop-up, open when the visitor prints, stays off the paper too.
      await hydrated(page);
      await page.getByRole('banner').getByRole('link', { name: 'Donate' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      for (const screenOnly of [
        page.getByRole('banner'),
        page.getByRole('contentinfo'),
        page.getByRole('dialog'),
        page.getByRole('navigation', { name: /^More .* lessons$/ }),
        page.getByRole('link', { name: 'All lessons' }),
      ]) {
        await expect(screenOnly).toBeHidden();
      }
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(lesson.title);
      await expect(main.getByRole('complementary', { name: 'Lesson overview' }).getByRole('listitem')).toHaveText(
        lesson.modules,
      );
      await expect(main.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(0, 0, 0)');
      // The title band is dark on screen; on paper it is not filled.
      const band = main.locator('article > div').first();
      await expect(band).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      await expect(main).toHaveCSS('padding-top', '0px');
    });

    test('keeps the grooves, in notation, and leaves the practice controls off the paper', async ({ page }) => {
      const slug = Object.keys(metronomes).find(
        (candidate) => metronomes[candidate]!.length > 0 && (grooves[candidate]?.length ?? 0) > 0,
      )!;
      await page.goto(`/lessons/${slug}`);
      await hydrated(page);
      await page.emulateMedia({ media: 'print' });
      const main = page.getByRole('main');
      await expect(main.locator('figure[data-groove]')).toHaveCount(grooves[slug]!.length);
      for (const notation of await main.locator('figure[data-groove] [data-notation]').all())
        await expect(notation).toBeVisible();
      // The grid is for the screen only: on paper it would have to scroll.
      await expect(main.locator('figure[data-groove] table:visible')).toHaveCount(0);
      await expect(main.getByRole('group', { name: 'Metronome' })).toBeHidden();
      await expect(main.getByRole('link', { name: 'Open the metronome on its own page' })).toBeHidden();
      await expect(main.getByRole('button', { name: /^(Start|Play)$/ })).toHaveCount(0);
    });

    test('fits every lesson on one or two A4 pages, and a page more for every twelve bars of grooves (each groove counting four more, a drum key twelve)', async ({
      page,
    }) => {
      test.slow();
      for (const lesson of lessons) {
        await page.goto(`/lessons/${lesson.slug}`);
        const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
        const pages = Number(
          /\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/.exec(pdf)?.[1] ?? /\/Count\s+(\d+)/.exec(pdf)?.[1],
        );
        // Two bars a line on paper, about six lines of music to a page besides the text; a groove's title, frame and
        // the space round it take about as much room as four bars, the drum key (25 drums and marks) as a page of them.
        const list = grooves[lesson.slug] ?? [];
        const bars =
          list.reduce((sum, groove) => sum + groove.bars, 0) + 4 * list.length + 12 * (drumKeys[lesson.slug] ?? 0);
        expect(pages, `${lesson.slug} printed on ${pages} pages`).toBeGreaterThanOrEqual(1);
        expect(pages, `${lesson.slug} printed on ${pages} pages, with ${list.length} grooves`).toBeLessThanOrEqual(
          2 + Math.floor(bars / 12),
        );
      }
    });
  });

  test.describe('an unknown lesson', () => {
    test.use({ missingPaths: ['/lessons/how-to-play-the-triangle'] });

    test('is the 404 page', async ({ page }) => {
      const response = await page.goto('/lessons/how-to-play-the-triangle');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    });
  });
});
