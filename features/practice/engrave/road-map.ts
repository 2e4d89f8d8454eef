/**
 * A chart's road map drawn over its bars as charts engrave it: repeat bar lines, 1st and 2nd ending brackets with
 * their numbers, the segno and coda signs at a bar's start, and "To Coda", "D.S. al Coda", "D.C. al Fine" and "Fine"
 * at a bar's end, in the notation's serif, all above the notes.
 */
import { Barline, Glyph, type Stave, type SVGContext } from 'vexflow/bravura';
import { jumpWords, type Form } from '../groove/parse';

/** Where the road map's words and brackets sit: above the cymbals, their stems and the tuplets' numbers. */
export const ROAD_MAP_RISE = 50;

/** A bar's bar lines in a chart: a repeat's, a double bar before a coda, and the final bar line. */
export function setRoadMapBarLines(stave: Stave, form: Form, bar: number, bars: number) {
  if (form.starts.includes(bar)) stave.setBegBarType(Barline.type.REPEAT_BEGIN);
  if (form.ends.includes(bar)) stave.setEndBarType(Barline.type.REPEAT_END);
  else if (bar === bars - 1 || bar === form.fine) stave.setEndBarType(Barline.type.END);
  else if (form.coda === bar + 1 || form.jump?.bar === bar) stave.setEndBarType(Barline.type.DOUBLE);
}

/** What is written at a bar's end, right-aligned above it. */
export function roadMapEndWords(form: Form, bar: number): string | undefined {
  const jump = form.jump?.bar === bar ? form.jump : undefined;
  const words = [
    form.toCoda === bar ? 'To Coda' : undefined,
    form.fine === bar ? 'Fine' : undefined,
    jump ? jumpWords(jump) : undefined,
  ].filter(Boolean);
  return words.length ? words.join(' · ') : undefined;
}

/** The width the road map's words need over a bar (so a short bar is made wide enough for them). */
export function roadMapWidth(form: Form | undefined, bar: number): number {
  if (!form) return 0;
  const end = roadMapEndWords(form, bar);
  const start = form.segno === bar ? 26 : form.coda === bar ? 70 : 0;
  const ending = form.endings.some((each) => each.first === bar) ? 30 : 0;
  return Math.max(start, ending) + (end ? end.length * 7.5 + (form.toCoda === bar ? 24 : 0) : 0) + 12;
}

type Write = (content: string, x: number, y: number, style?: Record<string, string>) => void;

const WORDS = { 'font-size': '14', 'font-weight': 'bold', 'font-family': 'Times New Roman, serif' };

/** Draws the road map over one bar, its start signs `after` a tempo marking's width. */
export function drawRoadMap(
  context: SVGContext,
  stave: Stave,
  form: Form,
  bar: number,
  start: number,
  after: number,
  write: Write,
) {
  // Above a slash bar's kicks, which stand over the staff with their stems.
  const top = stave.getYForLine(0) - ROAD_MAP_RISE - (form.time.includes(bar) ? 22 : 0);
  const left = start + after;
  const right = stave.getX() + stave.getWidth();
  const bracketLeft = start;
  const coda = (x: number, y: number) => Glyph.renderGlyph(context, x, y, 34, 'coda', { category: 'coda' });
  if (form.segno === bar) Glyph.renderGlyph(context, left + 4, top - 2, 34, 'segno', { category: 'segno' });
  if (form.coda === bar) {
    // Higher than the other signs: a coda's first note is often an accented crash.
    coda(left + 4, top - 20);
    write('Coda', left + 34, top - 18, { ...WORDS, 'text-anchor': 'start' });
  }
  const ending = form.endings.find(({ first, last }) => bar >= first && bar <= last);
  const end = roadMapEndWords(form, bar);
  if (end) {
    // Over an ending's bracket, when the bar is in one.
    const y = ending ? top - 16 : top;
    const glyph = form.toCoda === bar ? 22 : 0;
    write(end, right - 4 - glyph, y, { ...WORDS, 'text-anchor': 'end' });
    if (glyph) coda(right - 24, y - 2);
  }
  // An ending's bracket: a line over its bars, a hook down at its start with its number, and at the end of a 1st.
  if (!ending) return;
  const y = top - 6;
  const from = bracketLeft + (bar === ending.first ? 4 : 0);
  const to = right - (bar === ending.last ? 6 : 0);
  context.beginPath();
  context.moveTo(from, bar === ending.first ? y + 16 : y);
  context.lineTo(from, y);
  context.lineTo(to, y);
  if (bar === ending.last && ending.number === 1) context.lineTo(to, y + 16);
  context.stroke();
  if (bar === ending.first) write(`${ending.number}.`, from + 5, y + 13, { ...WORDS, 'text-anchor': 'start' });
}
