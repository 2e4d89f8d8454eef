import { legalPages, page } from './content';
import { expect, test } from './fixtures';

const MAIN_PAGES = [
  { path: '/', slug: 'home' },
  { path: '/about', slug: 'about' },
  { path: '/lessons', slug: 'lessons' },
  { path: '/resources', slug: 'resources' },
  { path: '/contact', slug: 'contact' },
];

test.describe('every route of the site', () => {
  for (const { path, slug } of MAIN_PAGES) {
    test(`${path} answers 200 with its heading from content/pages/${slug}.yaml`, async ({ page: browser }) => {
      const copy = page(slug);
      const response = await browser.goto(path);
      expect(response?.status()).toBe(200);
      await expect(browser.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
      await expect(browser).toHaveTitle(slug === 'home' ? copy.title : new RegExp(`^${copy.title} \\| `));
      await expect(browser.locator('meta[name="description"]')).toHaveAttribute('content', copy.description);
    });
  }

  for (const legal of legalPages) {
    test(`/${legal.slug} answers 200 with the text of content/legal/${legal.slug}.md`, async ({ page: browser }) => {
      const response = await browser.goto(`/${legal.slug}`);
      expect(response?.status()).toBe(200);
      await expect(browser.getByRole('heading', { level: 1 })).toHaveText(legal.title);
      // Sections of the Markdown become real headings, not text with hashes.
      expect(await browser.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(2);
      await expect(browser.getByRole('main')).not.toContainText('## ');
    });
  }
});

test.describe('an unknown address', () => {
  test.use({ missingPaths: ['/no-such-page/here'] });

  test('gets the 404 page with status 404, a console note of the path and two ways back', async ({ page: browser }) => {
    const warnings: string[] = [];
    browser.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await browser.goto('/no-such-page/here');
    expect(response?.status()).toBe(404);
    await expect(browser.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(browser.getByText("The page you're looking for doesn't exist or has been moved. Let's get you back on track.")).toBeVisible();
    await expect.poll(() => warnings).toContainEqual(expect.stringContaining('/no-such-page/here'));

    await browser.getByRole('link', { name: 'Explore Lessons' }).click();
    await expect(browser).toHaveURL(/\/lessons$/);
    await browser.goBack();
    await browser.getByRole('link', { name: 'Return to Home' }).click();
    await expect(browser).toHaveURL(/\/$/);
    await expect(browser.getByRole('heading', { level: 1 })).toHaveText(page('home').heading);
  });
});

test.describe('for search engines @desktop', () => {
  test('sitemap.xml lists every page at the site address and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const base = process.env.SITE_URL ?? (await import('./content')).site.url;
    for (const path of [...MAIN_PAGES.map((entry) => entry.path), ...legalPages.map((legal) => `/${legal.slug}`)]) {
      expect(sitemap).toContain(`<loc>${new URL(path, base).toString()}</loc>`);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', base).toString()}`);
  });
});
