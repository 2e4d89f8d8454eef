/**
 * Grooves: the drum patterns a lesson shows and plays, written by editors as one line of
 * text per drum, like drum tab:
 *
 *     <Groove title="Basic rock beat" tempo="70"
 *       hihat="x-x-x-x-x-x-x-x-"
 *       snare="----x-------x---"
 *       kick="x-------x-------" />
 *
 * One character is one step; every line has the same number of steps. Spaces are ignored and
 * `|` separates bars, so `x-x-x-x- | x-x-x-x-` is two bars of four steps. Without `|` the
 * whole line is one bar. The steps in a bar divide evenly among its beats: 8 steps in 4/4
 * are eighth notes, 12 are triplets, 16 are sixteenths; each bar on its own, so a bar of
 * sixteenths may follow a bar of triplets. A bar that mixes them within itself says so in
 * `subdivision`: "4 4 4 6" is three beats of sixteenths and a beat of sextuplets, "3/2" three
 * steps across two beats (quarter-note triplets). `_` holds the note before it through its step
 * (a longer note, tied over the beat where needed).
 *
 * A groove writes only the drums it plays (any of VOICES), and may add a `sticking` line of
 * R and L under the hands' notes, as rudiment books do, a `feet` line under the bass drum's
 * (double bass), `dynamics` (p, m for mf, f, < and >), `beams` (3+2+2), `swing` and a
 * `tempoChange` at a bar.
 *
 * Everything here is plain data and checked once, at build time (the content check) and
 * again when a page renders, with messages an editor can act on.
 */

import {
  GROOVE_BAR_LINE,
  GROOVE_HOLD,
  GROOVE_RESTS,
  TEMPO_RANGE,
  VOICES,
  type Step,
  type Stroke,
  type Voice,
} from './language';
import {
  DYNAMIC_CHARACTERS,
  DYNAMIC_LEVELS,
  DYNAMIC_TABLE,
  DYNAMICS_LEGEND,
  FEET,
  isHairpin,
  LEGEND,
  STROKE_NAMES,
  STROKES,
  VOICE_NAMES,
  type Dynamic,
  type DynamicMark,
} from './vocabulary';

export {
  DYNAMICS_LEGEND,
  FEET,
  LEGEND,
  STROKE_NAMES,
  STROKES,
  VOICE_NAMES,
  VOICES,
  type Dynamic,
  type DynamicMark,
  type Stroke,
  type Voice,
};
export const DEFAULT_TEMPO = 80;
const DEFAULT_SIGNATURE = '4/4';
/** Steps per beat a bar may have without saying so: quarters, eighths, triplets, sixteenths, sextuplets, thirty-seconds. */
const STEPS_PER_BEAT = [1, 2, 3, 4, 6, 8];
/** The most steps one beat (or one group of beats) of `subdivision` may hold. */
const MAX_CELL_STEPS = 12;
const BAR_UNITS = [2, 4, 8, 16];

const REST = new Set<string>(GROOVE_RESTS);

export const STICKING_LEGEND =
  'R (right hand), L (left hand), in capitals, or - (no letter), under a step a hand plays';
export const FEET_LEGEND =
  'R (right foot), L (left foot), in capitals, or - (no letter), under a bass drum note: for double bass';
export const SUBDIVISION_LEGEND =
  'steps per beat for each beat of a bar, e.g. "4 4 4 6" (three beats of sixteenths, then sextuplets); "3/2" is three steps across two beats; | between bars when they differ';
export const BEAMS_LEGEND =
  'the beat groups the notes are beamed in, adding up to the top number of the time signature, e.g. 3+2+2 in 7/8';
export const SWING_LEGEND =
  '"eighths" or "sixteenths": played long-short, as a triplet\'s first two thirds and last third';
export const TEMPO_CHANGE_LEGEND =
  '"bar 3: 120" (a new tempo), or a metric modulation such as "bar 3: dotted quarter = quarter" (the old dotted quarter becomes the new beat); ; between changes';

export type Hand = 'R' | 'L';
export type Swing = 'eighths' | 'sixteenths';

export interface TimeSignature {
  /** Beats in a bar (the top number). */
  beats: number;
  /** The note value of a beat (the bottom number): 4 is a quarter note. */
  unit: number;
}

