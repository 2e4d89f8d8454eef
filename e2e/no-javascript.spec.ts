import { expect, test } from '@playwright/test';
import { legalPages, page as pageCopy } from './content';

test.use({ javaScriptEnabled: false });

const PAGES = [
  { path: '/', heading: pageCopy('home').heading },
  { path: '/about', heading: pageCopy('about').heading },
  { path: '/lessons', heading: pageCopy('lessons').heading },
  { path: '/resources', heading: pageCopy('resources').heading },
  { path: '/contact', heading: pageCopy('contact').heading },
  ...legalPages.map((legal) => ({ path: `/${legal.slug}`, heading: legal.title })),
];

test.describe('without JavaScript', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} is readable and styled`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
      // Styles come with the HTML (Emotion registry): the header is dark, not unstyled.
      await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgb(28, 25, 23)');
    });
  }
});
