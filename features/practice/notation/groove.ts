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
 * are eighth notes, 12 are triplets, 16 are sixteenths.
 *
 * A groove writes only the drums it plays (any of VOICES), and may add a `sticking` line of
 * R and L under the hands' notes, as rudiment books do.
 *
 * Everything here is plain data and checked once, at build time (the content check) and
 * again when a page renders, with messages an editor can act on.
 */

import { GROOVE_BAR_LINE, GROOVE_RESTS, TEMPO_RANGE, VOICES, type Step, type Stroke, type Voice } from './kit';
import { FEET, LEGEND, STROKE_NAMES, STROKES, VOICE_NAMES } from './vocabulary';

export { FEET, LEGEND, STROKE_NAMES, STROKES, VOICE_NAMES, VOICES, type Stroke, type Voice };
export const DEFAULT_TEMPO = 80;
const DEFAULT_SIGNATURE = '4/4';
/** Steps per beat a bar may have: quarters, eighths, triplets, sixteenths, sextuplets, thirty-seconds. */
const STEPS_PER_BEAT = [1, 2, 3, 4, 6, 8];
const BAR_UNITS = [2, 4, 8, 16];

const REST = new Set<string>(GROOVE_RESTS);

export const STICKING_LEGEND = 'R (right hand), L (left hand), in capitals, or - (no letter), under a step a hand plays';

export type Hand = 'R' | 'L';

export interface TimeSignature {
  /** Beats in a bar (the top number). */
  beats: number;
  /** The note value of a beat (the bottom number): 4 is a quarter note. */
  unit: number;
}

export interface Groove {
  title: string;
  tempo: number;
  signature: TimeSignature;
  bars: number;
  stepsPerBeat: number;
  /** Steps in one bar: beats × stepsPerBeat. */
  stepsPerBar: number;
  /** Steps in the whole groove: bars × stepsPerBar. */
  steps: number;
  /** The drums the groove writes, in VOICES order, each with one entry per step. */
  voices: Partial<Record<Voice, Step[]>>;
  /** The hand for each step, when the groove gives its sticking. */
  sticking?: (Hand | null)[];
}

/** The attributes an editor writes on `<Groove>`, all text. */
export type GrooveAttributes = Partial<Record<'title' | 'tempo' | 'signature' | 'sticking' | Voice, string>>;

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
    throw new GrooveError(attribute, `a whole number of beats per minute from ${TEMPO_RANGE.min} to ${TEMPO_RANGE.max}`, `"${value}"`);
  }
  return tempo;
}

export function parseSignature(value: string | undefined, attribute = 'signature'): TimeSignature {
  const text = (value ?? DEFAULT_SIGNATURE).trim() || DEFAULT_SIGNATURE;
  const match = /^(\d{1,2})\s*\/\s*(\d{1,2})$/.exec(text);
  const beats = Number(match?.[1]);
  const unit = Number(match?.[2]);
  if (!match || beats < 1 || beats > 15 || !BAR_UNITS.includes(unit)) {
    throw new GrooveError(attribute, 'a time signature such as 4/4, 3/4, 6/8 or 7/8 (1 to 15 beats of 2, 4, 8 or 16)', `"${text}"`);
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
    if (bar === '') throw new GrooveError(attribute, 'steps between every two | marks', `an empty bar (bar ${index + 1})`);
    const wrong = [...bar].find((char) => !REST.has(char) && !allowed(char));
    if (wrong !== undefined) throw new GrooveError(attribute, `one character per step: ${legend}`, `"${wrong}" in "${line.trim()}"`);
  });
  return bars;
}

const DRUM_LIST = VOICES.join(', ');

/**
 * Reads a groove from its attributes. Throws a GrooveError naming the attribute and what was
 * expected: no drum at all, lines of different lengths, bars that do not divide into beats…
 */
