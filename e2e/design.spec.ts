import type { Locator, Page } from '@playwright/test';
import { categories, lessonsOf, site, words } from './content';
import { expect, hydrated, test } from './fixtures';
import { contrast, drawnPixels } from './pixels';

/** The X of the menu button and the colour it sits on (the button's fill over the header's). */
async function toggleColours(toggle: Locator) {
  return toggle.evaluate((button) => {
    const rgba = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const [r = 0, g = 0, b = 0, a = 1] = rgba(getComputedStyle(button).backgroundColor);
    const [hr = 0, hg = 0, hb = 0] = rgba(getComputedStyle(button.closest('header')!).backgroundColor);
    const behind = [r * a + hr * (1 - a), g * a + hg * (1 - a), b * a + hb * (1 - a)];
    const icon = rgba(getComputedStyle(button.querySelector('svg')!).color).slice(0, 3);
    return { icon, behind };
  });
}

test.describe('on a 375 px phone @mobile', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the open menu keeps the header row in place, shows its close button clearly and dims the page (${colorScheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      await hydrated(page);
      const banner = page.getByRole('banner');
      const name = banner.getByRole('link', { name: site.name });
      const toggle = banner.getByRole('button', { name: 'Menu' });
      const before = [(await name.boundingBox())!, (await toggle.boundingBox())!];

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const after = [(await name.boundingBox())!, (await toggle.boundingBox())!];
      expect(after.map((box) => box.y)).toEqual(before.map((box) => box.y));

      // The hover style is not what a finger leaves behind: measure with the pointer away.
      await page.mouse.move(5, 700);
      const { icon, behind } = await toggleColours(toggle);
      expect(contrast(icon, behind), `X ${icon} on ${behind}`).toBeGreaterThanOrEqual(3);

      // The page under the menu is dimmed, and a tap on it closes the menu.
      const backdrop = page.getByTestId('menu-backdrop');
      await expect(backdrop).toBeVisible();
      await page.mouse.click(200, 700);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(backdrop).toHaveCount(0);
    });
  }

  test('the open menu closes when Tab leaves it for the page beneath', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('menu-backdrop')).toHaveCount(0);
  });

  test('the donation pop-up has buttons a thumb can hit and its amounts in two full rows', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'Donate' }).click();
    const popup = page.getByRole('dialog', { name: 'Support free drum lessons' });
    await expect(popup).toBeVisible();
    // Measure once it has finished growing in.
    await expect
      .poll(() => popup.locator(':scope > div').evaluate((panel) => getComputedStyle(panel).transform))
      .toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    const controls = [...(await popup.getByRole('button').all()), popup.getByRole('link', { name: /^Donate Now/ })];
    // The amounts, Custom, Close and Maybe later, then the Donate Now link.
    expect(controls.length).toBe(site.donation.amounts.length + 4);
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      const label = (await control.getAttribute('aria-label')) ?? (await control.innerText());
      expect(box.height, label).toBeGreaterThanOrEqual(44);
      expect(box.width, label).toBeGreaterThanOrEqual(44);
    }
    const amounts = await popup
      .getByRole('group', { name: 'Donation amount' })
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    const rows = [...new Set(amounts)].map((top) => amounts.filter((each) => each === top).length);
    expect(rows).toEqual([3, 3]);
  });

  test('the lesson tabs form an even grid, two by two', async ({ page }) => {
    await page.goto('/lessons');
    await hydrated(page);
    const tabs = await page
      .getByRole('tablist')
      .getByRole('tab')
      .evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect()));
    expect(tabs).toHaveLength(categories.length);
    expect(new Set(tabs.map((tab) => Math.round(tab.width))).size).toBe(1);
    expect(new Set(tabs.map((tab) => Math.round(tab.top))).size).toBe(2);
    // Counts added by a search keep the grid.
    await page.getByRole('searchbox').fill('groove');
    const searched = await page
      .getByRole('tablist')
      .getByRole('tab')
      .evaluateAll((all) => all.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    expect(new Set(searched).size).toBe(2);
  });
  // Every route at 320 px, the narrowest a page must reflow to: e2e/reflow.spec.ts.
});

