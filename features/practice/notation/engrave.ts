/**
 * Draws a groove's notation (score.ts) as SVG with VexFlow, at build time: the server renders
 * it into the page, and no engraving code reaches the browser. VexFlow draws into a DOM, which
 * Node has not got, so it draws into one jsdom document, lent to it for the length of one call.
 *
 * VexFlow 4 is used, not 5: 5 draws its glyphs with a music font and the browser's text
 * measuring, which jsdom cannot do (it drew empty boxes); 4 draws every glyph as a path.
 *
 * What comes out is markup the page can trust: paths in `currentColor` (so the notation takes
 * the theme's text colour, dark mode included), no ids, and `data-step` on each note so the
 * player can light the one it sounds, as it does in the grid.
 */
import { JSDOM } from 'jsdom';
import {
  Articulation,
  Barline,
  Beam,
  Dot,
  Formatter,
  Modifier,
  Parenthesis,
  Renderer,
  Stave,
  StaveNote,
  Tuplet,
  Voice as VexVoice,
  type SVGContext,
} from 'vexflow';
import type { Groove, Stroke, Voice } from './groove';
import { DRUM_KEY, HEAD_FOR_STROKE, scoreOf, type Note, type PartBar, type Score } from './score';

/** How wide a step is drawn, at the least: a bar of sixteenths is about 16 × 15 px plus its clef. */
const STEP_PX = 15;
const MIN_BAR_PX = 130;
/** The staff's top line, from the top of the drawing: room above for cymbals, stems, accents and the open `o`. */
const STAFF_TOP = 80;
const SVG_NS = 'http://www.w3.org/2000/svg';

export interface EngravedSystem {
  /** The first bar (from 0) and how many bars this line of music holds. */
  firstBar: number;
  bars: number;
  svg: string;
  width: number;
  height: number;
}

export interface EngravedLayout {
  barsPerSystem: number;
  systems: EngravedSystem[];
}

let dom: JSDOM | undefined;

/** Lends VexFlow a document for one call: it reads `document` and `window` from the global scope. */
function withDocument<T>(draw: (document: Document) => T): T {
  dom ??= new JSDOM('<!doctype html><html><body></body></html>');
  const window = dom.window;
  // jsdom lays nothing out; VexFlow only measures text to place words beside notes, which this drawing has none of.
  (window.SVGElement.prototype as SVGElement & { getBBox?: () => DOMRect }).getBBox ??= function getBBox(this: SVGElement) {
    return { x: 0, y: 0, width: (this.textContent ?? '').length * 7, height: 12 } as DOMRect;
  };
  const scope = globalThis as { document?: Document; window?: unknown };
  const saved = { document: scope.document, window: scope.window };
  scope.document = window.document;
  scope.window = window;
  try {
    return draw(window.document);
  } finally {
    scope.document = saved.document;
    scope.window = saved.window;
  }
}

/** Where a rest sits: in the middle of a one-voice staff; above the middle for the hands and below it for the feet when both play. */
function restKey(part: PartBar['part'], twoParts: boolean, wholeBar: boolean): string {
  if (!twoParts) return wholeBar ? 'd/5' : 'b/4';
  if (part === 'hands') return wholeBar ? 'f/5' : 'e/5';
  return 'f/4';
}

