import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { axeViolations, reflowRoutes, coloursSettled, openFoldedTools, PERMUTATIONS_PAGE, RUDIMENT_PAGE } from './axe';
import { grooves, legalPages, LONGEST_STUDY, lessons, studyTracks } from './content';
import { expect, hydrated, test } from './fixtures';

const withGroove = Object.keys(grooves).find((slug) => grooves[slug]!.length > 0)!;
const PAGES = [
  ...new Set([
    '/',
    '/about',
    '/lessons',
    '/resources',
    '/contact',
    '/privacy',
    '/terms',
    `/lessons/${lessons[0]!.slug}`,
    `/lessons/${withGroove}`,
    '/metronome',
    '/rudiments',
    RUDIMENT_PAGE,
    '/studies',
    `/studies/${studyTracks[0]!.track}`,
    LONGEST_STUDY,
    PERMUTATIONS_PAGE,
    '/practice',
    '/offline',
  ]),
];
/** Checked by axe-core in the light theme at 320 px already (e2e/reflow.spec.ts): here, in the dark one. */
const LIGHT_ON_THE_PHONE = new Set(
  reflowRoutes(
    legalPages.map(({ slug }) => slug),
    withGroove,
    LONGEST_STUDY,
  ),
);

/** HTML_CodeSniffer, the engine behind pa11y: it reads the markup against WCAG 2 AA and finds what axe lets pass (a fieldset with no legend, say). */
const HTMLCS = readFileSync(createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

/** HTML_CodeSniffer's errors (not its warnings and notices, which ask a person to look), as pa11y reports them. */
async function codeSnifferErrors(page: Page) {
  await page.addScriptTag({ content: HTMLCS });
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Message = { type: number; code: string; element: Element; msg: string };
        const sniffer = (
          window as unknown as {
            HTMLCS: {
              process: (standard: string, scope: Document, done: () => void) => void;
              getMessages: () => Message[];
            };
          }
        ).HTMLCS;
        sniffer.process('WCAG2AA', document, () => {
          const describe = (element: Element) =>
            `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
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
    // On a phone, axe runs on every route in e2e/reflow.spec.ts, at 320 px, in the light theme: on those, the dark one here.
    test(`${path} has no WCAG A/AA violations, in either theme`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      // The players' tools open, so that their fields are checked too (none are drawn before a tool is opened).
      const tools = await openFoldedTools(page);
      if (path === `/lessons/${withGroove}` || path === '/metronome')
        expect(tools, 'folded tools opened').toBeGreaterThan(1);
      if (!LIGHT_ON_THE_PHONE.has(path)) expect(await axeViolations(page), 'axe-core, light theme').toEqual([]);
      expect(await codeSnifferErrors(page), 'HTML_CodeSniffer').toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      // Colours that fade (a tab's background) have reached the dark theme's before contrast is measured.
      await coloursSettled(page);
      expect(await axeViolations(page), 'axe-core, dark theme').toEqual([]);
    });
  }

  test('the axe check counts what Lighthouse’s accessibility score counts: a heading level skipped, a positive tabindex', async ({
    page,
  }) => {
    await page.setContent(
      '<!doctype html><html lang="en"><title>Check</title><main><h1>Grooves</h1><h4>Rock</h4>' +
        '<button tabindex="2">Play</button></main></html>',
    );
    const found = (await axeViolations(page)).map((line) => line.split(':')[0]);
    expect(found).toEqual(expect.arrayContaining(['heading-order', 'tabindex']));
  });

  test('the open donation pop-up has no violations in either theme', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'Donate' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Its entrance has finished: the panel is fully opaque and at its size, so contrast is measured on its final colours.
    await expect
      .poll(() =>
        page
          .locator('#donation-dialog > div')
          .evaluate((panel) => `${getComputedStyle(panel).opacity} ${getComputedStyle(panel).transform}`),
      )
      .toMatch(/^1 (none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await coloursSettled(page);
      expect(await axeViolations(page, '#donation-dialog'), colorScheme).toEqual([]);
    }
  });
});
