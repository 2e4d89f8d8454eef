import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/browser';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const launchOptions = { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: './e2e',
  // The editor's tests drive the dev server instead: playwright.editor.config.ts.
  testIgnore: ['editor/**'],
  // e2e/html/*.test.ts read the built files without a browser (vitest.html.config.ts).
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // The JSON report feeds `npm run test:slowest` (the slowest tests, and the time each spec takes).
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never' }], ['json', { outputFile: 'test-results/e2e.json' }]]
    : [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // A limit for a hung test, not a speed target: on a busy 2-core machine the tests that load several heavy
  // pages (every lesson with a groove, four pages in two themes) ran 31-38 s, and one such run failing twice
  // turns CI red for nothing. Speed is measured by `npm run bench`, not here.
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace of every test, kept only if it fails, made four spec files take 2.1 min instead of 1.3: only a
    // retry records one (on CI). To see a failure here step by step, run that test again with `--trace on`.
    trace: 'on-first-retry',
    // The site's service worker would answer requests from its cache, out of sight of the tests'
    // request logs and routes: e2e/offline.spec.ts allows it where it is what is being tested.
    serviceWorkers: 'block',
  },
  // Every test runs on the desktop. The phone runs only what its viewport changes (layout, touch, the menu,
  // target sizes, font and picture swaps): tests tagged @mobile run there alone, tests tagged @both on both.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      grep: /@mobile|@both/,
      // A Pixel 7's viewport, touch and user agent, drawn at one device pixel per CSS pixel: what these tests check is
      // in CSS pixels (layout, reflow, target sizes), and the phone's 2.6 would have the browser paint seven times the
      // pixels for nothing (the phone project took 178 s, 154-161 s at 1, on this 2-core machine). No page picks an
      // image by pixel density.
      use: { ...devices['Pixel 7'], deviceScaleFactor: 1, launchOptions },
    },
  ],
  // The tests run against the production build, served exactly as `npm start` serves it.
  webServer: {
    command: 'node scripts/start.mjs',
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