export function parseGroove(attributes: GrooveAttributes): Groove {
  const title = attributes.title?.trim() ?? '';
  if (!title) throw new GrooveError('title', 'a short name for the groove, shown above it and read to screen readers', 'nothing');
  const tempo = parseTempo(attributes.tempo);
  const signature = parseSignature(attributes.signature);

  const lines: [string, string[]][] = VOICES.flatMap((voice) => {
    const line = attributes[voice];
    if (line === undefined) return [];
    return [[voice, parseLine(voice, line, (char) => Object.hasOwn(STROKES[voice], char), LEGEND[voice])] as [string, string[]]];
  });
  if (lines.length === 0) {
    throw new GrooveError('drums', `a line of steps for at least one drum (${DRUM_LIST})`, 'no drum');
  }
  const written = lines.length;
  if (attributes.sticking !== undefined) {
    // Capitals only: in drum books a small letter is a grace note (the "l" of "lR" is a flam's), which this line cannot write.
    lines.push(['sticking', parseLine('sticking', attributes.sticking, (char) => char === 'R' || char === 'L', STICKING_LEGEND)]);
  }

  const [first, firstBars] = lines[0]!;
  const stepsPerBar = firstBars[0]!.length;
  for (const [attribute, bars] of lines) {
    if (bars.length !== firstBars.length) {
      throw new GrooveError(attribute, `${firstBars.length} bar${firstBars.length === 1 ? '' : 's'}, like ${first}`, `${bars.length}`);
    }
    bars.forEach((bar, index) => {
      if (bar.length !== stepsPerBar) {
        const where = bars.length > 1 ? ` in bar ${index + 1}` : '';
        throw new GrooveError(
          attribute,
          `${stepsPerBar} steps${where}, like the first bar of ${first} (every bar of every line has the same number of steps; spaces and | do not count)`,
          `${bar.length} steps`,
        );
      }
    });
  }

  const stepsPerBeat = stepsPerBar / signature.beats;
  if (!STEPS_PER_BEAT.includes(stepsPerBeat)) {
    const fits = STEPS_PER_BEAT.map((steps) => steps * signature.beats).join(', ');
    throw new GrooveError(
      first,
      `a number of steps per bar that divides evenly into the ${signature.beats} beats of ${signature.beats}/${signature.unit} (${fits})`,
      `${stepsPerBar} steps`,
    );
  }

  const voices = Object.fromEntries(
    lines.slice(0, written).map(([voice, bars]) => [voice, [...bars.join('')].map((char) => (REST.has(char) ? null : STROKES[voice as Voice][char]!))]),
  ) as Partial<Record<Voice, Step[]>>;
  const steps = stepsPerBar * firstBars.length;
  let sticking: (Hand | null)[] | undefined;
  if (attributes.sticking !== undefined) {
    sticking = [...lines[written]![1].join('')].map((char) => (REST.has(char) ? null : (char as Hand)));
    const hands = VOICES.filter((voice) => !FEET.includes(voice) && voices[voice]);
    const lonely = sticking.findIndex((hand, step) => hand && !hands.some((voice) => voices[voice]![step]));
    if (lonely >= 0) {
      throw new GrooveError(
        'sticking',
        `a letter only under a step a hand plays (${STICKING_LEGEND})`,
        `"${sticking[lonely]}" at step ${(lonely % stepsPerBar) + 1}${firstBars.length > 1 ? ` of bar ${Math.floor(lonely / stepsPerBar) + 1}` : ''}, where no hand drum plays`,
      );
    }
  }
  return { title, tempo, signature, bars: firstBars.length, stepsPerBeat, stepsPerBar, steps, voices, sticking };
}

/**
 * How a step is counted aloud, as drummers do and as the lessons write it: "1 e & a" for
 * sixteenths, "1 trip let" for triplets, "1 &" for eighths.
 */
export function countOf(step: number, stepsPerBeat: number): string {
  const beat = Math.floor(step / stepsPerBeat) + 1;
  const within = step % stepsPerBeat;
  if (within === 0) return String(beat);
  const syllables: Record<number, string[]> = {
    2: ['', '&'],
    3: ['', 'trip', 'let'],
    4: ['', 'e', '&', 'a'],
    6: ['', 'la', 'li', '&', 'la', 'li'],
    8: ['', 'e', '&', 'a', '', 'e', '&', 'a'],
  };
  return syllables[stepsPerBeat]?.[within] || '·';
}

/**
 * Every note of a groove in words, drum by drum and bar by bar, as a drummer counts them:
 * "Hi-hat: 1, &, 2, &, 3, &, 4, &. Snare: 2 (accent), 4 (accent). Bass drum: 1, 3." It is
 * the notation's text alternative, so a visitor who shows only the notation loses nothing.
 */
export function describeNotes(groove: Groove, words: { bar: (bar: number) => string; sticking: string }): string {
  const bars = Array.from({ length: groove.bars }, (_, bar) => {
    const from = bar * groove.stepsPerBar;
    const steps = Array.from({ length: groove.stepsPerBar }, (_, offset) => from + offset);
    const lines = VOICES.flatMap((voice) => {
      const line = groove.voices[voice];
      const notes = steps.flatMap((step) => {
        const stroke = line?.[step];
        if (!stroke) return [];
        const count = countOf(step - from, groove.stepsPerBeat);
        return [stroke === 'hit' ? count : `${count} (${STROKE_NAMES[stroke]})`];
      });
      return notes.length ? [`${VOICE_NAMES[voice]}: ${notes.join(', ')}.`] : [];
    });
    const hands = steps.map((step) => groove.sticking?.[step]).filter(Boolean);
    if (hands.length) lines.push(`${words.sticking}: ${hands.join(' ')}.`);
    const text = lines.join(' ') || 'Rest.';
    return groove.bars > 1 ? `${words.bar(bar + 1)} ${text}` : text;
  });
  return bars.join(' ');
}