function staveNote(note: Note, part: PartBar['part'], twoParts: boolean): StaveNote {
  const rest = note.heads.length === 0;
  const stem = part === 'hands' ? 1 : -1;
  const keys = rest
    ? [restKey(part, twoParts, note.wholeBar === true)]
    : note.heads.map(({ key, head }) => (head === 'x' ? `${key}/x` : head === 'diamond' ? `${key}/d` : key));
  const staveNote = new StaveNote({
    keys,
    duration: `${note.wholeBar ? 'w' : note.value}${note.dots ? 'd' : ''}${rest ? 'r' : ''}`,
    clef: 'percussion',
    stem_direction: stem,
    auto_stem: false,
    align_center: note.wholeBar === true,
  });
  if (note.dots) Dot.buildAndAttach([staveNote], { all: true });
  const above = part === 'hands' ? Modifier.Position.ABOVE : Modifier.Position.BELOW;
  if (note.accent) staveNote.addModifier(new Articulation('a>').setPosition(above), 0);
  if (note.open) staveNote.addModifier(new Articulation('ah').setPosition(Modifier.Position.ABOVE), 0);
  note.heads.forEach((head, index) => {
    if (!head.ghost) return;
    staveNote.addModifier(new Parenthesis(Modifier.Position.LEFT), index);
    staveNote.addModifier(new Parenthesis(Modifier.Position.RIGHT), index);
  });
  if (!rest) staveNote.setAttribute('id', `step-${note.step}`);
  return staveNote;
}

interface BarDrawing {
  voices: VexVoice[];
  notes: { note: Note; staveNote: StaveNote }[];
  beams: Beam[];
  tuplets: Tuplet[];
  minWidth: number;
  /** Whether the feet play in this bar: their stems take the room under the staff. */
  feet: boolean;
}

function barDrawing(score: Score, index: number, stepsPerBar: number): BarDrawing {
  const twoParts = score.parts.length === 2;
  const notes: BarDrawing['notes'] = [];
  const beams: Beam[] = [];
  const tuplets: Tuplet[] = [];
  const voices = score.bars[index]!.parts.map((part) => {
    const staveNotes = part.notes.map((note) => staveNote(note, part.part, twoParts));
    part.notes.forEach((note, at) => notes.push({ note, staveNote: staveNotes[at]! }));
    for (const beam of part.beams) beams.push(new Beam(beam.map((at) => staveNotes[at]!)));
    for (const tuplet of part.tuplets) {
      tuplets.push(
        new Tuplet(staveNotes.slice(tuplet.first, tuplet.first + tuplet.count), {
          num_notes: tuplet.notes,
          notes_occupied: tuplet.occupied,
          location: part.part === 'hands' ? Tuplet.LOCATION_TOP : Tuplet.LOCATION_BOTTOM,
        }),
      );
    }
    const voice = new VexVoice({ num_beats: score.signature.beats, beat_value: score.signature.unit });
    // A whole-bar rest is a whole rest in any time: the voice does not count it.
    if (part.notes.some((note) => note.wholeBar)) voice.setMode(VexVoice.Mode.SOFT);
    return voice.addTickables(staveNotes);
  });
  const formatter = new Formatter().joinVoices(voices);
  formatter.preCalculateMinTotalWidth(voices);
  // The notes' own widths, without the padding VexFlow adds for every step only one voice plays (a
  // drum groove has many: hands on every sixteenth, feet on a few), which spread bars half as wide again.
  const minWidth = Math.max(MIN_BAR_PX, stepsPerBar * STEP_PX, formatter.getMinTotalWidth() * 1.4);
  const feet = score.bars[index]!.parts.some((part) => part.part === 'feet' && part.notes.some((note) => note.heads.length > 0));
  return { voices, notes, beams, tuplets, minWidth, feet };
}

/** The extent of everything drawn, read from the drawing's own coordinates (jsdom measures nothing). */
function extent(svg: SVGSVGElement): { top: number; bottom: number } {
  let top = Infinity;
  let bottom = -Infinity;
  const see = (y: number) => {
    if (!Number.isFinite(y)) return;
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  };
  for (const path of svg.querySelectorAll('path')) {
    // VexFlow writes absolute commands only: M/L x y, Q/C pairs, A rx ry rotation large sweep x y.
    for (const [, command, args] of (path.getAttribute('d') ?? '').matchAll(/([MLQCA])([^MLQCAZ]*)/gi)) {
      const numbers = (args ?? '').trim().split(/[\s,]+/).filter(Boolean).map(Number);
      if (command!.toUpperCase() === 'A') see(numbers[6]!);
      else for (let at = 1; at < numbers.length; at += 2) see(numbers[at]!);
    }
  }
  for (const rect of svg.querySelectorAll('rect')) {
    const y = Number(rect.getAttribute('y'));
    see(y);
    see(y + Number(rect.getAttribute('height')));
  }
  for (const text of svg.querySelectorAll('text')) {
    const y = Number(text.getAttribute('y'));
    see(y - 12);
    see(y + 3);
  }
  return { top, bottom };
}