/** A stretch of a bar whose steps are evenly spaced: `steps` steps across `beats` beats (most often one). */
export interface Cell {
  steps: number;
  beats: number;
}

export interface BarShape {
  /** The bar's first step, in the whole groove. */
  first: number;
  steps: number;
  cells: Cell[];
}

/** Where a step falls in the count. */
export interface StepPlace {
  bar: number;
  /** Its cell in the bar (`BarShape.cells`), its index in that cell, and the cell's size. */
  cell: number;
  sub: number;
  of: number;
  /** Beats the cell spans. */
  span: number;
  /** Beats from the start of its bar to this step (a fraction between beats). */
  beat: number;
}

/** A note value as a tempo change names it: "dotted quarter" is { value: 4, dots: 1 }. */
export interface NoteValue {
  value: number;
  dots: 0 | 1;
  triplet: boolean;
}

export interface TempoChange {
  /** The bar it starts (from 0). */
  bar: number;
  /** Beats per minute from that bar; not always whole after a metric modulation. */
  tempo: number;
  /** A metric modulation: the note value of before (`from`) that the new one (`to`) lasts as long as. */
  modulation?: { from: NoteValue; to: NoteValue };
}

export interface Groove {
  title: string;
  tempo: number;
  signature: TimeSignature;
  bars: number;
  /** Each bar's steps and how they divide its beats. */
  shapes: BarShape[];
  /** Each step's place in the count. */
  places: StepPlace[];
  /** Steps in the whole groove. */
  steps: number;
  /** The drums the groove writes, in VOICES order, each with one entry per step. */
  voices: Partial<Record<Voice, Step[]>>;
  /** Steps that hold the drum's note before them (`_`), for the drums that have any. */
  holds: Partial<Record<Voice, boolean[]>>;
  /** The hand for each step, when the groove gives its sticking. */
  sticking?: (Hand | null)[];
  /** The foot for each bass drum note, when the groove gives it (double bass). */
  feet?: (Hand | null)[];
  dynamics?: (DynamicMark | null)[];
  /** Beat groups to beam in, when the groove sets them. */
  beams?: number[];
  swing?: Swing;
  /** Tempo changes, by bar. */
  changes: TempoChange[];
}

/** The attributes an editor writes on `<Groove>`, all text. */
export type GrooveAttributes = Partial<
  Record<
    | 'title'
    | 'tempo'
    | 'signature'
    | 'subdivision'
    | 'sticking'
    | 'feet'
    | 'dynamics'
    | 'beams'
    | 'swing'
    | 'tempoChange'
    | Voice,
    string
  >
>;

/** A mistake in a groove, said in the words of the attribute it is in. */
export class GrooveError extends Error {
  constructor(
    readonly attribute: string,
    readonly expected: string,
    readonly got: string,
  ) {
    super(`${attribute}: expected ${expected}; got ${got}`);
    this.name = 'GrooveError';
  }
}

export function parseTempo(value: string | undefined, attribute = 'tempo', fallback = DEFAULT_TEMPO): number {
  if (value === undefined || value.trim() === '') return fallback;
  const tempo = Number(value.trim());
  if (!Number.isInteger(tempo) || tempo < TEMPO_RANGE.min || tempo > TEMPO_RANGE.max) {
    throw new GrooveError(
      attribute,
      `a whole number of beats per minute from ${TEMPO_RANGE.min} to ${TEMPO_RANGE.max}`,
      `"${value}"`,
    );
  }
  return tempo;
}

export function parseSignature(value: string | undefined, attribute = 'signature'): TimeSignature {
  const text = (value ?? DEFAULT_SIGNATURE).trim() || DEFAULT_SIGNATURE;
  const match = /^(\d{1,2})\s*\/\s*(\d{1,2})$/.exec(text);
  const beats = Number(match?.[1]);
  const unit = Number(match?.[2]);
  if (!match || beats < 1 || beats > 15 || !BAR_UNITS.includes(unit)) {
    throw new GrooveError(
      attribute,
      'a time signature such as 4/4, 3/4, 6/8 or 7/8 (1 to 15 beats of 2, 4, 8 or 16)',
      `"${text}"`,
    );
  }
  return { beats, unit };
}

