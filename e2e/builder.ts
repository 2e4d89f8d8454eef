/** The groove builder as its specs open and read it. */
import type { Locator, Page } from '@playwright/test';
import type { GrooveAttributes } from '../features/practice/groove/parse';
import { expect, hydrated } from './fixtures';

export const BUILDER = '/groove-builder';

/**
 * The builder, once its script runs and its engraver has loaded (the notation is redrawn from then on). The
 * engraver loads when the groove is not the one drawn at build time, or when a pointer comes over the builder.
 */
export async function openBuilder(page: Page, search = '', clock?: { play: (ms: number) => Promise<void> }) {
  await page.goto(`${BUILDER}${search}`);
  await builderReady(page, clock);
  return page.getByRole('grid');
}

export async function builderReady(page: Page, clock?: { play: (ms: number) => Promise<void> }) {
  await hydrated(page);
  const ready = page.locator('[data-builder][data-ready]');
  if (!new URL(page.url()).hash) await page.getByRole('grid').hover();
  if (clock) await expect.poll(async () => (await clock.play(250), ready.count())).toBe(1);
  await ready.waitFor();
}

export const cell = (grid: Locator, row: string, step: number) => grid.locator(`[data-cell="${row}:${step}"]`);

/** The groove the address holds, as the content check reads a lesson's. */
export function addressGroove(page: Page): GrooveAttributes {
  const params = new URLSearchParams(new URL(page.url()).hash.slice(1));
  expect(params.get('v')).toBe('1');
  return Object.fromEntries([...params].filter(([key]) => key !== 'v')) as GrooveAttributes;
}

/** The notation's notes on the one-bar-a-line layout: each note (and chord) carries its step. */
export const drawnNotes = (page: Page) => page.locator('[data-notation] [data-step]');

/** Each row's characters as the grid shows them (`-` silent). */
export const gridLines = (grid: Locator) =>
  grid
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('[data-cell]')].map((cell) => cell.getAttribute('data-char') ?? '-').join(''),
      ),
    );
