/**
 * How a groove's engraved bars are shown on a page: each bar is drawn once, with its clef, one a line on a phone; from
 * a container width at which a wide line (two bars side by side, the second without its clef) shows at 80 % of its
 * drawn size or more, two a line. A groove whose wide line is wider than the last width keeps one bar a line
 * everywhere. The lesson column is at most about 680 px wide (about 560 on A4 paper), so wider steps would only add
 * bytes no one sees. The lessons (notation.tsx), the groove builder and the editor's preview read it from here; paper
 * (the printed guide, the notation files) draws its own two-bar lines.
 */
import type { Groove } from '../groove/parse';
import type { EngravedLayout, EngravedSystem } from './engrave-core';
import { linesOf } from './lines';
import { toTenth } from './svg-markup';

export const WIDE_AT = [440, 480, 520, 560, 600, 640] as const;
const SMALLEST_SCALE = 0.8;

/**
 * The definitions of the glyphs a groove draws more than once (noteheads, rests, clefs): the engraver writes them
 * once, in the first line of the one-bar layout, which every page carries. A drawing made of another layout's lines
 * alone (a notation file, a line of the printed guide) brings them with it.
 */
export function glyphDefinitionsOf(layouts: EngravedLayout[]): string {
  return layouts[0]?.systems[0]?.svg.match(/<defs>[\s\S]*?<\/defs>/)?.[0] ?? '';
}

/** A bar on a wide line: its drawing, and what of it shows there, in the drawing's units (`shown`, from `cut` to `to`). */
export interface WideBar extends EngravedSystem {
  cut: number;
  to: number;
  shown: number;
}

/** A wide line of a lesson's notation: one-bar drawings side by side, each after the first without its clef. */
export interface WideLine {
  bars: WideBar[];
  /** Its width and height at the drawings' size, and how far its highest drawing reaches above the staff. */
  width: number;
  height: number;
  top: number;
}

/**
 * A lesson draws each bar once, as a phone shows it (one bar a line), and a wide screen sets those drawings two a
 * line, as the two-bar layout groups them: each but the first cut where its clef ends, each but the last where its
 * staff ends (its barline), at the staff's height of the first.
 */
export function wideLinesOf(groove: Pick<Groove, 'bars' | 'form'>, oneALine: EngravedLayout): WideLine[] {
  return linesOf(groove, 2).map(({ firstBar, bars: count }) => {
    const bars = oneALine.systems.slice(firstBar, firstBar + count).map((bar, at) => {
      const [cut, to] = [at > 0 ? bar.clef : 0, at < count - 1 ? bar.end : bar.width];
      return { ...bar, cut, to, shown: toTenth(to - cut) };
    });
    const top = Math.min(...bars.map((bar) => bar.top));
    return {
      bars,
      width: toTenth(bars.reduce((sum, bar) => sum + bar.to - bar.cut, 0)),
      height: Math.max(...bars.map((bar) => bar.top + bar.height)) - top,
      top,
    };
  });
}

/** The container width from which a lesson sets its one-bar drawings two a line, or undefined for never. */
export function wideAtOfLines(lines: WideLine[]): number | undefined {
  if (!lines.some((line) => line.bars.length > 1)) return undefined;
  const widest = Math.max(...lines.map((line) => line.width));
  return WIDE_AT.find((width) => widest * SMALLEST_SCALE <= width);
}
