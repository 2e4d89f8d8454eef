import { categories, grooves, lessonsOf } from './content';
import { expect, test } from './fixtures';
import { countOf, VOICE_NAMES, VOICES } from '../lib/groove';

const withGrooves = Object.entries(grooves).filter(([, list]) => list.length > 0);

test.describe('grooves in lesson pages', () => {
  test('every beginner lesson has a groove, and every lesson shows the grooves its text declares', async ({ page }) => {
    const beginner = categories.find((category) => category.id === 'beginner')!;
    for (const lesson of lessonsOf(beginner.id)) expect(grooves[lesson.slug], `${lesson.slug} has no <Groove>`).not.toHaveLength(0);
    for (const [slug, list] of withGrooves) {
      await page.goto(`/lessons/${slug}`);
      const figures = page.getByRole('main').getByRole('figure');
      await expect(figures).toHaveCount(list.length);
      for (const [index, groove] of list.entries()) await expect(figures.nth(index)).toContainText(`${groove.title} · ${groove.signature.beats}/${groove.signature.unit}`);
    }
  });

  test('the grid puts each stroke under its count, one row per drum', async ({ page }) => {
    const [slug, [groove]] = withGrooves.find(([, list]) => list[0]!.bars > 1)! as [string, NonNullable<(typeof grooves)[string]>];
    await page.goto(`/lessons/${slug}`);
    const table = page.getByRole('figure', { name: new RegExp(groove!.title) }).getByRole('table');
    const steps = groove!.stepsPerBar * groove!.bars;
    const counts = Array.from({ length: steps }, (_, step) => countOf(step % groove!.stepsPerBar, groove!.stepsPerBeat));
    await expect(table.getByRole('columnheader')).toHaveText(['Drum', ...counts]);
    await expect(table.getByRole('rowheader')).toHaveText(VOICES.map((voice) => VOICE_NAMES[voice]));
    for (const voice of VOICES) {
      const row = table.getByRole('row', { name: new RegExp(`^${VOICE_NAMES[voice]}`) });
      const strokes = await row.getByRole('cell').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-stroke')));
      expect(strokes, voice).toEqual(groove!.voices[voice]);
    }
  });

  test('a long groove scrolls inside its box on a phone; the page does not scroll sideways @mobile', async ({ page }) => {
    const [slug] = [...withGrooves].sort(([, a], [, b]) => b[0]!.stepsPerBar * b[0]!.bars - a[0]!.stepsPerBar * a[0]!.bars)[0]!;
    await page.goto(`/lessons/${slug}`);
    const region = page.getByRole('region', { name: /step grid$/ }).first();
    const { page: pageWidth, viewport, inner, outer } = await region.evaluate((element) => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      inner: element.scrollWidth,
      outer: element.clientWidth,
    }));
    expect(pageWidth).toBeLessThanOrEqual(viewport);
    expect(inner).toBeGreaterThan(outer);
    // Keyboard users can scroll it: it takes focus, and the arrow keys move it.
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});
