import type { Page } from '@playwright/test';
import { grooves, legalPages, LONGEST_STUDY, lessons } from './content';
import { axeViolations, openFoldedTools, reflowRoutes } from './axe';
import { expect, hydrated, test } from './fixtures';

/**
 * Reflow (WCAG 1.4.10): at 320 CSS px, the width of a 1280 px screen zoomed to 400 %, every page reads without
 * scrolling sideways and no control is cut off, in both themes. A box that scrolls on its own (a groove's grid)
 * may hold more than the screen: it is the page that must not.
 */
const NARROWEST = { width: 320, height: 640 };
const withGroove = Object.keys(grooves).find((slug) => grooves[slug]!.length > 0)!;
const ROUTES = reflowRoutes(
  legalPages.map(({ slug }) => slug),
  withGroove,
  LONGEST_STUDY,
);

/** What reaches past the screen's edges: the page's own width, and controls not inside a box that scrolls sideways. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsOnItsOwn = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(at).overflowX) && at.scrollWidth > at.clientWidth) return true;
      }
      return false;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const clipped = [...document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex="0"]')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }) && !scrollsOnItsOwn(element))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // Hidden from sight on purpose (a skip link waiting for focus, a visually hidden label) is not cut off.
        if (box.width <= 1 || box.height <= 1 || box.right <= 0) return false;
        return box.left < -0.5 || box.right > width + 0.5;
      })
      .map(
        (element) =>
          `${describe(element)} spans ${Math.round(element.getBoundingClientRect().left)}–${Math.round(element.getBoundingClientRect().right)} px`,
      );
    return { pageWidth: document.documentElement.scrollWidth, width, clipped };
  });
}

async function expectReflow(page: Page, where: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const { pageWidth, width, clipped } = await overflow(page);
    expect(
      pageWidth,
      `${where} (${colorScheme}): the page is ${pageWidth} px wide on a ${width} px screen`,
    ).toBeLessThanOrEqual(width);
    expect(clipped, `${where} (${colorScheme}): controls past the screen's edge`).toEqual([]);
  }
}

test.describe('at 320 px wide @mobile', () => {
  test.use({ viewport: NARROWEST, missingPaths: ['/no-such-page'] });

  for (const path of ROUTES) {
    test(`${path} reflows: nothing scrolls sideways or is cut off, and axe finds no WCAG A/AA violation`, async ({
      page,
    }) => {
      await page.goto(path);
      await hydrated(page);
      // The players' tools open: their fields fit the narrowest screen and pass axe too.
      await openFoldedTools(page);
      await expectReflow(page, path);
      // Loaded already: the phone's accessibility check (target sizes, the phone header) is done here.
      await page.emulateMedia({ colorScheme: 'light' });
      expect(await axeViolations(page), 'axe-core at 320 px').toEqual([]);
    });
  }

  test('with the phone menu open, and with the donation pop-up open, nothing scrolls sideways or is cut off', async ({
    page,
  }) => {
    await page.goto('/lessons');
    await hydrated(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectReflow(page, 'the open menu');
    await toggle.click();
    await page.getByRole('banner').getByRole('link', { name: 'Donate' }).click();
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await expect
      .poll(() => popup.locator(':scope > div').evaluate((panel) => getComputedStyle(panel).transform))
      .toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    await expectReflow(page, 'the open pop-up');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await axeViolations(page, '#donation-dialog'), 'axe-core on the pop-up at 320 px').toEqual([]);
  });

  test('every lesson reflows, its grooves wrapping one bar a line, each line of notation inside its box and readable at 375 px', async ({
    page,
  }) => {
    // On a phone long grooves wrap one bar a line, each shown at 55 % of its drawn size or more (the densest,
    // sixteen sixteenths with accents and bracketed ghost notes, shows at 58 % on a 412 px phone).
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/lessons/${withGroove}`);
    const column = await page
      .locator('[data-notation]')
      .first()
      .evaluate((element) => element.clientWidth);
    // Every lesson's lines of notation, read from its HTML (the same template and column on every lesson page): a line
    // is drawn at its own width, or squeezed into the column, never wider.
    const drawn = await page.evaluate(
      async (paths) => {
        const parser = new DOMParser();
        return Promise.all(
          paths.map(async (path) => {
            const html = parser.parseFromString(await (await fetch(path)).text(), 'text/html');
            return [...html.querySelectorAll('[data-notation] [data-drawing] svg')].map((svg) =>
              Number(svg.getAttribute('width')),
            );
          }),
        );
      },
      lessons.map(({ slug }) => `/lessons/${slug}`),
    );
    lessons.forEach(({ slug }, index) => {
      const widths = drawn[index]!;
      expect(widths.length > 0, `/lessons/${slug} shows its grooves' notation one bar a line`).toBe(
        (grooves[slug]?.length ?? 0) > 0,
      );
      expect(
        widths.filter((width) => Math.min(1, column / width) < 0.55),
        `/lessons/${slug}: lines under 55 % in a ${column} px column`,
      ).toEqual([]);
    });
    // In the browser, the lessons with the widest lines: each line inside its box and one bar a line at 375 px, and the page reflowing at 320.
    const widest = lessons
      .map(({ slug }, index) => ({ slug, widest: Math.max(0, ...drawn[index]!) }))
      .sort((a, b) => b.widest - a.widest)
      .slice(0, 3);
    for (const { slug } of widest) {
      const path = `/lessons/${slug}`;
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(path);
      const notationLines = () =>
        page.locator('[data-notation] svg').evaluateAll((all) =>
          all
            .filter((svg) => svg.checkVisibility())
            .map((svg) => ({
              over: svg.getBoundingClientRect().right - svg.closest('[data-notation]')!.getBoundingClientRect().right,
              // Shown width over drawn width: a line squeezed to fit would be too small to read.
              scale: svg.getBoundingClientRect().width / Number(svg.getAttribute('width')),
              // Its line's bars one under the other (a wide screen sets them side by side: flex).
              line: getComputedStyle(svg.closest('[data-line]')!).display,
            })),
        );
      expect(
        (await notationLines()).filter(({ over, line, scale }) => over > 0.5 || line !== 'block' || scale < 0.55),
        path,
      ).toEqual([]);
      await page.setViewportSize(NARROWEST);
      expect(
        (await notationLines()).filter(({ over }) => over > 0.5),
        `${path} at 320 px`,
      ).toEqual([]);
      await expectReflow(page, path);
    }
  });
});
