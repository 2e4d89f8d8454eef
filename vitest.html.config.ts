import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

/** Checks of the built site in out/, without a browser (`npm run test:html`, after a build). */
export default defineConfig({
  resolve: { alias: { '@': root } },
  test: {
    include: ['e2e/html/**/*.test.ts'],
    environment: 'node',
    maxWorkers: 2,
    // The first test to read the pages parses all of them (jsdom, 35 pages, several seconds beside the HTML
    // checker's Java in the other worker): a limit for a hung test, not a speed target.
    testTimeout: 60_000,
  },
});
