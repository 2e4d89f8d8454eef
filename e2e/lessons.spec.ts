import { categories, learningPaths, lessons, lessonsOf, site } from './content';
import { expect, test } from './fixtures';

test.describe('the lessons page', () => {
  test('has a search box in the hero and four tabs, Beginner first', async ({ page }) => {
    await page.goto('/lessons');
    await expect(page.getByRole('searchbox', { name: 'Search lessons' })).toHaveAttribute(
      'placeholder',
      'Search lessons...',
    );
    await expect(page.getByRole('tab')).toHaveText(categories.map((category) => category.label));
    await expect(page.getByRole('tab', { name: 'Beginner' })).toHaveAttribute('aria-selected', 'true');
  });

  test('filters every tab live by title or description, ignoring case', async ({ page }) => {
    // At once, before the full-text index (e2e/lesson-search.spec.ts) arrives: it is held back here.
    await page.route('**/search-index.json', () => new Promise<void>(() => {}));
    await page.goto('/lessons');
    const search = page.getByRole('searchbox', { name: 'Search lessons' });
    // A word from one description only, typed in capitals.
    const target = lessonsOf('intermediate').find((lesson) => !lesson.featured)!;
    const word = target.title.split(' ').sort((a, b) => b.length - a.length)[0]!;
    await search.fill(word.toUpperCase());
    const expected = (category: string) =>
      lessonsOf(category).filter((lesson) =>
        `${lesson.title}\n${lesson.description}`.toLowerCase().includes(word.toLowerCase()),
      );
    for (const category of categories) {
      const matches = expected(category.id);
      const tab = page.getByRole('tab', {
        name: new RegExp(`^${category.label.replace('&', '\\&')} \\(${matches.length}\\)$`),
      });
      await tab.click();
      const panel = page.getByRole('tabpanel');
      for (const lesson of matches)
        await expect(panel.getByRole('heading', { name: lesson.title, exact: true })).toBeVisible();
      await expect(panel.getByRole('heading', { level: 4 })).toHaveCount(matches.length);
      if (matches.length === 0) {
        await expect(panel.getByText('No lessons found')).toBeVisible();
        await expect(panel.getByText('Try adjusting your search query')).toBeVisible();
      }
    }
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toContainText(word.toUpperCase());
  });

  test('shows the empty state when nothing matches and everything again when cleared', async ({ page }) => {
    await page.goto('/lessons');
    const search = page.getByRole('searchbox', { name: 'Search lessons' });
    await search.fill('xylophone quartet');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('No lessons found')).toBeVisible();
    await expect(panel.getByText('Try adjusting your search query')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Advanced (0)' })).toBeVisible();
    await search.fill('');
    // Every lesson again, and the card to the learning path after them.
    await expect(panel.getByRole('heading', { level: 4 })).toHaveCount(lessonsOf('beginner').length + 1);
    await expect(panel.getByTestId('next-step-card')).toBeVisible();
    await expect(panel.getByText('No lessons found')).toHaveCount(0);
  });

  test('matches words in descriptions, not only titles', async ({ page }) => {
    await page.goto('/lessons');
    const lesson = lessons.find((candidate) => candidate.category === 'styles' && !candidate.featured)!;
    const fragment = lesson.description.slice(10, 30);
    await page.getByRole('searchbox', { name: 'Search lessons' }).fill(fragment);
    await page.getByRole('tab', { name: /^Styles/ }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: lesson.title })).toBeVisible();
  });

  test('offers three learning paths whose View Curriculum opens their level', async ({ page }) => {
    await page.goto('/lessons');
    const cards = page.getByTestId('learning-path');
    await expect(cards).toHaveCount(3);
    for (const [index, path] of learningPaths.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading')).toHaveText(path.title);
      await expect(card).toContainText(new RegExp(`${path.weeks}\\s*weeks`));
      await expect(card.getByRole('listitem')).toHaveText(path.bullets);
    }
    expect(learningPaths.map((path) => path.weeks)).toEqual([12, 16, 20]);
    await cards
      .nth(1)
      .getByRole('link', { name: /View Curriculum/ })
      .click();
    await expect(page.getByRole('tab', { name: 'Intermediate' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Intermediate' })).toBeInViewport();
  });

  test('opens the tab an address names, on arrival and from a link to the tab already named', async ({ page }) => {
    await page.goto('/lessons#lessons-advanced');
    await expect(page.getByRole('tab', { name: 'Advanced' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Beginner' }).click();
    await page
      .getByTestId('learning-path')
      .nth(2)
      .getByRole('link', { name: /View Curriculum/ })
      .click();
    await expect(page.getByRole('tab', { name: 'Advanced' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Advanced' })).toBeInViewport();
  });

  test('ends with a newsletter sign-up', async ({ page }) => {
    await page.goto('/lessons');
    const form = page.getByRole('main').getByRole('form', { name: site.newsletter.title });
    await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
  });
});
