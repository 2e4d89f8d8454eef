import type { Page } from '@playwright/test';
import { storedName } from '../lib/device-data';
import { grooves, lessons, metronomes } from './content';
import { expect, hydrated, test } from './fixtures';
import { contrast, drawnPixels } from './pixels';

/** The page's canvas in each theme (bg.canvas: cream, ink.950) and its text (fg: ink.900, ink.100). */
const LIGHT = { canvas: 'rgb(255, 248, 238)', text: 'rgb(28, 25, 23)' };
const DARK = { canvas: 'rgb(12, 10, 9)', text: 'rgb(245, 245, 244)' };

const toggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Dark theme' });
/**
 * The choice as kept on the device. Tests that set `theme` write the name the site used before every name had its
 * prefix: the first-paint script still reads that name, and moves it.
 */
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), storedName('theme'));

/**
 * Text boxes and selects whose edge cannot be seen: neither their fill nor their border reaches
 * 3:1 against what is behind them (WCAG 1.4.11). axe-core does not check this.
 */
function unseenFields(page: Page) {
  return page.evaluate(() => {
    const rgba = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const linear = (channel: number) =>
        (channel /= 255) <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
    };
    const contrast = (a: number[], b: number[]) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (high! + 0.05) / (low! + 0.05);
    };
    const opaque = (colour: number[]) => colour.length === 3 || colour[3] === 1;
    const behind = (element: Element | null): number[] => {
      for (let node = element; node; node = node.parentElement) {
        const colour = rgba(getComputedStyle(node).backgroundColor);
        if (colour.length && opaque(colour)) return colour;
      }
      return [255, 255, 255];
    };
    // Check boxes and radio buttons are drawn by the browser in the page's color-scheme, whatever their computed
    // border says: their ring is measured in pixels instead (ringContrast).
    return [
      ...document.querySelectorAll(
        'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), select, textarea',
      ),
    ]
      .filter((field) => field.checkVisibility())
      .filter((field) => {
        const style = getComputedStyle(field);
        const around = behind(field.parentElement);
        const fill = rgba(style.backgroundColor);
        const border = rgba(style.borderTopColor);
        // A see-through colour is seen mixed with what is behind it.
        const over = (colour: number[]) =>
          opaque(colour)
            ? colour
            : around.map((channel, index) => colour[3]! * colour[index]! + (1 - colour[3]!) * channel);
        const fillShows = fill.length > 0 && contrast(over(fill), around) >= 3;
        const borderShows = parseFloat(style.borderTopWidth) > 0 && contrast(over(border), around) >= 3;
        return !fillShows && !borderShows;
      })
      .map((field) => field.getAttribute('aria-label') || field.id || field.outerHTML.slice(0, 80));
  });
}

/** The strongest contrast between any pixel of an element's picture and its top-left corner (the background behind it). */
async function ringContrast(page: Page, element: import('@playwright/test').Locator): Promise<number> {
  const { data } = await drawnPixels(page, element);
  const corner = [data[0]!, data[1]!, data[2]!];
  let strongest = 1;
  for (let at = 0; at < data.length; at += 4)
    strongest = Math.max(strongest, contrast(corner, [data[at]!, data[at + 1]!, data[at + 2]!]));
  return strongest;
}

async function expectTheme(page: Page, theme: typeof LIGHT) {
  await expect(page.locator('body')).toHaveCSS('background-color', theme.canvas);
  await expect(page.locator('body')).toHaveCSS('color', theme.text);
}

