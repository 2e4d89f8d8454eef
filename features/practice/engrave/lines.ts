import type { Groove } from '../groove/parse';

/** The lines of a layout, `perLine` bars each, but a coda starts a line of its own, set apart as charts set it. */
export function linesOf(groove: Pick<Groove, 'bars' | 'form'>, perLine: number): { firstBar: number; bars: number }[] {
  const lines: { firstBar: number; bars: number }[] = [];
  for (let firstBar = 0; firstBar < groove.bars;) {
    const coda = groove.form?.coda;
    const end = Math.min(firstBar + perLine, coda !== undefined && coda > firstBar ? coda : Infinity, groove.bars);
    lines.push({ firstBar, bars: end - firstBar });
    firstBar = end;
  }
  return lines;
}
