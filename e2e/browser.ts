import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

/** Debian and Ubuntu install Chromium here. */
const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
/**
 * Debian's package chromium-headless-shell: the lean headless build of the same Chromium, the one Playwright itself
 * runs headless tests on. It starts a page in about half the time the full browser takes, which on two cores is
 * the difference between a 10 and a 17 minute end-to-end run.
 */
const SYSTEM_HEADLESS_SHELL = ['/usr/bin/chromium-headless-shell'];

/**
 * Which Chromium to drive: CHROMIUM_PATH if set, else the system's (its headless shell first, unless the caller
 * needs the full browser, as the Lighthouse bench does to measure what visitors run), else the one
 * `npx playwright install chromium` downloads. Returns undefined for Playwright's own.
 */
export function chromiumExecutable({ fullBrowser = false } = {}): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there.`);
    return fromEnv;
  }
  const system = [...(fullBrowser ? [] : SYSTEM_HEADLESS_SHELL), ...SYSTEM_CHROMIUM].find((candidate) =>
    existsSync(candidate),
  );
  if (system) return system;
  if (existsSync(chromium.executablePath())) return undefined;
  throw new Error(
    [
      'No Chromium found for the end-to-end tests. Any one of these works:',
      '  - Debian/Ubuntu: sudo apt-get install chromium-headless-shell chromium',
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

/**
 * A Chromium of its own whose microphone plays `wav` once, from when a page first asks for it (the fake capture
 * device), with the permission granted: the tests of what a microphone hears, through the real onset worklet.
 */
export function launchWithMicrophone(wav: string): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutable(),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}%noloop`,
    ],
  });
}
