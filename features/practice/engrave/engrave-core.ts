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
  Annotation,
  Articulation,
  Barline,
  Beam,
  Dot,
  Formatter,
  Glyph,
  GraceNote,
  GraceNoteGroup,
  Modifier,
  Parenthesis,
  Renderer,
  Stave,
  StaveNote,
  StaveTie,
  Flow,
  Tremolo,
  Tuplet,
  Voice as VexVoice,
  type SVGContext,
} from 'vexflow/bravura';
import type { Groove, NoteValue, Stroke, Voice } from '../groove/parse';
import { DRUM_KEY, HEAD_FOR_STROKE, scoreOf, type Hairpin, type Note, type PartBar, type Score } from '../groove/score';
import { STROKE_TABLE } from '../groove/vocabulary';

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

/** Where a rest sits: in the middle of a one-voice staff; above the middle for the hands and below it for the feet when both play. */
function restKey(part: PartBar['part'], twoParts: boolean, wholeBar: boolean): string {
  if (!twoParts) return wholeBar ? 'd/5' : 'b/4';
  if (part === 'hands') return wholeBar ? 'f/5' : 'e/5';
  return 'f/4';
}

const HEAD_SUFFIX = { normal: '', x: '/x', diamond: '/d', triangle: '/tu', circlex: '/cx' } as const;

function staveNote(note: Note, part: PartBar['part'], twoParts: boolean): StaveNote {
  const rest = note.heads.length === 0;
  const stem = part === 'hands' ? 1 : -1;
  const keys = rest
    ? [restKey(part, twoParts, note.wholeBar === true)]
    : note.heads.map(({ key, head }) => `${key}${HEAD_SUFFIX[head]}`);
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
  // Under a beamed bass-drum note the accent goes past the beam, not on it.
  if (note.accent)
    staveNote.addModifier(
      new Articulation('a>').setPosition(above).setYShift(part === 'feet' && note.value >= 8 ? 8 : 0),
      0,
    );
  // Open: a small circle above the hi-hat's note; a foot splash: the circle under the foot's.
  if (note.ring === 'open') staveNote.addModifier(new Articulation('ah').setPosition(Modifier.Position.ABOVE), 0);
  if (note.ring === 'splash') staveNote.addModifier(new Articulation('ah').setPosition(Modifier.Position.BELOW), 0);
  // Half-open: the circle with a line through it, as drum parts write it.
  if (note.ring === 'halfopen')
    staveNote.addModifier(new Annotation('ø').setFont('serif', 15).setPosition(Modifier.Position.ABOVE), 0);
  // A double stroke: one slash through the stem, each note played as two.
  if (note.roll === 'double') staveNote.addModifier(new Tremolo(1), 0);
  if (note.graces && note.graceKeys) {
    // A flam's one grace note has a slash through its stem; a drag's two and a ruff's three are beamed.
    const duration = note.graces === 1 ? '8' : note.graces === 2 ? '16' : '32';
    const graces = Array.from(
      { length: note.graces },
      () =>
        new GraceNote({
          keys: note.graceKeys!,
          duration,
          slash: note.graces === 1,
          stem_direction: stem,
          auto_stem: false,
          clef: 'percussion',
        }),
    );
    const group = new GraceNoteGroup(graces, false);
    if (graces.length > 1) group.beamNotes();
    staveNote.addModifier(group, 0);
  }
  note.heads.forEach((head, index) => {
    if (!head.ghost) return;
    staveNote.addModifier(new Parenthesis(Modifier.Position.LEFT), index);
    staveNote.addModifier(new Parenthesis(Modifier.Position.RIGHT), index);
  });
  if (!rest && !note.held) staveNote.setAttribute('id', `step-${note.step}`);
  return staveNote;
}

interface BarDrawing {
  voices: VexVoice[];
  notes: { note: Note; staveNote: StaveNote; part: PartBar['part'] }[];
  beams: Beam[];
  tuplets: Tuplet[];
  minWidth: number;
  /** Whether the feet play in this bar: their stems take the room under the staff. */
  feet: boolean;
  /** Whether the feet have a tuplet number under them. */
  feetTuplets: boolean;
}