/** A number in tenths of a pixel, written as short as SVG allows: 12, 1.5, -.5. */
function short(tenths: number): string {
  const text = String(tenths / 10);
  return text.replace(/^(-?)0\./, '$1.');
}

/**
 * Joins numbers as path data reads them: a minus sign always starts a new number, and so does
 * a dot after a number that has one already (`1.5.5` is 1.5 and .5); anything else needs a space.
 */
function joined(values: number[]): string {
  let path = '';
  let previous = '';
  for (const value of values.map(short)) {
    const joins = path === '' || value.startsWith('-') || (value.startsWith('.') && previous.includes('.'));
    path += joins ? value : ` ${value}`;
    previous = value;
  }
  return path;
}

/**
 * VexFlow's absolute path data, rewritten relative to the pen and rounded to a tenth of a
 * pixel: a third the size, and every copy of a glyph (each x notehead, each rest) becomes the
 * same text, which the page's compression then sends once.
 */
export function compactPath(data: string): string {
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let out = '';
  const tenths = (value: number) => Math.round(value * 10);
  for (const [, command, args] of data.matchAll(/([MLQCAZ])([^MLQCAZ]*)/gi)) {
    const numbers = (args ?? '').trim().split(/[\s,]+/).filter(Boolean).map(Number);
    const upper = command!.toUpperCase();
    if (upper === 'Z') {
      out += 'z';
      x = startX;
      y = startY;
      continue;
    }
    if (upper === 'A') {
      const [rx, ry, rotation, large, sweep, toX, toY] = numbers as [number, number, number, number, number, number, number];
      const [nextX, nextY] = [tenths(toX), tenths(toY)];
      out += `a${joined([tenths(rx), tenths(ry), rotation * 10, large * 10, sweep * 10, nextX - x, nextY - y])}`;
      [x, y] = [nextX, nextY];
      continue;
    }
    const points: number[] = [];
    for (let at = 0; at + 1 < numbers.length; at += 2) points.push(tenths(numbers[at]!), tenths(numbers[at + 1]!));
    // A command may repeat its arguments: each segment (one pair for M and L, two for Q, three for C) is
    // relative to where the one before it ended. Pairs after a first M are lines.
    const size = { M: 2, L: 2, Q: 4, C: 6 }[upper as 'M' | 'L' | 'Q' | 'C'];
    let letter = upper.toLowerCase();
    const relative: number[] = [];
    for (let at = 0; at < points.length; at += size) {
      const segment = points.slice(at, at + size);
      if (upper === 'M' && out === '' && at === 0) {
        out += `M${joined(segment)}`;
        letter = 'l';
      } else {
        relative.push(...segment.map((value, index) => value - (index % 2 === 0 ? x : y)));
      }
      [x, y] = [segment[segment.length - 2]!, segment[segment.length - 1]!];
      if (upper === 'M' && at === 0) [startX, startY] = [x, y];
    }
    if (relative.length) out += `${letter}${joined(relative)}`;
  }
  return out;
}