/** One line as bars of characters: spaces dropped, split at `|`. */
function barsOf(line: string): string[] {
  const bars = line.replace(/\s+/g, '').split(GROOVE_BAR_LINE);
  // A leading or trailing | (as in drum tab: |x-x-|) frames the bars; it does not add one.
  if (bars[0] === '') bars.shift();
  if (bars.length > 1 && bars[bars.length - 1] === '') bars.pop();
  return bars;
}

function parseLine(attribute: string, line: string, allowed: (char: string) => boolean, legend: string): string[] {
  const bars = barsOf(line);
  if (bars.length === 0 || bars.every((bar) => bar === '')) {
    throw new GrooveError(attribute, `one character per step: ${legend}`, 'an empty line');
  }
  bars.forEach((bar, index) => {
    if (bar === '')
      throw new GrooveError(attribute, 'steps between every two | marks', `an empty bar (bar ${index + 1})`);
    const wrong = [...bar].find((char) => !REST.has(char) && !allowed(char));
    if (wrong !== undefined)
      throw new GrooveError(attribute, `one character per step: ${legend}`, `"${wrong}" in "${line.trim()}"`);
  });
  return bars;
}

const DRUM_LIST = VOICES.join(', ');

/** Where a step is, in an editor's words: "step 3" or "step 3 of bar 2". */
function stepWords(groove: Pick<Groove, 'bars' | 'shapes' | 'places'>, step: number): string {
  const place = groove.places[step]!;
  const inBar = step - groove.shapes[place.bar]!.first + 1;
  return `step ${inBar}${groove.bars > 1 ? ` of bar ${place.bar + 1}` : ''}`;
}

/** The bars' shapes as `subdivision` gives them: one bar's for every bar, or one per bar. */
function parseSubdivision(text: string, signature: TimeSignature, bars: number): Cell[][] {
  const fail = (got: string) => {
    throw new GrooveError(
      'subdivision',
      `${SUBDIVISION_LEGEND}; the beats of each bar adding up to ${signature.beats}`,
      got,
    );
  };
  const specs = barsOf(text);
  if (specs.length !== 1 && specs.length !== bars) fail(`${specs.length} bars of it for a groove of ${bars}`);
  const shapes = text
    .split(GROOVE_BAR_LINE)
    .map((spec) => spec.trim())
    .filter(Boolean)
    .map((spec) => {
      const tokens = spec.split(/\s+/);
      const cells = tokens.map((token) => {
        const match = /^(\d{1,2})(?:\/(\d{1,2}))?$/.exec(token);
        const cell = { steps: Number(match?.[1]), beats: Number(match?.[2] ?? 1) };
        if (!match || cell.steps < 1 || cell.steps > MAX_CELL_STEPS || cell.beats < 1) fail(`"${token}"`);
        return cell;
      });
      if (cells.length === 1 && cells[0]!.beats === 1) return Array.from({ length: signature.beats }, () => cells[0]!);
      const beats = cells.reduce((sum, cell) => sum + cell.beats, 0);
      if (beats !== signature.beats) fail(`"${spec}", ${beats} beat${beats === 1 ? '' : 's'}`);
      return cells;
    });
  return shapes.length === 1 ? Array.from({ length: bars }, () => shapes[0]!) : shapes;
}

/** A bar's shape from its number of steps alone: the steps divide evenly among the beats. */
function inferredShape(attribute: string, steps: number, signature: TimeSignature, bar: number, bars: number): Cell[] {
  const perBeat = steps / signature.beats;
  if (!STEPS_PER_BEAT.includes(perBeat)) {
    const fits = STEPS_PER_BEAT.map((each) => each * signature.beats).join(', ');
    throw new GrooveError(
      attribute,
      `a number of steps per bar that divides evenly into the ${signature.beats} beats of ${signature.beats}/${signature.unit} (${fits}), or a subdivision that says how the beats are split`,
      `${steps} steps${bars > 1 ? ` in bar ${bar + 1}` : ''}`,
    );
  }
  return Array.from({ length: signature.beats }, () => ({ steps: perBeat, beats: 1 }));
}

