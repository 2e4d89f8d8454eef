/**
 * How a groove's engraved lines are shown: one bar a line on a phone, two from a container width at which
 * the two-bar line shows at 80 % of its drawn size or more. A groove whose two-bar line is wider than the
 * last width keeps one bar a line everywhere. The lesson column is at most about 680 px wide (about 560 on
 * A4 paper), so wider steps would only add bytes no one sees. The lessons (notation.tsx) and the groove
 * builder read it from here.
 */
import type { EngravedLayout } from './engrave-core';

export const WIDE_AT = [440, 480, 520, 560, 600, 640] as const;
const SMALLEST_SCALE = 0.8;

/** The container width from which two bars a line show, or undefined for one bar a line everywhere. */
export function wideAtOf(layouts: EngravedLayout[]): number | undefined {
  const two = layouts.find((layout) => layout.barsPerSystem === 2);
  const twoWidth = two ? Math.max(...two.systems.map((system) => system.width)) : Infinity;
  return WIDE_AT.find((width) => twoWidth * SMALLEST_SCALE <= width);
}

/**
 * The definitions of the glyphs a groove draws more than once (noteheads, rests, clefs): the engraver writes them
 * once, in the first line of the one-bar layout, which every page carries. A drawing made of another layout's lines
 * alone (a notation file, a line of the printed guide) brings them with it.
 */
export function glyphDefinitionsOf(layouts: EngravedLayout[]): string {
  return layouts[0]?.systems[0]?.svg.match(/<defs>[\s\S]*?<\/defs>/)?.[0] ?? '';
}
