import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, as axe-core can check them automatically. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's WCAG A/AA violations on the page as it is now, one line each (rule: elements). */
export async function axeViolations(page: Page, include?: string) {
  // Third-party frames are other sites' content, and cannot load here anyway.
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('iframe');
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