const NOTE_VALUES: Record<string, number> = { whole: 1, half: 2, quarter: 4, eighth: 8, sixteenth: 16 };

/** A note value's length in beats of `unit` (a dotted quarter is 1.5 beats of 4/4, 3 of 6/8). */
export function noteLength({ value, dots, triplet }: NoteValue, unit: number): number {
  return (unit / value) * (dots ? 1.5 : 1) * (triplet ? 2 / 3 : 1);
}

function parseNoteValue(text: string): NoteValue | undefined {
  const match = /^(dotted\s+)?(whole|half|quarter|eighth|sixteenth)(\s+triplet)?$/i.exec(text.trim());
  if (!match) return undefined;
  return { value: NOTE_VALUES[match[2]!.toLowerCase()]!, dots: match[1] ? 1 : 0, triplet: Boolean(match[3]) };
}

function parseTempoChanges(
  text: string | undefined,
  tempo: number,
  signature: TimeSignature,
  bars: number,
): TempoChange[] {
  if (text === undefined || text.trim() === '') return [];
  const changes: TempoChange[] = [];
  let current = tempo;
  for (const part of text
    .split(';')
    .map((each) => each.trim())
    .filter(Boolean)) {
    const fail = (got: string): never => {
      throw new GrooveError('tempoChange', TEMPO_CHANGE_LEGEND, got);
    };
    const match = /^bar\s+(\d+)\s*:\s*(.+)$/i.exec(part) ?? fail(`"${part}"`);
    const bar = Number(match[1]) - 1;
    if (bar < 1 || bar >= bars) fail(`bar ${bar + 1}, where the groove has bars 2 to ${bars} to change at`);
    if (changes.length && bar <= changes[changes.length - 1]!.bar)
      fail(`bar ${bar + 1} after bar ${changes[changes.length - 1]!.bar + 1}: changes go in order`);
    const rule = match[2]!.trim();
    let next: TempoChange;
    if (/^\d+$/.test(rule)) {
      next = { bar, tempo: parseTempo(rule, 'tempoChange') };
    } else {
      const [left, right, extra] = rule.split('=');
      const from = parseNoteValue(left ?? '');
      const to = parseNoteValue(right ?? '');
      if (!from || !to || extra !== undefined) fail(`"${rule}"`);
      // The old `from` lasts as long as the new `to`: tempo × to / from, in beats of the time signature.
      const bpm = (current * noteLength(to!, signature.unit)) / noteLength(from!, signature.unit);
      if (bpm < TEMPO_RANGE.min || bpm > TEMPO_RANGE.max)
        fail(`"${rule}", which takes ${Math.round(current)} BPM to ${Math.round(bpm)}`);
      next = { bar, tempo: bpm, modulation: { from: from!, to: to! } };
    }
    changes.push(next);
    current = next.tempo;
  }
  return changes;
}

function parseBeams(text: string | undefined, signature: TimeSignature): number[] | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const groups = text.split('+').map((each) => Number(each.trim()));
  const sum = groups.reduce((total, each) => total + each, 0);
  if (groups.some((each) => !Number.isInteger(each) || each < 1) || sum !== signature.beats) {
    throw new GrooveError(
      'beams',
      BEAMS_LEGEND,
      `"${text.trim()}"${groups.every(Number.isInteger) ? `, which adds up to ${sum}, not ${signature.beats}` : ''}`,
    );
  }
  return groups;
}

function parseSwing(text: string | undefined, signature: TimeSignature): Swing | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const swing = text.trim().toLowerCase();
  if (swing !== 'eighths' && swing !== 'sixteenths') throw new GrooveError('swing', SWING_LEGEND, `"${text.trim()}"`);
  if (signature.unit !== 4)
    throw new GrooveError(
      'swing',
      'a time signature with a quarter-note beat (4/4, 3/4…) to swing in',
      `${signature.beats}/${signature.unit}`,
    );
  return swing;
}

/**
 * Reads a groove from its attributes. Throws a GrooveError naming the attribute and what was
 * expected: no drum at all, lines of different lengths, bars that do not divide into beats…
 */