function barDrawing(score: Score, index: number, steps: number): BarDrawing {
  const twoParts = score.parts.length === 2;
  const notes: BarDrawing['notes'] = [];
  const beams: Beam[] = [];
  const tuplets: Tuplet[] = [];
  const voices = score.bars[index]!.parts.map((part) => {
    const staveNotes = part.notes.map((note) => staveNote(note, part.part, twoParts));
    part.notes.forEach((note, at) => notes.push({ note, staveNote: staveNotes[at]!, part: part.part }));
    for (const beam of part.beams) beams.push(new Beam(beam.map((at) => staveNotes[at]!)));
    for (const tuplet of part.tuplets) {
      tuplets.push(
        new Tuplet(staveNotes.slice(tuplet.first, tuplet.first + tuplet.count), {
          num_notes: tuplet.notes,
          notes_occupied: tuplet.occupied,
          location: part.part === 'hands' ? Tuplet.LOCATION_TOP : Tuplet.LOCATION_BOTTOM,
          // The number alone (6, not 6:4), as drum books write it.
          ratioed: false,
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
  // A bar denser than sixteenths (sextuplets, thirty-seconds) packs its steps closer, so it still reads one bar a line on a phone.
  // So does a bar of flams: their grace notes are small and sit close to their notes, and already count in the notes' widths.
  const graces = score.bars[index]!.parts.some((part) => part.notes.filter((note) => note.graces).length >= 4);
  const dense = steps > 16 || graces;
  const minWidth = Math.max(
    MIN_BAR_PX,
    steps * (dense ? 12 : STEP_PX),
    formatter.getMinTotalWidth() * (graces ? 1.05 : dense ? 1.2 : 1.4),
  );
  const feet = score.bars[index]!.parts.some(
    (part) => part.part === 'feet' && part.notes.some((note) => note.heads.length > 0),
  );
  const feetTuplets = score.bars[index]!.parts.some((part) => part.part === 'feet' && part.tuplets.length > 0);
  return { voices, notes, beams, tuplets, minWidth, feet, feetTuplets };
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
    const numbers = (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const upper = command!.toUpperCase();
    if (upper === 'Z') {
      out += 'z';
      x = startX;
      y = startY;
      continue;
    }
    if (upper === 'A') {
      const [rx, ry, rotation, large, sweep, toX, toY] = numbers as [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
      ];
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

/** A group with no attributes, holding no group: it changes nothing drawn, but is one more element for the page to lay out. */
const BARE_GROUP = /<g>((?:(?!<\/?g[ >]).)*)<\/g>/gs;

/** Takes out the groups that change nothing (VexFlow wraps every stem, head and flag in one), innermost first. */
function unwrapBareGroups(markup: string): string {
  let previous: string;
  let out = markup;
  do {
    previous = out;
    out = out.replace(BARE_GROUP, '$1');
  } while (out !== previous);
  return out;
}

/**
 * Turns VexFlow's markup into the page's: theme colours, no ids, notes marked with their step, short paths, and
 * no groups that change nothing (a third of its elements: a page of forty rudiments had six thousand in its notation).
 */
function clean(markup: string): string {
  return (
    unwrapBareGroups(
      markup
        .replace(/ id="vf-step-(\d+)"/g, ' data-step="$1"')
        .replace(/^<svg[^>]*>/, (root) =>
          root.replace(/ (stroke-dasharray|font-family|font-size|font-weight|font-style)="[^"]*"/g, ''),
        )
        .replace(/ (id|class|pointer-events)="[^"]*"/g, ''),
    )
      .replace(/ (fill|stroke)="(?!none)[^"]*"/g, ' $1="currentColor"')
      .replace(/ d="([^"]*)"/g, (_, data: string) => ` d="${compactPath(data)}"`)
      .replace(
        / (x|y|width|height)="(-?\d+\.\d+)"/g,
        (_, name: string, value: string) => ` ${name}="${short(Math.round(Number(value) * 10))}"`,
      )
      // Single quotes: the page also carries the markup inside its React payload, a JSON string in a script, where
      // every double quote is escaped twice over; a single quote costs nothing there.
      .replace(/="([^"]*)"/g, "='$1'")
  );
}

interface SystemPlan {
  drawings: BarDrawing[];
  staves: Stave[];
  width: number;
  score: Score;
  /** What is written over each bar's start: a tempo, a metric modulation, the swing feel. */
  marks: (Marking | undefined)[];
}

/** A note written in a tempo marking (♩ = 90, ♩. = ♩), or words beside it. */
type MarkPiece = { note: NoteValue } | { text: string; bold?: boolean } | { three: number };

interface Marking {
  pieces: MarkPiece[];
  width: number;
}

const MARK_SCALE = 30;
/** The glyphs of a note value as a tempo marking draws it: head, stem, flag. */
const MARK_GLYPHS: Record<
  number,
  { code_head: string; stem: boolean; code_flag_upstem?: string; beam_count?: number }
> = {
  1: { code_head: 'noteheadWhole', stem: false },
  2: { code_head: 'noteheadHalf', stem: true },
  4: { code_head: 'noteheadBlack', stem: true },
  8: { code_head: 'noteheadBlack', stem: true, code_flag_upstem: 'flag8thUp', beam_count: 1 },
  16: { code_head: 'noteheadBlack', stem: true, code_flag_upstem: 'flag16thUp', beam_count: 2 },
};
const QUARTER: NoteValue = { value: 4, dots: 0, triplet: false };
const unitNote = (unit: number): NoteValue => ({ value: unit, dots: 0, triplet: false });

/** What is written above each bar of a line: the swing feel and the tempo at the start, a tempo change where one starts. */
function markings(score: Score, firstBar: number, bars: number): (Marking | undefined)[] {
  return Array.from({ length: bars }, (_, at) => {
    const bar = firstBar + at;
    const pieces: MarkPiece[] = [];
    if (bar === 0 && score.swing) {
      // As books write it: two even notes played as a triplet's long and short.
      const even: NoteValue =
        score.swing === 'eighths' ? { value: 8, dots: 0, triplet: false } : { value: 16, dots: 0, triplet: false };
      const long: NoteValue = score.swing === 'eighths' ? QUARTER : { value: 8, dots: 0, triplet: false };
      pieces.push(
        { text: 'Swing ', bold: true },
        { note: even },
        { note: even },
        { text: ' = ' },
        { three: 2 },
        { note: long },
        { note: even },
        { text: '  ' },
      );
    }
    if (bar === 0 && score.tempo) pieces.push({ note: unitNote(score.signature.unit) }, { text: ` = ${score.tempo}` });
    const change = score.bars[bar]?.change;
    if (change?.modulation) {
      pieces.push({ note: change.modulation.from }, { text: ' = ' }, { note: change.modulation.to });
      pieces.push(
        { text: '  (' },
        { note: unitNote(score.signature.unit) },
        { text: ` = ${Math.round(change.tempo)})` },
      );
    } else if (change)
      pieces.push({ note: unitNote(score.signature.unit) }, { text: ` = ${Math.round(change.tempo)}` });
    if (pieces.length === 0) return undefined;
    const width = pieces.reduce(
      (sum, piece) =>
        sum + ('note' in piece ? 16 + (piece.note.dots ? 6 : 0) : 'text' in piece ? piece.text.length * 7.5 : 0),
      24,
    );
    return { pieces, width };
  });
}

/** Draws a marking from `x` at baseline `y`: note glyphs as StaveTempo draws its ♩, words in the serif of the notation. */
function drawMarking(context: SVGContext, marking: Marking, x: number, y: number) {
  const scale = MARK_SCALE / Flow.NOTATION_FONT_SCALE;
  let at = x;
  let three: { from: number; count: number } | undefined;
  context.save();
  for (const piece of marking.pieces) {
    if ('three' in piece) {
      three = { from: at, count: piece.three };
      continue;
    }
    if ('text' in piece) {
      context.setFont('Times New Roman, serif', 14, piece.bold ? 'bold' : 'normal');
      // SVG drops a text's leading and trailing spaces: they are gaps in the drawing instead.
      const words = piece.text.trim();
      at += (piece.text.length - piece.text.trimStart().length) * 4;
      if (words) context.fillText(words, at, y);
      at += words.length * (piece.bold ? 8 : 7) + (piece.text.length - piece.text.trimEnd().length) * 4;
      continue;
    }
    const props = MARK_GLYPHS[piece.note.value] ?? MARK_GLYPHS[4]!;
    const start = at;
    at += 3 * scale;
    Glyph.renderGlyph(context, at, y, MARK_SCALE, props.code_head);
    at += Glyph.getWidth(props.code_head, MARK_SCALE);
    if (props.stem) {
      const height = (30 + 3 * Math.max(0, (props.beam_count ?? 1) - 1)) * scale;
      context.fillRect(at - scale, y - height, scale, height);
      if (props.code_flag_upstem)
        Glyph.renderGlyph(context, at, y - height, MARK_SCALE, props.code_flag_upstem, { category: 'flag.staveTempo' });
      if (props.code_flag_upstem) at += 9 * scale;
    }
    if (piece.note.dots) {
      at += 6 * scale;
      context.beginPath();
      context.arc(at, y + 2 * scale, 2 * scale, 0, Math.PI * 2, false);
      context.fill();
    }
    at += 7 * scale;
    const triplet = piece.note.triplet ? { from: start, count: 1 } : three;
    if (triplet) {
      triplet.count -= 1;
      if (triplet.count === 0) {
        // The 3 of a triplet, over its notes.
        context.setFont('Times New Roman, serif', 11, 'normal', 'italic');
        context.fillText('3', (triplet.from + at) / 2 - 3, y - 30 * scale - 4);
        if (triplet === three) three = undefined;
      }
    }
  }
  context.restore();
}

/** A line of bars, measured: each bar as wide as its notes need, after its clef, time signature and repeat sign. */
function planSystem(groove: Groove, score: Score, firstBar: number, bars: number): SystemPlan {
  const marks = markings(score, firstBar, bars);
  const drawings = Array.from({ length: bars }, (_, at) =>
    barDrawing(score, firstBar + at, groove.shapes[firstBar + at]!.steps),
  );
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
    // Room for a tempo or swing marking written over the bar's start.
    stave.setWidth(Math.max(modifiers + drawing.minWidth + 12, marks[at]?.width ?? 0));
    x += stave.getWidth();
    staves.push(stave);
  });
  return { drawings, staves, width: Math.ceil(x + 2), score, marks };
}

/**
 * Draws a planned line `width` wide: a line narrower than the others (no time signature) gives
 * its bars the difference, so every line of a layout has the same width and, scaled to a
 * narrow screen, the same size of note.
 */
function drawSystem(
  document: Document,
  { drawings, staves, width: natural, score, marks }: SystemPlan,
  width: number,
): { svg: SVGSVGElement; width: number } {
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
    element.setAttribute('x', String(Math.round(x * 10) / 10));
    element.setAttribute('y', String(Math.round(y * 10) / 10));
    element.setAttribute('text-anchor', 'middle');
    element.setAttribute('fill', 'currentColor');
    for (const [name, value] of Object.entries(style)) element.setAttribute(name, value);
    element.textContent = content;
    context.svg.appendChild(element);
  };
  const centre = (staveNote: StaveNote) => staveNote.getAbsoluteX() + staveNote.getGlyphWidth() / 2;
  // Sticking: one height along the line, under the feet's stems if they play anywhere on it; dynamics under that.
  const feet = drawings.some((drawing) => drawing.feet);
  const has = (part: PartBar['part']) =>
    drawings.some((drawing) => drawing.notes.some((each) => each.part === part && each.note.sticking));
  // Below the feet's tuplet numbers too, when they have any.
  const feetTuplets = drawings.some((drawing) => drawing.feetTuplets);
  const stickingLine = staves[0]!.getYForLine(4) + (feet ? 62 : 34) + (feetTuplets ? 24 : 0);
  // The feet's letters (double bass) on a row of their own under the hands'.
  const footLine = has('hands') ? stickingLine + 17 : stickingLine;
  const lowest = has('feet') ? footLine : has('hands') ? stickingLine : undefined;
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
    // Above the cymbals' stems and the tuplets' numbers.
    if (marking) drawMarking(context, marking, stave.getX() + 4, stave.getYForLine(0) - 62);
    for (const { note, staveNote, part } of drawing.notes) {
      // Sticking, under the staff and under the feet's stems, centred on each note it belongs to.
      if (note.sticking)
        text(note.sticking, centre(staveNote), part === 'feet' ? footLine : stickingLine, {
          'font-size': '13',
          'font-weight': '600',
        });
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
  drawHairpins(context, drawings, score.hairpins, dynamicsLine - 5);
  return { svg: context.svg as SVGSVGElement, width };

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

/** Crescendo and decrescendo hairpins under the staff, from their first note to the level they arrive at (or the line's end). */
function drawHairpins(context: SVGContext, drawings: BarDrawing[], hairpins: Hairpin[], y: number) {
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
    const [narrow, wide] = hairpin.kind === 'crescendo' ? [left, right] : [right, left];
    context.beginPath();
    context.moveTo(wide, y - 5);
    context.lineTo(narrow, y);
    context.lineTo(wide, y + 5);
    context.stroke();
  }
}

/**
 * The groove's notation, laid out one bar a line (for a phone) and, for longer grooves, two
 * bars a line (for wider screens and paper).
 */
export function engraveOn(document: Document, groove: Groove): EngravedLayout[] {
  const score = scoreOf(groove);
  const perLine = groove.bars === 1 ? [1] : [1, 2];
  return perLine.map((barsPerSystem) => {
    const plans = Array.from({ length: Math.ceil(groove.bars / barsPerSystem) }, (_, line) => {
      const firstBar = line * barsPerSystem;
      return {
        firstBar,
        bars: Math.min(barsPerSystem, groove.bars - firstBar),
        plan: planSystem(groove, score, firstBar, Math.min(barsPerSystem, groove.bars - firstBar)),
      };
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
  svg.removeAttribute('style');
  return clean(svg.outerHTML).replace(/ data-step='\d+'/g, '');
}