test.describe('dark mode', () => {
  test.describe('on a system set to light', () => {
    test.use({ colorScheme: 'light' });

    test('the page is light, and the toggle turns it dark and back, remembering only a choice that differs from the system @both', async ({
      page,
    }) => {
      await page.goto('/about');
      await hydrated(page);
      await expectTheme(page, LIGHT);
      await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');

      await toggle(page).click();
      await expectTheme(page, DARK);
      await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
      expect(await stored(page)).toBe('dark');

      await page.reload();
      await expectTheme(page, DARK);
      await hydrated(page);
      await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');

      // Back to light, which is what the system asks for: nothing is left to remember.
      await toggle(page).click();
      await expectTheme(page, LIGHT);
      await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
      expect(await stored(page)).toBeNull();
    });

    test('the toggle works from the keyboard and keeps the same name in both states', async ({ page }) => {
      await page.goto('/resources');
      await hydrated(page);
      await toggle(page).focus();
      await page.keyboard.press('Enter');
      await expectTheme(page, DARK);
      await page.keyboard.press('Space');
      await expectTheme(page, LIGHT);
      await expect(toggle(page)).toBeFocused();
    });

    test('a remembered choice shows from the first paint, before any script of the page has run', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      // Hold back the page's scripts: what shows now is what the HTML, its CSS and the inline
      // script in <head> do on their own, the frame a visitor would see flash.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_next/static/chunks/**/*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/lessons/${lessons[0]!.slug}`, { waitUntil: 'domcontentloaded' });
      await expectTheme(page, DARK);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
      release();
      await hydrated(page);
      await expectTheme(page, DARK);
      await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    });

    test('a choice stays when the system setting changes, until the visitor picks what the system shows', async ({
      page,
    }) => {
      await page.goto('/about');
      await hydrated(page);
      await toggle(page).click();
      expect(await stored(page)).toBe('dark');
      // Evening: the system turns dark too. Morning: light again. The visitor asked for dark, and keeps it.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectTheme(page, DARK);
      await page.emulateMedia({ colorScheme: 'light' });
      await expectTheme(page, DARK);
      await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
      expect(await stored(page)).toBe('dark');
      await page.reload();
      await expectTheme(page, DARK);
      // Choosing light, which the system shows, hands the page back to the system.
      await hydrated(page);
      await toggle(page).click();
      await expectTheme(page, LIGHT);
      expect(await stored(page)).toBeNull();
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectTheme(page, DARK);
      await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    });

    test('a choice made in another tab applies to this one', async ({ page, context }) => {
      await page.goto('/');
      await hydrated(page);
      const other = await context.newPage();
      await other.goto('/contact');
      await hydrated(other);
      await toggle(other).click();
      await expectTheme(other, DARK);
      await expectTheme(page, DARK);
      await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
      await toggle(page).click();
      await expectTheme(other, LIGHT);
      await other.close();
    });

    test('a lesson prints in black on white, even for a visitor who chose the dark theme', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await page.goto(`/lessons/${lessons[0]!.slug}`);
      await hydrated(page);
      await expectTheme(page, DARK);
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
      const main = page.getByRole('main');
      for (const text of [
        main.getByRole('heading', { level: 1 }),
        main.locator('p').first(),
        main.getByRole('complementary', { name: 'Lesson overview' }).getByRole('listitem').first(),
      ]) {
        await expect(text).toHaveCSS('color', 'rgb(0, 0, 0)');
      }
      await expect(page.locator('body')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    });

    test('a page that cannot store the choice still switches', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('Storage is disabled', 'SecurityError');
          },
        });
      });
      await page.goto('/about');
      await hydrated(page);
      await toggle(page).click();
      await expectTheme(page, DARK);
    });
  });

  test.describe('on a system set to dark', () => {
    test.use({ colorScheme: 'dark' });

    test('the page follows the system, and a visitor may still choose light', async ({ page }) => {
      await page.goto('/lessons');
      await expectTheme(page, DARK);
      await hydrated(page);
      await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');

      await toggle(page).click();
      await expectTheme(page, LIGHT);
      await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
      expect(await stored(page)).toBe('light');
      await page.goto('/about');
      await expectTheme(page, LIGHT);
    });

    test('a remembered choice holds on a later visit, whatever the system shows then', async ({ page }) => {
      await page.goto('/contact');
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.reload();
      await expectTheme(page, DARK);
      await page.emulateMedia({ colorScheme: 'light' });
      await expectTheme(page, DARK);
      expect(await stored(page)).toBe('dark');
    });

    test('the page changes with the system setting while it is open', async ({ page }) => {
      await page.goto('/about');
      await hydrated(page);
      await page.emulateMedia({ colorScheme: 'light' });
      await expectTheme(page, LIGHT);
      await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectTheme(page, DARK);
      await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    });

    test('every text box and select has an edge that shows, in both themes', async ({ page }) => {
      const withTools =
        Object.keys(metronomes).find((slug) => metronomes[slug]!.length > 0 && (grooves[slug]?.length ?? 0) > 0) ??
        lessons[0]!.slug;
      for (const scheme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const path of ['/', '/lessons', '/metronome', `/lessons/${withTools}`]) {
          await page.goto(path);
          expect(await unseenFields(page), `${path} (${scheme})`).toEqual([]);
        }
        // A groove's Notation / Grid / Both choice: an unchecked radio button's ring shows against the panel.
        await page.goto(`/lessons/${withTools}`);
        const radio = page.getByRole('radio', { name: 'Grid' }).first();
        await radio.scrollIntoViewIfNeeded();
        expect(await ringContrast(page, radio), scheme).toBeGreaterThanOrEqual(3);
      }
    });
  });
});
