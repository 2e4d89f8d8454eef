import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/browser';

const PORT = Number(process.env.EDITOR_PORT ?? 3300);

/**
 * The content editor's tests: they run `npm run dev` (the editor only exists there), edit
 * real files under content/ through /keystatic and put them back afterwards. One worker:
 * they share those files.
 */
export default defineConfig({
  testDir: './e2e/editor',
  // Its own folder: Playwright empties its output folder first, and test-results/ holds the site suite's report.
  outputDir: 'test-results/editor',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: 'list',
  // The dev server compiles the editor (a large app) on its first visit.
  timeout: 240_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node scripts/dev.mjs',
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
