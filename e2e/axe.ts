import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, as axe-core can check them automatically. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rest of what Lighthouse's accessibility score counts: axe-core's best practices it weighs (headings in order, a
 * skip link that leads somewhere, no positive tabindex…). Checked here with the rest on every route, in each theme
 * once (e2e/accessibility.spec.ts, e2e/reflow.spec.ts); Lighthouse's own run checks best practices and SEO only. A
 * frame's title, which axe cannot check here (third-party frames are left out), is checked in the built HTML
 * (e2e/html/pages.test.ts).
 */
export const LIGHTHOUSE_RULES = [
  'accesskeys',
  'aria-allowed-role',
  'aria-dialog-name',
  'aria-text',
  'aria-treeitem-name',
  'heading-order',
  'image-redundant-alt',
  'skip-link',
  'tabindex',
  'table-duplicate-name',
];

/** A rudiment's own page, standing for the forty: a flam rudiment, with grace notes and accents in its notation. */
export const RUDIMENT_PAGE = '/rudiments/flam-accent';

/** A choice of the sticking permutations tool: its rows of choices, its list, and an eight-bar groove of triplets. */
export const PERMUTATIONS_PAGE = '/studies/hands/sticking-permutations/paradiddle-inversions/triplets';

/** The player's folded tools (speed trainer, gap click, loop a section, play along), drawn the first time they open. */
const FOLDED_TOOLS = 'details:is([data-speed-trainer], [data-gap-click], [data-loop-section], [data-play-along])';

/**
 * Opens every folded tool of the page's players and waits until each has drawn its fields, so that a check that
 * follows reads them (their fieldsets, legends, labels, contrast, width) as a visitor who opens them sees them.
 * Returns how many there were.
 */
export async function openFoldedTools(page: Page) {
  const tools = page.locator(FOLDED_TOOLS);
  const count = await tools.evaluateAll((all) => {
    for (const tool of all) (tool as HTMLDetailsElement).open = true;
    return all.length;
  });
  await expect.poll(() => tools.evaluateAll((all) => all.filter((tool) => tool.children.length < 2).length)).toBe(0);
  return count;
}

/**
 * The routes e2e/reflow.spec.ts checks at 320 px on the phone, axe-core included, in the light theme: the desktop
 * checks in e2e/accessibility.spec.ts take the dark theme on those (each theme and each screen checked once).
 */
export function reflowRoutes(legalSlugs: readonly string[], withGroove: string, study: string): string[] {
  return [
    '/',
    '/about',
    '/lessons',
    '/resources',
    '/contact',
    '/metronome',
    '/rudiments',
    RUDIMENT_PAGE,
    '/studies',
    study,
    PERMUTATIONS_PAGE,
    '/groove-builder',
    '/practice',
    '/offline',
    ...legalSlugs.map((slug) => `/${slug}`),
    `/lessons/${withGroove}`,
    '/no-such-page',
  ];
}

/** axe-core's WCAG A/AA violations (and Lighthouse's best practices) on the page as it is now, one line each (rule: elements). */
export async function axeViolations(page: Page, include?: string | string[]) {
  // Third-party frames are other sites' content, and cannot load here anyway. With no frame of ours to go into, axe
  // runs in the page alone ("legacy mode"): the frame-by-frame run opens a second page to put the results together,
  // which cost 1.3 s on a short page and 4.8 s on the rudiments page, the same violations found.
  let builder = new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: Object.fromEntries(LIGHTHOUSE_RULES.map((rule) => [rule, { enabled: true }])),
      // Only the violations are read: axe-core still runs every rule, but describes just one element of each rule
      // that passed or could not decide, instead of every element it looked at.
      resultTypes: ['violations'],
    })
    .exclude('iframe')
    .setLegacyMode(true);
  for (const selector of [include ?? []].flat()) builder = builder.include(selector);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * Waits until the colours that fade (a button's, a tab's background) have reached the theme just chosen, before
 * contrast is measured. Only what is drawn: a transition inside a closed `<details>` is never run by the browser
 * (its content is skipped), so its end never comes; axe does not measure what is hidden either.
 */
export async function coloursSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return !target || target.checkVisibility({ contentVisibilityAuto: true });
        })
        .map((animation) => animation.finished),
    ),
  );
}