export function parseGroove(attributes: GrooveAttributes): Groove {
  const title = attributes.title?.trim() ?? '';
  if (!title)
    throw new GrooveError('title', 'a short name for the groove, shown above it and read to screen readers', 'nothing');
  const tempo = parseTempo(attributes.tempo);
  const signature = parseSignature(attributes.signature);

  const lines: [string, string[]][] = VOICES.flatMap((voice) => {
    const line = attributes[voice];
    if (line === undefined) return [];
    const allowed = (char: string) => char === GROOVE_HOLD || Object.hasOwn(STROKES[voice], char);
    return [[voice, parseLine(voice, line, allowed, LEGEND[voice])] as [string, string[]]];
  });
  if (lines.length === 0) {
    throw new GrooveError('drums', `a line of steps for at least one drum (${DRUM_LIST})`, 'no drum');
  }
  const written = lines.length;
  const extra: Record<string, [string, (char: string) => boolean, string]> = {
    // Capitals only: in drum books a small letter is a grace note (the "l" of "lR" is a flam's), written here as f on the drum's line.
    sticking: ['sticking', (char) => char === 'R' || char === 'L', STICKING_LEGEND],
    feet: ['feet', (char) => char === 'R' || char === 'L', FEET_LEGEND],
    dynamics: ['dynamics', (char) => Object.hasOwn(DYNAMIC_CHARACTERS, char), DYNAMICS_LEGEND],
  };
  for (const [name, [attribute, allowed, legend]] of Object.entries(extra)) {
    const line = attributes[name as 'sticking' | 'feet' | 'dynamics'];
    if (line !== undefined) lines.push([attribute, parseLine(attribute, line, allowed, legend)]);
  }

  const [first, firstBars] = lines[0]!;
  const bars = firstBars.length;
  const cells =
    attributes.subdivision !== undefined && attributes.subdivision.trim() !== ''
      ? parseSubdivision(attributes.subdivision, signature, bars)
      : firstBars.map((bar, index) => inferredShape(first, bar.length, signature, index, bars));
  const shapes: BarShape[] = [];
  let total = 0;
  for (const barCells of cells) {
    const steps = barCells.reduce((sum, cell) => sum + cell.steps, 0);
    shapes.push({ first: total, steps, cells: barCells });
    total += steps;
  }
  for (const [attribute, lineBars] of lines) {
    if (lineBars.length !== bars) {
      throw new GrooveError(attribute, `${bars} bar${bars === 1 ? '' : 's'}, like ${first}`, `${lineBars.length}`);
    }
    lineBars.forEach((bar, index) => {
      const wanted = shapes[index]!.steps;
      if (bar.length !== wanted) {
        const where = bars > 1 ? ` in bar ${index + 1}` : '';
        const like = attributes.subdivision ? 'as the subdivision gives it' : `like bar ${index + 1} of ${first}`;
        throw new GrooveError(
          attribute,
          `${wanted} steps${where}, ${like} (every line has the same steps in each bar; spaces and | do not count)`,
          `${bar.length} steps`,
        );
      }
    });
  }

  const places: StepPlace[] = shapes.flatMap((shape, bar) => {
    let beat = 0;
    return shape.cells.flatMap((cell, index) => {
      const from = beat;
      beat += cell.beats;
      return Array.from({ length: cell.steps }, (_, sub) => ({
        bar,
        cell: index,
        sub,
        of: cell.steps,
        span: cell.beats,
        beat: from + (sub * cell.beats) / cell.steps,
      }));
    });
  });
  const shaped = { bars, shapes, places };

  const voices: Partial<Record<Voice, Step[]>> = {};
  const holds: Partial<Record<Voice, boolean[]>> = {};
  for (const [voice, lineBars] of lines.slice(0, written) as [Voice, string[]][]) {
    const chars = [...lineBars.join('')];
    voices[voice] = chars.map((char) => (REST.has(char) || char === GROOVE_HOLD ? null : STROKES[voice][char]!));
    if (chars.includes(GROOVE_HOLD)) {
      holds[voice] = chars.map((char) => char === GROOVE_HOLD);
      chars.forEach((char, step) => {
        if (char === GROOVE_HOLD && (step === 0 || (!voices[voice]![step - 1] && !holds[voice]![step - 1]))) {
          throw new GrooveError(
            voice,
            `_ only straight after a note (or another _), to hold it`,
            `_ at ${stepWords(shaped, step)}, after a rest`,
          );
        }
      });
    }
  }

  const lineOf = (attribute: string) =>
    lines
      .slice(written)
      .find(([name]) => name === attribute)?.[1]
      .join('');
  const letters = (attribute: string, under: Voice[], what: string): (Hand | null)[] | undefined => {
    const line = lineOf(attribute);
    if (line === undefined) return undefined;
    const hands = [...line].map((char) => (REST.has(char) ? null : (char as Hand)));
    const lonely = hands.findIndex((hand, step) => hand && !under.some((voice) => voices[voice]?.[step]));
    if (lonely >= 0) {
      throw new GrooveError(
        attribute,
        `a letter only under a step ${what} plays (${attribute === 'feet' ? FEET_LEGEND : STICKING_LEGEND})`,
        `"${hands[lonely]}" at ${stepWords(shaped, lonely)}, where no ${what === 'a hand' ? 'hand drum' : 'bass drum'} plays`,
      );
    }
    return hands;
  };
  const sticking = letters(
    'sticking',
    VOICES.filter((voice) => !FEET.includes(voice)),
    'a hand',
  );
  const feet = letters('feet', ['kick'], 'the bass drum');

  let dynamics: (DynamicMark | null)[] | undefined;
  const dynamicsLine = lineOf('dynamics');
  if (dynamicsLine !== undefined) {
    dynamics = [...dynamicsLine].map((char) => (REST.has(char) ? null : DYNAMIC_CHARACTERS[char]!));
    let level: Dynamic | undefined;
    dynamics.forEach((mark, step) => {
      if (!mark) return;
      const fail = (expected: string, got: string) => {
        throw new GrooveError('dynamics', expected, `"${dynamicsLine[step]}" at ${stepWords(shaped, step)}${got}`);
      };
      if (isHairpin(mark)) {
        const goal = dynamics!.slice(step + 1).find((each) => each && !isHairpin(each)) as Dynamic | undefined;
        if (!level) fail('a level (p, m or f) before a < or > that changes it', ', with no level before it');
        if (!goal) fail('a level (p, m or f) after a < or >, where it arrives', ', with no level after it');
        const rise = DYNAMIC_LEVELS.indexOf(goal!) - DYNAMIC_LEVELS.indexOf(level!);
        if (mark === 'crescendo' ? rise <= 0 : rise >= 0) {
          fail(
            `a ${mark === 'crescendo' ? '< that arrives at a louder' : '> that arrives at a softer'} level than the one before it`,
            `, from ${level} to ${goal}`,
          );
        }
        return;
      }
      if (!VOICES.some((voice) => voices[voice]?.[step]))
        fail(`a level under a step that plays (${DYNAMICS_LEGEND})`, ', where nothing plays');
      level = mark;
    });
  }

  return {
    title,
    tempo,
    signature,
    bars,
    shapes,
    places,
    steps: total,
    voices,
    holds,
    sticking,
    feet,
    dynamics,
    beams: parseBeams(attributes.beams, signature),
    swing: parseSwing(attributes.swing, signature),
    changes: parseTempoChanges(attributes.tempoChange, tempo, signature, bars),
  };
}