/** Turns VexFlow's markup into the page's: theme colours, no ids, notes marked with their step, short paths. */
function clean(markup: string): string {
  return markup
    .replace(/ id="vf-step-(\d+)"/g, ' data-step="$1"')
    .replace(/^<svg[^>]*>/, (root) => root.replace(/ (stroke-dasharray|font-family|font-size|font-weight|font-style)="[^"]*"/g, ''))
    .replace(/ (id|class|pointer-events)="[^"]*"/g, '')
    .replace(/ (fill|stroke)="(?!none)[^"]*"/g, ' $1="currentColor"')
    .replace(/ d="([^"]*)"/g, (_, data: string) => ` d="${compactPath(data)}"`)
    .replace(/ (x|y|width|height)="(-?\d+\.\d+)"/g, (_, name: string, value: string) => ` ${name}="${short(Math.round(Number(value) * 10))}"`)
    // Single quotes: the page also carries the markup inside its React payload, a JSON string in a script, where
    // every double quote is escaped twice over; a single quote costs nothing there.
    .replace(/="([^"]*)"/g, "='$1'");
}

interface SystemPlan {
  drawings: BarDrawing[];
  staves: Stave[];
  width: number;
}

/** A line of bars, measured: each bar as wide as its notes need, after its clef, time signature and repeat sign. */
function planSystem(groove: Groove, score: Score, firstBar: number, bars: number): SystemPlan {
  const drawings = Array.from({ length: bars }, (_, at) => barDrawing(score, firstBar + at, groove.stepsPerBar));
  const staves: Stave[] = [];
  let x = 1;
  drawings.forEach((drawing, at) => {
    const bar = firstBar + at;
    const stave = new Stave(x, STAFF_TOP - 40, 100);
    if (at === 0) stave.addClef('percussion');
    if (bar === 0) stave.addTimeSignature(`${score.signature.beats}/${score.signature.unit}`);
    // The player loops the groove: repeat signs round it, as a chart writes a groove played again and again.
    if (bar === 0) stave.setBegBarType(Barline.type.REPEAT_BEGIN);
    if (bar === groove.bars - 1) stave.setEndBarType(Barline.type.REPEAT_END);
    const modifiers = stave.getNoteStartX() - x;
    stave.setWidth(modifiers + drawing.minWidth + 12);
    x += stave.getWidth();
    staves.push(stave);
  });
  return { drawings, staves, width: Math.ceil(x + 2) };
}

/**
 * Draws a planned line `width` wide: a line narrower than the others (no time signature) gives
 * its bars the difference, so every line of a layout has the same width and, scaled to a
 * narrow screen, the same size of note.
 */
function drawSystem(document: Document, { drawings, staves, width: natural }: SystemPlan, width: number): { svg: SVGSVGElement; width: number } {
  const host = document.createElement('div');
  const renderer = new Renderer(host, Renderer.Backends.SVG);
  const extra = (width - natural) / staves.length;
  let x = 1;
  for (const stave of staves) {
    stave.setX(x).setWidth(stave.getWidth() + extra);
    x += stave.getWidth();
  }
  renderer.resize(width, 300);
  const context = renderer.getContext() as SVGContext;
  // Sticking: one height along the line, under the feet's stems if they play anywhere on it.
  const feet = drawings.some((drawing) => drawing.feet);
  drawings.forEach((drawing, at) => {
    const stave = staves[at]!.setContext(context);
    stave.draw();
    new Formatter().joinVoices(drawing.voices).formatToStave(drawing.voices, stave);
    for (const voice of drawing.voices) voice.draw(context, stave);
    for (const beam of drawing.beams) beam.setContext(context).draw();
    for (const tuplet of drawing.tuplets) tuplet.setContext(context).draw();
    // Sticking, under the staff and under the feet's stems, centred on each note it belongs to.
    const line = stave.getYForLine(4) + (feet ? 62 : 34);
    for (const { note, staveNote } of drawing.notes) {
      if (!note.sticking) continue;
      const text = document.createElementNS(SVG_NS, 'text');
      text.setAttribute('x', String(Math.round((staveNote.getAbsoluteX() + staveNote.getGlyphWidth() / 2) * 10) / 10));
      text.setAttribute('y', String(line));
      text.setAttribute('text-anchor', 'middle');
      text.setAttribute('font-size', '13');
      text.setAttribute('font-weight', '600');
      text.setAttribute('fill', 'currentColor');
      text.textContent = note.sticking;
      context.svg.appendChild(text);
    }
  });
  return { svg: context.svg as SVGSVGElement, width };
}

