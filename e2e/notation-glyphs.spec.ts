/**
 * The notation draws each glyph once a groove and `<use>`s it everywhere else (engrave/shared-glyphs.ts), draws a
 * line's like strokes as one path and writes its letters' common attributes once (engrave/compact-svg.ts): it must look
 * as it did with every glyph, stroke and letter an element of its own. A sample of grooves (sixteenths with ghost
 * notes, flams, a shuffle, odd time, a chart) drawn both ways at 375 and 1280 px, in both themes, is compared pixel by
 * pixel, with the layout that holds the definitions hidden (as on a wide screen) wherever a groove has two.
 */
import { engrave } from '../features/practice/engrave/engrave';
import type { Groove } from '../features/practice/groove/parse';
import { grooves, studyTracks } from './content';
import { expect, test } from './fixtures';
import { differingPixels } from './pixels';

const LESSONS = ['funk-grooves', 'the-shuffle', 'flam-rudiments-around-the-kit', 'odd-time-signatures'];

function sample(): Groove[] {
  const fromLessons = LESSONS.flatMap((slug) => grooves[slug]!.slice(0, 2));
  const chart = studyTracks
    .flatMap(({ studies }) => studies)
    .flatMap((study) => study.grooves)
    .find((groove) => groove.form !== undefined);
  return [...fromLessons, ...(chart ? [chart] : [])];
}

/** The sample's notation, drawn with shared glyphs or without: the narrow layout hidden wherever there is a wide one. */
function drawn(sampled: Groove[], share: boolean): string {
  return sampled
    .map((groove) => {
      const layouts = engrave(groove, { share });
      return layouts
        .map(
          (layout) =>
            `<div class="${layouts.length > 1 && layout.barsPerSystem === 1 ? 'hidden' : ''}">${layout.systems
              .map((system) => system.svg)
              .join('')}</div>`,
        )
        .join('');
    })
    .join('');
}

test('notation drawn compactly (glyphs once a groove, like strokes one path, letters’ attributes once) looks as it did drawn element by element, at 375 and 1280 px, in both themes', async ({
  page,
}) => {
  const sampled = sample();
  const [shared, paths] = [drawn(sampled, true), drawn(sampled, false)];
  expect(shared.match(/<use /g)?.length ?? 0).toBeGreaterThan(100);
  expect(paths).not.toContain('<use ');
  // Well under what it was: the glyphs' outlines were most of it.
  expect(shared.length).toBeLessThan(paths.length * 0.6);
  // A line's staff lines are one path, and so are its stems outside a note's group (most are inside one: a quarter
  // off); its letters' common attributes are written once.
  const count = (markup: string, pattern: RegExp) => markup.match(pattern)?.length ?? 0;
  const strokes = /<path [^>]*fill='none'/g;
  expect(count(shared, strokes)).toBeLessThan(count(paths, strokes) * 0.85);
  const sized = /<text [^>]*font-size=/g;
  expect(count(shared, /<text /g)).toBe(count(paths, /<text /g));
  expect(count(shared, sized)).toBeLessThan(count(paths, sized) * 0.5);
  for (const width of [375, 1280]) {
    for (const [background, ink] of [
      ['#ffffff', '#1a1a1a'],
      ['#1a1a1a', '#f5f5f5'],
    ]) {
      await page.setViewportSize({ width, height: 1000 });
      await page.setContent(
        `<!doctype html><style>body{margin:0;background:${background};color:${ink}}` +
          `svg{display:block;max-width:100%;height:auto}.hidden{display:none}</style>` +
          `<div id="shared">${shared}</div><div id="paths">${paths}</div>`,
      );
      const compared = await differingPixels(
        page,
        await page.locator('#shared').screenshot(),
        await page.locator('#paths').screenshot(),
      );
      expect(compared.sized, `${width} px on ${background}`).toBe(true);
      // Something is drawn (the comparison is not of two blank pictures), and no more than a trace differs.
      expect(compared.inked / compared.total, `${width} px on ${background}`).toBeGreaterThan(0.01);
      expect(compared.differ / compared.total, `${width} px on ${background}`).toBeLessThan(0.001);
    }
  }
});