/** The tempo each bar is written at, after the groove's tempo changes. */
export function barTempos(groove: Pick<Groove, 'tempo' | 'bars' | 'changes'>): number[] {
  let tempo = groove.tempo;
  return Array.from({ length: groove.bars }, (_, bar) => {
    tempo = groove.changes.find((change) => change.bar === bar)?.tempo ?? tempo;
    return tempo;
  });
}

/**
 * How a step is counted aloud, as drummers do and as the lessons write it: "1 e & a" for
 * sixteenths, "1 trip let" for triplets, "1 &" for eighths; a step between the count's
 * syllables (a quintuplet's) is "·".
 */
export function countOf(place: StepPlace): string {
  if (Number.isInteger(place.beat)) return String(place.beat + 1);
  const syllables: Record<number, string[]> = {
    2: ['', '&'],
    3: ['', 'trip', 'let'],
    4: ['', 'e', '&', 'a'],
    6: ['', 'la', 'li', '&', 'la', 'li'],
    8: ['', 'e', '&', 'a', '', 'e', '&', 'a'],
  };
  if (place.span === 1) return syllables[place.of]?.[place.sub] || '·';
  // Three across two beats: "1 trip let" stretched; anything else across beats has no syllables of its own.
  return place.of === 3 ? syllables[3]![place.sub]! : '·';
}

