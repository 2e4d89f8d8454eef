import { expect, hydrated, test } from './fixtures';
import { site } from './content';

const NAV = [
  { name: 'Home', path: '/' },
  { name: 'About Us', path: '/about' },
  { name: 'Lessons', path: '/lessons' },
  { name: 'Practice', path: '/practice' },
  { name: 'Resources', path: '/resources' },
  { name: 'Contact Us', path: '/contact' },
];

/** Alpha of the header's computed background colour: 1 is opaque. */
async function headerBackgroundAlpha(page: import('@playwright/test').Page) {
  return page
    .locator('header')
    .first()
    .evaluate((header) => {
      const colour = getComputedStyle(header).backgroundColor;
      const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
      return parts.length === 4 ? parts[3] : 1;
    });
}

test.describe('the header', () => {
  test('stays fixed at the top and turns translucent only past 10 px of scrolling @both', async ({ page }) => {
    await page.goto('/privacy');
    const header = page.locator('header').first();
    await expect(header).toHaveCSS('position', 'fixed');
    expect(await headerBackgroundAlpha(page)).toBe(1);

    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(await headerBackgroundAlpha(page)).toBe(1);

    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(() => headerBackgroundAlpha(page)).toBeLessThan(1);
    expect(await header.boundingBox()).toMatchObject({ y: 0 });

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('shows the site name linking home and a Donate button to #donate @both', async ({ page }) => {
    await page.goto('/about');
    const home = page.getByRole('banner').getByRole('link', { name: site.name });
    await expect(home).toHaveAttribute('href', '/');
    const donate = page.getByRole('banner').getByRole('link', { name: 'Donate' });
    await expect(donate).toHaveAttribute('href', '#donate');
    await expect(page.locator('#donate')).toHaveCount(1);
  });

  test("links to the five main pages and today's practice, marks the current one, and fetches a page's data only as the visitor reaches for its link", async ({
    page,
  }) => {
    // The pages whose data the router fetched (`/about/__next…txt?_rsc=…` is /about's).
    const fetched = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) fetched.add(url.pathname.replace(/\/?__next[^/]*$/, '') || '/');
    });
    await page.goto('/privacy');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Contact Us', exact: true })).toBeInViewport();
    expect(NAV.filter(({ path }) => fetched.has(path))).toEqual([]);
    await nav.getByRole('link', { name: 'About Us', exact: true }).hover();
    await expect.poll(() => fetched.has('/about')).toBe(true);
    expect(fetched.has('/contact')).toBe(false);
    for (const { name, path } of NAV) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}$`));
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });
});

test('keeps the name, every link, search, theme and Donate on one row from 1024 px wide', async ({ page }) => {
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/about');
    const banner = page.getByRole('banner');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden();
    const row = await Promise.all(
      [
        banner.getByRole('link', { name: site.name }),
        ...NAV.map(({ name }) => nav.getByRole('link', { name, exact: true })),
        banner.getByRole('link', { name: 'Search lessons' }),
        banner.getByRole('button', { name: 'Dark theme' }),
        banner.getByRole('link', { name: 'Donate' }),
      ].map(async (item) => (await item.boundingBox())!),
    );
    const tops = row.map((box) => Math.round(box.y + box.height / 2));
    expect(new Set(tops).size, `${width} px: centres at ${tops.join(', ')}`).toBe(1);
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(64);
  }
});

test.describe('the mobile menu @mobile', () => {
  test('is closed at first, opens with the toggle and closes when a page is chosen', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const lessons = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lessons', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(lessons).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(lessons).toBeVisible();

    await lessons.click();
    await expect(page).toHaveURL(/\/lessons$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lessons', exact: true }),
    ).toBeHidden();
  });

  test('closes on Escape and gives focus back to the toggle', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('toggles closed again with a second press', async ({ page }) => {
    await page.goto('/contact');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources' })).toBeHidden();
  });

  test('keeps the name, search, theme, Donate and Menu on one row, from a 320 px wide phone to a tablet', async ({
    page,
  }) => {
    for (const width of [320, 360, 375, 768, 1023]) {
      await page.setViewportSize({ width, height: 640 });
      await page.goto('/about');
      const banner = page.getByRole('banner');
      const row = await Promise.all(
        [
          banner.getByRole('link', { name: site.name }),
          banner.getByRole('link', { name: 'Search lessons' }),
          banner.getByRole('button', { name: 'Dark theme' }),
          banner.getByRole('link', { name: 'Donate' }),
          banner.getByRole('button', { name: 'Menu' }),
        ].map(async (item) => (await item.boundingBox())!),
      );
      const tops = row.map((box) => Math.round(box.y + box.height / 2));
      expect(new Set(tops).size, `${width} px: centres at ${tops.join(', ')}`).toBe(1);
      expect(row.at(-1)!.x + row.at(-1)!.width).toBeLessThanOrEqual(width);
      expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(64);
    }
  });

  /** Opens the menu and reads the keyframes of the animations started on it, by property. */
  async function openingKeyframes(page: import('@playwright/test').Page) {
    return page.evaluate(async () => {
      const toggle = document.querySelector<HTMLButtonElement>('.site-menu-toggle')!;
      const menu = document.getElementById('site-menu')!;
      if (toggle.getAttribute('aria-expanded') === 'true') toggle.click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      toggle.click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const keyframes = menu
        .getAnimations()
        .flatMap((animation) => (animation.effect as KeyframeEffect).getKeyframes());
      const values = (property: string) =>
        keyframes.map((frame) => frame[property]).filter((value) => value !== undefined);
      return { opacity: values('opacity'), transform: values('transform') };
    });
  }

  test('slides in with framer-motion once its small animation code has arrived', async ({ page }) => {
    await page.goto('/about');
    // Reaching for the toggle fetches the animation code; the first opening may beat it.
    await page.getByRole('button', { name: 'Menu' }).hover();
    await expect
      .poll(() => openingKeyframes(page))
      .toEqual({ opacity: ['0', '1'], transform: ['translateY(-8px)', 'translateY(0px)'] });
  });

  test('only fades for visitors who ask for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).hover();
    await expect.poll(() => openingKeyframes(page)).toEqual({ opacity: ['0', '1'], transform: [] });
  });
});

test.describe('keyboard users', () => {
  test('can skip past the header to the main content', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});
