import { expect, test } from './fixtures';
import { home, lessons, page as pageCopy } from './content';

test.describe('pages are built from the content files', () => {
  test('the lessons page lists every lesson file with its title, length and modules', async ({ page }) => {
    await page.goto('/lessons');
    const cards = page.getByTestId('lesson-card');
    await expect(cards).toHaveCount(lessons.length);
    for (const lesson of lessons) {
      const card = cards.filter({ has: page.getByRole('heading', { name: lesson.title, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(lesson.description);
      await expect(card).toContainText(`${lesson.duration} mins`);
      await expect(card).toContainText(`${lesson.modules.length} modules`);
      await expect(card.getByRole('link', { name: lesson.title })).toHaveAttribute('href', `/lessons/${lesson.slug}`);
    }
  });

  test('the home page shows the lessons home.yaml picks for each level, in order', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#lessons');
    const titles = await section.getByTestId('lesson-card').getByRole('heading').allTextContents();
    const picked = [...home.lessonPicks.beginner, ...home.lessonPicks.intermediate, ...home.lessonPicks.advanced].map(
      (slug) => lessons.find((lesson) => lesson.slug === slug)?.title,
    );
    expect(titles).toEqual(picked);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy('home').heading);
  });
});
