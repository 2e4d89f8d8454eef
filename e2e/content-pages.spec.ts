import { categories, home, lesson, lessonsOf, page as pageCopy } from './content';
import { expect, test } from './fixtures';

test.describe('pages are built from the content files', () => {
  test('each lessons tab shows its featured lesson as a banner and the other five as cards', async ({ page }) => {
    await page.goto('/lessons');
    for (const category of categories) {
      await page.getByRole('tab', { name: category.label }).click();
      const panel = page.getByRole('tabpanel', { name: category.label });
      const [featured, ...others] = [...lessonsOf(category.id)].sort((a, b) => Number(b.featured) - Number(a.featured));
      await expect(panel.getByTestId('featured-lesson').getByRole('heading')).toHaveText(featured!.title);
      const cards = panel.getByTestId('lesson-card');
      await expect(cards).toHaveCount(others.length);
      for (const other of others) {
        const card = cards.filter({ has: page.getByRole('heading', { name: other.title, exact: true }) });
        await expect(card).toContainText(other.description);
        await expect(card).toContainText(`${other.duration} mins`);
        await expect(card).toContainText('3 modules');
        await expect(card.getByRole('link', { name: other.title })).toHaveAttribute('href', `/lessons/${other.slug}`);
      }
    }
  });

  test('the home page tabs show the lessons home.yaml picks for each level, in order', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy('home').heading);
    for (const [level, label] of [
      ['beginner', 'Beginner'],
      ['intermediate', 'Intermediate'],
      ['advanced', 'Advanced'],
    ] as const) {
      await page.getByRole('tab', { name: label }).click();
      const titles = await page
        .getByRole('tabpanel', { name: label })
        .getByTestId('lesson-card')
        .getByRole('heading')
        .allTextContents();
      expect(titles).toEqual(home.lessonPicks[level].map((slug) => lesson(slug).title));
    }
  });
});
