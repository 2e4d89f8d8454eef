import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { grooves, lessons } from './content';
import { expect, test } from './fixtures';

const withGroove = Object.keys(grooves).find((slug) => grooves[slug]!.length > 0)!;
const PAGES = [...new Set(['/', '/about', '/lessons', '/resources', '/contact', '/privacy', '/terms', `/lessons/${lessons[0]!.slug}`, `/lessons/${withGroove}`, '/metronome', '/offline'])];

/** WCAG 2.2 A and AA, as axe-core can check them automatically. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  // Third-party frames are other sites' content, and cannot load here anyway.
  const results = await new AxeBuilder({ page }).withTags(TAGS).exclude('iframe').analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('accessibility (axe-core)', () => {
  for (const path of PAGES) {
    test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
      expect(await violations(page, path)).toEqual([]);
    });
  }

  // Contrast is a property of the colours, not of the screen's width: one viewport is enough.
  test.describe('in the dark theme @desktop', () => {
    test.use({ colorScheme: 'dark' });

    for (const path of PAGES) {
      test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
        expect(await violations(page, path)).toEqual([]);
      });
    }
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the open donation pop-up has no violations in the ${colorScheme} theme${colorScheme === 'dark' ? ' @desktop' : ''}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/about');
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.getByRole('banner').getByRole('link', { name: 'Donate' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(400);
      const results = await new AxeBuilder({ page }).withTags(TAGS).include('#donation-dialog').analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});
