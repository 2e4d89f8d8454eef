import { legalPages, lessons, page } from './content';
import { expect, test } from './fixtures';

const MAIN_PAGES = ['/', '/about', '/lessons', '/resources', '/contact'];

// Each page's heading, title and description are checked in the built files (e2e/html/pages.test.ts); here, that the server answers.
test.describe('every route of the site', () => {
  test('answers 200 at its clean address', async ({ request }) => {
    for (const path of [
      ...MAIN_PAGES,
      ...legalPages.map((legal) => `/${legal.slug}`),
      '/metronome',
      '/offline',
      `/lessons/${lessons[0]!.slug}`,
    ]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    // Each page's share picture is checked in the files (e2e/html); the server says what it is.
    const picture = await request.get('/opengraph-image');
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
  });
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
    await expect(
      browser.getByText("The page you're looking for doesn't exist or has been moved. Let's get you back on track."),
    ).toBeVisible();
    await expect.poll(() => warnings).toContainEqual(expect.stringContaining('/no-such-page/here'));

    await browser.getByRole('link', { name: 'Explore Lessons' }).click();
    await expect(browser).toHaveURL(/\/lessons$/);
    await browser.goBack();
    await browser.getByRole('link', { name: 'Return to Home' }).click();
    await expect(browser).toHaveURL(/\/$/);
    await expect(browser.getByRole('heading', { level: 1 })).toHaveText(page('home').heading);
  });
});
