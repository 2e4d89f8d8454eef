/**
 * Draws a groove's notation (score.ts) as SVG with VexFlow into the document it is handed: at build time
 * a jsdom document (engrave.ts, so no engraving code reaches a lesson's browser), and in the groove
 * builder the browser's own, loaded only there, so what the builder shows is what a lesson prints.
 * VexFlow's Bravura build: the only music font this drawing uses, at half the full build's size.
 *
 * VexFlow 4 is used, not 5: 5 draws its glyphs with a music font and the browser's text
 * measuring, which jsdom cannot do (it drew empty boxes); 4 draws every glyph as a path.
 *
 * What comes out is markup the page can trust: paths in `currentColor` (so the notation takes
 * the theme's text colour, dark mode included), no ids, and `data-step` on each note so the
 * player can light the one it sounds, as it does in the grid.
 */
import {
  Barline,
  Formatter,
  Renderer,
  Stave,
  StaveModifierPosition,
  StaveNote,
  StaveTie,
  Voice as VexVoice,
  type SVGContext,
} from 'vexflow/bravura';
import type { Form, Groove, Stroke, Voice } from '../groove/parse';
import { drawRoadMap, roadMapWidth, setRoadMapBarLines } from './road-map';
import { DRUM_KEY, HEAD_FOR_STROKE, scoreOf, type Hairpin, type Note, type PartBar, type Score } from '../groove/score';
import { STROKE_TABLE } from '../groove/vocabulary';
import { drawMarking, markings, type Marking } from './markings';
import { hoistTextAttributes, mergeStrokes } from './compact-svg';
import { shareGlyphs } from './shared-glyphs';
import { clean, toTenth, withoutDefaults } from './svg-markup';
import { linesOf } from './lines';

export { compactPath } from './svg-markup';
import { barDrawing, staveNote, type BarDrawing } from './bar-drawing';

/** The staff's top line, from the top of the drawing: room above for cymbals, stems, accents and the open `o`. */
const STAFF_TOP = 80;
const SVG_NS = 'http://www.w3.org/2000/svg';
/** How far past its given width a line's clef is cut away when its bar is set after another. */
const CLEF_CLEARANCE = 2;

export interface EngravedSystem {
  /** The first bar (from 0) and how many bars this line of music holds. */
  firstBar: number;
  bars: number;
  svg: string;
  width: number;
  height: number;
  /** Where the drawing's window starts, in the engraving's own coordinates: every line's staff sits at the same height. */
  top: number;
  /**
   * How much of a line that starts after the first bar is its clef (with the barline before it): the drawing from this
   * x on is the bar as it is drawn after another on a line, so a wide screen can set it beside the bar before it.
   */
  clef: number;
  /** Where its last barline ends, before the drawing's margin: a bar set before another is cut there. */
  end: number;
}