/**
 * The groove's notation, laid out one bar a line (for a phone) and, for longer grooves, two
 * bars a line (for wider screens and paper).
 */
export function engrave(groove: Groove): EngravedLayout[] {
  const score = scoreOf(groove);
  return withDocument((document) => {
    const perLine = groove.bars === 1 ? [1] : [1, 2];
    return perLine.map((barsPerSystem) => {
      const plans = Array.from({ length: Math.ceil(groove.bars / barsPerSystem) }, (_, line) => {
        const firstBar = line * barsPerSystem;
        return { firstBar, bars: Math.min(barsPerSystem, groove.bars - firstBar), plan: planSystem(groove, score, firstBar, Math.min(barsPerSystem, groove.bars - firstBar)) };
      });
      // A last line with fewer bars than the others keeps its own width: stretched, its notes would spread out.
      const full = plans.filter(({ bars }) => bars === barsPerSystem);
      const width = Math.max(...full.map(({ plan }) => plan.width));
      return {
        barsPerSystem,
        systems: plans.map(({ firstBar, bars, plan }) => {
          const drawn = drawSystem(document, plan, bars === barsPerSystem ? width : plan.width);
          const { svg } = drawn;
          // Each line as tall as what it holds: a line without sticking or high cymbals takes less room.
          const { top, bottom } = extent(svg);
          const from = Math.floor(top) - 4;
          const height = Math.ceil(bottom) + 4 - from;
          svg.setAttribute('viewBox', `0 ${from} ${drawn.width} ${height}`);
          svg.setAttribute('width', String(drawn.width));
          svg.setAttribute('height', String(height));
          svg.removeAttribute('style');
          return { firstBar, bars, width: drawn.width, height, svg: clean(svg.outerHTML) };
        }),
      };
    });
  });
}

/** One note of the drum key: a short staff with the drum's note on it, as the reading lesson shows it. */
export function engraveKeyNote(drum: Voice, stroke: Stroke = 'hit'): string {
  const place = DRUM_KEY[drum];
  const note: Note = {
    step: 0,
    steps: 1,
    value: 4,
    dots: 0,
    heads: [{ drum, key: place.key, head: HEAD_FOR_STROKE[stroke] ?? place.head, ghost: stroke === 'ghost' }],
    accent: stroke === 'accent',
    open: stroke === 'open',
  };
  return withDocument((document) => {
    const host = document.createElement('div');
    const renderer = new Renderer(host, Renderer.Backends.SVG);
    const width = 64;
    renderer.resize(width, 300);
    const context = renderer.getContext() as SVGContext;
    const stave = new Stave(0, STAFF_TOP - 40, width).setContext(context);
    stave.setBegBarType(Barline.type.NONE).setEndBarType(Barline.type.NONE).draw();
    // Stems down, then taken away: a key shows where the head sits, and the marks above it stay close to it.
    const voice = new VexVoice({ num_beats: 1, beat_value: 4 }).addTickables([staveNote(note, 'feet', false)]);
    new Formatter().joinVoices([voice]).format([voice], 10);
    voice.draw(context, stave);
    const svg = context.svg as SVGSVGElement;
    for (const stem of svg.querySelectorAll('.vf-stem')) stem.remove();
    // The same window for every drum, so a grid of them lines up: a ledger line and a mark above, a ledger line below.
    const from = STAFF_TOP - 28;
    const height = 80;
    svg.setAttribute('viewBox', `0 ${from} ${width} ${height}`);
    svg.setAttribute('width', String(width));
    svg.setAttribute('height', String(height));
    svg.removeAttribute('style');
    return clean(svg.outerHTML).replace(/ data-step='\d+'/g, '');
  });
}
