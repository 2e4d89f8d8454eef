import { test as base, expect } from '@playwright/test';

interface Options {
  /** Paths the test visits on purpose although they do not exist (their 404 is expected). */
  missingPaths: string[];
  /**
   * Whether the donation pop-up may open by itself, 15 s after a page loads. Only the pop-up's own tests want it: on
   * a busy machine a slow test outlives the delay, and the pop-up takes the focus from what the test was pressing.
   * Elsewhere the visit starts as if the visitor had closed it already; the Donate link still opens it.
   */
  donationOnTimer: boolean;
}

/**
 * Every test fails if the page logs a console error or throws: "no console errors" is a
 * requirement of the site, so it is checked everywhere rather than in one place.
 */
export const test = base.extend<Options & { consoleErrors: string[]; donationDismissed: void }>({
  missingPaths: [[], { option: true }],
  donationOnTimer: [false, { option: true }],
  donationDismissed: [
    async ({ page, donationOnTimer }, use) => {
      if (!donationOnTimer)
        await page.addInitScript(() => {
          // The site's own page only: the embeds' frames (sandboxed, or failed offline) may not have storage.
          if (window === window.top) window.sessionStorage.setItem('backbeat:donation-dismissed', '1');
        });
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, missingPaths }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const source = message.location().url;
        const expected =
          (message.text().startsWith('Failed to load resource') &&
            source !== '' &&
            missingPaths.includes(new URL(source).pathname)) ||
          // The browser's report of a request made while the test had turned the network off (Next prefetching a
          // linked page, say): what the page shows then is the test's to check (offline.spec.ts counts failed requests).
          message.text() === 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED';
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

/** Waits until React has hydrated the page, so timers set in effects exist before a fake clock moves. */
export async function hydrated(page: import('@playwright/test').Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Installs a fake clock that stands still from the start, so a test decides exactly when
 * timers fire (`runFor`). Call `page.clock.resume()` before checking animations.
 */
export async function stopClock(page: import('@playwright/test').Page) {
  await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-06-01T10:00:01Z'));
}
