import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Debian and Ubuntu install Chromium here. */
const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Which Chromium the tests drive: CHROMIUM_PATH if set, else the system's, else the one
 * `npx playwright install chromium` downloads. Returns undefined for Playwright's own.
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there.`);
    return fromEnv;
  }
  const system = SYSTEM_CHROMIUM.find((candidate) => existsSync(candidate));
  if (system) return system;
  if (existsSync(chromium.executablePath())) return undefined;
  throw new Error(
    [
      'No Chromium found for the end-to-end tests. Any one of these works:',
      '  - Debian/Ubuntu: sudo apt-get install chromium',
      '  - anywhere with internet: npx playwright install chromium',
      '  - or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    ].join('\n'),
  );
}

/** Flags that keep a headless Chromium quiet on a machine without a network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