/** A note value in words: "dotted quarter", "eighth triplet". */
export function noteValueWords({ value, dots, triplet }: NoteValue): string {
  const name = Object.entries(NOTE_VALUES).find(([, each]) => each === value)![0];
  return `${dots ? 'dotted ' : ''}${name}${triplet ? ' triplet' : ''}`;
}

/** A tempo change in words: "bar 3: the dotted quarter of before becomes the new quarter, 53 BPM". */
export function tempoChangeWords(change: TempoChange): string {
  const bpm = `${Math.round(change.tempo)} BPM`;
  if (!change.modulation) return bpm;
  return `the ${noteValueWords(change.modulation.from)} of before becomes the new ${noteValueWords(change.modulation.to)}, ${bpm}`;
}

/**
 * Every note of a groove in words, drum by drum and bar by bar, as a drummer counts them:
 * "Hi-hat: 1, &, 2, &, 3, &, 4, &. Snare: 2 (accent), 4 (accent). Bass drum: 1, 3." It is
 * the notation's text alternative, so a visitor who shows only the notation loses nothing.
 */
export function describeNotes(groove: Groove, words: { bar: (bar: number) => string; sticking: string }): string {
  const bars = groove.shapes.map((shape, bar) => {
    const steps = Array.from({ length: shape.steps }, (_, offset) => shape.first + offset);
    const count = (step: number) => countOf(groove.places[step]!);
    const beatOf = (step: number) => Math.floor(groove.places[step]!.beat);
    const lines = VOICES.flatMap((voice) => {
      const line = groove.voices[voice];
      let previous: number | undefined;
      const notes = steps.flatMap((step) => {
        const stroke = line?.[step];
        if (!stroke) return [];
        // An offbeat says its beat unless the note before it in the list is in the same beat: "1, &, a", but "& of 3".
        const offbeat = !Number.isInteger(groove.places[step]!.beat);
        const said =
          offbeat && (previous === undefined || beatOf(previous) !== beatOf(step))
            ? `${count(step)} of ${beatOf(step) + 1}`
            : count(step);
        previous = step;
        let held = step;
        while (groove.holds[voice]?.[held + 1] && groove.places[held + 1]?.bar === bar) held += 1;
        const until =
          !Number.isInteger(groove.places[held]!.beat) && beatOf(held) !== beatOf(step)
            ? `${count(held)} of ${beatOf(held) + 1}`
            : count(held);
        const details = [
          ...(stroke === 'hit' ? [] : [STROKE_NAMES[stroke]]),
          ...(held > step ? [`held through ${until}`] : []),
        ];
        return [details.length ? `${said} (${details.join(', ')})` : said];
      });
      return notes.length ? [`${VOICE_NAMES[voice]}: ${notes.join(', ')}.`] : [];
    });
    const hands = steps.map((step) => groove.sticking?.[step]).filter(Boolean);
    if (hands.length) lines.push(`${words.sticking}: ${hands.join(' ')}.`);
    const feet = steps.map((step) => groove.feet?.[step]).filter(Boolean);
    if (feet.length) lines.push(`Feet: ${feet.join(' ')}.`);
    const marks = steps.flatMap((step) =>
      groove.dynamics?.[step] ? [`${count(step)} ${DYNAMIC_TABLE[groove.dynamics[step]].words}`] : [],
    );
    if (marks.length) lines.push(`Dynamics: ${marks.join(', ')}.`);
    const change = groove.changes.find((each) => each.bar === bar);
    if (change) lines.unshift(`New tempo: ${tempoChangeWords(change)}.`);
    if (bar === 0 && groove.swing) lines.unshift(`Swung ${groove.swing}.`);
    const text = lines.join(' ') || 'Rest.';
    return groove.bars > 1 ? `${words.bar(bar + 1)} ${text}` : text;
  });
  return bars.join(' ');
}
