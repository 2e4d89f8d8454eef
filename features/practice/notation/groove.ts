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
 * Everything here is plain data and checked once, at build time (the content check) and
 * again when a page renders, with messages an editor can act on.
 */

import { TEMPO_RANGE, VOICES, type Step, type Stroke, type Voice } from './kit';

export { VOICES, type Stroke, type Voice };
export const DEFAULT_TEMPO = 80;
const DEFAULT_SIGNATURE = '4/4';
/** Steps per beat a bar may have: quarters, eighths, triplets, sixteenths, sextuplets, thirty-seconds. */
const STEPS_PER_BEAT = [1, 2, 3, 4, 6, 8];
const BAR_UNITS = [2, 4, 8, 16];

/** What each character means, per drum. `-` and `.` are silence on every drum. */
const STROKES: Record<Voice, Record<string, Stroke>> = {
  hihat: { x: 'hit', X: 'accent', o: 'open' },
  snare: { x: 'hit', X: 'accent', g: 'ghost' },
  kick: { x: 'hit' },
};
const REST = new Set(['-', '.']);

/** What each drum's characters mean, as the check and the editor say it. */
export const LEGEND: Record<Voice, string> = {
  hihat: 'x (closed), X (accented), o (open) or - (silent)',
  snare: 'x (hit), X (accented), g (ghost note) or - (silent)',
  kick: 'x (hit) or - (silent)',
};

export const VOICE_NAMES: Record<Voice, string> = { hihat: 'Hi-hat', snare: 'Snare', kick: 'Bass drum' };

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
  voices: Record<Voice, Step[]>;
}

/** The attributes an editor writes on `<Groove>`, all text. */
export type GrooveAttributes = Partial<Record<'title' | 'tempo' | 'signature' | Voice, string>>;

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

/** One drum's line as bars of characters: spaces dropped, split at `|`. */
function barsOf(line: string): string[] {
  const bars = line.replace(/\s+/g, '').split('|');
  // A leading or trailing | (as in drum tab: |x-x-|) frames the bars; it does not add one.
  if (bars[0] === '') bars.shift();
  if (bars.length > 1 && bars[bars.length - 1] === '') bars.pop();
  return bars;
}

function parseLine(voice: Voice, line: string): string[] {
  const bars = barsOf(line);
  if (bars.length === 0 || bars.every((bar) => bar === '')) {
    throw new GrooveError(voice, `one character per step: ${LEGEND[voice]}`, 'an empty line');
  }
  bars.forEach((bar, index) => {
    if (bar === '') throw new GrooveError(voice, 'steps between every two | marks', `an empty bar (bar ${index + 1})`);
    const wrong = [...bar].find((char) => !REST.has(char) && !Object.hasOwn(STROKES[voice], char));
    if (wrong !== undefined) throw new GrooveError(voice, `one character per step: ${LEGEND[voice]}`, `"${wrong}" in "${line.trim()}"`);
  });
  return bars;
}

/**
 * Reads a groove from its attributes. Throws a GrooveError naming the attribute and what was
 * expected: a missing drum, lines of different lengths, bars that do not divide into beats…
 */
export function parseGroove(attributes: GrooveAttributes): Groove {
  const title = attributes.title?.trim() ?? '';
  if (!title) throw new GrooveError('title', 'a short name for the groove, shown above it and read to screen readers', 'nothing');
  const tempo = parseTempo(attributes.tempo);
  const signature = parseSignature(attributes.signature);

  const lines = VOICES.map((voice) => {
    const line = attributes[voice];
    if (line === undefined) throw new GrooveError(voice, `a line of steps for the ${VOICE_NAMES[voice].toLowerCase()} (all - if it does not play)`, 'nothing');
    return [voice, parseLine(voice, line)] as const;
  });

  const [first, firstBars] = lines[0]!;
  const stepsPerBar = firstBars[0]!.length;
  for (const [voice, bars] of lines) {
    if (bars.length !== firstBars.length) {
      throw new GrooveError(voice, `${firstBars.length} bar${firstBars.length === 1 ? '' : 's'}, like ${first}`, `${bars.length}`);
    }
    bars.forEach((bar, index) => {
      if (bar.length !== stepsPerBar) {
        const where = bars.length > 1 ? ` in bar ${index + 1}` : '';
        throw new GrooveError(
          voice,
          `${stepsPerBar} steps${where}, like the first bar of ${first} (every bar of every drum has the same number of steps; spaces and | do not count)`,
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
    lines.map(([voice, bars]) => [voice, [...bars.join('')].map((char) => (REST.has(char) ? null : STROKES[voice][char]!))]),
  ) as Record<Voice, Step[]>;
  return { title, tempo, signature, bars: firstBars.length, stepsPerBeat, stepsPerBar, voices };
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
