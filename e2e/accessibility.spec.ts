import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { grooves, lessons } from './content';
import { expect, hydrated, test } from './fixtures';

const withGroove = Object.keys(grooves).find((slug) => grooves[slug]!.length > 0)!;
const PAGES = [...new Set(['/', '/about', '/lessons', '/resources', '/contact', '/privacy', '/terms', `/lessons/${lessons[0]!.slug}`, `/lessons/${withGroove}`, '/metronome', '/offline'])];

/** WCAG 2.2 A and AA, as axe-core can check them automatically. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** HTML_CodeSniffer, the engine behind pa11y: it reads the markup against WCAG 2 AA and finds what axe lets pass (a fieldset with no legend, say). */
const HTMLCS = readFileSync(createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

async function axeViolations(page: Page) {
  // Third-party frames are other sites' content, and cannot load here anyway.
  const results = await new AxeBuilder({ page }).withTags(TAGS).exclude('iframe').analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** HTML_CodeSniffer's errors (not its warnings and notices, which ask a person to look), as pa11y reports them. */
async function codeSnifferErrors(page: Page) {
  await page.addScriptTag({ content: HTMLCS });
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Message = { type: number; code: string; element: Element; msg: string };
        const sniffer = (window as unknown as { HTMLCS: { process: (standard: string, scope: Document, done: () => void) => void; getMessages: () => Message[] } }).HTMLCS;
        sniffer.process('WCAG2AA', document, () => {
          const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
          resolve(
            sniffer
              .getMessages()
              .filter((message) => message.type === 1 && !message.element.closest('iframe'))
              .map((message) => `${message.code} on ${describe(message.element)}: ${message.msg}`),
          );
        });
      }),
  );
}

test.describe('accessibility', () => {
  // HTML_CodeSniffer is put into the page as a script of its own, which the page's policy would rightly refuse.
  test.use({ bypassCSP: true });

  for (const path of PAGES) {
    test(`${path} has no WCAG A/AA violations, in either theme @both`, async ({ page }, testInfo) => {
      await page.goto(path);
      await hydrated(page);
      expect(await axeViolations(page), 'axe-core, light theme').toEqual([]);
      // Contrast is a property of the colours and the markup the same at every width: the phone checks its layout only.
      if (testInfo.project.name !== 'desktop') return;
      expect(await codeSnifferErrors(page), 'HTML_CodeSniffer').toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await axeViolations(page), 'axe-core, dark theme').toEqual([]);
    });
  }

  test('the open donation pop-up has no violations in either theme', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'Donate' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Its entrance has finished: the panel is fully opaque and at its size, so contrast is measured on its final colours.
    await expect
      .poll(() => page.locator('#donation-dialog > div').evaluate((panel) => `${getComputedStyle(panel).opacity} ${getComputedStyle(panel).transform}`))
      .toMatch(/^1 (none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const results = await new AxeBuilder({ page }).withTags(TAGS).include('#donation-dialog').analyze();
      expect(results.violations.map((violation) => violation.id), colorScheme).toEqual([]);
    }
  });
});
