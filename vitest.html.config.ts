import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

/** Checks of the built site in out/, without a browser (`npm run test:html`, after a build). */
export default defineConfig({
  resolve: { alias: { '@': root } },
  test: {
    include: ['e2e/html/**/*.test.ts'],
    environment: 'node',
    maxWorkers: 2,
  },
});
