import { test as base, expect } from '@playwright/test';

interface Options {
  /** Paths the test visits on purpose although they do not exist (their 404 is expected). */
  missingPaths: string[];
}

/**
 * Every test fails if the page logs a console error or throws: "no console errors" is a
 * requirement of the site, so it is checked everywhere rather than in one place.
 */
export const test = base.extend<Options & { consoleErrors: string[] }>({
  missingPaths: [[], { option: true }],
  consoleErrors: [
    async ({ page, missingPaths }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const source = message.location().url;
        const expected =
          message.text().startsWith('Failed to load resource') &&
          source !== '' &&
          missingPaths.includes(new URL(source).pathname);
        if (!expected) errors.push(`${message.text()}${source ? ` (${source})` : ''}`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