test.describe('lesson pictures', () => {
  test('every card of a tab shows its own picture, and every picture loads', async ({ page }) => {
    await page.goto('/lessons');
    await hydrated(page);
    for (const category of categories) {
      await page.getByRole('tab', { name: category.label }).click();
      const panel = page.getByRole('tabpanel');
      const cards = panel.getByTestId('lesson-card');
      await expect(cards).toHaveCount(lessonsOf(category.id).length - 1);
      const pictures = await panel
        .locator('[data-testid="lesson-card"] img, [data-testid="featured-lesson"] img')
        .evaluateAll((images) =>
          images.map((image) => {
            const picture = image as HTMLImageElement;
            picture.loading = 'eager';
            return picture.getAttribute('src');
          }),
        );
      expect(new Set(pictures).size, category.id).toBe(pictures.length);
      await expect
        .poll(() =>
          panel
            .locator('img')
            .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
        )
        .toBe(true);
    }
  });

  test('the grid of a tab ends in a full row at every width, its last card showing where to go next', async ({
    page,
  }) => {
    for (const width of [1280, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/lessons');
      await hydrated(page);
      for (const category of categories) {
        await page.getByRole('tab', { name: category.label }).click();
        const panel = page.getByRole('tabpanel');
        const grid = panel.getByTestId('lesson-card').first().locator('xpath=../..');
        const right = await grid.evaluate((element) => element.getBoundingClientRect().right);
        const last = grid.locator(':scope > *').last();
        const box = (await last.boundingBox())!;
        expect(Math.round(box.x + box.width), `${category.id} at ${width} px`).toBe(Math.round(right));
        await expect(last.getByTestId('next-step-card')).toBeVisible();
      }
    }
    await page.getByRole('tab', { name: categories[0]!.label }).click();
    // The Beginner tab's last card leads to the beginner learning path; the styles tab's to the metronome.
    await page.getByTestId('next-step-card').getByRole('link', { name: 'See the Beginner Path' }).click();
    await expect(page.locator('#learning-paths')).toBeInViewport();
    await page.getByRole('tab', { name: 'Styles & Genres' }).click();
    await expect(
      page.getByRole('tabpanel').getByTestId('next-step-card').getByRole('link', { name: 'Open the metronome' }),
    ).toHaveAttribute('href', '/metronome');
    // A search shows only lessons in the tab.
    await page.getByRole('searchbox').fill('groove');
    await expect(page.getByRole('tabpanel').getByTestId('next-step-card')).toHaveCount(0);
  });
});

test.describe('small things', () => {
  test('the about page ends with two buttons of one width', async ({ page }) => {
    await page.goto('/about');
    const section = page.getByRole('region', { name: 'Ready to play?' });
    const widths = await Promise.all(
      [section.getByRole('link', { name: 'Browse lessons' }), section.getByRole('link', { name: 'Contact us' })].map(
        async (link) => Math.round((await link.boundingBox())!.width),
      ),
    );
    expect(widths[0]).toBe(widths[1]);
  });

  test('the policies link their email address, and the terms link the privacy policy', async ({ page }) => {
    for (const path of ['/privacy', '/terms']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('link', { name: site.email })).toHaveAttribute(
        'href',
        `mailto:${site.email}`,
      );
    }
    await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
  });
});