export interface EngravedLayout {
  barsPerSystem: number;
  systems: EngravedSystem[];
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
      const numbers = (args ?? '')
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
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

interface SystemPlan {
  firstBar: number;
  form?: Form;
  drawings: BarDrawing[];
  staves: Stave[];
  width: number;
  score: Score;
  /** What is written over each bar's start: a tempo, a metric modulation, the swing feel. */
  marks: (Marking | undefined)[];
  /** The line's clef, when it starts after the first bar: what is written over its start comes after it. */
  clef: number;
  rows: Rows;
  /** The steps the line holds, from its first to the next line's first. */
  steps: { start: number; end: number };
}

/**
 * What the whole groove puts under its staff, so that every line has its sticking and dynamics at one height and two
 * lines set side by side on a wide screen read as one.
 */
interface Rows {
  feet: boolean;
  feetTuplets: boolean;
  handSticking: boolean;
  footSticking: boolean;
}

function rowsOf(drawings: BarDrawing[]): Rows {
  const has = (part: PartBar['part']) =>
    drawings.some((drawing) => drawing.notes.some((each) => each.part === part && each.note.sticking));
  return {
    feet: drawings.some((drawing) => drawing.feet),
    feetTuplets: drawings.some((drawing) => drawing.feetTuplets),
    handSticking: has('hands'),
    footSticking: has('feet'),
  };
}

/** A line of bars, measured: each bar as wide as its notes need, after its clef, time signature and repeat sign. */
function planSystem(
  groove: Groove,
  score: Score,
  firstBar: number,
  bars: number,
  drawn: (bar: number) => BarDrawing,
  rows: Rows,
): SystemPlan {
  const marks = markings(score, firstBar, bars);
  const drawings = Array.from({ length: bars }, (_, at) => drawn(firstBar + at));
  const staves: Stave[] = [];
  let x = 1;
  let clef = 0;
  drawings.forEach((drawing, at) => {
    const bar = firstBar + at;
    const stave = new Stave(x, STAFF_TOP - 40, 100);
    if (bar === 0) stave.addTimeSignature(`${score.signature.beats}/${score.signature.unit}`);
    if (groove.form) setRoadMapBarLines(stave, groove.form, bar, groove.bars);
    else {
      // The player loops the groove: repeat signs round it, as a chart writes a groove played again and again.
      if (bar === 0) stave.setBegBarType(Barline.type.REPEAT_BEGIN);
      if (bar === groove.bars - 1) stave.setEndBarType(Barline.type.REPEAT_END);
    }
    if (at === 0) {
      stave.addClef('percussion');
      // A line's first bar after the first: its clef (and the barline before it) is all that sets it apart from the
      // same bar after another, and a wide screen cuts the drawing where the clef ends.
      if (bar > 0) {
        stave.getNoteStartX();
        const [drawn] = stave.getModifiers(StaveModifierPosition.BEGIN, 'Clef');
        // The glyph reaches a little past the width VexFlow gives it; the first note stands well clear of both.
        clef = drawn!.getX() + drawn!.getWidth() + CLEF_CLEARANCE;
      }
    }
    const modifiers = stave.getNoteStartX() - x;
    // Room for a tempo or swing marking written over the bar's start (after a clef), and for the road map's signs and words.
    const lead = at === 0 && bar > 0 ? clef - x : 0;
    stave.setWidth(
      Math.max(modifiers + drawing.minWidth + 12, lead + (marks[at]?.width ?? 0) + roadMapWidth(groove.form, bar)),
    );
    x += stave.getWidth();
    staves.push(stave);
  });
  const last = groove.shapes[firstBar + bars - 1]!;
  const steps = { start: groove.shapes[firstBar]!.first, end: last.first + last.steps };
  return { firstBar, form: groove.form, drawings, staves, width: Math.ceil(x + 2), score, marks, clef, rows, steps };
}

/**
 * Draws a planned line `width` wide: a line narrower than the others (no time signature) gives
 * its bars the difference, so every line of a layout has the same width and, scaled to a
 * narrow screen, the same size of note.
 */
function drawSystem(
  document: Document,
  { firstBar, form, drawings, staves, width: natural, score, marks, clef, rows, steps }: SystemPlan,
  width: number,
): { svg: SVGSVGElement; width: number; end: number } {
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
  const text = (content: string, x: number, y: number, style: Record<string, string> = {}) => {
    const element = document.createElementNS(SVG_NS, 'text');
    element.setAttribute('x', String(toTenth(x)));
    element.setAttribute('y', String(toTenth(y)));
    element.setAttribute('text-anchor', 'middle');
    element.setAttribute('fill', 'currentColor');
    for (const [name, value] of Object.entries(style)) element.setAttribute(name, value);
    element.textContent = content;
    context.svg.appendChild(element);
  };
  const centre = (staveNote: StaveNote) => staveNote.getAbsoluteX() + staveNote.getGlyphWidth() / 2;
  // Sticking: one height for the whole groove, under the feet's stems if they play anywhere in it; dynamics under that.
  const { feet, feetTuplets } = rows;
  const stickingLine = staves[0]!.getYForLine(4) + (feet ? 62 : 34) + (feetTuplets ? 24 : 0);
  // The feet's letters (double bass) on a row of their own under the hands'.
  const footLine = rows.handSticking ? stickingLine + 17 : stickingLine;
  const lowest = rows.footSticking ? footLine : rows.handSticking ? stickingLine : undefined;
  // Dynamics just under what is above them, so they read with their own line of music, not the next.
  const dynamicsLine =
    lowest !== undefined ? lowest + 22 : staves[0]!.getYForLine(4) + (feet ? 52 : 30) + (feetTuplets ? 24 : 0);
  drawings.forEach((drawing, at) => {
    const stave = staves[at]!.setContext(context);
    stave.draw();
    new Formatter().joinVoices(drawing.voices).formatToStave(drawing.voices, stave);
    for (const voice of drawing.voices) voice.draw(context, stave);
    for (const beam of drawing.beams) beam.setContext(context).draw();
    for (const tuplet of drawing.tuplets) tuplet.setContext(context).draw();
    const marking = marks[at];
    // Where the bar's own signs start: after the clef of a line that starts after the first bar.
    const start = at === 0 && clef > 0 ? clef : stave.getX();
    // Above the cymbals' stems and the tuplets' numbers.
    if (marking) drawMarking(context, marking, start + 4, stave.getYForLine(0) - 62);
    if (form) drawRoadMap(context, stave, form, firstBar + at, start, marking?.width ?? 0, text);
    for (const { note, staveNote, part } of drawing.notes) {
      // Sticking, under the staff and under the feet's stems, centred on each note it belongs to.
      if (note.sticking) {
        // The main stroke's letter centred under its note; a grace note's hand in small letters just before it (lR).
        const [, graces = '', main = note.sticking] = /^([a-z]*)(.*)$/.exec(note.sticking) ?? [];
        const x = centre(staveNote);
        const y = part === 'feet' ? footLine : stickingLine;
        text(main, x, y, { 'font-size': '13', 'font-weight': '600' });
        if (graces)
          text(graces, x - main.length * 4.5 - 0.5, y, {
            'font-size': '10',
            'font-weight': '600',
            'text-anchor': 'end',
          });
      }
      // A buzz roll: a z across the stem.
      if (note.roll === 'buzz') {
        const { topY, baseY } = staveNote.getStemExtents();
        text('z', staveNote.getStemX(), (topY + baseY) / 2 + 4, {
          'font-size': '15',
          'font-style': 'italic',
          'font-weight': 'bold',
          'font-family': 'serif',
        });
      }
      if (note.dynamic)
        text(note.dynamic, centre(staveNote), dynamicsLine, {
          'font-size': '15',
          'font-style': 'italic',
          'font-weight': 'bold',
          'font-family': 'serif',
        });
    }
  });
  drawTies(drawings);
  drawHairpins(context, drawings, score.hairpins, dynamicsLine - 5, steps);
  const lastStave = staves[staves.length - 1]!;
  // The last barline is drawn just after the staff's end, a unit wide (a repeat's thick line ends there too).
  return { svg: context.svg as SVGSVGElement, width, end: lastStave.getX() + lastStave.getWidth() + 1 };

  function drawTies(drawn: BarDrawing[]) {
    for (const part of ['hands', 'feet'] as const) {
      const line = drawn.flatMap((drawing) => drawing.notes.filter((each) => each.part === part));
      line.forEach(({ note, staveNote }, index) => {
        const indices = note.heads.map((_, head) => head);
        // A note held on from the line before: the tie's second half, from the line's start.
        if (index === 0 && note.held)
          new StaveTie({ last_note: staveNote, first_indices: indices, last_indices: indices })
            .setContext(context)
            .draw();
        if (!note.tie) return;
        const next = line[index + 1]?.staveNote;
        new StaveTie({
          first_note: staveNote,
          ...(next ? { last_note: next } : {}),
          first_indices: indices,
          last_indices: indices,
        })
          .setContext(context)
          .draw();
      });
    }
  }
}

/**
 * Crescendo and decrescendo hairpins under the staff, from their first note to the level they arrive at (or the line's
 * end). One that goes on over the line's end, or came from the line before, is as open there as it is at that step of
 * the whole, so its two parts read as one: on a phone, one line under the other; on a wide screen, two bars side by side.
 */
function drawHairpins(
  context: SVGContext,
  drawings: BarDrawing[],
  hairpins: Hairpin[],
  y: number,
  steps: { start: number; end: number },
) {
  const notes = drawings.flatMap((drawing) => drawing.notes.filter(({ note }) => note.heads.length > 0 && !note.held));
  if (notes.length === 0) return;
  const xOf = (step: number) => notes.find(({ note }) => note.step === step)?.staveNote;
  const firstStep = notes[0]!.note.step;
  const lastStep = notes[notes.length - 1]!.note.step;
  for (const hairpin of hairpins) {
    if (hairpin.to < firstStep || hairpin.from > lastStep) continue;
    const from = xOf(hairpin.from);
    const to = xOf(hairpin.to);
    const left = from ? from.getAbsoluteX() + 14 : notes[0]!.staveNote.getAbsoluteX() - 6;
    const right = to ? to.getAbsoluteX() - 8 : notes[notes.length - 1]!.staveNote.getAbsoluteX() + 14;
    if (right - left < 8) continue;
    // How far it has grown at a step, from nothing at its start to all at its end: where a line cuts it, the cut.
    const grown = (step: number) => Math.min(1, Math.max(0, (step - hairpin.from) / (hairpin.to - hairpin.from)));
    const [atLeft, atRight] = [
      hairpin.from < steps.start ? grown(steps.start) : 0,
      hairpin.to >= steps.end ? grown(steps.end) : 1,
    ];
    const [leftOpen, rightOpen] = (hairpin.kind === 'crescendo' ? [atLeft, atRight] : [1 - atLeft, 1 - atRight]).map(
      (share) => Math.round(share * 50) / 10,
    );
    context.beginPath();
    if (leftOpen === 0 || rightOpen === 0) {
      // Closed at one end: one stroke through its point.
      const [wide, narrow, open] = leftOpen === 0 ? [right, left, rightOpen!] : [left, right, leftOpen!];
      context.moveTo(wide, y - open);
      context.lineTo(narrow, y);
      context.lineTo(wide, y + open);
    } else {
      context.moveTo(left, y - leftOpen!);
      context.lineTo(right, y - rightOpen!);
      context.moveTo(left, y + leftOpen!);
      context.lineTo(right, y + rightOpen!);
    }
    context.stroke();
  }
}

/**
 * The groove's notation, laid out one bar a line (a page's, which a wide screen sets two a line) and, for longer grooves
 * and unless `twoALine` is false, two bars a line (for paper: the printed guide and the notation files).
 */
export function engraveOn(
  document: Document,
  groove: Groove,
  { share = true, twoALine = true }: { share?: boolean; twoALine?: boolean } = {},
): EngravedLayout[] {
  const score = scoreOf(groove);
  const perLine = groove.bars === 1 || !twoALine ? [1] : [1, 2];
  const drawingOf = (bar: number) => barDrawing(score, bar, groove.shapes[bar]!.steps);
  // Each layout draws its own notes (VexFlow ties a note to the staff it is drawn on); the first layout's tell what
  // the groove has under its staff.
  const first = Array.from({ length: groove.bars }, (_, bar) => drawingOf(bar));
  const rows = rowsOf(first);
  const layouts = perLine.map((barsPerSystem) => {
    const plans = linesOf(groove, barsPerSystem).map(({ firstBar, bars }) => ({
      firstBar,
      bars,
      plan: planSystem(groove, score, firstBar, bars, barsPerSystem === 1 ? (bar) => first[bar]! : drawingOf, rows),
    }));
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
        withoutDefaults(svg);
        return {
          firstBar,
          bars,
          width: drawn.width,
          height,
          top: from,
          clef: toTenth(plan.clef),
          end: toTenth(drawn.end),
          svg,
        };
      }),
    };
  });
  // Every glyph the groove draws twice or more, defined once in its first line (which every page shows, drawn or not);
  // each line's like strokes one path, and its letters' common attributes written once.
  // Not shared: every glyph, stroke and letter an element of its own, as VexFlow draws it (the test that the two look
  // the same).
  if (share) {
    const svgs = layouts.flatMap(({ systems }) => systems.map(({ svg }) => svg));
    shareGlyphs(svgs);
    for (const svg of svgs) {
      mergeStrokes(svg);
      hoistTextAttributes(svg);
    }
  }
  return layouts.map(({ barsPerSystem, systems }) => ({
    barsPerSystem,
    systems: systems.map(({ svg, ...system }) => ({ ...system, svg: clean(svg.outerHTML) })),
  }));
}

/** One note of the drum key: a short staff with the drum's note on it, as the reading lesson shows it. */
export function engraveKeyNoteOn(document: Document, drum: Voice, stroke: Stroke = 'hit'): string {
  const place = DRUM_KEY[drum];
  const entry = STROKE_TABLE[stroke];
  const note: Note = {
    step: 0,
    ticks: 1,
    value: 4,
    dots: 0,
    heads: [{ drum, key: place.key, head: HEAD_FOR_STROKE[stroke] ?? place.head, ghost: entry.ghost === true }],
    accent: entry.accent === true,
    ...(entry.ring ? { ring: entry.ring } : {}),
    ...(entry.graces ? { graces: entry.graces, graceKeys: [place.key] } : {}),
    ...(entry.roll ? { roll: entry.roll } : {}),
  };
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
  withoutDefaults(svg);
  return clean(svg.outerHTML).replace(/ data-step='\d+'/g, '');
}