test.describe('frames from other services', () => {
  const formOrigin = new URL(site.embeds.contactFormUrl).origin;
  const feedOrigin = new URL(site.embeds.newsFeedUrl).origin;

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`say what they hold and where from while they load (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      // The form's service never answers: its box keeps saying what is coming.
      await page.route(`${formOrigin}/**`, () => new Promise(() => {}));
      await page.goto('/contact', { waitUntil: 'domcontentloaded' });
      await hydrated(page);
      const box = page.locator('[data-embed]').filter({ has: page.locator('iframe[title="Contact form"]') });
      const loading = box.getByText(`Loading from ${new URL(site.embeds.contactFormUrl).hostname}…`);
      await expect(loading).toBeVisible();
      // Nothing lies over the words: the frame stays invisible until it has loaded.
      await loading.scrollIntoViewIfNeeded();
      const hit = await loading.evaluate((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return document.elementFromPoint(x + width / 2, y + height / 2) === element;
      });
      expect(hit).toBe(true);
    });
  }

  test('give way to a readable message without a connection, and load again with it', async ({ page, context }) => {
    let requests = 0;
    // The feed starts loading but has not arrived when the connection drops.
    await page.route(`${feedOrigin}/**`, () => {
      requests += 1;
      return new Promise(() => {});
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    const box = page.locator('[data-embed]').filter({ has: page.locator('iframe[title="Drumming news feed"]') });
    await box.scrollIntoViewIfNeeded();
    await expect.poll(() => requests).toBe(1);
    expect((await box.boundingBox())!.height).toBeGreaterThanOrEqual(1600);

    await context.setOffline(true);
    await expect(box.getByRole('status')).toHaveText(words.embeds.offline);
    await expect(box.locator('iframe')).toBeHidden();
    // No tall empty box: it shrinks to its message.
    expect((await box.boundingBox())!.height).toBeLessThan(400);
    // The plain link above it still leads to the feed's own page.
    await expect(page.locator('#resources').getByRole('link', { name: /Read the drumming news feed/ })).toBeVisible();

    await context.setOffline(false);
    await expect(box.locator('[role="status"]')).toHaveText('');
    await expect.poll(() => requests).toBe(2);
    expect((await box.boundingBox())!.height).toBeGreaterThanOrEqual(1600);
  });

  test('that have loaded stay as they are through a short loss of connection', async ({ page, context }) => {
    let requests = 0;
    await page.route(`${formOrigin}/**`, (route) => {
      requests += 1;
      return route.fulfill({
        contentType: 'text/html',
        body: '<form><label>Your message <textarea></textarea></label></form>',
      });
    });
    await page.goto('/contact');
    await hydrated(page);
    const frame = page.locator('iframe[title="Contact form"]');
    await frame.scrollIntoViewIfNeeded();
    await expect(frame.contentFrame().getByLabel('Your message')).toBeVisible();
    await frame.contentFrame().getByLabel('Your message').fill('Half a question about ghost notes');

    await context.setOffline(true);
    await page.waitForTimeout(300);
    await expect(frame).toBeVisible();
    await context.setOffline(false);
    await page.waitForTimeout(300);
    await expect(frame.contentFrame().getByLabel('Your message')).toHaveValue('Half a question about ghost notes');
    expect(requests).toBe(1);
  });

  test('keep the sponsor boxes in view beside the long news feed', async ({ page }) => {
    await page.goto('/');
    const feed = page.locator('iframe[title="Drumming news feed"]');
    // Halfway down the feed, its top long gone above the window.
    await feed.evaluate((frame) => window.scrollTo(0, frame.getBoundingClientRect().top + window.scrollY + 700));
    await expect.poll(async () => (await feed.boundingBox())!.y).toBeLessThan(-600);
    const sponsors = page.locator('#resources').getByTestId('sponsor-slots');
    const box = (await sponsors.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
  });
});

test.describe('a groove grid wider than a phone @mobile', () => {
  test.use({ viewport: { width: 375, height: 740 }, colorScheme: 'light' });

  /** Mean brightness (0–255) of the rightmost few pixels of an element's picture. */
  async function rightEdgeBrightness(page: Page, element: Locator): Promise<number> {
    const edge = 6;
    const { width, height, data } = await drawnPixels(page, element, edge);
    let sum = 0;
    for (let row = 0; row < height; row += 1) {
      for (let column = width - edge; column < width; column += 1) {
        const at = (row * width + column) * 4;
        sum += (data[at]! + data[at + 1]! + data[at + 2]!) / 3;
      }
    }
    return sum / (height * edge);
  }

  test('shades its right edge while more of it lies beyond, and not at its end', async ({ page }) => {
    await page.goto('/lessons/your-first-drum-fills');
    const region = page.getByRole('region', { name: /step grid/i }).first();
    // In sight and drawn: out of sight the browser leaves a grid undrawn (content-visibility), with no width to scroll.
    await region.scrollIntoViewIfNeeded();
    await expect.poll(() => region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    // Only the region's own painting is measured: the grid inside keeps its size but is not drawn.
    await page.addStyleTag({ content: '[data-grid] table { visibility: hidden; }' });
    const scrollable = await rightEdgeBrightness(page, region);
    await region.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    const atEnd = await rightEdgeBrightness(page, region);
    expect(
      atEnd - scrollable,
      `edge ${scrollable.toFixed(1)} while scrollable, ${atEnd.toFixed(1)} at the end`,
    ).toBeGreaterThan(8);
  });
});
